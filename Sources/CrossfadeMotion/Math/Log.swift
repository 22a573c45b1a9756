// Natural logarithm, ln x.

/// The natural logarithm of `x`, computed deterministically in pure Swift.
///
/// Method (after fdlibm's e_log.c, Sun Microsystems, freely distributable):
/// 1. Decompose x = 2^k·(1 + f) with 1 + f in [√2/2, √2), using the bit
///    pattern directly (subnormals are first scaled by 2^54).
/// 2. With s = f/(2 + f), ln(1 + f) = 2·atanh(s) = 2s + 2s³/3 + 2s⁵/5 + …
///    The tail R(z) ≈ z·(Lg1 + z·(Lg2 + … + z·Lg7)), z = s², is a degree-14
///    (in s) Remez polynomial from fdlibm, error below 2^-58.45 on
///    [0, 0.1716]; it is evaluated as two interleaved halves for speed.
/// 3. ln(1 + f) = f - (hfsq - s·(hfsq + R)) with hfsq = f²/2, which keeps the
///    leading terms exact, then ln x = k·ln2Hi + (that + k·ln2Lo), where
///    ln2Hi has trailing zeros so k·ln2Hi is exact.
///
/// Accuracy: below 1 ulp (fdlibm's bound); within 1 ulp of glibc in testing.
///
/// Special cases: ln(NaN) = NaN, ln(x < 0) = NaN (including -inf),
/// ln(±0) = -inf, ln(+inf) = +inf, ln(1) = +0.
@inlinable
internal func crossfadeLog(_ x: Double) -> Double {
    let ln2Hi = 6.93147180369123816490e-01  // 0x3FE62E42_FEE00000
    let ln2Lo = 1.90821492927058770002e-10  // 0x3DEA39EF_35793C76
    let lg1 = 6.666666666666735130e-01
    let lg2 = 3.999999999940941908e-01
    let lg3 = 2.857142874366239149e-01
    let lg4 = 2.222219843214978396e-01
    let lg5 = 1.818357216161805012e-01
    let lg6 = 1.531383769920937332e-01
    let lg7 = 1.479819860511658591e-01

    var bits = x.bitPattern
    var k = 0
    if bits >= 0x7FF0_0000_0000_0000 || bits < 0x0010_0000_0000_0000 {
        // Negative, zero, subnormal, infinite or NaN.
        if x.isNaN { return x + x }
        if x == 0 { return -.infinity }
        if x < 0 { return .nan }
        if x == .infinity { return x }
        // Positive subnormal: scale into the normal range.
        bits = (x * 0x1p54).bitPattern
        k = -54
    }

    // x = 2^k · m with m in [1, 2); fold m into [√2/2, √2).
    let mantissa = bits & 0x000F_FFFF_FFFF_FFFF
    k += Int(bits >> 52) - 1023
    var mBits = mantissa | 0x3FF0_0000_0000_0000
    if mantissa >= 0x0006_A09E_667F_3BCD {  // m >= √2
        mBits = mantissa | 0x3FE0_0000_0000_0000
        k += 1
    }
    let f = Double(bitPattern: mBits) - 1  // exact
    if f == 0 && k == 0 { return 0 }

    let hfsq = 0.5 * f * f
    let s = f / (2 + f)
    let z = s * s
    let w = z * z
    // Even and odd halves of the Remez polynomial, evaluated independently.
    let t1 = w * (lg2 + w * (lg4 + w * lg6))
    let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
    let r = t2 + t1
    let dk = Double(k)
    return s * (hfsq + r) + dk * ln2Lo - hfsq + f + dk * ln2Hi
}

extension Double {
    /// The natural logarithm of `self`; see `crossfadeLog` for the method,
    /// accuracy and special cases. Bit-identical on every platform.
    @inlinable
    public var naturalLogarithm: Double { crossfadeLog(self) }
}
