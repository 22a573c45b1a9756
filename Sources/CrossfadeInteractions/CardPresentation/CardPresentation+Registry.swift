extension CardPresentation {
    /// `threshold` while a drag crosses the dismissal line; `presented`, `dismissed` when
    /// the card comes to rest; `reordered` when a row moves.
    public static let eventSpecs: [EventSpec] = [.threshold, .presented, .dismissed, .dismissAttempted, .reordered]

    /// The app behind the card, and the card's content.
    public static let slotSpecs: [SlotSpec] = [
        SlotSpec("presenting", "the app's view behind the card (it shrinks and dims as the card comes up)"),
        SlotSpec("card.content", "the app's content of the card (it scrolls, then hands the drag to the card)")
    ]

    /// Presenting applies while the card is down or going down; dismissing, the escape
    /// gesture and the status-bar tap while it is up or going up; scrolling to the top
    /// while its content is not there; moving a row when the card has handles and two
    /// rows. Nothing applies while a finger holds it.
    public func isAvailable(_ action: Action) -> Bool {
        guard gesture == nil else { return false }
        switch action {
        case .present: return !isPresented
        case .dismiss, .escape, .statusBarTap: return isPresented
        case .scrollToTop: return chain.inner.scroll.contentOffset > chain.inner.scroll.configuration.minimumOffset + 0.5
        case .moveRow: return configuration.hasHandles && configuration.rowCount > 1
        }
    }
}
