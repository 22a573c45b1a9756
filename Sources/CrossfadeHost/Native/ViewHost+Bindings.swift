import CrossfadeInteractions

extension ViewHost {
    /// Whether the engine is moving: a finger is down or something has not come to
    /// rest (the frame clock runs). A two-way binding sends no echo back meanwhile
    /// (`BindingSync.change(to:from:agreed:engineIsMoving:)`).
    public var isMoving: Bool { session?.frames.isRunning ?? false }

    /// The actions that bring the app's card `index` to the front of a card stack
    /// (`BindingSync.deckActions(to:from:count:)`, the shorter way round the deck);
    /// none for a card the app's data does not hold, or one already in front.
    public func showCardActions(at index: Int) -> [InteractionAction] {
        guard case .cards(let count)? = configuration.dataSource else { return [] }
        let front = state.map { DeckReading($0, scene: nil).front } ?? 0
        return BindingSync.deckActions(to: index, from: front, count: count).map { $0.interactionAction }
    }
}
