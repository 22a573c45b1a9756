import CrossfadeInteractions
import CrossfadeScene

/// lyrics-cards' state as `CardStackView`'s delegate reports it: the front card
/// and how far it has been dragged towards a swap (0 at rest, 1 at the
/// dismissal offset and past it), from the front card's translation.
public struct DeckReading: Hashable, Sendable {
    /// The card in front.
    public var front: Int
    /// How far the front card is dragged towards a swap, 0…1.
    public var dragProgress: Double
    /// Whether a finger drags it.
    public var isDragging: Bool

    /// `dismissalOffset`: the option's value (80 pt unless the façade set it);
    /// without a scene the drag progress reads 0.
    public init(_ state: InteractionState, scene: Scene?, dismissalOffset: Double = 80) {
        front = state["front"]?.integer ?? 0
        isDragging = state["phase"]?.string == InteractionPhase.dragging.rawValue
        guard isDragging, let card = scene?.layer("card.\(front)") else {
            dragProgress = 0
            return
        }
        let t = card.transform
        let distance = (t.tx * t.tx + t.ty * t.ty).squareRoot()
        dragProgress = min(1, distance / max(1, dismissalOffset))
    }
}
