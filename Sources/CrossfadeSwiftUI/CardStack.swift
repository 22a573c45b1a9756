#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// A deck of `count` cards, each your SwiftUI view (Spotify's lyric cards):
    /// drag the front card away to bring the next one forward. `front` follows the
    /// deck. The UIKit `CardStackView` underneath takes the touches.
    ///
    /// ```swift
    /// CardStack(count: lines.count, front: $line) { index in LyricCard(lines[index]) }
    /// ```
    public struct CardStack<Card: View>: UIViewRepresentable {
        let count: Int
        @Binding var front: Int
        let card: (Int) -> Card

        /// A deck of `count` cards; `front` follows the card in front.
        public init(count: Int, front: Binding<Int>, @ViewBuilder card: @escaping (Int) -> Card) {
            self.count = count
            _front = front
            self.card = card
        }

        /// The data source and delegate.
        public func makeCoordinator() -> CardStackCoordinator { CardStackCoordinator() }

        /// The UIKit card stack.
        public func makeUIView(context: Context) -> CardStackView {
            let stack = CardStackView()
            stack.delegate = context.coordinator
            return stack
        }

        /// Hands the stack the latest cards and bindings.
        public func updateUIView(_ stack: CardStackView, context: Context) {
            let coordinator = context.coordinator
            coordinator.slots.indexed = { place in Slot(place: place).lyricCard.map { AnyView(card($0)) } }
            coordinator.onSwap = { front = $0 }
            BindingSync.change(to: count, from: coordinator.count).map { count in
                coordinator.count = count
                stack.dataSource = coordinator
            }
        }
    }

    /// The card stack's data source and delegate: cards in hosting controllers.
    @MainActor
    public final class CardStackCoordinator: CardStackViewDataSource, CardStackViewDelegate {
        var count = -1
        var onSwap: (Int) -> Void = { _ in }
        let slots = SlotHostingControllers()

        /// The number of cards.
        public func numberOfCards(in cardStack: CardStackView) -> Int { count }

        /// Card `index`'s content in its hosting controller.
        public func cardStack(_ cardStack: CardStackView, viewForCardAt index: Int) -> UIView {
            slots.view(for: Slot(place: .lyricCard(index))) ?? UIView(frame: .zero)
        }

        /// Moves the binding to the card now in front.
        public func cardStack(_ cardStack: CardStackView, didSwapFrom index: Int, to newIndex: Int) { onSwap(newIndex) }
    }
#endif
