#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    /// A deck of cards, each the app's view (Spotify's lyric cards): drag the front
    /// card and it fades; release early and it springs back; past the threshold it
    /// goes behind while the next comes forward. The cards come from a data source,
    /// as a table view's cells do; the delegate hears the drag and the swaps.
    ///
    /// ```swift
    /// let stack = CardStackView()
    /// stack.dataSource = self      // numberOfCards(in:), cardStack(_:viewForCardAt:)
    /// stack.delegate = self        // drag progress, swaps
    /// ```
    @MainActor
    open class CardStackView: CrossfadeHostView {
        /// Supplies the cards; setting it reloads them.
        public weak var dataSource: (any CardStackViewDataSource)? {
            didSet { reloadData() }
        }
        /// Hears the drag and the swaps.
        public weak var delegate: (any CardStackViewDelegate)?
        private var cardViews: [Int: UIView] = [:]

        /// A host view; give it a data source.
        public init() {
            super.init(configuration: .cardStack(count: 0))
            slotView = { [weak self] slot in self?.cardView(slot) }
            onEvent = { [weak self] event in self?.handle(event) }
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        /// Asks the data source again for the number of cards and their views (only
        /// the cards it counts, by their indices; none: the empty state).
        public func reloadData() {
            cardViews = [:]
            reload(.cardStack(count: dataSource.map { $0.numberOfCards(in: self) } ?? 0))
        }

        /// Brings the next card forward (the swipe's button equivalent).
        public func showNextCard() { perform(LyricsCards.Action.next.interactionAction) }

        /// Brings the previous card back.
        public func showPreviousCard() { perform(LyricsCards.Action.previous.interactionAction) }

        /// Brings card `index` to the front, one swap per card between, the shorter
        /// way round the deck; a card the data source does not count does nothing.
        public func showCard(at index: Int) {
            for action in host.showCardActions(at: index) { perform(action) }
        }

        /// The card at the front.
        public var frontCardIndex: Int { host.state.map { DeckReading($0, scene: nil).front } ?? 0 }

        override open func didDrawFrame() {
            guard let state = host.state, let scene = host.scene else { return }
            delegate?.cardStack(self, didUpdateDragProgress: CGFloat(DeckReading(state, scene: scene).dragProgress))
        }

        private func cardView(_ slot: Slot) -> UIView? {
            guard let index = host.dataSourceIndex(of: slot)?.item, let dataSource else { return nil }
            let view = cardViews[index] ?? dataSource.cardStack(self, viewForCardAt: index)
            cardViews[index] = view
            return view
        }

        private func handle(_ event: InteractionEvent) {
            guard let swap = event.swap else { return }
            delegate?.cardStack(self, didSwapFrom: swap.from, to: swap.to)
        }
    }
#endif
