/// UIKit's `UIViewPropertyAnimator`, headless and deterministic: the same states,
/// names and semantics, driven by time you pass in, animating typed tracks
/// instead of view properties.
///
/// ```swift
/// var animator = PropertyAnimator(duration: 0.5, timing: .dampingRatio(1))
/// let frame = animator.addAnimations(AnimationTrack(from: miniFrame, to: fullFrame))
/// animator.pauseAnimation()                       // a pan began
/// animator.fractionComplete = 0.4                 // the pan moved
/// animator.continueAnimation(withTimingParameters: .spring(.smooth, initialVelocity: v), durationFactor: 0)
/// animator.advance(to: now)                       // each frame
/// animator.value(of: frame)
/// ```
///
/// Beyond UIKit: pausing, reversing, scrubbing and continuing never make the
/// presented value jump; a spring continuation starts with the velocity you give
/// it; and calls UIKit would reject with an exception are ignored and return
/// `false` instead, so a gesture can never crash the app.
public struct PropertyAnimator: Sendable {
    /// The animator's duration in seconds (0…10,000; NaN → 0.25).
    public let duration: Double
    /// The timing the animator was created with (used by `startAnimation`).
    public let timingParameters: TimingParameters
    /// `.inactive`, `.active` or `.stopped`, as UIKit's `UIViewAnimatingState`.
    public internal(set) var state: AnimatorState = .inactive
    /// Whether the animations are moving (or waiting out a start delay).
    public var isRunning: Bool { run != nil }
    /// The instant (s) the running animations complete, as their closed form says
    /// (a curve's end, a spring's settle instant), or nil when not running: what an
    /// owner reports as "finished at", whatever frame noticed it.
    public var completionTime: Double? { run?.completionTime }
    /// The instant (s) the animations last completed, by their closed form (the
    /// `completionTime` they had), or nil if they never have.
    public internal(set) var completedAt: Double?
    /// When true (UIKit's default), scrubbing `fractionComplete` moves the values
    /// linearly; when false, scrubbing follows the timing curve.
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused, with no completion.
    public var pausesOnCompletion = false
    /// When false, a running animator cannot be paused or reversed.
    public var isInterruptible = true
    /// The last time the animator was advanced to, in seconds.
    public internal(set) var time: Double

    /// The presented progress of the animations (0 at the start values, 1 at the
    /// end values; a spring may overshoot either).
    public internal(set) var progress: Double = 0
    /// The rate of change of `progress`, per second.
    public internal(set) var progressVelocity: Double = 0

    var reversedFlag = false
    var run: AnimatorRun?
    private var completions: [@Sendable (AnimatingPosition) -> Void] = []

    /// An inactive animator with the given duration (seconds) and timing, at `time`.
    public init(duration: Double, timing: TimingParameters = .curve(.default), time: Double = 0) {
        self.duration = sanitize(duration, default: 0.25, 0...10_000)
        self.timingParameters = timing
        self.time = time.isFinite ? time : 0
    }

    /// UIKit's `init(duration:curve:)`.
    public init(duration: Double, curve: UnitCurve, time: Double = 0) {
        self.init(duration: duration, timing: .curve(curve), time: time)
    }

    /// UIKit's `init(duration:dampingRatio:)`: a critically or under-damped spring
    /// that settles in `duration`.
    public init(duration: Double, dampingRatio: Double, time: Double = 0) {
        self.init(duration: duration, timing: .dampingRatio(dampingRatio), time: time)
    }

    /// Registers a completion, called with the position the animations ended at.
    /// Completions also come back from `advance(to:)` and `finishAnimation(at:)`.
    public mutating func addCompletion(_ completion: @escaping @Sendable (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Adds a track whose animation starts after `delayFactor` of the remaining
    /// duration and runs for the rest of it (UIKit's `addAnimations(_:delayFactor:)`).
    /// Added while running, it takes only the remaining part, as in UIKit.
    public func addAnimations<Value>(_ track: AnimationTrack<Value>, delayFactor: Double = 0) -> AnimatorTrack<Value> {
        let base = state == .inactive ? 0 : clamp(progress, 0...1)
        let delay = clamp(delayFactor, 0...1)
        return AnimatorTrack(track: track, windowStart: base + delay * (1 - base))
    }

    /// The presented value of `track` now.
    @inlinable
    public func value<Value>(of track: AnimatorTrack<Value>) -> Value {
        track.track.value(at: track.localProgress(progress))
    }

    /// The velocity (per second) of `track`'s presented value now.
    @inlinable
    public func velocity<Value>(of track: AnimatorTrack<Value>) -> Value {
        let local = track.localProgress(progress)
        return track.track.derivative(at: local).scaled(by: track.localRate(progress) * progressVelocity)
    }

    func notify(_ position: AnimatingPosition) {
        for completion in completions { completion(position) }
    }
}

/// UIKit's `UIViewAnimatingState`.
public enum AnimatorState: String, Hashable, Sendable {
    /// Not started or finished; started (running or paused); stopped, waiting for `finishAnimation(at:)`.
    case inactive, active, stopped
}

/// UIKit's `UIViewAnimatingPosition`: where the animations ended.
public enum AnimatingPosition: String, Hashable, Sendable {
    /// At their end values; back at their start values; where they were when stopped.
    case end, start, current
}

/// A track added to an animator: the track and the part of the animator's
/// progress it occupies.
public struct AnimatorTrack<Value: AnimatableValue>: Sendable {
    /// The track: the values the property moves through, from start to end.
    public let track: AnimationTrack<Value>
    /// The animator progress at which this track starts (0 unless added late or delayed).
    public let windowStart: Double

    @inlinable
    func localProgress(_ progress: Double) -> Double {
        guard windowStart > 0 else { return progress }
        return max(0, (progress - windowStart) / (1 - windowStart))
    }

    @inlinable
    func localRate(_ progress: Double) -> Double {
        guard windowStart > 0 else { return 1 }
        return progress > windowStart && windowStart < 1 ? 1 / (1 - windowStart) : 0
    }
}
