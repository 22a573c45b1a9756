// Power function, x^y.

/// How a finite or infinite `y` relates to the integers: 0 = not an
/// integer, 1 = odd integer, 2 = even integer. Infinities count as even.
@usableFromInline
internal func crossfadeIntegerKind(_ y: Double) -> Int {
    let bits = y.bitPattern
    let e = Int((bits >> 52) & 0x7FF) - 1023
    if e < 0 { return y == 0 ? 2 : 0 }  // 0 < |y| < 1 is never an integer
    if e >= 52 { return e == 52 ? 2 - Int(bits & 1) : 2 }  // all >= 2^53 are even
    let fractionBits = UInt64(52 - e)
    if bits & ((1 << fractionBits) - 1) != 0 { return 0 }
    // The units bit sits just above the fraction (for e = 0 it is the lowest
    // exponent bit, which is 1 for 1023).
    return (bits >> fractionBits) & 1 == 1 ? 1 : 2
}

/// `x` raised to the power `y`, computed deterministically in pure Swift.
///
/// Method (after fdlibm's e_pow.c, Sun Microsystems, freely distributable):
/// 1. log2|x| is computed in two pieces t1 + t2 (t1 with only 21
///    significant bits) to about 2^-64 relative: |x| = 2^n·m with
///    m in [√3/2, √3), split at √(3/2) against b = 1 or 3/2, then
///    s = (m - b)/(m + b) in two pieces s_h + s_l and, from
///    ln(m/b) = 2·atanh(s) = 2s + 2s³/3 + 2s⁵/5 + …,
///    log2 m = log2 b + (2/(3 ln 2))·(3s + s³ + s⁵·R(s²)) with R a degree-5
///    polynomial in s² (fdlibm's minimax coefficients L1…L6). The leading
///    3s + s³ and the constants are carried as 21-bit high parts plus
///    tails, so every product of high parts is exact. When 2^31 < |y| and |x - 1| <= 2^-20 a short
///    Taylor series of log2(1 + t) is used instead.
/// 2. y·log2|x| = p_h + p_l exactly enough: y is split the same way, and the
///    sum is checked against the overflow (1024) and underflow (-1075) limits
///    in extended precision before rounding.
/// 3. 2^(p_h + p_l) = 2^k·e^(r·ln2) with |r| <= 1/2 and the same rational
///    exp kernel as `crossfadeExp`, keeping r·ln2 as z + w in two pieces.
///
/// Accuracy: below 1 ulp ("nearly rounded" in fdlibm's words); integer
/// powers of integers are exact whenever the result is representable.
/// `y = ±1, 2` are handled directly and correctly rounded. (`y = 1/2` is not
/// routed to `squareRoot()`: on x86-64 Linux that lowers to `sqrtsd` plus a
/// fallback call to libm's `sqrt`, a C dependency we avoid.)
///
/// Special cases (C99 Annex F, as C's pow):
/// * pow(x, ±0) = 1 for any x, even NaN; pow(+1, y) = 1 for any y, even NaN;
/// * otherwise NaN in x or y gives NaN;
/// * pow(-1, ±inf) = 1; pow(x, -inf) = +inf for |x| < 1 and +0 for |x| > 1;
///   pow(x, +inf) = +0 for |x| < 1 and +inf for |x| > 1;
/// * pow(±0, y < 0) = ±inf for odd integer y, +inf otherwise;
///   pow(±0, y > 0) = ±0 for odd integer y, +0 otherwise;
/// * pow(-inf, y) = -0 / +0 for y < 0 (odd integer / otherwise) and
///   -inf / +inf for y > 0; pow(+inf, y) = +0 for y < 0, +inf for y > 0;
/// * pow(x < 0 finite, y finite non-integer) = NaN;
/// * pow(x < 0, integer y) = ±pow(|x|, y), negative for odd y;
/// * overflow gives ±inf and underflow ±0 (sign as above).
@usableFromInline
internal func crossfadePow(_ x: Double, _ y: Double) -> Double {
    // --- Special values --------------------------------------------------
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return x + y }

    let yKind = crossfadeIntegerKind(y)
    if y.isInfinite {
        if x == -1 { return 1 }
        let xBelowOne = x.magnitude < 1
        return (y > 0) == xBelowOne ? 0 : .infinity
    }
    if x == 0 {
        // Keeps the sign of x only for odd integer exponents.
        if y > 0 { return yKind == 1 ? x : 0 }
        return yKind == 1 ? 1 / x : .infinity
    }
    if x.isInfinite {
        let negativeOdd = x < 0 && yKind == 1
        if y > 0 { return negativeOdd ? -.infinity : .infinity }
        return negativeOdd ? -0.0 : 0
    }
    if x < 0 && yKind == 0 { return .nan }  // (-finite)^(non-integer)
    if x == -1 { return yKind == 1 ? -1 : 1 }

    // Cheap exact-rounding cases.
    if y == 1 { return x }
    if y == -1 { return 1 / x }
    if y == 2 { return x * x }

    // Sign of the result: negative only for a negative base and odd y.
    let sign: Double = (x < 0 && yKind == 1) ? -1 : 1
    let ax = x.magnitude
    let axHigh = crossfadeHighWord(ax)

    // --- log2|x| = t1 + t2 ----------------------------------------------
    let t1: Double
    let t2: Double
    if y.magnitude > 0x1p31 {
        // |y| is huge: unless x is within 2^-20 of 1 the result over- or
        // underflows (every such y is an even integer beyond 2^53).
        if y.magnitude > 0x1p64 {
            return (ax < 1) == (y < 0) ? .infinity : 0
        }
        if axHigh < 0x3FEF_FFFF { return y < 0 ? sign * .infinity : sign * 0 }
        if axHigh > 0x3FF0_0000 { return y > 0 ? sign * .infinity : sign * 0 }
        // |x - 1| <= 2^-20: log2(1 + t) = (t - t²/2 + t³/3 - t⁴/4)/ln 2.
        let invLn2 = 1.44269504088896338700e+00  // 1/ln2
        let invLn2Hi = 1.44269502162933349609e+00  // 1/ln2 to 24 bits
        let invLn2Lo = 1.92596299112661746887e-08  // 1/ln2 - invLn2Hi
        let t = ax - 1  // exact, at most 33 significant bits
        let w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
        let u = invLn2Hi * t
        let v = t * invLn2Lo - w * invLn2
        t1 = crossfadeClearingLowWord(u + v)
        t2 = v - (t1 - u)
    } else {
        // Minimax coefficients of R(s²) ≈ (3/2)·(ln(m/b) - 2s - 2s³/3)/s⁵.
        let l1 = 5.99999999999994648725e-01
        let l2 = 4.28571428578550184252e-01
        let l3 = 3.33333329818377432918e-01
        let l4 = 2.72728123808534006489e-01
        let l5 = 2.30660745775561754067e-01
        let l6 = 2.06975017800338417784e-01
        let cp = 9.61796693925975554329e-01  // 2/(3 ln2)
        let cpHi = 9.61796700954437255859e-01  // cp to 24 bits
        let cpLo = -7.02846165095275826516e-09  // cp - cpHi

        // |x| = 2^n · m with m in [1, 2); subnormals scaled up first.
        var n = 0
        var bits = ax.bitPattern
        if bits < 0x0010_0000_0000_0000 {
            bits = (ax * 0x1p53).bitPattern
            n = -53
        }
        n += Int(bits >> 52) - 1023
        let m1 = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        // Pick b = 1 or 3/2 so that |m - b|/(m + b) stays small; for m >= √3
        // use m/2 against b = 1 instead. Written as selects rather than
        // branches: the interval is unpredictable for varied inputs.
        let highMantissa = UInt32(truncatingIfNeeded: bits >> 32) & 0x000F_FFFF
        let aboveRootThree = highMantissa >= 0xBB67A  // m >= √3
        let useThreeHalves = !aboveRootThree && highMantissa > 0x3988E  // √(3/2) < m < √3
        n += aboveRootThree ? 1 : 0
        let m = aboveRootThree ? m1 * 0.5 : m1  // exact
        let b = useThreeHalves ? 1.5 : 1.0
        let log2bHi = useThreeHalves ? 5.84962487220764160156e-01 : 0  // log2(3/2), 24 bits
        let log2bLo = useThreeHalves ? 1.35003920212974897128e-08 : 0  // remainder

        // s = (m - b)/(m + b) = sHi + sLo, sHi with 21 bits.
        let u = m - b  // exact
        let v = 1 / (m + b)
        let s = u * v
        let sHi = crossfadeClearingLowWord(s)
        // m + b = tHi + tLo exactly (tHi has 21 bits, the rest fits in tLo).
        var tHi = crossfadeClearingLowWord(m + b)
        var tLo = m - (tHi - b)
        let sLo = v * ((u - sHi * tHi) - sHi * tLo)

        // log m = 2s + 2s³/3 + r, scaled by 3/2: 3s + s³ + (3/2)r.
        var s2 = s * s
        var r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))))
        r += sLo * (sHi + s)
        s2 = sHi * sHi
        tHi = crossfadeClearingLowWord(3 + s2 + r)
        tLo = r - ((tHi - 3) - s2)
        // (3 + s² + …)·s in two pieces.
        let pu = sHi * tHi
        let pv = sLo * tHi + tLo * s
        let pHi = crossfadeClearingLowWord(pu + pv)
        let pLo = pv - (pHi - pu)
        // Times 2/(3 ln2) gives log2(m/b).
        let zHi = cpHi * pHi
        let zLo = cpLo * pHi + pLo * cp + log2bLo
        // log2|x| = n + log2 b + zHi + zLo.
        let nd = Double(n)
        t1 = crossfadeClearingLowWord(((zHi + zLo) + log2bHi) + nd)
        t2 = zLo - (((t1 - nd) - log2bHi) - zHi)
    }

    // --- y·log2|x| = pHi + pLo -----------------------------------------
    let yHi = crossfadeClearingLowWord(y)
    let pLo = (y - yHi) * t1 + y * t2
    var pHi = yHi * t1  // exact: 21 × 21 bits
    let z = pLo + pHi

    // Overflow / underflow, decided with the low part when z is on the edge.
    let overflowSlack = 8.0085662595372944372e-17  // -(1024 - log2(max + ulp/2))
    if z >= 1024 {
        if z > 1024 || pLo + overflowSlack > z - pHi { return sign * .infinity }
    } else if z <= -1075 {
        if z < -1075 || pLo <= z - pHi { return sign * 0 }
    }

    // --- 2^(pHi + pLo) = 2^k · 2^(remainder) -----------------------------
    // k = z rounded to nearest (ties away from zero); pHi - k is exact.
    // (fdlibm skips this for |z| <= 1/2, where k is 0 anyway, except at
    // |z| within 2^-54 of 1/2, where either choice leaves |remainder| <= 1/2.)
    let kMagnitude = Int(z.magnitude + 0.5)
    let k = z < 0 ? -kMagnitude : kMagnitude
    pHi -= Double(k)
    let ln2 = 6.93147180559945286227e-01
    let ln2Hi = 6.93147182464599609375e-01  // ln2 to 24 bits
    let ln2Lo = -1.90465429995776804525e-09  // ln2 - ln2Hi
    let p1 = 1.66666666666666019037e-01
    let p2 = -2.77777777770155933842e-03
    let p3 = 6.61375632143793436117e-05
    let p4 = -1.65339022054652515390e-06
    let p5 = 4.13813679705723846039e-08

    // (remainder)·ln2 = zz + ww with zz carrying the leading bits.
    let t = crossfadeClearingLowWord(pLo + pHi)
    let u = t * ln2Hi
    let v = (pLo - (t - pHi)) * ln2 + t * ln2Lo
    let zz = u + v
    let ww = v - (zz - u)
    // e^(zz + ww) with exp's rational kernel.
    let zz2 = zz * zz
    let c = zz - zz2 * (p1 + zz2 * (p2 + zz2 * (p3 + zz2 * (p4 + zz2 * p5))))
    let r = (zz * c) / (c - 2) - (ww + zz * ww)
    let e = 1 - (r - zz)
    return sign * crossfadeScale(e, k)
}

extension Double {
    /// `self` raised to the power `exponent`, as C's `pow(self, exponent)`;
    /// see `crossfadePow` for the method, accuracy and special cases.
    /// Bit-identical on every platform.
    public func raised(to exponent: Double) -> Double {
        crossfadePow(self, exponent)
    }
}
