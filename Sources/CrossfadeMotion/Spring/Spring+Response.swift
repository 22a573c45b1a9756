/// The spring's free response at a time, as coefficients of its initial
/// conditions: x(t) = a·x0 + b·v0 and x'(t) = da·x0 + db·v0.
///
/// Because the equation is linear, one set of coefficients serves values of any
/// `AnimatableValue` type, component by component.
@usableFromInline
struct SpringResponse {
    @usableFromInline var a: Double
    @usableFromInline var b: Double
    @usableFromInline var da: Double
    @usableFromInline var db: Double
}

extension Spring {
    /// The closed-form response at `time` seconds (PHYSICS.md, "Springs").
    ///
    /// - ζ < 1:  x = e^(−λt)·[x0·cos(ωd t) + ((v0 + λx0)/ωd)·sin(ωd t)]
    /// - ζ = 1 (|ζ − 1| < 1e-8): x = e^(−ω0 t)·[x0 + (v0 + ω0 x0)·t]
    /// - ζ > 1:  x = C1·e^(r+ t) + C2·e^(r− t), r± = −λ ± ωd,
    ///           C2 = (v0 − r+ x0)/(r− − r+), C1 = x0 − C2
    ///
    /// with λ = ζω0 and ωd = ω0·√|1 − ζ²|. Velocities are the analytic derivatives.
    /// NaN and negative times count as 0; times are limited to `Limits.time`.
    @usableFromInline
    func response(at time: Double) -> SpringResponse {
        let t = clamp(time, Spring.Limits.time)
        guard t > 0 else { return SpringResponse(a: 1, b: 0, da: 0, db: 1) }  // exact at the start
        let w0 = omega
        if abs(zeta - 1) < 1e-8 {
            return criticallyDampedResponse(omega: w0, time: t)
        } else if zeta < 1 {
            return underdampedResponse(omega: w0, zeta: zeta, time: t)
        } else {
            return overdampedResponse(omega: w0, zeta: zeta, time: t)
        }
    }
}

/// ζ < 1: a decaying oscillation.
@usableFromInline
func underdampedResponse(omega w0: Double, zeta: Double, time t: Double) -> SpringResponse {
    let lambda = zeta * w0
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let decay = (-lambda * t).exponential
    let cosine = (wd * t).cosine, sine = (wd * t).sine
    return SpringResponse(
        a: decay * (cosine + (lambda / wd) * sine),
        b: decay * sine / wd,
        da: -decay * sine * (w0 * w0) / wd,
        db: decay * (cosine - (lambda / wd) * sine)
    )
}

/// ζ = 1: the fastest return without overshoot.
@usableFromInline
func criticallyDampedResponse(omega w0: Double, time t: Double) -> SpringResponse {
    let decay = (-w0 * t).exponential
    return SpringResponse(
        a: decay * (1 + w0 * t),
        b: decay * t,
        da: -decay * w0 * w0 * t,
        db: decay * (1 - w0 * t)
    )
}

/// ζ > 1: two decaying exponentials. The slow root is computed as ω0²/r− to
/// avoid cancellation when ζ is large.
@usableFromInline
func overdampedResponse(omega w0: Double, zeta: Double, time t: Double) -> SpringResponse {
    let lambda = zeta * w0
    let wd = w0 * (zeta * zeta - 1).squareRoot()
    let rMinus = -lambda - wd
    let rPlus = (w0 * w0) / rMinus
    let span = rMinus - rPlus
    let ePlus = (rPlus * t).exponential, eMinus = (rMinus * t).exponential
    // x0 coefficients: C2 = −r+/(r− − r+), C1 = 1 − C2; v0 coefficients: C2 = 1/(r− − r+), C1 = −C2.
    let c2a = -rPlus / span, c1a = 1 - c2a
    let c2b = 1 / span, c1b = -c2b
    return SpringResponse(
        a: c1a * ePlus + c2a * eMinus,
        b: c1b * ePlus + c2b * eMinus,
        da: c1a * rPlus * ePlus + c2a * rMinus * eMinus,
        db: c1b * rPlus * ePlus + c2b * rMinus * eMinus
    )
}

extension Spring {
    /// SwiftUI's `value(target:initialVelocity:time:)`: the displacement from the
    /// start, `time` seconds after starting toward a change of `target`, with an
    /// initial velocity (per second, positive toward the target).
    ///
    /// `value(target:…, time: 0)` is zero; it tends to `target`.
    @inlinable
    public func value<V: AnimatableValue>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = response(at: time)
        return target.scaled(by: 1 - r.a) + initialVelocity.scaled(by: r.b)
    }

    /// SwiftUI's `velocity(target:initialVelocity:time:)`: the velocity (per second)
    /// of the motion that `value(target:initialVelocity:time:)` describes.
    @inlinable
    public func velocity<V: AnimatableValue>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = response(at: time)
        return target.scaled(by: -r.da) + initialVelocity.scaled(by: r.db)
    }

    /// The displacement x = value − target and its velocity, `time` seconds after
    /// starting at displacement `x0` with velocity `v0`.
    @inlinable
    public func displacement<V: AnimatableValue>(from x0: V, velocity v0: V, time: Double) -> (value: V, velocity: V) {
        let r = response(at: time)
        return (x0.scaled(by: r.a) + v0.scaled(by: r.b), x0.scaled(by: r.da) + v0.scaled(by: r.db))
    }
}
