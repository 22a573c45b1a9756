import CrossfadeInteractions
import CrossfadeMotion

/// Live option changes (shared/DESIGN.md, "Traces": the `options` event): a host
/// changes some of the running interaction's options without a restart — a card's
/// content height as the app's table loads, `isModalInPresentation`, the presented
/// controller's title — and the change is recorded, so the recording replays to the
/// scene shown.
///
/// ```swift
/// host.apply(try session.setOptions(["contentHeight": .number(1_240)], atPlatformTime: CACurrentMediaTime()))
/// ```
extension HostSession {
    /// Applies the live options `given` at platform time `platformTime` (s) and
    /// records them: numbers go on the trace's 1e-6 grid first. An option that is
    /// unknown, not live (`OptionSpec.isLive`) or out of range, or a time that is not
    /// finite, throws an error naming it, and nothing changes.
    public mutating func setOptions(_ given: [String: Scalar], atPlatformTime platformTime: Double) throws(InteractionError) -> Step {
        guard platformTime.isFinite else { throw .invalidOption(name: "t", reason: "must be a finite number of seconds, not \(platformTime)") }
        let step = try setOptions(given, atEngineTime: engineTime(platformTime))
        clock.start(at: platformTime)
        return step
    }

    /// Applies the live options `given` at the session's current time (which stands
    /// still while frames pause; a host with a clock says when with
    /// `setOptions(_:atPlatformTime:)`), and records them.
    public mutating func setOptions(_ given: [String: Scalar]) throws(InteractionError) -> Step {
        try setOptions(given, atEngineTime: clock.now)
    }

    /// Applies the live options `given`, numbers on the 1e-6 grid, at engine time
    /// `time`, and records them. Nothing given: nothing happens.
    mutating func setOptions(_ given: [String: Scalar], atEngineTime time: Double) throws(InteractionError) -> Step {
        guard !given.isEmpty else { return Step(resumeFrames: false) }
        var quantised: [String: Scalar] = [:]
        for (name, value) in given { quantised[name] = value.number.map { .number(Quantize.onGrid($0, scale: 1_000_000)) } ?? value }
        try driver.setOptions(quantised, at: time)
        clock.reached(time)
        sharing.stale = true
        let stopped = record { $0.record(options: quantised, at: time) }
        return Step(resumeFrames: frames.wake(), recordingStopped: stopped, relayout: true)
    }
}
