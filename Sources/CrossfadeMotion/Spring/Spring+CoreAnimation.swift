extension Spring {
    /// Core Animation's `CASpringAnimation.settlingDuration` for this spring (ε 0.001,
    /// ζ clamped to at most 1), which differs from SwiftUI's `settlingDuration` for
    /// the same spring (PHYSICS.md):
    ///
    /// - ζ < 1: t = [−ln ε + ln(1 + |(λ − v)/ωd|)] / λ, λ = ζω0, ωd = ω0√(1 − ζ²)
    /// - ζ = 1: the time where (1 + (ω0 − v)·t)·e^(−ω0·t) = ε
    ///
    /// Defaults m 1, k 100, c 10 → ≈ 1.4727 s. An undamped spring never settles (∞).
    ///
    /// - Parameter v: the initial velocity, in units of the distance per second.
    public func coreAnimationSettlingDuration(initialVelocity v: Double = 0) -> Double {
        let epsilon = 0.001
        let z = min(zeta, 1)
        guard z > 0 else { return .infinity }
        let w = omega
        if z < 1 {
            let lambda = z * w, wd = w * (1 - z * z).squareRoot()
            return ((1 / epsilon).naturalLogarithm + (1 + abs((lambda - v) / wd)).naturalLogarithm) / lambda
        }
        return lastCrossing(below: epsilon, scale: 1 / w) { (1 + (w - v) * $0) * (-w * $0).exponential }
    }
}
