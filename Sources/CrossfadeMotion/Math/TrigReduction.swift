// Argument reduction modulo π/2 for `crossfadeSin` and `crossfadeCos`.
//
// Given a finite x, find an integer n and a remainder y = y0 + y1 (a
// double-double, |y| <= ~π/4) with x = n·(π/2) + y. Only n mod 4 matters to
// the callers. Three regimes:
//   * |x| < 1 647 000 (< 2^20·π/2): Cody–Waite with π/2 split into 33-bit
//     pieces (fdlibm's e_rem_pio2.c scheme and constants);
//   * larger finite |x| (up to 1.8e308): Payne–Hanek, multiplying the
//     53-bit significand by a 192-bit window of the binary expansion of 2/π
//     with exact integer arithmetic (our own formulation, same idea as
//     fdlibm's k_rem_pio2.c but on 64-bit limbs).

/// Reduces `x` (finite, |x| > π/4) modulo π/2: returns n and y0 + y1 with
/// x ≈ n·π/2 + y0 + y1, the pair accurate to far below an ulp of y0.
@usableFromInline
internal func crossfadeReduceHalfPi(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
    if x.magnitude < 1_647_000 {
        return crossfadeReduceHalfPiMedium(x)
    }
    let r = crossfadeReduceHalfPiLarge(x.magnitude)
    return x < 0 ? (-r.n, -r.y0, -r.y1) : r
}

/// Cody–Waite reduction for |x| < 2^20·π/2 (fdlibm's "medium" case).
///
/// n = round(x·2/π) has at most 20 bits and each piece of π/2 at most 33, so
/// every product n·piece is exact. One step leaves ~85 good bits; when the
/// remainder shows heavy cancellation (x close to a multiple of π/2) one or
/// two more steps with the next 33 bits of π/2 bring it to 118 or 151 bits,
/// enough for every double in this range.
@usableFromInline
internal func crossfadeReduceHalfPiMedium(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
    let invPio2 = 6.36619772367581382433e-01  // 0x3FE45F30_6DC9C883, 2/π
    let pio2_1 = 1.57079632673412561417e+00  // 0x3FF921FB_54400000, first 33 bits of π/2
    let pio2_1t = 6.07710050650619224932e-11  // π/2 - pio2_1
    let pio2_2 = 6.07710050630396597660e-11  // 0x3DD0B461_1A600000, next 33 bits
    let pio2_2t = 2.02226624879595063154e-21  // π/2 - (pio2_1 + pio2_2)
    let pio2_3 = 2.02226624871116645580e-21  // 0x3BA3198A_2E000000, next 33 bits
    let pio2_3t = 8.47842766036889956997e-32  // π/2 - (pio2_1 + pio2_2 + pio2_3)

    // Round to nearest integer with the 1.5·2^52 trick (exact for |v| < 2^51,
    // plain IEEE arithmetic, no rounding-mode dependent library call).
    let fn = (x * invPio2 + 0x1.8p52) - 0x1.8p52
    let n = Int(fn)
    var r = x - fn * pio2_1
    var w = fn * pio2_1t
    var y0 = r - w
    let ex = Int((x.bitPattern >> 52) & 0x7FF)
    if ex - Int((y0.bitPattern >> 52) & 0x7FF) > 16 {
        // Lost more than 16 bits to cancellation: second round.
        let t = r
        w = fn * pio2_2
        r = t - w
        w = fn * pio2_2t - ((t - r) - w)
        y0 = r - w
        if ex - Int((y0.bitPattern >> 52) & 0x7FF) > 49 {
            // Third round: good to 151 bits, covers all cases.
            let t = r
            w = fn * pio2_3
            r = t - w
            w = fn * pio2_3t - ((t - r) - w)
            y0 = r - w
        }
    }
    let y1 = (r - y0) - w
    return (n, y0, y1)
}

/// 64-bit words of 2/π in binary, most significant first, preceded by one
/// zero word so that windows may start "before" the binary point.
/// Word i (i >= 1) holds bits 64(i-1)+1 … 64i of 2/π = 0.101000101111…₂.
/// Generated with mpmath at 1400-bit precision (gen_twoOverPi.py). A switch
/// rather than an array: no heap, no lazy global initialisation, so it also
/// works unchanged in Embedded Swift.
@usableFromInline
internal func crossfadeTwoOverPiWord(_ i: Int) -> UInt64 {
    switch i {
    case 1: return 0xA2F9_836E_4E44_1529
    case 2: return 0xFC27_57D1_F534_DDC0
    case 3: return 0xDB62_9599_3C43_9041
    case 4: return 0xFE51_63AB_DEBB_C561
    case 5: return 0xB724_6E3A_424D_D2E0
    case 6: return 0x0649_2EEA_09D1_921C
    case 7: return 0xFE1D_EB1C_B129_A73E
    case 8: return 0xE882_35F5_2EBB_4484
    case 9: return 0xE99C_7026_B45F_7E41
    case 10: return 0x3991_D639_8353_39F4
    case 11: return 0x9C84_5F8B_BDF9_283B
    case 12: return 0x1FF8_97FF_DE05_980F
    case 13: return 0xEF2F_118B_5A0A_6D1F
    case 14: return 0x6D36_7ECF_27CB_09B7
    case 15: return 0x4F46_3F66_9E5F_EA2D
    case 16: return 0x7527_BAC7_EBE5_F17B
    case 17: return 0x3D07_39F7_8A52_92EA
    case 18: return 0x6BFB_5FB1_1F8D_5D08
    case 19: return 0x5603_3046_FC7B_6BAB
    default: return 0
    }
}

/// 64 bits of 2/π starting at bit position `p` of the zero-padded stream
/// (position 0 is the first bit of word 0).
@usableFromInline
internal func crossfadeTwoOverPiBits(at p: Int) -> UInt64 {
    let word = p >> 6
    let shift = UInt64(p & 63)
    let head = crossfadeTwoOverPiWord(word)
    if shift == 0 { return head }
    return (head &<< shift) | (crossfadeTwoOverPiWord(word + 1) &>> (64 - shift))
}

/// Full 64×64 → 128-bit product from 32-bit halves. Written out by hand
/// (instead of `multipliedFullWidth`) so 32-bit targets such as wasm32 do not
/// need a 128-bit multiply helper from a runtime library.
@usableFromInline
internal func crossfadeMultiplyFull(_ a: UInt64, _ b: UInt64) -> (high: UInt64, low: UInt64) {
    let aLo = a & 0xFFFF_FFFF, aHi = a >> 32
    let bLo = b & 0xFFFF_FFFF, bHi = b >> 32
    let ll = aLo &* bLo
    let lh = aLo &* bHi
    let hl = aHi &* bLo
    let hh = aHi &* bHi
    let mid = (ll >> 32) &+ (lh & 0xFFFF_FFFF) &+ (hl & 0xFFFF_FFFF)
    let low = (mid << 32) | (ll & 0xFFFF_FFFF)
    let high = hh &+ (lh >> 32) &+ (hl >> 32) &+ (mid >> 32)
    return (high, low)
}

/// Payne–Hanek reduction for large positive finite `ax` (>= 2^20).
///
/// Write ax = m·2^e with m the 53-bit integer significand, and
/// 2/π = Σ b_i·2^-i. Then ax·2/π = Σ m·b_i·2^(e-i). Terms with i <= e-2 are
/// multiples of 4 and cannot affect n mod 4 or the fraction, so only the
/// 192 bits b_(e-1) … b_(e+190) are used: with W that window read as an
/// integer, ax·2/π ≡ m·W·2^-190 (mod 4). The bits ignored beyond the window
/// contribute less than m·2^-190 < 2^-137, and no double lies closer than
/// about 2^-61 to a multiple of π/2 (in units of π/2), so at least 75
/// correct bits of the fraction remain in the worst case.
@usableFromInline
internal func crossfadeReduceHalfPiLarge(_ ax: Double) -> (n: Int, y0: Double, y1: Double) {
    let pio2Hi = 1.5707963267948966  // 0x3FF921FB_54442D18
    let pio2Lo = 6.123233995736766e-17  // π/2 - pio2Hi

    let bits = ax.bitPattern
    let e = Int(bits >> 52) - 1075
    let m = (bits & 0x000F_FFFF_FFFF_FFFF) | 0x0010_0000_0000_0000

    // Bit b_i sits at stream position i + 63 (one zero word of padding), so
    // the window b_(e-1)… starts at e + 62 (>= 30 for ax >= 2^20).
    let start = e + 62
    let w2 = crossfadeTwoOverPiBits(at: start)
    let w1 = crossfadeTwoOverPiBits(at: start + 64)
    let w0 = crossfadeTwoOverPiBits(at: start + 128)

    // (p2, p1, p0) = m·W mod 2^192.
    let q0 = crossfadeMultiplyFull(m, w0)
    let q1 = crossfadeMultiplyFull(m, w1)
    var p0 = q0.low
    let sum1 = q0.high.addingReportingOverflow(q1.low)
    var p1 = sum1.partialValue
    var p2 = q1.high &+ (m &* w2) &+ (sum1.overflow ? 1 : 0)

    // Top two bits: n mod 4. The remaining 190 bits: the fraction.
    var n = Int(p2 >> 62)
    let fractionMask: UInt64 = (1 << 62) - 1
    p2 &= fractionMask
    var negative = false
    if p2 >> 61 != 0 {
        // Fraction >= 1/2: round n up and use fraction - 1, whose magnitude
        // is the 190-bit two's complement.
        n += 1
        negative = true
        p0 = ~p0
        p1 = ~p1
        p2 = ~p2
        let a0 = p0.addingReportingOverflow(1)
        p0 = a0.partialValue
        if a0.overflow {
            let a1 = p1.addingReportingOverflow(1)
            p1 = a1.partialValue
            if a1.overflow { p2 &+= 1 }
        }
        p2 &= fractionMask
    }

    // Normalise so that the leading one is bit 63 of p2; count the shift.
    var shift = 0
    while p2 == 0 {
        if p1 == 0 && p0 == 0 { return (n & 3, 0, 0) }  // cannot happen for doubles
        p2 = p1
        p1 = p0
        p0 = 0
        shift += 64
    }
    let lz = p2.leadingZeroBitCount
    if lz > 0 {
        p2 = (p2 << UInt64(lz)) | (p1 >> UInt64(64 - lz))
        p1 = (p1 << UInt64(lz)) | (p0 >> UInt64(64 - lz))
    }
    shift += lz

    // fraction = (p2 + p1·2^-64)·2^(-62-shift); turn it into a double-double.
    let hiInt = p2 >> 11  // 53 bits, exact
    let loInt = ((p2 & 0x7FF) << 53) | (p1 >> 11)  // next 64 bits, rounded once
    let fHi = Double(hiInt) * crossfadePowerOfTwo(-51 - shift)
    let fLo = Double(loInt) * crossfadePowerOfTwo(-115 - shift)

    // y = (fHi + fLo)·(pio2Hi + pio2Lo), with fHi·pio2Hi formed exactly
    // (Dekker's product, plain arithmetic, no fused multiply-add).
    let (product, productError) = crossfadeTwoProduct(fHi, pio2Hi)
    let tail = productError + (fHi * pio2Lo + fLo * pio2Hi)
    var y0 = product + tail
    var y1 = tail - (y0 - product)
    if negative {
        y0 = -y0
        y1 = -y1
    }
    return (n & 3, y0, y1)
}
