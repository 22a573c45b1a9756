#if canImport(UIKit)
    import CrossfadeUIKit
    import UIKit

    /// The queue, presented as a card: its scroll view is tracked, so a drag scrolls
    /// it to the top and then, in the same drag, dismisses the card.
    @MainActor
    final class QueueViewController: UIViewController {
        private let scrollView = UIScrollView(frame: .zero)

        override func loadView() {
            view = scrollView
            scrollView.contentSize = CGSize(width: 390, height: 1_800)
            for (row, track) in Demo.queue.enumerated() {
                let label = UILabel(frame: .zero)
                label.text = track.title
                label.bounds = CGRect(x: 0, y: 0, width: 350, height: 56)
                label.layer.position = CGPoint(x: 195, y: CGFloat(28 + 56 * row))
                scrollView.addSubview(label)
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            cardPresentation?.trackedScrollView = scrollView
        }
    }
#endif
