import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// What a host session needs of the interaction it runs: a driver, whether the
/// closed set of every shipped interaction (`AnyInteractionDriver`, for hosts that
/// pick one at run time) or one model's own (`InteractionDriver<Model>`, for a
/// WebAssembly module that holds only that model's code).
public protocol HostDriver: Sendable {
    /// The interaction's id.
    var id: String { get }
    /// The layers to draw now.
    var scene: Scene { get }
    /// A small summary of the interaction's state.
    var state: InteractionState { get }
    /// Whether nothing moves and no finger drags (the display link may pause).
    var isAtRest: Bool { get }
    /// The names of the actions that apply now, in the order the interaction lists them.
    var availableActions: [String] { get }
    /// Idle, dragging or animating.
    var phase: InteractionPhase { get }
    /// What would compete for a pointer landing at `point` (viewport points) now, front-most first.
    func claims(at point: Point) -> [GestureClaim]
    /// Where a host mounts the app's views: the interaction's slot patterns.
    var slotSpecs: [SlotSpec] { get }
    /// The events the interaction emits.
    var eventSpecs: [EventSpec] { get }
    /// The interaction's actions (their keys, labels and fields), as it lists them.
    var actionSpecs: [ActionSpec] { get }
    /// Feeds a pointer event; returns why it was refused, or nil when handled.
    mutating func handle(_ event: PointerEvent) -> PointerEventRejection?
    /// Advances to `time` (s); returns why it was refused, or nil.
    mutating func advance(to time: Double) -> PointerEventRejection?
    /// Performs `action` at `time` (s), advancing there first; an unknown or invalid action throws.
    mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError)
    /// The environment the interaction draws for now.
    var environment: InteractionEnvironment { get }
    /// Applies `environment` at `time` without restarting a gesture; invalid ones throw.
    mutating func setEnvironment(_ environment: InteractionEnvironment, at time: Double) throws(InteractionError)
    /// Applies live options at `time` without a restart; unknown, non-live or invalid ones throw.
    mutating func setOptions(_ given: [String: Scalar], at time: Double) throws(InteractionError)
    /// The viewport the interaction lays out for now, pt.
    var viewport: Size { get }
    /// Lays out for `viewport` at `time`, with `environment` when one comes with it
    /// (one relayout), keeping the session: the state is kept and what moves carries
    /// on. A viewport outside `InteractionViewport.range`, an invalid environment or
    /// a refused time throws, and nothing changes.
    mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment?, at time: Double) throws(InteractionError)
    /// The events emitted since they were last taken, oldest first.
    mutating func takeEvents() -> [InteractionEvent]
    /// Forgets the scene's change marks once a frame has been planned from them.
    mutating func takeChanges()
}

extension AnyInteractionDriver: HostDriver {}

extension InteractionDriver: HostDriver {
    public var id: String { Model.id }
    /// Where a host mounts the app's views: the model's slot patterns.
    public var slotSpecs: [SlotSpec] { Model.slotSpecs }
    /// The events the model emits.
    public var eventSpecs: [EventSpec] { Model.eventSpecs }
    /// The model's actions, as it lists them.
    public var actionSpecs: [ActionSpec] { Model.Action.specs }

    public mutating func takeEvents() -> [InteractionEvent] {
        var taken: [InteractionEvent] = []
        drainEvents { taken.append($0) }
        return taken
    }
}
