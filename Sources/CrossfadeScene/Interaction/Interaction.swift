import CrossfadeInput
import CrossfadeMotion

/// The contract every interaction model follows (shared/DESIGN.md): it is fed
/// pointer events and actions, advanced to instants it is given, and asked for
/// the layers to draw. It never reads a clock, a random source or a global, so
/// the same inputs give the same scenes on every machine and at every frame rate.
///
/// Hosts drive models through `InteractionDriver`, which refuses malformed or
/// out-of-order input before it reaches the model.
public protocol Interaction: Sendable {
    /// Handles one admitted pointer event (finite, in time order, well paired).
    mutating func handle(_ event: PointerEvent)
    /// Performs a non-gesture equivalent (tap targets, next/previous, open/close…).
    mutating func perform(_ action: InteractionAction) throws(InteractionError)
    /// Steps every running animation to `time` (seconds, never earlier than before).
    mutating func advance(to time: Double)
    /// The layers to draw now.
    var scene: Scene { get }
    /// A small summary of the model's state (shared/DESIGN.md lists the keys).
    var state: InteractionState { get }
    /// Whether nothing moves and no gesture is in progress.
    var isAtRest: Bool { get }
}

/// Why an action or an option was refused.
public enum InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownInteraction(String)
    case unknownAction(String)
    case invalidActionField(action: String, field: String, reason: String)
    case unknownOption(String)
    case invalidOption(name: String, reason: String)

    public var description: String {
        switch self {
        case .unknownInteraction(let id): "unknown interaction '\(id)'"
        case .unknownAction(let name): "unknown action '\(name)'"
        case .invalidActionField(let action, let field, let reason): "action '\(action)': field '\(field)' \(reason)"
        case .unknownOption(let name): "unknown option '\(name)'"
        case .invalidOption(let name, let reason): "option '\(name)' \(reason)"
        }
    }
}

/// The phase every interaction reports: idle, dragging or animating.
public enum InteractionPhase: String, Hashable, Sendable {
    case idle, dragging, animating
}
