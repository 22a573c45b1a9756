/// The double nearest `mantissa` × 10^`exponent`, exactly, when that takes one
/// correctly rounded operation: a mantissa below 2^53 (so it converts exactly)
/// and a power of ten up to 10^22 (which is exact too) — Clinger's fast path
/// ("How to Read Floating Point Numbers Accurately", 1990). Nil otherwise.
///
/// The engine reads decimals with this alone, never with the C library's strtod,
/// so text like an LRC time gives the same bits on every platform.
@inlinable
public func exactDecimal(mantissa: UInt64, exponent: Int, negative: Bool) -> Double? {
    guard mantissa < (1 << 53), exponent >= -22, exponent <= 22 else { return nil }
    var power = 1.0
    for _ in 0..<abs(exponent) { power *= 10 }  // exact: every 10^k, k ≤ 22, is a double
    let magnitude = exponent >= 0 ? Double(mantissa) * power : Double(mantissa) / power
    return negative ? -magnitude : magnitude
}

/// A plain decimal — an optional sign, digits, at most one '.', no exponent — read
/// exactly (see `exactDecimal`), or nil when it is not one or has more than 15
/// significant digits.
public func parseDecimal(_ text: Substring) -> Double? {
    var mantissa: UInt64 = 0, exponent = 0, digits = 0
    var negative = false, sawPoint = false, sawDigit = false
    var index = text.startIndex
    if index < text.endIndex, text[index] == "-" || text[index] == "+" {
        negative = text[index] == "-"
        index = text.index(after: index)
    }
    while index < text.endIndex {
        let character = text[index]
        if character == "." {
            guard !sawPoint else { return nil }
            sawPoint = true
        } else if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 {
            // (ASCII digits read by their code: Unicode's number tables stay out of the page's module.)
            let digit = Int(ascii - 0x30)
            sawDigit = true
            if mantissa > 0 || digit > 0 { digits += 1 }
            guard digits <= 15 else { return nil }
            mantissa = mantissa * 10 + UInt64(digit)
            if sawPoint { exponent -= 1 }
        } else {
            return nil
        }
        index = text.index(after: index)
    }
    return sawDigit ? exactDecimal(mantissa: mantissa, exponent: exponent, negative: negative) : nil
}
