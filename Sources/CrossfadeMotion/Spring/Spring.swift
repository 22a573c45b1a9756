/// A damped harmonic spring, evaluated in exact closed form (never integrated),
/// so a trajectory is the same at every frame rate.
///
/// It offers every parameterisation designers know, with SwiftUI's names:
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)      // stiffness ≈ 157.91, damping ≈ 17.59
/// spring.value(target: 100.0, initialVelocity: 0, time: 0.1)
/// let uikit = Spring(settlingDuration: 0.4, dampingRatio: 1) // UIViewPropertyAnimator(duration:dampingRatio:)
/// ```
///
/// Parameters are never trusted: every initialiser clamps its arguments into
/// their valid domain instead of trapping, so a slider or a trace can never
/// produce a NaN. NaN arguments take the documented default; infinite or
/// out-of-range ones are clamped to the nearest bound (see `Spring.Limits`).
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// Mass (m), > 0.
    public let mass: Double
    /// Stiffness (k), > 0, in N/m-like units for a unit mass.
    public let stiffness: Double
    /// Damping coefficient (c), ≥ 0.
    public let damping: Double

    /// Undamped angular frequency ω0 = √(k/m), rad/s.
    @usableFromInline let omega: Double
    /// Damping ratio ζ = c / (2√(km)).
    @usableFromInline let zeta: Double
    /// The constants of the closed form that depend only on the spring, worked
    /// out once here instead of at every evaluation (the same expressions, so the
    /// same bits).
    @usableFromInline let shape: SpringShape

    /// A spring from its physical constants (Core Animation's `CASpringAnimation`
    /// defaults are mass 1, stiffness 100, damping 10).
    ///
    /// NaN takes those defaults; other values are clamped into `Spring.Limits`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let m = sanitize(mass, default: 1, Spring.Limits.mass)
        let k = sanitize(stiffness, default: 100, Spring.Limits.stiffness)
        let c = sanitize(damping, default: 10, Spring.Limits.damping)
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.omega = (k / m).squareRoot()
        self.zeta = c / (2 * (k * m).squareRoot())
        self.shape = SpringShape(omega: omega, zeta: zeta)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: m = 1, k = (2π/response)², c = 4πζ/response.
    ///
    /// - Parameters:
    ///   - response: the period of the undamped oscillation, in seconds (NaN → 0.5).
    ///   - dampingRatio: ζ; 1 is critically damped, below 1 overshoots (NaN → 1).
    public init(response: Double, dampingRatio: Double) {
        let response = sanitize(response, default: 0.5, Spring.Limits.response)
        let zeta = sanitize(dampingRatio, default: 1, Spring.Limits.dampingRatio)
        let twoPi = 2 * Double.pi
        self.init(mass: 1, stiffness: (twoPi / response) * (twoPi / response), damping: 2 * twoPi * zeta / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration; ζ = 1 − bounce for
    /// 0 ≤ bounce ≤ 1 and ζ = 1/(1 + bounce) for −1 < bounce < 0.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds (NaN → 0.5).
    ///   - bounce: 0 is smooth, up to 1 is bouncier, below 0 is over-damped (NaN → 0; clamped to −0.999…1).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let bounce = sanitize(bounce, default: 0, Spring.Limits.bounce)
        self.init(response: duration, dampingRatio: dampingRatioForBounce(bounce))
    }

    /// The period of the undamped oscillation, 2π/√(k/m), in seconds.
    public var response: Double { 2 * Double.pi / omega }

    /// SwiftUI's perceptual duration: the same as `response`.
    public var duration: Double { response }

    /// ζ = c / (2√(km)): 1 is critically damped, below 1 overshoots, above 1 is over-damped.
    public var dampingRatio: Double { zeta }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1.
    public var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }

    /// The spring as `Spring(mass:stiffness:damping:)` with its values.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}

extension Spring {
    /// The ranges parameters are clamped into.
    public enum Limits {
        /// Mass: 10⁻⁶ to 10⁶.
        public static let mass: ClosedRange<Double> = 1e-6...1e6
        /// Stiffness: 10⁻⁶ to 10⁹.
        public static let stiffness: ClosedRange<Double> = 1e-6...1e9
        /// Damping: 0 to 10⁹.
        public static let damping: ClosedRange<Double> = 0...1e9
        /// Response, s: 0.001 to 1,000.
        public static let response: ClosedRange<Double> = 1e-3...1e3
        /// Damping ratio ζ: 0 to 1,000.
        public static let dampingRatio: ClosedRange<Double> = 0...1e3
        /// Bounce: −0.999 to 1.
        public static let bounce: ClosedRange<Double> = -0.999...1
        /// Times are clamped into this range: before the start nothing has moved.
        public static let time: ClosedRange<Double> = 0...1e9
    }
}

/// SwiftUI's mapping from bounce to damping ratio (PHYSICS.md):
/// ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) for bounce < 0.
@inlinable
func dampingRatioForBounce(_ bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
}

/// `value` if it is a number, limited to `range`; `fallback` if it is NaN.
@inlinable
func sanitize(_ value: Double, default fallback: Double, _ range: ClosedRange<Double>) -> Double {
    value.isNaN ? fallback : clamp(value, range)
}
