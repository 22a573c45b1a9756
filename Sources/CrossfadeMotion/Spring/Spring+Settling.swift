extension Spring {
    /// UIKit's duration-based spring, as `UIViewPropertyAnimator(duration:dampingRatio:)`
    /// and `animate(withDuration:usingSpringWithDamping:…)` build it: mass 1, and the
    /// stiffness chosen so the spring is within `epsilon` of a unit target exactly at
    /// `settlingDuration` (PHYSICS.md, "Springs").
    ///
    /// Like UIKit, ζ is clamped to (0, 1] (here 0.001…1) and the duration to 0.01…10 s.
    /// ω0 solves e^(−ζω0 T)·(1 + ζω0 T) = ε by Newton's method from 5/T. That
    /// expression is the exact displacement of a critically damped spring released
    /// from rest, and it bounds the displacement envelope of every ζ ≤ 1 spring
    /// (|sin(ωd t)| ≤ ωd t), so the result is within ε at T for any ζ, and exactly
    /// ε for ζ = 1. Then k = ω0², c = 2ζω0.
    ///
    /// - Parameters:
    ///   - settlingDuration: T in seconds (NaN → 0.5).
    ///   - dampingRatio: ζ (NaN → 1).
    ///   - epsilon: the tolerance on a unit target (NaN → 0.001; clamped to 1e-9…0.5).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let duration = sanitize(settlingDuration, default: 0.5, 0.01...10)
        let zeta = sanitize(dampingRatio, default: 1, 0.001...1)
        let epsilon = sanitize(epsilon, default: 0.001, 1e-9...0.5)
        let omega = settlingDecayExponent(epsilon: epsilon, initialGuess: 5 * zeta) / (zeta * duration)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
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
