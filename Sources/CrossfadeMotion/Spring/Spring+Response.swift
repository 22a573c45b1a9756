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

    @inlinable
    init(a: Double, b: Double, da: Double, db: Double) {
        self.a = a
        self.b = b
        self.da = da
        self.db = db
    }
}

/// A spring's regime (PHYSICS.md, "Springs") with the constants its closed form
/// needs that depend on the spring alone: ω0; λ = ζω0, ωd = ω0·√|1 − ζ²| and
/// λ/ωd and ω0²; or the roots r± and the coefficients C1, C2 per initial condition.
@usableFromInline
enum SpringShape: Hashable, Sendable {
    /// ζ = 1 (|ζ − 1| < 1e-8).
    case critical(omega: Double)
    /// ζ < 1.
    case under(lambda: Double, dampedOmega: Double, lambdaOverDampedOmega: Double, omegaSquared: Double)
    /// ζ > 1. The slow root is computed as ω0²/r− to avoid cancellation when ζ is large.
    case over(rPlus: Double, rMinus: Double, c1a: Double, c2a: Double, c1b: Double, c2b: Double)

    @usableFromInline
    init(omega w0: Double, zeta: Double) {
        if abs(zeta - 1) < 1e-8 {
            self = .critical(omega: w0)
        } else if zeta < 1 {
            let lambda = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            self = .under(lambda: lambda, dampedOmega: wd, lambdaOverDampedOmega: lambda / wd, omegaSquared: w0 * w0)
        } else {
            let lambda = zeta * w0
            let wd = w0 * (zeta * zeta - 1).squareRoot()
            let rMinus = -lambda - wd
            let rPlus = (w0 * w0) / rMinus
            let span = rMinus - rPlus
            // x0 coefficients: C2 = −r+/(r− − r+), C1 = 1 − C2; v0 coefficients: C2 = 1/(r− − r+), C1 = −C2.
            let c2a = -rPlus / span, c2b = 1 / span
            self = .over(rPlus: rPlus, rMinus: rMinus, c1a: 1 - c2a, c2a: c2a, c1b: -c2b, c2b: c2b)
        }
    }
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
    /// Per call: one exponential (two when over-damped) and, when under-damped, one
    /// sine and cosine sharing their argument reduction.
    @inlinable
    func response(at time: Double) -> SpringResponse {
        let t = clamp(time, Spring.Limits.time)
        guard t > 0 else { return SpringResponse(a: 1, b: 0, da: 0, db: 1) }  // exact at the start
        switch shape {
        case .critical(let w0):
            let decay = (-w0 * t).exponential
            return SpringResponse(a: decay * (1 + w0 * t), b: decay * t, da: -decay * w0 * w0 * t, db: decay * (1 - w0 * t))
        case .under(let lambda, let wd, let lambdaOverWd, let omegaSquared):
            let decay = (-lambda * t).exponential
            let (sine, cosine) = (wd * t).sineAndCosine
            return SpringResponse(
                a: decay * (cosine + lambdaOverWd * sine), b: decay * sine / wd,
                da: -decay * sine * omegaSquared / wd, db: decay * (cosine - lambdaOverWd * sine))
        case .over(let rPlus, let rMinus, let c1a, let c2a, let c1b, let c2b):
            let ePlus = (rPlus * t).exponential, eMinus = (rMinus * t).exponential
            return SpringResponse(
                a: c1a * ePlus + c2a * eMinus, b: c1b * ePlus + c2b * eMinus,
                da: c1a * rPlus * ePlus + c2a * rMinus * eMinus, db: c1b * rPlus * ePlus + c2b * rMinus * eMinus)
        }
    }
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
