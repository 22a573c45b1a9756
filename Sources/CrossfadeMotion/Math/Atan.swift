// Arctangent and the two-argument arctangent.

/// atan(x) for the four breakpoints 1/2, 1, 3/2 and +inf, as hi + lo pairs
/// (hi is the correctly rounded value, lo the remainder), from fdlibm.
@inlinable @inline(__always)
internal func crossfadeAtanBreakpoint(_ id: Int) -> (hi: Double, lo: Double) {
    switch id {
    case 0: return (4.63647609000806093515e-01, 2.26987774529616870924e-17)  // atan(1/2)
    case 1: return (7.85398163397448278999e-01, 3.06161699786838301793e-17)  // atan(1) = π/4
    case 2: return (9.82793723247329054082e-01, 1.39033110312309984516e-17)  // atan(3/2)
    default: return (1.57079632679489655800e+00, 6.12323399573676603587e-17)  // π/2
    }
}

/// The arctangent of `x`, in [-π/2, π/2], computed deterministically.
///
/// Method (after fdlibm's s_atan.c, Sun Microsystems, freely distributable):
/// by symmetry take t = |x|, then pick a breakpoint c in {0, 1/2, 1, 3/2, ∞}
/// by the interval of t ([0, 7/16), [7/16, 11/16), [11/16, 19/16),
/// [19/16, 39/16), [39/16, ∞)) and use
///     atan(t) = atan(c) + atan((t - c)/(1 + c·t))   (-1/t for c = ∞),
/// which leaves an argument of magnitude <= 7/16. There atan(u) =
/// u - u³·(a0 + a1·u² + … + a10·u²⁰), an odd degree-23 minimax polynomial
/// with fdlibm's coefficients, evaluated as interleaved even/odd halves;
/// atan(c) is added as hi + lo.
///
/// Accuracy: below 1 ulp.
///
/// Special cases: atan(±0) = ±0, atan(±inf) = ±π/2, atan(NaN) = NaN;
/// atan(x) = x for |x| < 2^-27.
@inlinable
internal func crossfadeAtan(_ x: Double) -> Double {
    if x.isNaN { return x + x }
    let ax = x.magnitude
    if ax < 0x1p-27 { return x }  // atan(x) = x to within half an ulp; keeps -0
    let parts = crossfadeAtanKernel(ax, 0)
    let result = parts.hi + parts.lo
    return x < 0 ? -result : result
}

/// atan(t + tail) as an unrounded pair hi + lo (|lo| < |hi|/2), for
/// t >= 2^-27 (finite or +inf) and a tail far below an ulp of t (0 when
/// there is none); see `crossfadeAtan` for the method. The tail enters to
/// first order as tail/(1 + t²), added with the low-order terms so that it
/// survives the final rounding. Returning the pair unrounded lets
/// `crossfadeAtan2` subtract it from π with a single rounding.
@inlinable
internal func crossfadeAtanKernel(_ t: Double, _ tail: Double) -> (hi: Double, lo: Double) {
    let a0 = 3.33333333333329318027e-01
    let a1 = -1.99999999998764832476e-01
    let a2 = 1.42857142725034663711e-01
    let a3 = -1.11111104054623557880e-01
    let a4 = 9.09088713343650656196e-02
    let a5 = -7.69187620504482999495e-02
    let a6 = 6.66107313738753120669e-02
    let a7 = -5.83357013379057348645e-02
    let a8 = 4.97687799461593236017e-02
    let a9 = -3.65315727442169155270e-02
    let a10 = 1.62858201153657823623e-02

    if t >= 0x1p66 {
        // atan(t) rounds to π/2 (hi + lo, rounded once).
        return crossfadeAtanBreakpoint(3)
    }

    var id = -1
    var u = t
    if t < 0.4375 {
    } else if t < 0.6875 {
        id = 0
        u = (2 * t - 1) / (2 + t)  // (t - 1/2)/(1 + t/2)
    } else if t < 1.1875 {
        id = 1
        u = (t - 1) / (t + 1)
    } else if t < 2.4375 {
        id = 2
        u = (t - 1.5) / (1 + 1.5 * t)
    } else {
        id = 3
        u = -1 / t
    }
    let correction = tail == 0 ? 0 : tail / (1 + t * t)

    let z = u * u
    let w = z * z
    let s1 = z * (a0 + w * (a2 + w * (a4 + w * (a6 + w * (a8 + w * a10)))))
    let s2 = w * (a1 + w * (a3 + w * (a5 + w * (a7 + w * a9))))
    if id < 0 { return (u, -(u * (s1 + s2) - correction)) }
    let c = crossfadeAtanBreakpoint(id)
    return (c.hi, -(((u * (s1 + s2) - c.lo) - correction) - u))
}

/// The angle of the point (x, y) from the positive x axis, in [-π, π]:
/// C's atan2(y, x), computed deterministically.
///
/// Method (after fdlibm's e_atan2.c, Sun Microsystems, freely distributable):
/// z = atan(|y/x|) with `crossfadeAtan`'s kernel, fed the rounding error
/// of the division as a tail (Dekker's exact product recovers it; this is
/// our addition and brings the error from fdlibm's ~1.4 ulp to below 1 ulp),
/// then placed in the right quadrant: ±z, or ±(π - z) for x < 0 with
/// π = pi + piLo and z kept as an unrounded pair, so π - z is rounded once
/// (also our refinement of fdlibm's pi - (z - piLo)). When |y/x| > 2^60 z is
/// π/2 directly; when |y/x| < 2^-60 it is the quotient itself.
///
/// Accuracy: below 1 ulp in testing (fdlibm's original bound is 2 ulp).
///
/// Special cases (C99 Annex F):
/// * NaN in either argument gives NaN;
/// * atan2(±0, +0 or x > 0) = ±0; atan2(±0, -0 or x < 0) = ±π;
/// * atan2(y, ±0) = ±π/2 by the sign of y for y ≠ 0;
/// * atan2(±y, +inf) = ±0 and atan2(±y, -inf) = ±π for finite y;
/// * atan2(±inf, x) = ±π/2 for finite x;
/// * atan2(±inf, +inf) = ±π/4, atan2(±inf, -inf) = ±3π/4.
@inlinable
internal func crossfadeAtan2(_ y: Double, _ x: Double) -> Double {
    let pi = 3.1415926535897931160e+00  // 0x400921FB_54442D18
    let piLo = 1.2246467991473531772e-16  // π - pi
    let halfPi = 1.5707963267948966192e+00
    let quarterPi = 7.8539816339744827900e-01

    if x.isNaN || y.isNaN { return x + y }
    if x == 1 { return crossfadeAtan(y) }

    let xNegative = x.sign == .minus
    let yNegative = y.sign == .minus

    if y == 0 {
        // atan2(±0, +anything) = ±0, atan2(±0, -anything) = ±π.
        if !xNegative { return y }
        return yNegative ? -pi : pi
    }
    if x == 0 {
        return yNegative ? -halfPi : halfPi
    }
    if x.isInfinite {
        let angle: Double
        if y.isInfinite {
            angle = xNegative ? 3 * quarterPi : quarterPi
        } else {
            angle = xNegative ? pi : 0
        }
        return yNegative ? -angle : angle
    }
    if y.isInfinite {
        return yNegative ? -halfPi : halfPi
    }

    // Both finite and non-zero. Compare binary exponents to spot quotients
    // that are huge or tiny.
    let ey = Int((y.bitPattern >> 52) & 0x7FF)
    let ex = Int((x.bitPattern >> 52) & 0x7FF)
    let k = ey - ex
    // atan(|y/x|) as an unrounded pair zHi + zLo.
    var zHi: Double
    var zLo = 0.0
    if k > 60 {
        // |y/x| > 2^60: atan is π/2 to within far less than an ulp.
        zHi = halfPi
        zLo = 0.5 * piLo
    } else if k < -60 {
        // |y/x| < 2^-60: atan(q) = q. (For x < 0 the result is ±π; q
        // vanishes next to it, as it should.)
        zHi = (y / x).magnitude
    } else {
        // q = |y/x| rounded, plus the rounding error of the division as a
        // tail, recovered exactly with Dekker's product: it would otherwise
        // add up to half an ulp to the error of atan. Both operands are
        // first brought near 1 by the same power of two (exact; their
        // exponents differ by at most 60 here) so the product cannot
        // overflow or underflow.
        var ay = y.magnitude
        var ax = x.magnitude
        if ax > 0x1p900 || ay > 0x1p900 {
            ax *= 0x1p-600
            ay *= 0x1p-600
        } else if ax < 0x1p-900 || ay < 0x1p-900 {
            ax *= 0x1p600
            ay *= 0x1p600
        }
        let q = ay / ax
        if q < 0x1p-27 {
            zHi = q
        } else {
            let (p, pError) = crossfadeTwoProduct(q, ax)
            let tail = ((ay - p) - pError) / ax
            (zHi, zLo) = crossfadeAtanKernel(q, tail)
        }
    }

    let angle: Double
    if xNegative {
        // π - z, with pi - zHi formed exactly (Knuth's two-sum) so the only
        // rounding is the final one.
        let s = pi - zHi
        let sb = s - pi
        let sError = (pi - (s - sb)) + (-zHi - sb)
        angle = s + (sError + (piLo - zLo))
    } else {
        angle = zHi + zLo
    }
    return yNegative ? -angle : angle
}

extension Double {
    /// The angle of the point (`x`, `self`) from the positive x axis, in
    /// [-π, π]: C's `atan2(self, x)`. See `crossfadeAtan2` for the method,
    /// accuracy and special cases. Bit-identical on every platform.
    @inlinable
    public func arcTangent(x: Double) -> Double { crossfadeAtan2(self, x) }
}
