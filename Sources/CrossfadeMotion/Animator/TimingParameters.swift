/// How a `PropertyAnimator` moves through its animations over time: a timing
/// curve, or a spring — UIKit's `UICubicTimingParameters` and `UISpringTimingParameters`.
///
/// ```swift
/// let curve = TimingParameters.curve(.easeIn)
/// let uikitSpring = TimingParameters.dampingRatio(1, initialVelocity: 0)  // settles in the animator's duration
/// let physical = TimingParameters.spring(.snappy, initialVelocity: 0)     // ignores the duration
/// ```
public struct TimingParameters: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case curve(UnitCurve)
        case spring(Spring, initialVelocity: Double)
        case dampingRatio(Double, initialVelocity: Double)
    }

    let kind: Kind

    /// Progress follows `curve` over the animator's duration.
    public static func curve(_ curve: UnitCurve) -> TimingParameters { TimingParameters(kind: .curve(curve)) }

    /// Progress follows a physical spring, settling in its own time (the animator's
    /// duration is ignored, as UIKit does for mass/stiffness/damping springs).
    ///
    /// - Parameters:
    ///   - spring: the spring the progress follows from 0 to 1.
    ///   - initialVelocity: *relative*, as UIKit's: the velocity in points
    ///     per second divided by the distance still to travel (see `relativeVelocity`).
    public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> TimingParameters {
        TimingParameters(kind: .spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring
    /// solved (`Spring(settlingDuration:dampingRatio:)`) to settle in the animator's
    /// duration (times the duration factor when continuing).
    public static func dampingRatio(_ ratio: Double, initialVelocity: Double = 0) -> TimingParameters {
        TimingParameters(kind: .dampingRatio(ratio, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// Constant speed from start to end.
    public static let linear = curve(.linear)
    /// Starts slowly and ends at speed.
    public static let easeIn = curve(.easeIn)
    /// Starts at speed and slows into the end.
    public static let easeOut = curve(.easeOut)
    /// Starts slowly, speeds up, and slows into the end.
    public static let easeInOut = curve(.easeInOut)

    /// UIKit's relative spring velocity: `velocity` (pt/s) divided by `remainingDistance`
    /// (pt), the distance the animated value still has to travel. 0 when nothing remains.
    public static func relativeVelocity(_ velocity: Double, remainingDistance: Double) -> Double {
        guard velocity.isFinite, remainingDistance.isFinite, abs(remainingDistance) > 1e-9 else { return 0 }
        return velocity / remainingDistance
    }

    /// The curve used to map scrubbed fractions when `scrubsLinearly` is false
    /// (linear for springs, which have no curve).
    var scrubCurve: UnitCurve {
        if case .curve(let curve) = kind { return curve }
        return .linear
    }
}
