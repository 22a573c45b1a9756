#if canImport(UIKit)
    import CrossfadeInteractions
    import UIKit

    /// What a view controller presented as a card sees of its presentation
    /// (`viewController.cardPresentation`), as a sheet's controller sees
    /// `sheetPresentationController`: the scroll view whose offset the engine drives,
    /// so that dragging down scrolls the content to its top and then, in the same
    /// drag, dismisses the card.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     cardPresentation?.trackedScrollView = tableView
    /// }
    /// ```
    @MainActor
    public final class CardPresentationController {
        /// The app's scroll view in the card: its own pan is turned off and its
        /// offset follows the engine's scroll; its content height is the card's.
        public weak var trackedScrollView: UIScrollView? {
            didSet { trackedScrollView?.isScrollEnabled = false }
        }
        /// Called when the card has been dismissed (by a drag, the escape gesture or `dismiss()`).
        public var onDismiss: () -> Void = {}
        /// Whether the card is presented (from the moment it is asked for until it has gone).
        public private(set) var isPresented = true
        weak var sheet: CardSheetViewController?

        init() {}

        func didDismiss() {
            isPresented = false
            onDismiss()
        }

        /// Dismisses the card with the engine's spring (the app's own request: the
        /// presentation controller's delegate is not asked).
        public func dismiss() { sheet?.dismissCard() }
    }
#endif
