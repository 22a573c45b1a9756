extension LyricsCards {
    /// `threshold` while a drag crosses the swap distance; `swap` when another line comes forward.
    public static let eventSpecs: [EventSpec] = [.threshold, .swap]

    /// Each card, by the lyric line it shows.
    public static let slotSpecs: [SlotSpec] = [SlotSpec("card.N", "the app's card for lyric line N (from 0)")]

    /// Nothing applies while a finger holds the front card; next and previous need a second line.
    public func isAvailable(_ action: Action) -> Bool {
        guard drag == nil else { return false }
        switch action {
        case .next, .previous: return deck.count > 1
        case .seek: return true
        }
    }
}
