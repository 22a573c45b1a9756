#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        /// Presents `viewController` as a card (Apple Music's card deck): it slides up
        /// over this controller's view, which shrinks, dims and rounds its corners;
        /// dragging it down dismisses it once its content is scrolled to the top,
        /// unless the presentation controller's delegate says
        /// `presentationControllerShouldDismiss(_:)` no. `completion` runs when the card
        /// has come to rest presented. The engine always animates (`animated: false`
        /// has no instant form yet, and presents with the same spring).
        ///
        /// ```swift
        /// presentCard(QueueViewController(), animated: true)
        /// ```
        @discardableResult
        public func presentCard(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil)
            -> CardPresentationController
        {
            let sheet = CardSheetViewController(content: viewController, presenter: self, completion: completion)
            present(sheet, animated: false)
            return sheet.presentation
        }

        /// The card presentation this controller is presented in, if it is a card's content.
        public var cardPresentation: CardPresentationController? {
            (parent as? CardSheetViewController)?.presentation
        }
    }
#endif
