extension PlayerTransition {
    /// `threshold` while a drag crosses the release line; `opened`, `closed` when a transition ends.
    public static let eventSpecs: [EventSpec] = [.threshold, .opened, .closed]

    /// The mini player's content and, when it draws its own Now Playing, the full player's.
    public static let slotSpecs: [SlotSpec] = [
        SlotSpec("miniPlayer.content", "the app's mini player: title, artist, its own buttons"),
        SlotSpec("player.content", "the app's Now Playing, in the full player")
    ]

    /// Opening applies unless the player is open or opening; closing, unless it is
    /// closed or closing; neither while a finger drags it.
    public func isAvailable(_ action: Action) -> Bool {
        guard drag == nil else { return false }
        switch action {
        case .open: return destination != .open
        case .close: return destination != .closed
        case .toggle: return true
        }
    }
}
