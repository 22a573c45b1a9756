/// A value under a spring that knows when it lands: the position, velocity and
/// target of a `SpringState`, plus the instant it settles onto the target.
///
/// Every animation that "springs somewhere and then stops" is one of these: a
/// card springing back, a page snapping, a bounce off an edge, an animator's
/// spring run. The settle instant is analytic (`Spring.settleTime`, per
/// component), so 30, 60 or 120 Hz and irregular frames all land on the target at
/// the same instant, exactly on it, at rest.
///
/// ```swift
/// var card = SettlingSpring(spring: .snappy, value: Vector(dx: 0, dy: 60), tolerance: .points)
/// card.animate(to: .zero, velocity: Vector(dx: 0, dy: -400))   // release: leaves at −400 pt/s
/// card.advance(to: 0.1)
/// card.hold(at: card.value)                                     // a finger catches it: no jump
/// ```
public struct SettlingSpring<Value: AnimatableValue>: Sendable {
    /// How close and how slow counts as landed.
    public typealias Tolerance = SettlingTolerance

    /// The spring's state now: value, velocity, target and time.
    public private(set) var state: SpringState<Value>
    /// The instant (s) from which the value rests exactly on its target.
    public private(set) var settleTime: Double
    /// How close and how slow counts as landed: from then on the value is exactly the target.
    public let tolerance: Tolerance

    /// A value at rest at `value`, at `time`.
    public init(spring: Spring, value: Value, tolerance: Tolerance, time: Double = 0) {
        state = SpringState(spring: spring, value: value, target: value, time: time)
        settleTime = state.time
        self.tolerance = tolerance
    }

    /// A value at `value` moving with `velocity` toward `target`, from `time`.
    public init(spring: Spring, value: Value, velocity: Value, target: Value, time: Double, tolerance: Tolerance) {
        state = SpringState(spring: spring, value: value, velocity: velocity, target: target, time: time)
        self.tolerance = tolerance
        settleTime = state.time
        settleTime = state.time + settleDuration()
    }

    /// The value now.
    @inlinable public var value: Value { state.value }
    /// The velocity now, in the value's units per second.
    @inlinable public var velocity: Value { state.velocity }
    /// Where the spring is heading.
    @inlinable public var target: Value { state.target }
    /// The time the state was last advanced to, in seconds.
    @inlinable public var time: Double { state.time }
    /// The spring that moves the value.
    @inlinable public var spring: Spring { state.spring }

    /// Whether the value rests on its target at `time`.
    @inlinable
    public func isSettled(at time: Double) -> Bool { time >= settleTime }

    /// Whether the value rests on its target now.
    @inlinable
    public var isSettled: Bool { state.time >= settleTime }

    /// Moves to `newTime` in closed form; from the settle instant on, the value is
    /// exactly the target, at rest. Earlier or non-finite times are ignored.
    public mutating func advance(to newTime: Double) {
        state.advance(to: newTime)
        if state.time >= settleTime { state.reset(to: state.target) }
    }

    /// Springs toward `target` from where the value is now, leaving with `velocity`
    /// (a release carries the finger's velocity into the spring).
    public mutating func animate(to target: Value, velocity: Value) {
        state.setVelocity(velocity)
        animate(to: target)
    }

    /// Springs toward `target` from where the value is now, keeping its velocity:
    /// position and velocity stay continuous.
    public mutating func animate(to target: Value) {
        state.retarget(to: target)
        let duration = settleDuration()
        settleTime = state.time + duration
        if duration == 0 { state.reset(to: target) }  // already there: land now, not at the next frame
    }

    /// Holds the value at `value`, at rest (a finger holds it, or it jumps there).
    public mutating func hold(at value: Value) {
        state.reset(to: value)
        settleTime = state.time
    }

    /// The time from now until settled: the latest of the components' settle times.
    private func settleDuration() -> Double {
        let displacement = state.value - state.target, velocity = state.velocity
        var duration = 0.0
        for index in 0..<Value.componentCount {
            duration = max(
                duration,
                state.spring.settleTime(
                    displacement: displacement.component(index), velocity: velocity.component(index),
                    tolerance: tolerance.value, velocityTolerance: tolerance.velocity))
        }
        return duration
    }
}

/// How close to the target, and how slow, counts as landed.
public struct SettlingTolerance: Hashable, Sendable {
    /// Distance from the target, in the value's units.
    public var value: Double
    /// Speed, in the value's units per second.
    public var velocity: Double

    /// Landed within `value` of the target, moving slower than `velocity` per second.
    public init(value: Double, velocity: Double) {
        self.value = value
        self.velocity = velocity
    }

    /// For on-screen distances: 0.01 pt and 0.5 pt/s (well below a pixel).
    public static let points = SettlingTolerance(value: 0.01, velocity: 0.5)
    /// For unit progress (0…1): 1e-4 and 1e-3 per second (0.06 pt of a 600 pt move).
    public static let progress = SettlingTolerance(value: 1e-4, velocity: 1e-3)
    /// For opacities: 0.001 and 0.01 per second.
    public static let opacity = SettlingTolerance(value: 0.001, velocity: 0.01)
}

extension SettlingSpring {
    /// Carries on under `newSpring` from where the value is now, at the speed it
    /// moves now, toward the same target (a spring tuned live in a motion lab):
    /// position and velocity stay continuous and the settle instant is computed
    /// again from there. A value at rest stays at rest; the same spring changes
    /// nothing at all (not even the settle instant), so an untouched spring
    /// replays bit for bit.
    ///
    /// ```swift
    /// card.retune(Spring(response: 0.8, dampingRatio: 0.6))   // mid-flight: no jump, a slower landing
    /// ```
    public mutating func retune(_ newSpring: Spring) {
        guard newSpring != spring else { return }
        guard !isSettled else {
            state.spring = newSpring
            return
        }
        state.spring = newSpring
        animate(to: target)
    }
}
