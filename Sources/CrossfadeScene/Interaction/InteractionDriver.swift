import CrossfadeInput
import CrossfadeMotion

/// Drives an interaction on behalf of a host: pointer events and frame times
/// pass a `PointerEventGate` first, so a model only ever sees finite, ordered,
/// well-paired input. Refusals come back as reasons; the model is untouched.
public struct InteractionDriver: Sendable {
    public private(set) var interaction: any Interaction
    private var gate = PointerEventGate()

    public init(_ interaction: any Interaction) {
        self.interaction = interaction
    }

    /// The time of the newest accepted input, in seconds.
    public var time: Double? { gate.lastTime }

    /// Feeds a pointer event; returns why it was refused, or nil if handled.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? {
        switch gate.admit(event) {
        case .failure(let reason):
            return reason
        case .success(let admitted):
            interaction.advance(to: admitted.time)
            interaction.handle(admitted)
            return nil
        }
    }

    /// Advances to `time`; returns why it was refused (NaN, backwards), or nil.
    @discardableResult
    public mutating func advance(to time: Double) -> PointerEventRejection? {
        switch gate.admit(time: time) {
        case .failure(let reason): return reason
        case .success(let time):
            interaction.advance(to: time)
            return nil
        }
    }

    /// Performs an action at `time` (advancing there first).
    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        if let reason = advance(to: time) {
            throw .invalidActionField(action: action.name, field: "t", reason: "is refused: \(reason)")
        }
        try interaction.perform(action)
    }

    public var scene: Scene { interaction.scene }
    public var state: InteractionState { interaction.state }
    public var isAtRest: Bool { interaction.isAtRest }
}
