// Natural exponential, e^x.

/// e raised to the power `x`, computed deterministically in pure Swift.
///
/// Method (after fdlibm's e_exp.c, Sun Microsystems, freely distributable):
/// 1. Argument reduction: write x = k·ln2 + r with k an integer and
///    |r| <= ln2/2. ln2 is split into `ln2Hi` (32 significant bits, so
///    k·ln2Hi is exact for every k that can occur) and `ln2Lo`, giving
///    r = hi - lo with hi = x - k·ln2Hi exactly and lo = k·ln2Lo.
/// 2. e^r is evaluated through the rational form
///        c(r) = r - r²·(P1 + r²·(P2 + … + r²·P5)),
///        e^r  = 1 + r + r·c/(2 - c),
///    where P1…P5 are fdlibm's Remez (minimax) coefficients for
///    r·(e^r + 1)/(e^r - 1) on [0, 0.347], error below 2^-59.
/// 3. The result is scaled by 2^k with exact bit arithmetic (two steps when
///    the result is subnormal, so only one rounding happens there).
///
/// Accuracy: below 1 ulp (fdlibm's bound); within 1 ulp of glibc in testing.
///
/// Special cases: exp(NaN) = NaN, exp(+inf) = +inf, exp(-inf) = +0,
/// exp(±0) = 1, exp(x) = +inf for x > 709.782712893384 (overflow) and +0 for
/// x < -745.1332191019411 (underflow).
@inlinable
internal func crossfadeExp(_ x: Double) -> Double {
    let ln2Hi = 6.93147180369123816490e-01  // 0x3FE62E42_FEE00000
    let ln2Lo = 1.90821492927058770002e-10  // 0x3DEA39EF_35793C76
    let invLn2 = 1.44269504088896338700e+00  // 0x3FF71547_652B82FE
    let p1 = 1.66666666666666019037e-01
    let p2 = -2.77777777770155933842e-03
    let p3 = 6.61375632143793436117e-05
    let p4 = -1.65339022054652515390e-06
    let p5 = 4.13813679705723846039e-08
    let overflowThreshold = 7.09782712893383973096e+02  // ln(greatestFiniteMagnitude)
    let underflowThreshold = -7.45133219101941108420e+02  // ln(2^-1075)

    if x.isNaN { return x + x }
    if x > overflowThreshold { return .infinity }  // also catches +inf
    if x < underflowThreshold { return 0 }  // also catches -inf

    let ax = x.magnitude
    var hi = x
    var lo = 0.0
    var k = 0
    if ax > 0.5 * 0.6931471805599453 {
        if ax < 1.5 * 0.6931471805599453 {
            // Only k = ±1 is possible; avoids the multiply-and-truncate below.
            k = x > 0 ? 1 : -1
        } else {
            // Round x/ln2 to nearest (ties away); the conversion truncates.
            k = Int(invLn2 * x + (x < 0 ? -0.5 : 0.5))
        }
        let kd = Double(k)
        hi = x - kd * ln2Hi  // exact: k·ln2Hi has at most 43 bits and is close to x
        lo = kd * ln2Lo
    } else if ax < 0x1p-28 {
        // e^x = 1 + x to within half an ulp.
        return 1 + x
    }
    let r = hi - lo

    // c is the minimax rational remainder; see the doc comment.
    let r2 = r * r
    let c = r - r2 * (p1 + r2 * (p2 + r2 * (p3 + r2 * (p4 + r2 * p5))))
    if k == 0 {
        return 1 - ((r * c) / (c - 2) - r)
    }
    // Keeping hi and lo apart here recovers the bits lost in r = hi - lo.
    let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
    return crossfadeScale(y, k)
}

extension Double {
    /// e raised to the power `self`; see `crossfadeExp` for the method,
    /// accuracy and special cases. Bit-identical on every platform.
    @inlinable
    public var exponential: Double { crossfadeExp(self) }
}
