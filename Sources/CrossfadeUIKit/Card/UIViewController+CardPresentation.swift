#if canImport(UIKit)
    import CrossfadeHost
    import UIKit

    extension UIViewController {
        /// Presents `viewController` as a card (Apple Music's card deck): it slides up
        /// over this screen, which shrinks, dims and rounds its corners on black;
        /// dragging it down dismisses it once its content is scrolled to the top. It
        /// draws the controller's `title` as its own (none without one) and rests at
        /// `detents` (`[.medium, .large]`: half height and near the top). `completion`
        /// runs when the card has come to rest presented. The engine always animates
        /// (`animated: false` has no instant form yet, and presents with the same spring).
        ///
        /// ```swift
        /// presentCard(QueueViewController(), detents: [.medium, .large])
        /// ```
        @discardableResult
        public func presentCard(
            _ viewController: UIViewController, animated: Bool = true, detents: [CardDetent] = [.large], completion: (() -> Void)? = nil
        ) -> CardPresentationController {
            let sheet = CardSheetViewController(content: viewController, presenter: self, detents: detents, completion: completion)
            present(sheet, animated: false)
            return sheet.presentation
        }

        /// The card presentation this controller is presented in, if it is a card's
        /// content or inside one (a navigation controller's child, say).
        public var cardPresentation: CardPresentationController? {
            (parent as? CardSheetViewController)?.presentation ?? parent?.cardPresentation
        }
    }
#endif
