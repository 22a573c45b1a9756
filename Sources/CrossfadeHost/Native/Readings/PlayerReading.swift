import CrossfadeInteractions

/// player-transition's state as its façade reports it (the mini player's
/// `isPlayerOpen`, the transition's progress), read from the state keys
/// shared/DESIGN.md lists, in one place.
public struct PlayerReading: Hashable, Sendable {
    /// Whether the full player is open (the committed state).
    public var isOpen: Bool
    /// How open it is: 0 closed, 1 open.
    public var progress: Double
    /// Whether a finger drags it.
    public var isDragging: Bool

    /// The reading of `state` (missing keys read as their rest values).
    public init(_ state: InteractionState) {
        isOpen = state["state"]?.string == "open"
        progress = state["progress"]?.number ?? (isOpen ? 1 : 0)
        isDragging = state["phase"]?.string == InteractionPhase.dragging.rawValue
    }
}
