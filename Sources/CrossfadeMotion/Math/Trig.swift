// Sine and cosine.

/// sin(x + y) for |x + y| <= ~π/4, where y is a tail of x far below its ulp
/// (pass 0 when there is none).
///
/// Degree-13 odd polynomial x + S1·x³ + … + S6·x¹³, coefficients from fdlibm's
/// k_sin.c (Sun Microsystems, freely distributable): Remez fit of sin(x)/x on
/// [0, π/4], relative error below 2^-58. The tail enters through
/// sin(x + y) ≈ sin(x) + (1 - x²/2)·y.
@inlinable
internal func crossfadeSinKernel(_ x: Double, _ y: Double) -> Double {
    let s1 = -1.66666666666666324348e-01
    let s2 = 8.33333333332248946124e-03
    let s3 = -1.98412698298579493134e-04
    let s4 = 2.75573137070700676789e-06
    let s5 = -2.50507602534068634195e-08
    let s6 = 1.58969099521155010221e-10

    let z = x * x
    let w = z * z
    let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
    let v = z * x
    if y == 0 { return x + v * (s1 + z * r) }
    // x + (S1·x³ + (x²·(r·x³ - y/2) + y)), grouped so the small terms are
    // summed first.
    return x - ((z * (0.5 * y - v * r) - y) - v * s1)
}

/// cos(x + y) for |x + y| <= ~π/4, y a tail of x (or 0).
///
/// 1 - x²/2 + C1·x⁴ + … + C6·x¹⁴, coefficients from fdlibm's k_cos.c: Remez
/// fit on [0, π/4], error below 2^-58. 1 - x²/2 is split into w + (1 - w - x²/2)
/// so its rounding error is carried along, and the tail enters as -x·y.
@inlinable
internal func crossfadeCosKernel(_ x: Double, _ y: Double) -> Double {
    let c1 = 4.16666666666666019037e-02
    let c2 = -1.38888888888741095749e-03
    let c3 = 2.48015872894767294178e-05
    let c4 = -2.75573143513906633035e-07
    let c5 = 2.08757232129817482790e-09
    let c6 = -1.13596475577881948265e-11

    let z = x * x
    let z2 = z * z
    let r = z * (c1 + z * (c2 + z * c3)) + z2 * z2 * (c4 + z * (c5 + z * c6))
    let hz = 0.5 * z
    let w = 1 - hz
    return w + (((1 - w) - hz) + (z * r - x * y))
}

/// The sine of `x` (radians), computed deterministically in pure Swift.
///
/// Method (after fdlibm's s_sin.c, Sun Microsystems, freely distributable):
/// reduce x = n·π/2 + y with `crossfadeReduceHalfPi` (Cody–Waite below
/// 2^20·π/2, exact Payne–Hanek with a table of 2/π beyond, valid up to
/// the largest double), then evaluate ±sin(y) or ±cos(y) with the minimax
/// kernels above according to n mod 4.
///
/// Accuracy: below 1 ulp for every finite x (the reduction is accurate for
/// all doubles, including the hardest case 6381956970095103·2^797).
///
/// Special cases: sin(±0) = ±0, sin(±inf) = NaN, sin(NaN) = NaN;
/// sin(x) = x for |x| < 2^-26.
@inlinable
internal func crossfadeSin(_ x: Double) -> Double {
    let ax = x.magnitude
    if ax <= 0.785398163397448279 {  // π/4
        if ax < 0x1p-26 { return x }  // also keeps the sign of zero
        return crossfadeSinKernel(x, 0)
    }
    if !x.isFinite { return x - x }  // NaN for ±inf and NaN
    let r = crossfadeReduceHalfPi(x)
    // Quadrant n mod 4 → sin(y), cos(y), -sin(y), -cos(y). Both kernels are
    // evaluated and the result selected without branching: the quadrant is
    // unpredictable, and a mispredicted branch costs more than the kernel.
    let s = crossfadeSinKernel(r.y0, r.y1)
    let c = crossfadeCosKernel(r.y0, r.y1)
    let v = r.n & 1 == 0 ? s : c
    return r.n & 2 == 0 ? v : -v
}

/// The cosine of `x` (radians), computed deterministically in pure Swift.
///
/// Method: as `crossfadeSin` (after fdlibm's s_cos.c): reduce modulo π/2,
/// then ±cos(y) or ±sin(y) by n mod 4.
///
/// Accuracy: below 1 ulp for every finite x.
///
/// Special cases: cos(±0) = 1, cos(±inf) = NaN, cos(NaN) = NaN;
/// cos(x) = 1 for |x| < 2^-27.
@inlinable
internal func crossfadeCos(_ x: Double) -> Double {
    let ax = x.magnitude
    if ax <= 0.785398163397448279 {  // π/4
        if ax < 0x1p-27 { return 1 }
        return crossfadeCosKernel(x, 0)
    }
    if !x.isFinite { return x - x }
    let r = crossfadeReduceHalfPi(x)
    // Quadrant n mod 4 → cos(y), -sin(y), -cos(y), sin(y); selected without
    // branching, as in `crossfadeSin`.
    let s = crossfadeSinKernel(r.y0, r.y1)
    let c = crossfadeCosKernel(r.y0, r.y1)
    let v = r.n & 1 == 0 ? c : s
    return (r.n &+ 1) & 2 == 0 ? v : -v
}

/// The sine and the cosine of `x` together, sharing one argument reduction:
/// bit for bit `(crossfadeSin(x), crossfadeCos(x))` (the same reduction, the same
/// kernels, the same quadrant selection), at about the cost of one of them.
@inlinable
internal func crossfadeSinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let ax = x.magnitude
    if ax <= 0.785398163397448279 {  // π/4
        let s = ax < 0x1p-26 ? x : crossfadeSinKernel(x, 0)
        let c = ax < 0x1p-27 ? 1 : crossfadeCosKernel(x, 0)
        return (s, c)
    }
    if !x.isFinite { return (x - x, x - x) }
    let r = crossfadeReduceHalfPi(x)
    let s = crossfadeSinKernel(r.y0, r.y1)
    let c = crossfadeCosKernel(r.y0, r.y1)
    let sine = r.n & 1 == 0 ? s : c, cosine = r.n & 1 == 0 ? c : s
    return (r.n & 2 == 0 ? sine : -sine, (r.n &+ 1) & 2 == 0 ? cosine : -cosine)
}

extension Double {
    /// The sine and the cosine of `self` (radians) from one argument reduction:
    /// bit-identical to `(sine, cosine)`, and cheaper than asking for both.
    @inlinable
    public var sineAndCosine: (sine: Double, cosine: Double) {
        let both = crossfadeSinCos(self)
        return (both.sin, both.cos)
    }

    /// The sine of `self` (radians); see `crossfadeSin`. Bit-identical on
    /// every platform.
    @inlinable
    public var sine: Double { crossfadeSin(self) }

    /// The cosine of `self` (radians); see `crossfadeCos`. Bit-identical on
    /// every platform.
    @inlinable
    public var cosine: Double { crossfadeCos(self) }
}
