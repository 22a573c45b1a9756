import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// Host calls stamped with the platform's time now (shared/DESIGN.md, "Hosts
/// inside someone else's app": every call into the engine carries the time it
/// happens). The session's own `time` is the last time a frame or an input handed
/// out, and it stands still while the display link pauses at rest: an action
/// stamped with it would start seconds in the past, and its first frame would
/// show it finished. Stamped through `HostClock` instead, an action 2 s after the
/// last frame animates from that instant.
///
/// ```swift
/// host.apply(try session.perform(InteractionAction("open"), atPlatformTime: CACurrentMediaTime()))
/// host.apply(try session.setViewport(Size(width: 844, height: 390), environment: landscape, atPlatformTime: now))
/// ```
extension HostSession {
    /// Performs `action` at platform time `platformTime` (s, the clock touches and
    /// frames use: `CACurrentMediaTime`, `performance.now()` / 1000), and records
    /// it. A time before the last frame is taken as that frame's (as a late touch
    /// is); a time that is not finite throws, naming `t`.
    public mutating func perform(_ action: InteractionAction, atPlatformTime platformTime: Double) throws(InteractionError) -> Step {
        guard platformTime.isFinite else {
            throw .invalidActionField(action: action.name, field: "t", reason: "must be a finite number of seconds, not \(platformTime)")
        }
        let step = try perform(action, atEngineTime: engineTime(platformTime))
        clock.start(at: platformTime)
        return step
    }

    /// The host lost its touches at platform time `platformTime` (s): every finger
    /// still down is cancelled at that instant (see `loseTouches()`). A time that is
    /// not finite is taken as the session's current time.
    public mutating func loseTouches(atPlatformTime platformTime: Double) -> Step {
        if platformTime.isFinite { _ = clock.time(platformTime) }
        return loseTouches()
    }

    /// Applies `environment` at platform time `platformTime` (s), without
    /// restarting a gesture, and records it (see `setEnvironment(_:)`); a time that
    /// is not finite throws, naming `t`.
    public mutating func setEnvironment(_ environment: InteractionEnvironment, atPlatformTime platformTime: Double) throws(InteractionError)
        -> Step
    {
        guard platformTime.isFinite else { throw .invalidEnvironment(field: "t", reason: "must be a finite number of seconds, not \(platformTime)") }
        let step = try setEnvironment(environment, atEngineTime: engineTime(platformTime))
        clock.start(at: platformTime)
        return step
    }

    /// The host's view or element changed size (a rotation, a resized window,
    /// Stage Manager, split view): the running session lays out for `viewport`
    /// (pt, put on the trace's 1/10,000 pt grid) at platform time `platformTime`,
    /// with `environment` when the platform reports new safe areas with it (a
    /// rotation: both apply at this one instant, in one relayout), and records it.
    /// The session is kept: the interaction keeps its state and what moves carries
    /// on (`Interaction.setViewport`). The step says to lay out again and wakes
    /// the display link. A size outside `InteractionViewport.range`, an invalid
    /// environment or a time that is not finite throws an error naming the field,
    /// and nothing changes.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment? = nil, atPlatformTime platformTime: Double)
        throws(InteractionError) -> Step
    {
        guard platformTime.isFinite else { throw .invalidViewport(field: "t", reason: "must be a finite number of seconds, not \(platformTime)") }
        let step = try setViewport(viewport, environment: environment, atEngineTime: engineTime(platformTime))
        clock.start(at: platformTime)
        return step
    }

    /// The host's view changed size, applied at the session's current time (`time`,
    /// which stands still while frames pause; a host with a clock says when with
    /// `setViewport(_:environment:atPlatformTime:)`), and recorded.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment? = nil) throws(InteractionError) -> Step {
        try setViewport(viewport, environment: environment, atEngineTime: clock.now)
    }

    /// Applies a viewport (and environment) change at engine time `time`, as a
    /// trace holds it (values used as given); recorded.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment? = nil, at time: Double) throws(InteractionError) {
        let changes = changes(viewport, environment)
        try driver.setViewport(viewport, environment: environment, at: time)
        clock.reached(time)
        sharing.stale = true
        if changes.size { recorder.record(viewport, at: time) }
        if changes.environment, let environment { recorder.record(environment, at: time) }
        _ = frames.wake()
    }

    /// Applies `viewport` and `environment`, put on the trace's grids, at engine
    /// time `time`, and records them: the size first, then the environment, at the
    /// same instant (replay applies the pair as one relayout).
    mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment?, atEngineTime time: Double) throws(InteractionError)
        -> Step
    {
        let size = Size(width: Self.onPointGrid(viewport.width), height: Self.onPointGrid(viewport.height))
        let quantised = environment.map { Self.quantised($0) }
        let changes = changes(size, quantised)
        try driver.setViewport(size, environment: quantised, at: time)
        clock.reached(time)
        sharing.stale = true
        var stopped: String?
        if changes.size { stopped = record { $0.record(size, at: time) } }
        if changes.environment, let quantised { stopped = stopped ?? record { $0.record(quantised, at: time) } }
        return Step(resumeFrames: frames.wake(), recordingStopped: stopped, relayout: changes.size || changes.environment)
    }

    /// What a viewport change would change: the size, the environment.
    private func changes(_ viewport: Size, _ environment: InteractionEnvironment?) -> (size: Bool, environment: Bool) {
        (viewport != driver.viewport, environment.map { $0 != driver.environment } ?? false)
    }

    /// The engine time of platform time `platformTime`, without moving the clock:
    /// a call the engine refuses leaves it as it was (a call it accepts reaches
    /// this time, and the clock starts there if it had not).
    func engineTime(_ platformTime: Double) -> Double {
        var probe = clock
        return probe.time(platformTime)
    }
}
