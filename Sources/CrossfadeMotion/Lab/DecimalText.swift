/// `value` as plain decimal text rounded to at most `fractionDigits` digits after
/// the point, trailing zeros dropped (`646.8781`, `0.5`, `-2`, `1000000`), for
/// code and messages people read. Needs no C library and no float printing, so
/// it is the same text everywhere, WebAssembly included. Magnitudes beyond 1e15
/// are written as `1e15`-style powers; non-finite values as `nan`, `inf`, `-inf`.
public func decimalText(_ value: Double, fractionDigits: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
    let digits = max(0, min(fractionDigits, 9))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let magnitude = abs(value)
    guard magnitude * scale < 9e15 else {
        var exponent = 0, mantissa = magnitude
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        return (value < 0 ? "-" : "") + decimalText(mantissa, fractionDigits: 6) + "e" + String(exponent)
    }
    let scaled = UInt64((magnitude * scale).rounded())
    guard scaled > 0 else { return "0" }
    let whole = scaled / UInt64(scale)
    var fraction = scaled % UInt64(scale)
    var width = digits
    while width > 0, fraction % 10 == 0 { fraction /= 10; width -= 1 }
    var text = value < 0 ? "-" : ""
    text += String(whole)
    if width > 0 {
        let tail = String(fraction)
        text += "." + String(repeating: "0", count: width - tail.count) + tail
    }
    return text
}

/// A number for an error message: up to six decimals.
func shortDecimal(_ value: Double) -> String { decimalText(value, fractionDigits: 6) }
