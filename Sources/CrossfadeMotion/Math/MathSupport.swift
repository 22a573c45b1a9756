// Bit-level helpers shared by the elementary functions in this folder.
//
// Everything here is exact IEEE 754 arithmetic or pure bit manipulation, so the
// results are identical on every platform Swift targets (including Embedded
// Swift on wasm32). Nothing here calls into a C math library.

/// 2^k as a `Double`, built directly from its bit pattern.
///
/// - Precondition: `-1022 <= k <= 1023` (normal range); no checks are made.
@inlinable @inline(__always)
internal func crossfadePowerOfTwo(_ k: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: k + 1023) << 52)
}

/// `x * 2^k` for `x` in roughly [0.5, 2] and `k` in [-1080, 1025], rounded
/// once: values that end up subnormal are scaled in two steps so that only
/// the final multiplication rounds.
@inlinable
internal func crossfadeScale(_ x: Double, _ k: Int) -> Double {
    if k > 1023 {
        // 2^1024 is not a double; split the factor. Overflows to inf when it must.
        return x * 0x1p1023 * crossfadePowerOfTwo(k - 1023)
    }
    if k < -1021 {
        // The result may be subnormal: the first product is exact, the second
        // rounds exactly once.
        return x * crossfadePowerOfTwo(k + 1000) * 0x1p-1000
    }
    return x * crossfadePowerOfTwo(k)
}

/// The upper 32 bits of the IEEE 754 representation (sign, exponent and the
/// top 20 mantissa bits), the "high word" that fdlibm's range tests use.
@inlinable @inline(__always)
internal func crossfadeHighWord(_ x: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: x.bitPattern >> 32)
}

/// `x` with its lower 32 mantissa bits cleared, leaving at most 21 significant
/// bits. Products of two such numbers are exact, which is what the
/// extra-precision steps in `crossfadePow` rely on.
@inlinable @inline(__always)
internal func crossfadeClearingLowWord(_ x: Double) -> Double {
    Double(bitPattern: x.bitPattern & 0xFFFF_FFFF_0000_0000)
}

/// The exact product a·b as an unevaluated sum `product + error`
/// (Dekker's algorithm with Veltkamp splitting; plain IEEE arithmetic, no
/// fused multiply-add, so it is portable to targets without an fma
/// instruction). Exact when |a|, |b| < 2^995 and the error term does not
/// underflow (|a·b| >= 2^-969).
@inlinable
internal func crossfadeTwoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    let ca = 134_217_729.0 * a  // 2^27 + 1
    let aHi = ca - (ca - a)
    let aLo = a - aHi
    let cb = 134_217_729.0 * b
    let bHi = cb - (cb - b)
    let bLo = b - bHi
    let error = ((aHi * bHi - product) + aHi * bLo + aLo * bHi) + aLo * bLo
    return (product, error)
}
