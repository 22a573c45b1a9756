import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Drives one interaction for a host: it owns the model and its scene, and is
/// the one place where time advances and layers are refreshed.
///
/// Pointer events and frame times pass a `PointerEventGate` first, so a model
/// only ever sees finite, ordered, well-paired input; refusals come back as
/// reasons and leave everything untouched.
///
/// ```swift
/// var driver = InteractionDriver(PlayerTransition(configuration: .init(viewport: Size(width: 390, height: 844))))
/// driver.handle(PointerEvent(phase: .down, location: Point(x: 195, y: 729), time: 0))
/// driver.advance(to: 0.016)
/// driver.scene.flattened
/// ```
public struct InteractionDriver<Model: Interaction>: Sendable {
    /// The model driven.
    public private(set) var model: Model
    /// The layers to draw now.
    public private(set) var scene: Scene
    /// The events emitted since they were last taken, oldest first.
    public private(set) var events: [InteractionEvent] = []
    private var gate = PointerEventGate()
    /// Keeps a finger held across a viewport change from jumping (see `PointerAnchors`).
    private var anchors = PointerAnchors()
    /// The model's `layerRevision` the scene's tree was built for.
    private var builtRevision: Int

    /// A driver of `model`, its scene built from the model's layers.
    public init(_ model: Model) {
        scene = Scene(viewport: model.configuration.viewport, background: model.background, layers: model.makeLayers())
        builtRevision = model.layerRevision
        self.model = model  // (stored last: the model is handed over, not copied)
        refresh()
    }

    /// A driver for a model built from `configuration`.
    public init(configuration: Model.Configuration) {
        self.init(Model(configuration: configuration))
    }

    /// The time of the newest accepted input, in seconds.
    public var time: Double? { gate.lastTime }

    /// The model's state summary.
    public var state: InteractionState { model.state }
    /// Whether nothing moves and no finger drags.
    public var isAtRest: Bool { model.isAtRest }
    /// The names of the actions that apply now, in the order the model lists them
    /// (see `Interaction.isAvailable`).
    public var availableActions: [String] { Model.Action.table.available { model.isAvailable($0) } }
    /// Idle, dragging or animating.
    public var phase: InteractionPhase { model.phase }

    /// What would compete for a pointer landing at `point` (viewport points) now,
    /// front-most first: the model's own answer on the scene it draws. A host asks it
    /// to share touches with the platform (which axes the page keeps there).
    public func claims(at point: Point) -> [GestureClaim] { model.claims(at: point, layers: scene.layers) }

    /// Feeds a pointer event; returns why it was refused, or nil if handled.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? {
        switch gate.admit(event) {
        case .failure(let reason):
            return reason
        case .success(let admitted):
            let seen = anchors.admit(admitted)
            model.advance(to: seen.time)
            refresh()
            model.handle(seen, layers: scene.layers)
            refresh()
            return nil
        }
    }

    /// Advances to `time`; returns why it was refused (NaN, backwards), or nil.
    @discardableResult
    public mutating func advance(to time: Double) -> PointerEventRejection? {
        switch gate.admit(time: time) {
        case .failure(let reason):
            return reason
        case .success(let time):
            model.advance(to: time)
            refresh()
            return nil
        }
    }

    /// Performs a host's action at `time` (advancing there first), parsed into the
    /// model's typed action.
    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        try perform(Model.Action(action), at: time)
    }

    /// Performs a typed action at `time` (advancing there first).
    public mutating func perform(_ action: Model.Action, at time: Double) throws(InteractionError) {
        if let reason = advance(to: time) {
            throw .invalidActionField(action: action.name, field: "t", reason: "is refused: \(reason)")
        }
        defer { refresh() }
        try model.perform(action)
    }

    /// The environment the model draws for now.
    public var environment: InteractionEnvironment { model.configuration.environment }

    /// Applies `environment` at `time` (advancing there first) without restarting
    /// a gesture: the model keeps its state and the layer tree is built again (the
    /// scene's layers may differ in number, content and colour). An invalid
    /// environment (a NaN or negative inset, a text scale out of range) or a time
    /// the gate refuses throws, and nothing changes.
    public mutating func setEnvironment(_ environment: InteractionEnvironment, at time: Double) throws(InteractionError) {
        if let problem = environment.validationError() { throw problem }
        // A refused time changes nothing (the gate admits or leaves all as it was).
        if let reason = advance(to: time) { throw .invalidEnvironment(field: "t", reason: "is refused: \(reason)") }
        model.setEnvironment(environment)
        rebuildScene()
        refresh()
    }

    /// Applies the live options `given` (by name; `OptionTable.liveNames`) at `time`
    /// (advancing there first), without a restart: the model keeps its state
    /// (`Interaction.applyLiveOptions`) and the layer tree is built again. An unknown
    /// option, one that is not live, an invalid value, or a time the gate refuses
    /// throws an error naming it, and nothing changes.
    ///
    /// ```swift
    /// try driver.setOptions(["contentHeight": .number(1_240)], at: 2.5)
    /// ```
    public mutating func setOptions(_ given: [String: Scalar], at time: Double) throws(InteractionError) {
        let configuration = try Model.options.configureLive(model.configuration, with: given)
        if let reason = advance(to: time) { throw .invalidOption(name: "t", reason: "is refused: \(reason)") }
        model.applyLiveOptions(configuration)
        rebuildScene()
        refresh()
    }

    /// The viewport the model lays out for now, pt.
    public var viewport: Size { model.configuration.viewport }

    /// Lays out for `viewport` (pt) at `time` (advancing there first), with
    /// `environment` when one comes with it (a rotation's safe areas: both apply at
    /// this one instant, in one relayout, with no frame between them) — without a
    /// restart: the model keeps its state and what moves carries on from where it
    /// is drawn (`Interaction.setViewport`); a finger held across the change moves
    /// what it holds by its travel from its next report (`PointerAnchors`). The
    /// layer tree is built again. The same size changes only the environment
    /// (`setEnvironment(_:at:)`). A viewport outside `InteractionViewport.range`
    /// (or not finite), an invalid environment, or a time the gate refuses throws
    /// an error naming the field, and nothing changes.
    ///
    /// ```swift
    /// var landscape = driver.environment
    /// landscape.safeArea = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
    /// try driver.setViewport(Size(width: 844, height: 390), environment: landscape, at: 1.25)
    /// ```
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment? = nil, at time: Double) throws(InteractionError) {
        if let problem = InteractionViewport.validationError(viewport) { throw problem }
        let environment = environment ?? model.configuration.environment
        if let problem = environment.validationError() { throw problem }
        if let reason = advance(to: time) { throw .invalidViewport(field: "t", reason: "is refused: \(reason)") }
        if viewport == model.configuration.viewport {
            guard environment != model.configuration.environment else { return }
            model.setEnvironment(environment)
        } else {
            model.setViewport(viewport, environment: environment)
            anchors.viewportChanged()
        }
        rebuildScene()
        refresh()
    }

    /// Forgets the scene's change marks (`Layer.changes`): a host calls it after it
    /// has planned a frame from them (`MountPlanner`), so the next frame's marks say
    /// only what was written since. Visits only the marked layers.
    public mutating func takeChanges() {
        scene.layers.takeChanges()
    }

    /// Hands every event emitted since the last call to `body`, oldest first, and
    /// forgets them.
    public mutating func drainEvents(_ body: (InteractionEvent) -> Void) {
        guard !events.isEmpty else { return }
        for event in events { body(event) }
        events.removeAll(keepingCapacity: true)
    }

    /// What is wrong with the model or its scene now, or nil (`checkingIDs`: also
    /// that layer ids are unique, which costs a set of them).
    public func invariantViolation(checkingIDs: Bool = true) -> String? {
        model.invariantViolation() ?? scene.invariantViolation(checkingIDs: checkingIDs)
    }

    /// Builds the scene's layer tree again from the model (its structure changed).
    private mutating func rebuildScene() {
        scene = Scene(viewport: model.configuration.viewport, background: model.background, layers: model.makeLayers())
        builtRevision = model.layerRevision
    }

    private mutating func refresh() {
        if !model.events.isEmpty {
            var taken = events
            events = []
            model.events.drain { taken.append($0) }
            events = taken
        }
        if model.layerRevision != builtRevision { rebuildScene() }
        model.updateLayers(&scene.layers)
        #if DEBUG
            if let problem = invariantViolation(checkingIDs: false) { assertionFailure("\(Model.id): \(problem)") }
        #endif
    }
}
