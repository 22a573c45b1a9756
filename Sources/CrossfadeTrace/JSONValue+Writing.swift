extension JSONValue {
    /// Compact JSON text, keys in their given order. Numbers are written with
    /// `formatNumber` (rounded to 1e-6, integral values without a fraction).
    public var serialized: String {
        var output = ""
        write(to: &output, exact: false)
        return output
    }

    /// Compact JSON text with every number exact (the shortest text that reads back
    /// to the same Double): for traces, which must replay bit for bit.
    public var exactSerialized: String {
        var output = ""
        write(to: &output, exact: true)
        return output
    }

    func write(to output: inout String, exact: Bool) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += exact ? exactNumber(value) : formatNumber(value)
        case .string(let value): writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output, exact: exact)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                writeString(key, to: &output)
                output += ":"
                value.write(to: &output, exact: exact)
            }
            output += "}"
        }
    }
}

/// A number for JSON output: rounded to 1e-6; integral values without a
/// fraction; −0 as 0. Beyond ±1e15 (where a millionth is below the number's own
/// precision) the shortest exact form. It can never print a non-finite value:
/// one (which the engine's invariants keep from ever arising) is written as null.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    guard abs(value) < 1e15 else { return exactNumber(value) }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return "\(rounded)"
}

/// A number exactly: integral values without a fraction, others in Swift's
/// shortest round-trip form (valid JSON, e.g. `1e+305`); non-finite numbers as null.
public func exactNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
    return "\(value)"
}

func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case let c where c.value < 0x20:
            let hex = String(c.value, radix: 16)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
    }
    output += "\""
}
