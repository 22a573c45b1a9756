#if canImport(UIKit)
    import UIKit

    /// UIKit's animator for the card sheet's dismissal: whoever calls
    /// `dismiss(animated: true)` (the card's content, the card, its presenter), the
    /// engine's spring draws it, and the transition completes when the card has gone.
    @MainActor
    final class CardSheetDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        weak var sheet: CardSheetViewController?

        init(sheet: CardSheetViewController) {
            self.sheet = sheet
            super.init()
        }

        /// What UIKit coordinates other animations with: the card spring's usual settling
        /// time (the engine's spring, not this number, decides when the card has gone).
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            sheet?.dismissalTransitionBegins(transitionContext)
        }
    }
#endif
