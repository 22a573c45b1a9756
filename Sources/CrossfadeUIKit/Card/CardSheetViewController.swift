#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    /// The full-screen controller a card is presented in: its view runs
    /// card-presentation, with a snapshot of the presenting controller's view in the
    /// `presenting` slot (shrunk, dimmed, rounded by the engine) and the presented
    /// controller's view in `card.content`.
    @MainActor
    final class CardSheetViewController: UIViewController {
        let presentation = CardPresentationController()
        private let content: UIViewController
        private weak var presenter: UIViewController?
        private var completion: (() -> Void)?
        private var dismissalRequestedByApp = false
        private var slotViews: [Slot.Place: UIView] = [:]
        private lazy var sheetView = CrossfadeHostView(configuration: .cardSheet(contentHeight: nil))

        init(content: UIViewController, presenter: UIViewController, completion: (() -> Void)?) {
            self.content = content
            self.presenter = presenter
            self.completion = completion
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
            presentation.sheet = self
            addChild(content)
            content.didMove(toParent: self)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = sheetView
            sheetView.slotView = { [weak self] slot in self?.slotViews[slot.place] }
            sheetView.onEvent = { [weak self] event in event.settled.map { self?.settled($0) } }
            sheetView.onScroll = { [weak self] scroll in self?.follow(scroll) }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            slotViews[.cardContent] = content.view
            slotViews[.presenting] = presenter?.view.snapshotView(afterScreenUpdates: false)
            sheetView.trackedScrollView = presentation.trackedScrollView
            sheetView.setOptions(FacadeOptions.cardSheet(contentHeight: presentation.trackedScrollView.map { Double($0.contentSize.height) }))
            sheetView.perform(CardPresentation.Action.present.interactionAction)
        }

        /// The app's own dismissal.
        func dismissCard() {
            dismissalRequestedByApp = true
            sheetView.perform(CardPresentation.Action.dismiss.interactionAction)
        }

        private func settled(_ end: Settled) {
            switch end {
            case .presented: presented()
            case .dismissed: dismissed()
            case .opened, .closed: break
            }
        }

        private func presented() {
            completion?()
            completion = nil
        }

        /// UIKit's rule for a sheet the delegate keeps (`CardSheetPolicy`).
        private func dismissed() {
            let controller = presentationController
            let shouldDismiss = controller.flatMap { controller in controller.delegate?.presentationControllerShouldDismiss?(controller) }
            switch CardSheetPolicy(shouldDismiss: shouldDismiss, requestedByApp: dismissalRequestedByApp) {
            case .finishDismissal:
                dismiss(animated: false)
                presentation.didDismiss()
            case .presentAgain:
                sheetView.perform(CardPresentation.Action.present.interactionAction)
                controller.map { controller in controller.delegate?.presentationControllerDidAttemptToDismiss?(controller) }
            }
            dismissalRequestedByApp = false
        }

        /// The tracked scroll view follows the engine's scroll of the card's content.
        private func follow(_ scroll: SlotScroll) {
            guard let scrollView = presentation.trackedScrollView else { return }
            let inset = scrollView.adjustedContentInset
            scrollView.contentOffset = CGPoint(scroll.platformOffset(insetTop: Double(inset.top), insetLeft: Double(inset.left)))
        }
    }
#endif
