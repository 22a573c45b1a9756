extension Spring {
    /// The instant, in seconds after release, from which a motion starting at
    /// displacement `x0` (value − target) with velocity `v0` is guaranteed to stay
    /// within `tolerance` of its target and below `velocityTolerance` in speed.
    ///
    /// It is computed from the exponential envelopes of the closed forms, not by
    /// sampling frames, so every frame rate agrees on when an animation completes.
    /// The envelope bounds the motion, so the snap onto the target at that instant
    /// is at most `tolerance`. An undamped spring never settles (`.infinity`).
    public func settleTime(displacement x0: Double, velocity v0: Double, tolerance: Double, velocityTolerance: Double) -> Double {
        guard x0.isFinite, v0.isFinite else { return 0 }
        let tolerance = max(tolerance, 1e-12), velocityTolerance = max(velocityTolerance, 1e-12)
        guard abs(x0) > tolerance || abs(v0) > velocityTolerance else { return 0 }
        guard zeta > 0 else { return .infinity }
        let w0 = omega
        if abs(zeta - 1) < 1e-8 {
            // x = e^(−ω0 t)(x0 + (v0 + ω0 x0) t), v = e^(−ω0 t)(v0 − ω0 (v0 + ω0 x0) t)
            let b = abs(v0 + w0 * x0)
            return max(
                linearTimesDecayFallsBelow(tolerance, a: abs(x0), b: b, rate: w0),
                linearTimesDecayFallsBelow(velocityTolerance, a: abs(v0), b: w0 * b, rate: w0)
            )
        } else if zeta < 1 {
            let lambda = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let positionAmplitude = (x0 * x0 + ((v0 + lambda * x0) / wd) * ((v0 + lambda * x0) / wd)).squareRoot()
            let velocityAmplitude = (v0 * v0 + ((w0 * w0 * x0 + lambda * v0) / wd) * ((w0 * w0 * x0 + lambda * v0) / wd)).squareRoot()
            return max(
                0, (positionAmplitude / tolerance).naturalLogarithm / lambda,
                (velocityAmplitude / velocityTolerance).naturalLogarithm / lambda)
        } else {
            let rMinus = -zeta * w0 - w0 * (zeta * zeta - 1).squareRoot()
            let rPlus = (w0 * w0) / rMinus
            let c2 = (v0 - rPlus * x0) / (rMinus - rPlus), c1 = x0 - c2
            let positionAmplitude = abs(c1) + abs(c2)
            let velocityAmplitude = abs(c1 * rPlus) + abs(c2 * rMinus)
            return max(
                0, (positionAmplitude / tolerance).naturalLogarithm / -rPlus,
                (velocityAmplitude / velocityTolerance).naturalLogarithm / -rPlus)
        }
    }
}

/// The time after which (a + b·t)·e^(−rate·t) stays below `limit` (a, b ≥ 0):
/// past its peak the bound only falls, so bisection finds the crossing.
func linearTimesDecayFallsBelow(_ limit: Double, a: Double, b: Double, rate: Double) -> Double {
    let bound = { (t: Double) in (a + b * t) * (-rate * t).exponential }
    let peak = b > 0 ? max(0, 1 / rate - a / b) : 0
    guard bound(peak) > limit else { return 0 }  // it rises to its peak and never exceeded the limit
    var low = peak, high = peak + 1 / rate
    while bound(high) > limit { low = high; high = high * 2 + 1 / rate }
    // Bisect to a relative precision of 1e-12 (about 40 halvings, not a fixed 80).
    while high - low > 1e-12 * high {
        let mid = (low + high) / 2
        if bound(mid) > limit { low = mid } else { high = mid }
    }
    return high
}
