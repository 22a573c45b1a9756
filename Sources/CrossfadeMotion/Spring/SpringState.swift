/// A value moving under a spring toward a target: its position and velocity at
/// the current time, advanced in exact closed form.
///
/// The state remembers where its current segment began (the value, velocity and
/// time of the last retarget), and every `advance(to:)` evaluates the closed form
/// from there. Advancing at 30, 60 or 120 Hz, or at irregular times, therefore
/// lands on the same value at the same instant, bit for bit.
///
/// ```swift
/// var state = SpringState(spring: .snappy, value: 0.0, target: 100, time: 0)
/// state.advance(to: 0.1)
/// state.retarget(to: 0)          // position and velocity stay continuous
/// state.advance(to: 0.2)
/// ```
public struct SpringState<Value: AnimatableValue>: Sendable {
    /// The spring driving the value. Setting it starts a new segment at the
    /// current time, keeping position and velocity.
    public var spring: Spring {
        didSet { rebase() }
    }
    /// Where the value is heading.
    public internal(set) var target: Value
    /// The instant `value` and `velocity` describe, in seconds.
    @inlinable public var time: Double { currentTime }
    /// The value at `time`.
    @inlinable public var value: Value { currentValue }
    /// The velocity at `time`, per second.
    @inlinable public var velocity: Value { currentVelocity }

    @usableFromInline var currentTime: Double
    @usableFromInline var currentValue: Value
    @usableFromInline var currentVelocity: Value

    @usableFromInline var originValue: Value
    @usableFromInline var originVelocity: Value
    @usableFromInline var originTime: Double

    /// A state at `value` moving with `velocity` (per second) toward `target`, at `time`.
    /// A non-finite `time` is taken as 0.
    public init(spring: Spring, value: Value, velocity: Value = .zero, target: Value, time: Double = 0) {
        let time = time.isFinite ? time : 0
        self.spring = spring
        self.target = target
        self.currentTime = time
        self.currentValue = value
        self.currentVelocity = velocity
        self.originValue = value
        self.originVelocity = velocity
        self.originTime = time
    }

    /// Moves the state to `newTime`, exactly.
    ///
    /// Time never runs backwards: an earlier or non-finite time is ignored and the
    /// state stays where it is (a host that jitters backwards cannot corrupt it).
    /// Inlinable, so a model stepping a `SpringState<Double>` runs code specialised
    /// for `Double`, not the generic one across the module boundary.
    @inlinable
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= currentTime else { return }
        currentTime = newTime
        let (x, v) = spring.displacement(from: originValue - target, velocity: originVelocity, time: newTime - originTime)
        currentValue = target + x
        currentVelocity = v
    }

    /// This state advanced by `interval` seconds (a pure step).
    public func advanced(by interval: Double) -> SpringState {
        var copy = self
        copy.advance(to: time + interval)
        return copy
    }

    /// Points the spring at a new target from the current instant. Position and
    /// velocity are continuous: the new segment starts with both.
    public mutating func retarget(to newTarget: Value) {
        target = newTarget
        rebase()
    }

    /// Replaces the velocity at the current instant (a release or a push),
    /// keeping the position.
    public mutating func setVelocity(_ newVelocity: Value) {
        currentVelocity = newVelocity
        rebase()
    }

    /// Jumps to `newValue` at rest (for a finger that grabs the value, or a reset).
    public mutating func reset(to newValue: Value, target newTarget: Value? = nil) {
        currentValue = newValue
        currentVelocity = .zero
        target = newTarget ?? newValue
        rebase()
    }

    /// Whether the value is within `tolerance` of the target and its speed below
    /// `velocityTolerance` (both in the value's own units).
    public func isSettled(tolerance: Double = 0.001, velocityTolerance: Double = 0.01) -> Bool {
        (value - target).magnitude <= tolerance && velocity.magnitude <= velocityTolerance
    }

    /// Snaps exactly onto the target at rest once settled; returns whether it did.
    @discardableResult
    public mutating func settleIfNeeded(tolerance: Double = 0.001, velocityTolerance: Double = 0.01) -> Bool {
        guard isSettled(tolerance: tolerance, velocityTolerance: velocityTolerance) else { return false }
        if value != target || velocity != .zero { reset(to: target) }
        return true
    }

    private mutating func rebase() {
        originValue = value
        originVelocity = velocity
        originTime = time
    }
}
