#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import Foundation
    import UIKit

    /// The controller a card is presented in (a custom presentation over the app):
    /// its view runs card-presentation on black, with a snapshot of the app's screen
    /// in the `presenting` slot (shrunk, dimmed, rounded by the engine) and the
    /// presented controller's view in `card.content`. Every step of its life is
    /// `CardSheetLifecycle`'s; this class only carries the steps out.
    ///
    /// The screen behind is a snapshot of the presenting window, taken when the card
    /// is asked for, rather than the app's real view scaled: the window is the whole
    /// screen the user saw (tab bar, navigation bar and any modal the card is
    /// presented from, as iOS's own sheets shrink it), where the presenting
    /// controller's own view may be blank (SwiftUI presents from an invisible
    /// controller); and a transform on a view another controller lays out would
    /// fight its layout and take its touches. The snapshot does not change while
    /// the card is up.
    @MainActor
    final class CardSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let presentation = CardPresentationController()
        private let content: UIViewController
        private weak var presenter: UIViewController?
        private var completion: (() -> Void)?
        private var lifecycle = CardSheetLifecycle()
        private var slotViews: [Slot.Place: UIView] = [:]
        private var transitionContext: (any UIViewControllerContextTransitioning)?
        private var contentSizeObservation: NSKeyValueObservation?
        private var titleObservation: NSKeyValueObservation?
        private var statusBarStyle = StatusBarStyle.darkContent
        private let sheetView: CrossfadeHostView

        init(content: UIViewController, presenter: UIViewController, detents: [CardDetent], completion: (() -> Void)?) {
            self.content = content
            self.presenter = presenter
            self.completion = completion
            sheetView = CrossfadeHostView(configuration: .cardSheet(contentHeight: nil, title: content.title, detents: detents))
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
            transitioningDelegate = self
            modalPresentationCapturesStatusBarAppearance = true
            presentation.sheet = self
            addChild(content)
            content.didMove(toParent: self)
        }

        required init?(coder: NSCoder) { nil }

        /// Whether the card counts as presented for the app.
        var isPresented: Bool { lifecycle.isPresented }

        override func loadView() {
            view = sheetView
            sheetView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheetView.layer.backgroundColor = UIKitTranslation.cgColor(CardSheetLook.background)
            sheetView.slotView = { [weak self] slot in self?.slotViews[slot.place] }
            sheetView.onEvent = { [weak self] event in self?.heard(event) }
            sheetView.onScroll = { [weak self] scroll in self?.follow(scroll) }
            sheetView.onFrame = { [weak self] in self?.frameDrawn() }
            sheetView.onTouchBegins = { [weak self] in self?.userBegins() }
            sheetView.onAccessibilityAction = { [weak self] in self?.userBegins() }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            slotViews[.cardContent] = content.view
            // The title as the content set it when its view loaded, and as it changes.
            sheetView.setLiveOptions(FacadeOptions.cardSheetTitle(content.title))
            titleObservation = content.observe(\.title, options: [.new]) { [weak self] content, _ in
                MainActor.assumeIsolated { self?.sheetView.setLiveOptions(FacadeOptions.cardSheetTitle(content.title)) }
            }
            let screen: UIView? = presenter?.view.window ?? presenter?.view
            slotViews[.presenting] = screen?.snapshotView(afterScreenUpdates: false)
            track(presentation.trackedScrollView, replacing: nil)
            run(lifecycle.viewLoaded())
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            run(lifecycle.disappeared(isBeingDismissed: isBeingDismissed))
        }

        override var preferredStatusBarStyle: UIStatusBarStyle { UIKitTranslation.statusBarStyle(statusBarStyle) }

        /// The app's `CardPresentationController.dismiss()`.
        func appDismisses() { run(lifecycle.appDismisses()) }

        /// UIKit's dismissal transition began (its animator): the engine's spring draws it.
        func dismissalTransitionBegins(_ context: any UIViewControllerContextTransitioning) {
            transitionContext = context
            run(lifecycle.dismissalTransitionBegins())
        }

        /// The tracked scroll view: its pan off, its content height watched (the old one given back).
        func track(_ scrollView: UIScrollView?, replacing old: UIScrollView?) {
            old?.isScrollEnabled = true
            contentSizeObservation = nil
            sheetView.trackedScrollView = scrollView
            scrollView?.isScrollEnabled = false
            contentSizeObservation = scrollView?.observe(\.contentSize, options: [.initial, .new]) { [weak self] scrollView, _ in
                MainActor.assumeIsolated {
                    self?.sheetView.setLiveOptions(FacadeOptions.cardSheetContentHeight(Double(scrollView.contentSize.height)))
                }
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            CardSheetDismissalAnimator(sheet: self)
        }

        private func heard(_ event: InteractionEvent) {
            _ = event.settled.map { settled in run(lifecycle.settled(settled)) }
            _ = event.dismissAttempted.map { run(lifecycle.dismissAttempted()) }
        }

        private func frameDrawn() {
            _ = sheetView.host.state.map { state in run(lifecycle.frameDrawn(CardReading(state))) }
        }

        /// A finger comes down: whether the app lets the card go now becomes the engine's.
        private func userBegins() {
            let controller = presentationController
            let allows = controller.flatMap { controller in controller.delegate?.presentationControllerShouldDismiss?(controller) }
            run(lifecycle.userBegins(isModalInPresentation: content.isModalInPresentation, delegateAllows: allows))
        }

        private func run(_ commands: [CardSheetLifecycle.Command]) {
            for command in commands { carryOut(command) }
        }

        private func carryOut(_ command: CardSheetLifecycle.Command) {
            let controller = presentationController
            switch command {
            case .perform(let action): sheetView.perform(action.interactionAction)
            case .setOptions(let options): sheetView.setLiveOptions(options)
            case .completePresentation:
                completion?()
                completion = nil
            case .willDismiss: presentation.onWillDismiss()
            case .delegateWillDismiss: controller.map { controller in controller.delegate?.presentationControllerWillDismiss?(controller) }
            case .removeHosting: presentingViewController?.dismiss(animated: false)
            case .completeTransition:
                transitionContext?.completeTransition(true)
                transitionContext = nil
            case .didDismiss:
                presentation.trackedScrollView?.isScrollEnabled = true
                presentation.onDismiss()
            case .delegateDidDismiss: controller.map { controller in controller.delegate?.presentationControllerDidDismiss?(controller) }
            case .didAttemptToDismiss: controller.map { controller in controller.delegate?.presentationControllerDidAttemptToDismiss?(controller) }
            case .updateStatusBar(let style):
                statusBarStyle = style
                setNeedsStatusBarAppearanceUpdate()
            case .detentChanged(let detent):
                presentation.selectedDetent = detent
                presentation.onDetentChange(detent)
            }
        }

        /// The tracked scroll view follows the engine's scroll of the card's content.
        private func follow(_ scroll: SlotScroll) {
            guard let scrollView = presentation.trackedScrollView else { return }
            let inset = scrollView.adjustedContentInset
            scrollView.contentOffset = CGPoint(scroll.platformOffset(insetTop: Double(inset.top), insetLeft: Double(inset.left)))
        }
    }
#endif
