import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// Replays a trace: events at their exact times, frames at a chosen rate between
/// them, then (without a stop time) frames until the model is at rest, at most
/// 10 s after the last event. The engine evaluates every motion in closed form,
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

    /// Runs at `frameRate` Hz, stopping at `stopTime` if given (else at rest), and
    /// calls `onFrame` with every frame's time and driver (for filmstrips).
    public func run(frameRate: Double = defaultFrameRate, until stopTime: Double? = nil,
                    onFrame: ((Double, AnyInteractionDriver) -> Void)? = nil) throws(TraceError) -> ReplayResult {
        guard frameRate.isFinite, frameRate >= 1, frameRate <= 1_000 else { throw TraceError("fps", "must be between 1 and 1000") }
        return try run(frameTimes: { Double($0) / frameRate }, until: stopTime, onFrame: onFrame)
    }

    /// Runs with frames at `frameTimes(k)` for k = 0, 1, 2… (increasing), e.g. jittered frames.
    public func run(frameTimes: (Int) -> Double, until stopTime: Double? = nil,
                    onFrame: ((Double, AnyInteractionDriver) -> Void)? = nil) throws(TraceError) -> ReplayResult {
        if let stopTime, !stopTime.isFinite || stopTime < 0 { throw TraceError("at", "must be a finite time of 0 s or more") }
        var driver: AnyInteractionDriver
        do {
            driver = try registry.make(trace.interaction, options: trace.options, viewport: trace.viewport)
        } catch {
            throw TraceError("interaction", "\(error)")
        }
        let lastEvent = trace.events.last?.time ?? 0
        let end = stopTime ?? (lastEvent + Self.settleLimit)
        var next = 0
        var frame = 0
        var time = 0.0
        while true {
            let frameTime = min(frameTimes(frame), end)
            while next < trace.events.count, trace.events[next].time <= frameTime {
                try apply(trace.events[next], index: next, to: &driver)
                next += 1
            }
            driver.advance(to: frameTime)
            time = frameTime
            onFrame?(frameTime, driver)
            let eventsDone = next == trace.events.count
            if frameTime >= end { break }
            if stopTime == nil, eventsDone, frameTime >= lastEvent, driver.isAtRest { break }
            frame += 1
        }
        return ReplayResult(interaction: trace.interaction, time: time, state: driver.state, scene: driver.scene)
    }

    private func apply(_ event: Trace.Event, index: Int, to driver: inout AnyInteractionDriver) throws(TraceError) {
        switch event {
        case .pointer(let pointer):
            if let reason = driver.handle(pointer) { throw TraceError("events[\(index)]", "\(reason)") }
        case .action(let action, let time):
            do { try driver.perform(action, at: time) } catch { throw TraceError("events[\(index)]", "\(error)") }
        }
    }
}

/// Where a replay ended: the time, the state summary and the scene.
public struct ReplayResult: Hashable, Sendable {
    public var interaction: String
    public var time: Double
    public var state: InteractionState
    public var scene: Scene

    /// `crossfade replay`'s output (shared/DESIGN.md): interaction, time, state,
    /// and every layer flattened in paint order with its box in viewport points.
    public var json: JSONValue {
        .object([
            ("interaction", .string(interaction)),
            ("time", .number(time)),
            ("state", state.json),
            ("layers", .array(scene.flattened.map { $0.json })),
        ])
    }
}
