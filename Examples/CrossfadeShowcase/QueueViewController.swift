#if canImport(UIKit)
    import CrossfadeUIKit
    import UIKit

    /// The queue, presented as a card: its table view is tracked, so a drag scrolls
    /// it to the top and then, in the same drag, dismisses the card.
    @MainActor
    final class QueueViewController: TrackListViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            cardPresentation?.trackedScrollView = tableView
        }
    }
#endif
