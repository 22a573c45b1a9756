import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// Replays a trace: events at their exact times, frames at a chosen rate between
/// them, then up to the stop time — the one given, else the trace's `end` (when its
/// recording stopped) — or, with neither, frames until the model is at rest, at
/// most 10 s after the last event. The engine evaluates every motion in closed form,
/// so 30, 60 or 120 Hz, or irregular frames, give the same layers.
///
/// ```swift
/// let result = try Replay(trace: trace, registry: .standard).run()
/// print(result.json.serialized)
/// ```
public struct Replay: Sendable {
    public static let defaultFrameRate = 120.0
    /// How long after the last event a replay waits for rest, in seconds.
    public static let settleLimit = 10.0

    public let trace: Trace
    public let registry: InteractionRegistry

    public init(trace: Trace, registry: InteractionRegistry) {
        self.trace = trace
        self.registry = registry
    }

    /// Runs at `frameRate` Hz, stopping at `stopTime` if given (else at the trace's
    /// `end`, else at rest), and
    /// calls `onFrame` with every frame's time and driver (for filmstrips).
    ///
    /// While the model is at rest, frames until the next event are skipped (nothing
    /// can change), unless `onFrame` wants every frame: so a trace with an event an
    /// hour in, or `--at 3600`, replays at once. `maximumFrames` bounds the frames
    /// handed to `onFrame` (a filmstrip), with a clear error past it.
    public func run(
        frameRate: Double = defaultFrameRate, until stopTime: Double? = nil, maximumFrames: Int? = nil,
        onFrame: ((Double, AnyInteractionDriver) -> Void)? = nil
    ) throws(TraceError) -> ReplayResult {
        guard frameRate.isFinite, frameRate >= 1, frameRate <= 1_000 else { throw TraceError("fps", "must be between 1 and 1000") }
        return try run(frameTimes: { Double($0) / frameRate }, until: stopTime, maximumFrames: maximumFrames, onFrame: onFrame)
    }

    /// Runs with frames at `frameTimes(k)` for k = 0, 1, 2… (increasing), e.g. jittered frames.
    public func run(
        frameTimes: (Int) -> Double, until stopTime: Double? = nil, maximumFrames: Int? = nil,
        onFrame: ((Double, AnyInteractionDriver) -> Void)? = nil
    ) throws(TraceError) -> ReplayResult {
        if let onFrame {
            return try run(frameTimes: frameTimes, until: stopTime, maximumFrames: maximumFrames, wantsFrames: true, hosting: { onFrame($0, $1) })
        }
        return try run(frameTimes: frameTimes, until: stopTime, maximumFrames: maximumFrames, wantsFrames: false, hosting: { _, _ in })
    }

    /// Replays at `frameRate`, handing every frame's driver to `host` to change in
    /// place, as a host does after drawing a frame (planning mount operations and
    /// taking the layers' change marks, say).
    public func run(
        frameRate: Double = defaultFrameRate, until stopTime: Double? = nil,
        hosting host: (Double, inout AnyInteractionDriver) -> Void
    ) throws(TraceError) -> ReplayResult {
        guard frameRate.isFinite, frameRate >= 1, frameRate <= 1_000 else { throw TraceError("fps", "must be between 1 and 1000") }
        return try run(frameTimes: { Double($0) / frameRate }, until: stopTime, maximumFrames: nil, wantsFrames: true, hosting: host)
    }

    private func run(
        frameTimes: (Int) -> Double, until stopTime: Double?, maximumFrames: Int?, wantsFrames: Bool,
        hosting onFrame: (Double, inout AnyInteractionDriver) -> Void
    ) throws(TraceError) -> ReplayResult {
        if let stopTime, !stopTime.isFinite || stopTime < 0 || stopTime > Trace.maximumTime {
            throw TraceError("at", "must be a time from 0 to \(Int(Trace.maximumTime)) s")
        }
        var driver: AnyInteractionDriver
        do {
            driver = try registry.make(trace.interaction, options: trace.options, viewport: trace.viewport)
        } catch {
            throw TraceError("interaction", "\(error)")
        }
        let lastEvent = trace.events.last?.time ?? 0
        let stopTime = stopTime ?? trace.end
        let end = stopTime ?? (lastEvent + Self.settleLimit)
        var next = 0
        var frame = 0
        var time = 0.0
        var framesShown = 0
        var events: [InteractionEvent] = []
        while true {
            // Frame times must increase; a schedule that stops increasing jumps to the end.
            var frameTime = min(frameTimes(frame), end)
            if frame > 0, frameTime <= time { frameTime = end }
            while next < trace.events.count, trace.events[next].time <= frameTime {
                next += try apply(at: next, to: &driver)
            }
            driver.advance(to: frameTime)
            events += driver.takeEvents()
            time = frameTime
            if wantsFrames {
                framesShown += 1
                if let maximumFrames, framesShown > maximumFrames {
                    throw TraceError("fps", "more than \(maximumFrames) frames: lower the frame rate or stop earlier (--at)")
                }
                onFrame(frameTime, &driver)
            }
            let eventsDone = next == trace.events.count
            if frameTime >= end { break }
            if stopTime == nil, eventsDone, frameTime >= lastEvent, driver.isAtRest { break }
            frame += 1
            if !wantsFrames, driver.isAtRest {
                frame = firstFrame(atOrAfter: eventsDone ? end : trace.events[next].time, from: frame, frameTimes: frameTimes)
            }
        }
        return ReplayResult(interaction: trace.interaction, time: time, state: driver.state, scene: driver.scene, events: events)
    }

    /// The first frame index ≥ `frame` whose time is at or after `target` (frame
    /// times increase): galloping, then bisection.
    private func firstFrame(atOrAfter target: Double, from frame: Int, frameTimes: (Int) -> Double) -> Int {
        guard frameTimes(frame) < target else { return frame }
        var low = frame, step = 1
        while frameTimes(low + step) < target {
            guard frameTimes(low + step) > frameTimes(low), step < (1 << 40) else { return frame }  // not increasing: no skipping
            low += step
            step *= 2
        }
        var high = low + step  // frameTimes(high) >= target, frameTimes(low) < target
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if frameTimes(middle) < target { low = middle } else { high = middle }
        }
        return high
    }

    /// Applies event `index` (with the environment event beside it, for a
    /// viewport change that comes with one: `Trace.relayout(at:)`); returns how
    /// many events it took.
    private func apply(at index: Int, to driver: inout AnyInteractionDriver) throws(TraceError) -> Int {
        let event = trace.events[index]
        if let change = trace.relayout(at: index) {
            do { try driver.setViewport(change.viewport, environment: change.environment, at: event.time) } catch {
                throw TraceError("events[\(index)]", "\(error)")
            }
            return change.events
        }
        try apply(event, index: index, to: &driver)
        return 1
    }

    private func apply(_ event: Trace.Event, index: Int, to driver: inout AnyInteractionDriver) throws(TraceError) {
        switch event {
        case .pointer(let pointer):
            if let reason = driver.handle(pointer) { throw TraceError("events[\(index)]", "\(reason)") }
        case .action(let action, let time):
            do { try driver.perform(action, at: time) } catch { throw TraceError("events[\(index)]", "\(error)") }
        case .environment(let environment, let time):
            do { try driver.setEnvironment(environment, at: time) } catch { throw TraceError("events[\(index)]", "\(error)") }
        case .viewport(let size, let time):
            do { try driver.setViewport(size, at: time) } catch { throw TraceError("events[\(index)]", "\(error)") }
        case .options(let options, let time):
            do { try driver.setOptions(options, at: time) } catch { throw TraceError("events[\(index)]", "\(error)") }
        }
    }
}

/// Where a replay ended: the time, the state summary and the scene, and every
/// event emitted on the way.
public struct ReplayResult: Hashable, Sendable {
    public var interaction: String
    public var time: Double
    public var state: InteractionState
    public var scene: Scene
    /// Every event up to `time`, oldest first.
    public var events: [InteractionEvent] = []

    /// `crossfade replay`'s output (shared/DESIGN.md): interaction, time, state,
    /// and every layer flattened in paint order with its box in viewport points.
    public var json: JSONValue { json(events: false) }

    /// The output with `"events"` after the layers when `events` is set
    /// (`crossfade replay --events`): `[{"t", "type", fields…, "source"?}]`.
    public func json(events withEvents: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("interaction", .string(interaction)),
            ("time", .number(time)),
            ("state", state.json),
            ("layers", .array(scene.flattened.map { $0.json }))
        ]
        if withEvents { members.append(("events", .array(events.map { $0.json }))) }
        return .object(members)
    }
}
