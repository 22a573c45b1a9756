#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    /// What a view controller presented as a card sees of its presentation
    /// (`viewController.cardPresentation`), as a sheet's controller sees
    /// `sheetPresentationController`: the scroll view whose offset the engine drives,
    /// so that dragging down scrolls the content to its top and then, in the same
    /// drag, dismisses the card; the detent it rests at; and every way it goes.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     cardPresentation?.trackedScrollView = tableView   // its content height is followed
    ///     cardPresentation?.onDismiss = { [weak self] in self?.save() }
    /// }
    /// ```
    ///
    /// UIKit's own rules hold: `isModalInPresentation` on the presented controller,
    /// or the presentation controller's delegate answering
    /// `presentationControllerShouldDismiss(_:)` with false, makes a drag down
    /// rubber-band back (the delegate hears `presentationControllerDidAttemptToDismiss(_:)`);
    /// the delegate hears `presentationControllerWillDismiss(_:)` and
    /// `presentationControllerDidDismiss(_:)` for the user's dismissals only; the app's
    /// `dismiss(animated:)` from the card, its content or its presenter runs the
    /// engine's spring (`CardSheetLifecycle` decides it all).
    @MainActor
    public final class CardPresentationController {
        /// The app's scroll view in the card: its own pan is turned off while it is
        /// tracked, its offset follows the engine's scroll, and its content height
        /// (watched) is the card's.
        public weak var trackedScrollView: UIScrollView? {
            didSet { sheet?.track(trackedScrollView, replacing: oldValue) }
        }
        /// Called when the card starts going (the user's drag or the app's dismissal).
        public var onWillDismiss: () -> Void = {}
        /// Called when the card has been dismissed, however it went.
        public var onDismiss: () -> Void = {}
        /// Called when the detent the card rests at, or heads for, changes (nil: dismissed).
        public var onDetentChange: (CardDetent?) -> Void = { _ in }
        /// The detent the card rests at or heads for (nil while dismissed), as
        /// `UISheetPresentationController.selectedDetentIdentifier` names it.
        public internal(set) var selectedDetent: CardDetent?
        /// Whether the card is presented (from the moment it is asked for until it has gone).
        public var isPresented: Bool { sheet?.isPresented ?? false }
        weak var sheet: CardSheetViewController?

        init() {}

        /// Dismisses the card with the engine's spring (the app's own request: the
        /// presentation controller's delegate is not asked, as in UIKit).
        public func dismiss() { sheet?.appDismisses() }
    }
#endif
