#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// A deck of `count` cards, each your SwiftUI view (Spotify's lyric cards):
    /// drag the front card away to bring the next one forward. `front` follows the
    /// deck, and setting it brings that card forward (the shorter way round the
    /// deck); your cards are children of the deck's controller, in this view's
    /// SwiftUI environment, and see your latest state. The UIKit `CardStackView`
    /// underneath takes the touches.
    ///
    /// ```swift
    /// CardStack(count: lines.count, front: $line) { index in LyricCard(lines[index]) }
    /// ```
    public struct CardStack<Card: View>: UIViewControllerRepresentable {
        let count: Int
        @Binding var front: Int
        let card: (Int) -> Card

        /// A deck of `count` cards; `front` follows the card in front, and brings a card forward when set.
        public init(count: Int, front: Binding<Int>, @ViewBuilder card: @escaping (Int) -> Card) {
            self.count = count
            _front = front
            self.card = card
        }

        /// The data source and delegate.
        public func makeCoordinator() -> CardStackCoordinator { CardStackCoordinator() }

        /// The UIKit card stack in a controller whose children are the cards' hosting controllers.
        public func makeUIViewController(context: Context) -> SlotHostViewController<CardStackView> {
            let controller = SlotHostViewController(hostView: CardStackView(), slots: context.coordinator.slots)
            controller.hostView.delegate = context.coordinator
            return controller
        }

        /// Hands the stack the latest cards, environment and bindings; brings the bound card forward.
        public func updateUIViewController(_ controller: SlotHostViewController<CardStackView>, context: Context) {
            let coordinator = context.coordinator, stack = controller.hostView
            coordinator.slots.environment = context.environment
            coordinator.slots.indexed = { place in Slot(place: place).lyricCard.map { AnyView(card($0)) } }
            coordinator.onSwap = { front = coordinator.front.engineReported($0) }
            BindingSync.change(to: count, from: coordinator.count).map { count in
                coordinator.count = count
                coordinator.slots.remove(outside: ViewHost.Configuration.cardStack(count: count).dataSource)
                stack.dataSource = coordinator
            }
            coordinator.slots.refresh()
            coordinator.front.change(wanted: front, shown: stack.frontCardIndex, engineIsMoving: stack.host.isMoving).map(stack.showCard)
        }

        /// Removes the cards' hosting controllers and stops the stack.
        public static func dismantleUIViewController(_ controller: SlotHostViewController<CardStackView>, coordinator: CardStackCoordinator) {
            controller.tearDown()
        }
    }

    /// The card stack's data source and delegate: cards in hosting controllers.
    @MainActor
    public final class CardStackCoordinator: CardStackViewDataSource, CardStackViewDelegate {
        var count = -1
        var onSwap: (Int) -> Void = { _ in }
        var front = TwoWayBinding<Int>()
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
