extension Spring {
    /// UIKit's duration-based spring, exactly as `UIViewPropertyAnimator(duration:dampingRatio:)`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` and
    /// `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)` build it
    /// (PHYSICS.md, "Springs"): mass 1, ζ clamped to [1.19e-7, 1], the duration T to
    /// [0.01, 10] s, and ω solved by exactly 12 Newton iterations from ω = 5/T on
    /// UIKit's own equation, with the relative initial velocity v:
    ///
    /// - ζ < 1: |(ζω − v) / (√(1 − ζ²)·ω)|·e^(−ζωT) − ε = 0
    /// - ζ = 1: ((ω − v)·T + 1)·e^(−ωT) − ε = 0
    ///
    /// then k = ω², c = 2ζω. (UIKit's solve as transcribed in public
    /// re-implementations; it is not the envelope e^(−ζωT)(1 + ζωT).)
    ///
    /// ```swift
    /// Spring(settlingDuration: 0.5, dampingRatio: 0.5)   // ω ≈ 25.4338, stiffness ≈ 646.88
    /// Spring(settlingDuration: 0.5, dampingRatio: 1)     // ω ≈ 18.4668
    /// ```
    ///
    /// - Parameters:
    ///   - settlingDuration: T in seconds (NaN → 0.5).
    ///   - dampingRatio: ζ (NaN → 1).
    ///   - initialVelocity: v, UIKit's relative velocity (pt/s over the distance; NaN → 0).
    ///   - epsilon: ε (NaN → 0.001; clamped to 1e-9…0.5).
    public init(settlingDuration: Double, dampingRatio: Double, initialVelocity: Double = 0, epsilon: Double = 0.001) {
        let duration = sanitize(settlingDuration, default: 0.5, 0.01...10)
        let zeta = sanitize(dampingRatio, default: 1, 1.19e-7...1)
        let velocity = sanitize(initialVelocity, default: 0, -1e6...1e6)
        let epsilon = sanitize(epsilon, default: 0.001, 1e-9...0.5)
        let omega = uikitSpringFrequency(duration: duration, dampingRatio: zeta, initialVelocity: velocity, epsilon: epsilon)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The UIKit duration (s) that `Spring(settlingDuration:dampingRatio:initialVelocity:)`
    /// turns into this spring — the inverse of its solve — or nil when UIKit cannot
    /// express it (a mass other than 1 aside, ζ > 1 or ζ = 0).
    public func uikitDuration(initialVelocity v: Double = 0, epsilon: Double = 0.001) -> Double? {
        guard zeta > 0, zeta <= 1 + 1e-12 else { return nil }
        let w = omega
        if zeta >= 1 {
            // ((ω − v)T + 1)e^(−ωT) = ε: it starts at 1 and crosses ε once.
            return lastCrossing(below: epsilon, scale: 1 / w) { ((w - v) * $0 + 1) * (-w * $0).exponential }
        }
        let amplitude = abs((zeta * w - v) / ((1 - zeta * zeta).squareRoot() * w))
        guard amplitude > epsilon else { return 0 }
        return (amplitude / epsilon).naturalLogarithm / (zeta * w)
    }

    /// SwiftUI's `settlingDuration`: the time, in seconds, after which a spring
    /// released from rest toward a unit target stays within 0.001 of it.
    ///
    /// Core Animation's `CASpringAnimation.settlingDuration` uses a different
    /// estimate and gives other numbers for the same spring; this is not it.
    /// An undamped spring (ζ = 0) never settles: the result is `.infinity`.
    /// Complexity: a few thousand evaluations; cache it if you need it per frame.
    public var settlingDuration: Double { settlingTime(epsilon: 0.001) }

    /// The time after which |x(t)| < `epsilon` forever, for x0 = 1, v0 = 0.
    func settlingTime(epsilon: Double) -> Double {
        guard zeta > 0 else { return .infinity }
        let bound = settlingUpperBound(epsilon: epsilon)
        let displacement = { (t: Double) in abs(self.response(at: t).a) }
        let periods = zeta < 1 ? bound * omega * (1 - zeta * zeta).squareRoot() / (2 * Double.pi) : 0
        let steps = Int(clamp(periods * 32, 4096...1_000_000))
        let step = bound / Double(steps)
        // Walk back from the bound to the last sample still outside the band…
        var index = steps
        while index > 0, displacement(Double(index) * step) < epsilon { index -= 1 }
        guard index < steps else { return bound }
        // …then bisect the crossing between it and the next sample.
        var low = Double(index) * step, high = Double(index + 1) * step
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if displacement(mid) >= epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// A time after which the unit step response is certainly within `epsilon`:
    /// its exponential envelope falls below `epsilon` there.
    func settlingUpperBound(epsilon: Double) -> Double {
        if abs(zeta - 1) < 1e-8 {
            return settlingDecayExponent(epsilon: epsilon, initialGuess: 5) / omega
        } else if zeta < 1 {
            let lambda = zeta * omega
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + (lambda / wd) * (lambda / wd)).squareRoot()
            return max(0, (amplitude / epsilon).naturalLogarithm / lambda)
        } else {
            let rMinus = -zeta * omega - omega * (zeta * zeta - 1).squareRoot()
            let rPlus = (omega * omega) / rMinus
            let c2 = -rPlus / (rMinus - rPlus)
            let amplitude = abs(1 - c2) + abs(c2)
            return max(0, (amplitude / epsilon).naturalLogarithm / -rPlus)
        }
    }
}

/// The u > 0 where e^(−u)·(1 + u) = ε, by Newton's method (a dozen steps from
/// `initialGuess`, as UIKit's solve is described in PHYSICS.md), guarded so a
/// step never leaves the side of the root where the function is convex.
func settlingDecayExponent(epsilon: Double, initialGuess: Double) -> Double {
    var u = max(initialGuess, 1)  // g is convex for u > 1, so Newton from the left converges monotonically.
    for _ in 0..<64 {
        let decay = (-u).exponential
        let g = decay * (1 + u) - epsilon
        let slope = -u * decay
        let next = u - g / slope
        if abs(next - u) < 1e-13 * max(1, u) { return next }
        u = next > 1 ? next : (u + 1) / 2
    }
    return u
}

/// UIKit's ω for a duration spring: exactly 12 Newton iterations from 5/T on
/// f(ω) above (PHYSICS.md), with its analytic derivative; a step that would leave
/// the positive reals (or produce a non-finite value) is not taken.
func uikitSpringFrequency(duration T: Double, dampingRatio zeta: Double, initialVelocity v: Double, epsilon: Double) -> Double {
    var w = 5 / T
    for _ in 0..<12 {
        let f: Double, slope: Double
        let decay = (-zeta * w * T).exponential
        if zeta >= 1 {
            f = ((w - v) * T + 1) * decay - epsilon
            slope = -T * T * (w - v) * decay
        } else {
            let root = (1 - zeta * zeta).squareRoot()
            let g = (zeta * w - v) / (root * w)  // = (ζ − v/ω)/√(1 − ζ²)
            let dg = v / (w * w * root)
            let magnitude = abs(g), dMagnitude = g < 0 ? -dg : dg
            f = magnitude * decay - epsilon
            slope = (dMagnitude - zeta * T * magnitude) * decay
        }
        let next = w - f / slope
        guard next.isFinite, next > 0 else { break }
        w = next
    }
    return w
}

/// The time after which `value(t)` (1 at t = 0, rising at most once, then falling
/// for good) stays below `limit`: doubling steps of `scale`, then bisection to a
/// relative 1e-12.
func lastCrossing(below limit: Double, scale: Double, _ value: (Double) -> Double) -> Double {
    var low = 0.0, high = scale
    while value(high) > limit {
        low = high
        high *= 2
        guard high < 1e9 else { return .infinity }
    }
    while high - low > 1e-12 * high {
        let mid = (low + high) / 2
        if value(mid) > limit { low = mid } else { high = mid }
    }
    return high
}
