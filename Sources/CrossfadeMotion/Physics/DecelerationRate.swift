/// How quickly a flicked scroll view slows down, as UIScrollView defines it:
/// the fraction of velocity kept per millisecond.
///
/// ```swift
/// let rate = DecelerationRate.normal                      // 0.998
/// rate.restingOffset(initialVelocity: 1_000)              // ≈ 499.5 pt further on
/// project(initialVelocity: 1_000, decelerationRate: .normal) // 499 pt (WWDC 2018)
/// ```
public struct DecelerationRate: Hashable, Sendable {
    /// The velocity kept per millisecond, in 0…1 exclusive.
    public let rawValue: Double

    /// A custom rate, clamped to 0.5…0.99999 (NaN → `.normal`), so velocity always decays.
    public init(rawValue: Double) {
        self.rawValue = sanitize(rawValue, default: 0.998, 0.5...0.99999)
    }

    /// UIScrollView's normal rate, 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIScrollView's fast rate, 0.99 per ms (paging scroll views).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// 1000·ln d: the exponent per second, negative.
    private var decayPerSecond: Double { 1000 * rawValue.naturalLogarithm }

    /// The distance travelled `time` seconds after release with `initialVelocity`
    /// pt/s: v0·(d^(1000t) − 1)/(1000·ln d) (PHYSICS.md, "Deceleration").
    public func offset(initialVelocity v0: Double, time: Double) -> Double {
        let t = clamp(time, Spring.Limits.time)
        return v0 * ((decayPerSecond * t).exponential - 1) / decayPerSecond
    }

    /// The velocity `time` seconds after release: v0·d^(1000t), pt/s.
    public func velocity(initialVelocity v0: Double, time: Double) -> Double {
        v0 * (decayPerSecond * clamp(time, Spring.Limits.time)).exponential
    }

    /// Where the motion comes to rest, relative to the release: −v0/(1000·ln d).
    public func restingOffset(initialVelocity v0: Double) -> Double {
        -v0 / decayPerSecond
    }

    /// The time, in seconds, until the speed falls below `threshold` pt/s (0 if it already is).
    public func duration(initialVelocity v0: Double, threshold: Double = 0.5) -> Double {
        let speed = abs(v0), threshold = max(threshold, 1e-9)
        guard speed > threshold else { return 0 }
        return (threshold / speed).naturalLogarithm / decayPerSecond
    }
}

/// Where a flick would come to rest, relative to its release point: the
/// momentum projection from "Designing Fluid Interfaces" (WWDC 2018),
/// (v0/1000)·d/(1 − d). Decide targets from this, not from position alone.
///
/// - Parameters:
///   - initialVelocity: release velocity, pt/s.
///   - decelerationRate: UIScrollView's rate (default `.normal`).
/// - Returns: the projected travel in points (0 for non-finite input).
public func project(initialVelocity: Double, decelerationRate: DecelerationRate = .normal) -> Double {
    guard initialVelocity.isFinite else { return 0 }
    let d = decelerationRate.rawValue
    return (initialVelocity / 1000) * d / (1 - d)
}
