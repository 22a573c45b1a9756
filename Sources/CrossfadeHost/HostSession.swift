import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One interaction as a host runs it, written once for every host (UIKit, the web
/// host, the Studio in either mode): platform touches and display frames in,
/// mount operations, events and the display link's fate out, every accepted input
/// recorded as a trace. Like Hummingbird's connection state machines, it never
/// touches a platform object: each call returns what the host should do.
///
/// ```swift
/// var session = try AnyHostSession(interaction: "player-transition", viewport: Size(width: 390, height: 844))
/// host.apply(session.frame(at: link.targetTimestamp))        // every display frame
/// host.apply(session.touch(touch))                           // every touch report
/// host.apply(session.loseTouches())                          // capture lost, app inactive…
/// host.apply(try session.perform(action, atPlatformTime: now)) // an action, at the instant it happens
/// host.apply(try session.setViewport(size, atPlatformTime: now)) // a new size: the session goes on
/// let trace = session.recording()                             // replays to the same scene
/// ```
public struct HostSession<Driver: HostDriver>: Sendable {
    /// The interaction being run.
    public internal(set) var driver: Driver
    /// Turns platform times into engine times.
    public internal(set) var clock = HostClock()
    /// Turns the platform's touch reports into pointer events.
    public private(set) var touches = TouchNormaliser()
    /// Decides when the display link runs and when it pauses.
    public internal(set) var frames = FrameClock()
    private var planner = MountPlanner()
    /// Embedded in someone else's page or app (the default for every `mount` and
    /// façade: no demo chrome), or the demo (the Studio, `/example/`).
    public var presentation = HostPresentation.demo
    /// Whether frames also say which touches each layer leaves to the page and where
    /// the engine scrolled the slots it scrolls (`HostFrame.regions`, `.scrolls`): a
    /// web host's; a native one shares touches through its recognizers.
    public var sharesWithPage = false
    var sharing = PageSharing()
    /// The page's screen-reader and keyboard plan as last updated (`updatePageAccessibility()`).
    public internal(set) var pageAccessibility = PageAccessibility()
    /// What the session shows embedded when its collection is empty (nil: it has data).
    public let emptyState: EmptyState?
    /// The empty state's layers as last mounted (built again when the viewport changes).
    private var emptyLayers: [Layer] = []
    /// Whether the engine took the touch in progress, or the last one, as a drag:
    /// the app's element under it gets no tap (UIKit's `cancelsTouchesInView`).
    /// Kept while `sharesWithPage`.
    public private(set) var touchWasTaken = false
    var recorder: TraceRecorder
    /// The platform time of the last display frame.
    private var lastFrame: Double?

    /// A session of interaction `id` for a `viewport` (points) with `options`, its
    /// driver made by `make`; numbers are put on the grid a trace writes exactly
    /// (viewport to 1/10,000 pt, option numbers to 1e-6), so the recording replays
    /// bit for bit. With `exactly`, the values are used as given (a trace's own,
    /// driven with engine-time inputs; its recording replays bit for bit only when
    /// they were on the grid).
    public init(
        interaction id: String, options: [String: Scalar] = [:], viewport: Size, exactly: Bool = false,
        make: (_ options: [String: Scalar], _ viewport: Size) throws(InteractionError) -> Driver
    ) throws(InteractionError) {
        if let refusal = HostContract.optionRefusal(options) { throw refusal }
        let size = exactly ? viewport : Size(width: Quantize.points(viewport.width), height: Quantize.points(viewport.height))
        var given: [(String, Scalar)] = []
        for name in options.keys.sorted() {
            let value = options[name]!
            given.append((name, exactly ? value : value.number.map { .number(Quantize.onGrid($0, scale: 1_000_000)) } ?? value))
        }
        var values: [String: Scalar] = [:]
        for (name, value) in given { values[name] = value }
        driver = try make(values, size)
        emptyState = EmptyState(interaction: id, options: values)
        recorder = TraceRecorder(interaction: id, viewport: size, options: given)
    }

    /// The engine's time now (s since the session's first timed input).
    public var time: Double { clock.now }

    /// What an input (a touch report, lost touches, an action) hands the host.
    public typealias Step = HostStep
    /// What a display frame hands the host to draw.
    public typealias Frame = HostFrame

    /// A touch report: its pointer events, fed to the engine and recorded.
    public mutating func touch(_ touch: PlatformTouch) -> Step {
        if showsEmptyState, let emptyState { return Step(ignored: "an empty state (\(emptyState.reason)) takes no touch") }
        let events = touches.events(for: touch, clock: &clock)
        var step = feed(events)
        step.ignored = touches.ignored
        return step
    }

    /// The host lost its touches (cancelled, capture lost, app resigning active,
    /// the view leaving its window): every finger still down is cancelled.
    public mutating func loseTouches() -> Step {
        feed(touches.loseAll(clock: clock))
    }

    /// A display frame that will show at platform time `platformTime`: the engine
    /// advances there and the host gets what to change.
    public mutating func frame(at platformTime: Double) throws(FrameRefusal) -> Frame {
        _ = try advanceFrame(at: platformTime)
        return draw()
    }

    /// What to draw now, without advancing: the mount operations that take the host
    /// from what it shows to the scene as it is (the first call: the whole tree), the
    /// events since they were last taken, and whether the display link may pause (a
    /// host that advanced with `advanceFrame(at:)`, or with engine-time inputs).
    public mutating func draw() -> Frame {
        let layers = mountedLayers
        let operations = planner.plan(layers)
        let events = driver.takeEvents()
        var frame = Frame(operations: operations, events: showsEmptyState ? [] : events, pause: !frames.isRunning)
        if sharesWithPage {
            let planner = self.planner
            let empty = showsEmptyState
            (frame.regions, frame.scrolls) = sharing.changes(
                layers, viewport: driver.viewport, operations: operations, driver: driver, handle: { planner.handle(of: $0) },
                claims: { [driver] point in empty ? [] : driver.claims(at: point) })
        }
        driver.takeChanges()
        emptyLayers.takeChanges()
        return frame
    }

    /// The mount operations since the last plan: what the layers' change marks
    /// say was written (see `MountPlanner`), the marks then taken.
    public mutating func plan() -> [MountOperation] {
        let operations = planner.plan(mountedLayers)
        driver.takeChanges()
        emptyLayers.takeChanges()
        return operations
    }

    /// The layers a host mounts: the scene's, less the demo's chrome when embedded, or
    /// the empty state's when embedded without data.
    public var mountedLayers: [Layer] {
        mutating get {
            guard showsEmptyState, let emptyState else { return presentation.mounted(driver.scene.layers, of: driver.id) }
            if emptyLayers.first?.frame.size != driver.viewport { emptyLayers = emptyState.layers(in: driver.viewport) }
            return emptyLayers
        }
    }

    /// Whether the session shows its empty state: embedded, its collection empty.
    public var showsEmptyState: Bool { presentation == .embedded && emptyState != nil }

    /// Advances to the display frame at platform time `platformTime` without
    /// planning mount operations (a host that draws from the scene itself); returns
    /// whether to pause the display link after drawing it.
    public mutating func advanceFrame(at platformTime: Double) throws(FrameRefusal) -> Bool {
        if let previous = lastFrame, platformTime < previous, platformTime.isFinite {
            throw FrameRefusal(time: platformTime - (clock.origin ?? 0), previous: previous - (clock.origin ?? 0))
        }
        if platformTime.isFinite { lastFrame = platformTime }
        _ = driver.advance(to: clock.time(platformTime))
        return frames.frame(isAtRest: driver.isAtRest, fingersDown: touches.downCount) == .drawThenPause
    }

    /// Performs `action` at the session's current time (`time`: the last time a
    /// frame or an input handed out, which stands still while frames pause at
    /// rest), and records it. Kept for hosts that have no clock at hand; a host
    /// that has one says when the action happened with `perform(_:atPlatformTime:)`,
    /// so an action seconds after the last frame animates from its own instant.
    public mutating func perform(_ action: InteractionAction) throws(InteractionError) -> Step {
        try perform(action, atEngineTime: clock.now)
    }

    /// Performs `action` at engine time `time` (on the grid), quantised and recorded.
    mutating func perform(_ action: InteractionAction, atEngineTime time: Double) throws(InteractionError) -> Step {
        var fields: [String: Scalar] = [:]
        for (name, value) in action.fields { fields[name] = value.number.map { .number(Quantize.onGrid($0, scale: 1_000_000)) } ?? value }
        let quantised = InteractionAction(action.name, fields)
        try driver.perform(quantised, at: time)
        clock.reached(time)
        sharing.stale = true
        let stopped = record { $0.record(quantised, at: time) }
        return Step(resumeFrames: frames.wake(), recordingStopped: stopped)
    }

    /// The platform's environment changed (safe areas, layout direction, Reduce
    /// Motion, text scale, appearance): applied at the session's current time
    /// (`time`, which stands still while frames pause; a host with a clock says
    /// when with `setEnvironment(_:atPlatformTime:)`), without restarting a
    /// gesture, and recorded. Insets go on the trace's grid
    /// (1/10,000 pt) and the text scale on 1e-6, so the recording replays bit for
    /// bit. The layer tree may have changed: the step says to lay out again (the
    /// next `frame(at:)` plans the creates, removes and updates) and to wake the
    /// display link. A NaN or negative inset, or a text scale out of range, throws
    /// and changes nothing.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) throws(InteractionError) -> Step {
        try setEnvironment(environment, atEngineTime: clock.now)
    }

    /// Applies `environment` (quantised) at engine time `time` and records it.
    mutating func setEnvironment(_ environment: InteractionEnvironment, atEngineTime time: Double) throws(InteractionError) -> Step {
        let quantised = Self.quantised(environment)
        try driver.setEnvironment(quantised, at: time)
        clock.reached(time)
        sharing.stale = true
        let stopped = record { $0.record(quantised, at: time) }
        return Step(resumeFrames: frames.wake(), recordingStopped: stopped, relayout: true)
    }

    /// `environment` with its insets on the trace's grid (1/10,000 pt) and its text
    /// scale on 1e-6, so a recording of it replays bit for bit.
    static func quantised(_ environment: InteractionEnvironment) -> InteractionEnvironment {
        var quantised = environment
        quantised.safeArea = EdgeInsets(
            top: onPointGrid(environment.safeArea.top), leading: onPointGrid(environment.safeArea.leading),
            bottom: onPointGrid(environment.safeArea.bottom), trailing: onPointGrid(environment.safeArea.trailing))
        quantised.accessoryFrame = environment.accessoryFrame.map { frame in
            Rect(
                x: onPointGrid(frame.origin.x), y: onPointGrid(frame.origin.y), width: onPointGrid(frame.size.width),
                height: onPointGrid(frame.size.height))
        }
        if environment.textScale.isFinite { quantised.textScale = Quantize.onGrid(environment.textScale, scale: 1_000_000) }
        return quantised
    }

    /// The environment the interaction draws for now.
    public var environment: InteractionEnvironment { driver.environment }

    /// Why the app's `name` is no slot of this interaction (naming the known ones), or nil.
    public func slotRefusal(_ name: String) -> String? { HostContract.slotRefusal(name, slots: driver.slotSpecs) }

    /// Why `type` is no event a host of this interaction hears (naming the known ones), or nil.
    public func eventRefusal(_ type: String) -> String? { HostContract.eventRefusal(type, events: driver.eventSpecs) }

    /// The names of the actions that apply now (`open` while the player is closed, not
    /// while it is open or a finger drags it), in the order the interaction lists them:
    /// what a host offers — a page's controls, VoiceOver's actions, the Studio's buttons.
    public var availableActions: [String] { driver.availableActions }

    static func onPointGrid(_ value: Double) -> Double { value.isFinite ? Quantize.points(value) : value }

    // MARK: Inputs already in engine time (a trace's, a test's, the parity check's)

    /// Feeds a pointer event in engine time, as a trace holds it; recorded when accepted.
    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? {
        if let refusal = driver.handle(event) { return refusal }
        clock.reached(event.time)
        sharing.stale = true
        recorder.record(event)
        _ = frames.wake()
        return nil
    }

    /// Advances to engine time `time` without planning a frame (a host that draws
    /// from the scene itself).
    public mutating func advance(to time: Double) -> PointerEventRejection? {
        if let refusal = driver.advance(to: time) { return refusal }
        clock.reached(time)
        return nil
    }

    /// Performs `action` at engine time `time`; recorded.
    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        try driver.perform(action, at: time)
        clock.reached(time)
        sharing.stale = true
        recorder.record(action, at: time)
        _ = frames.wake()
    }

    /// Applies `environment` at engine time `time`, as a trace holds it; recorded.
    public mutating func setEnvironment(_ environment: InteractionEnvironment, at time: Double) throws(InteractionError) {
        try driver.setEnvironment(environment, at: time)
        clock.reached(time)
        sharing.stale = true
        recorder.record(environment, at: time)
        _ = frames.wake()
    }

    /// Takes the events emitted since they were last taken (for a host that does
    /// not plan frames through `frame(at:)`).
    public mutating func takeEvents() -> [InteractionEvent] { driver.takeEvents() }

    /// Forgets the layers' change marks (for a host that plans with a planner of its
    /// own, as `ViewHost` does through its filter): call it after planning.
    public mutating func takeChanges() { driver.takeChanges() }

    /// Every input so far as a trace, ending now: `crossfade replay` of it gives the
    /// scene the host shows.
    public func recording() -> String { recorder.text(end: clock.now) }

    /// Whether the recording stopped because it was full.
    public var recordingIsFull: Bool { recorder.isFull }

    /// The most events the recording keeps (100,000 unless a host says otherwise).
    public var recordingLimit: Int {
        get { recorder.maximumEvents }
        set { recorder.maximumEvents = newValue }
    }

    /// Records `body`'s input; says once when the recording has just become full.
    mutating func record(_ body: (inout TraceRecorder) -> Bool) -> String? {
        let wasFull = recorder.isFull
        _ = body(&recorder)
        return !wasFull && recorder.isFull ? recorder.fullMessage : nil
    }

    private mutating func feed(_ events: [PointerEvent]) -> Step {
        var step = Step()
        if sharesWithPage, events.contains(where: { $0.phase == .down }), touches.downCount <= 1 { touchWasTaken = false }
        for event in events {
            if let refusal = driver.handle(event) {
                step.refusals.append("pointer \(event.pointer) \(event.phase): \(refusal)")
            } else if let stopped = record({ $0.record(event) }) {
                step.recordingStopped = stopped
            }
        }
        if !events.isEmpty {
            step.resumeFrames = frames.wake()
            sharing.stale = true
            if sharesWithPage, driver.phase == .dragging { touchWasTaken = true }
        }
        return step
    }
}

/// A host session over any shipped interaction, chosen by id at run time.
public typealias AnyHostSession = HostSession<AnyInteractionDriver>

extension HostSession where Driver == AnyInteractionDriver {
    /// A session of the shipped interaction `id` (see `init(interaction:options:viewport:exactly:make:)`).
    public init(
        interaction id: String, options: [String: Scalar] = [:], viewport: Size, exactly: Bool = false,
        registry: InteractionRegistry = .standard
    ) throws(InteractionError) {
        try self.init(interaction: id, options: options, viewport: viewport, exactly: exactly) { (options, viewport) throws(InteractionError) in
            try registry.make(id, options: options, viewport: viewport)
        }
    }
}

extension HostSession {
    /// A session of `Model` alone (a WebAssembly module that holds only its code).
    public init<Model: Interaction>(_ model: Model.Type, options: [String: Scalar] = [:], viewport: Size, exactly: Bool = false)
        throws(InteractionError) where Driver == InteractionDriver<Model>
    {
        try self.init(interaction: Model.id, options: options, viewport: viewport, exactly: exactly) { (options, viewport) throws(InteractionError) in
            InteractionDriver(configuration: try Model.options.configure(Model.Configuration(viewport: viewport), with: options))
        }
    }
}

/// What the host should do after an input: the display link may need waking.
public struct HostStep: Sendable {
    /// Start the display link again (it was paused at rest).
    public var resumeFrames = false
    /// Inputs the engine refused (none in practice: the normaliser orders and
    /// pairs them), said plainly for the host's log.
    public var refusals: [String] = []
    /// Said once, when this input found the recording full: why it stopped.
    public var recordingStopped: String?
    /// Why a touch report changed nothing (a finger never seen beginning…): not
    /// an error for a platform, worth a line in a host's log.
    public var ignored: String?
    /// The layer tree was built again (an environment change: text scale,
    /// direction, palette; a viewport change): lay out and draw a frame now, even
    /// if the display link was paused; the next frame's mount operations take the
    /// host there.
    public var relayout = false
}

/// A frame time earlier than the frame before: a host's display clock never
/// runs backwards, so it is refused (touches may lag behind frames; frames may not).
public struct FrameRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused frame's time, in the platform's seconds.
    public var time: Double
    /// The time of the frame before, in the platform's seconds.
    public var previous: Double
    /// The refusal in a sentence, with both times.
    public var description: String { "frame refused: time ran backwards (\(time) s after \(previous) s)" }
}

/// What the host draws for a display frame.
public struct HostFrame: Sendable {
    /// The mount operations that bring the host's views up to the engine's layers, in order.
    public var operations: [MountOperation]
    /// What happened since the last frame, in order, at their instants.
    public var events: [InteractionEvent]
    /// Pause the display link after drawing this frame.
    public var pause: Bool
    /// The views whose touch region changed (a session that `sharesWithPage`).
    public var regions: [RegionChange] = []
    /// The scrolled slots whose scroll changed (a session that `sharesWithPage`).
    public var scrolls: [ScrollChange] = []

    /// A frame of `operations`, with no events and the display link running unless given.
    public init(operations: [MountOperation], events: [InteractionEvent] = [], pause: Bool = false) {
        self.operations = operations
        self.events = events
        self.pause = pause
    }
}
