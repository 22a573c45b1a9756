#if canImport(UIKit)
    import UIKit

    /// Supplies a card stack's cards.
    @MainActor
    public protocol CardStackViewDataSource: AnyObject {
        /// How many cards the stack holds.
        func numberOfCards(in cardStack: CardStackView) -> Int
        /// The view of card `index` (kept while the stack shows it).
        func cardStack(_ cardStack: CardStackView, viewForCardAt index: Int) -> UIView
    }

    /// Hears a card stack's drag and swaps.
    @MainActor
    public protocol CardStackViewDelegate: AnyObject {
        /// How far the front card is dragged towards a swap: 0 at rest, 1 at the threshold and past it.
        func cardStack(_ cardStack: CardStackView, didUpdateDragProgress progress: CGFloat)
        /// Card `index` went behind and `newIndex` came forward.
        func cardStack(_ cardStack: CardStackView, didSwapFrom index: Int, to newIndex: Int)
    }

    extension CardStackViewDelegate {
        /// Does nothing by default.
        public func cardStack(_ cardStack: CardStackView, didUpdateDragProgress progress: CGFloat) {}
        /// Does nothing by default.
        public func cardStack(_ cardStack: CardStackView, didSwapFrom index: Int, to newIndex: Int) {}
    }
#endif
