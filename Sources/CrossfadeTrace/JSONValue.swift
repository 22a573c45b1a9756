import CrossfadeMotion

/// A JSON value with objects that keep their key order, and a strict parser
/// whose errors say where (line and column) and what. Traces, replay output and
/// Studio messages all go through it, so malformed input never reaches a model.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The member `key` of an object (nil for other kinds or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The kind, as error messages name it.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON syntax error with its position.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
}

extension JSONValue {
    /// Parses `text` strictly (RFC 8259): no trailing commas, comments, NaN or
    /// Infinity, no duplicate keys; numbers must be finite; nesting is limited to
    /// `maximumDepth`. Linear in the length of the text.
    public static func parse(_ text: String, maximumDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, JSONParseError> = text.withUTF8 { bytes in
            Result { () throws(JSONParseError) -> JSONValue in
                var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
                let value = try parser.parseValue(depth: 0)
                try parser.expectEnd()
                return value
            }
        }
        return try result.get()
    }
}

/// A strict, linear JSON parser over UTF-8 bytes. `parseValue` builds values;
/// the member and element primitives let a decoder stream a large document
/// (a trace's events) without building the whole tree.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// An error at the current position (line and column counted in bytes, from 1).
    func error(_ reason: String) -> JSONParseError {
        var line = 1, column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[..<min(index, bytes.count)]) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return JSONParseError(line: line, column: column, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Nothing but white space may follow the value.
    mutating func expectEnd() throws(JSONParseError) {
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the value") }
    }

    /// The next byte that is not white space, without consuming it.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        guard let byte = peek() else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw error(
                byte < 0x80 && byte >= 0x20
                    ? "unexpected character '\(Character(Unicode.Scalar(byte)))'" : "unexpected byte 0x\(String(byte, radix: 16))")
        }
    }

    mutating func expect(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw error("expected '\(word)'") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw error("expected '\(word)'") }
        index += count
    }

    // MARK: Objects and arrays, as primitives a decoder can stream with

    /// Consumes `{`.
    mutating func beginObject() throws(JSONParseError) {
        guard peek() == UInt8(ascii: "{") else { throw error("expected '{'") }
        index += 1
    }

    /// The next member's key (its ':' consumed), or nil at the closing `}`
    /// (consumed). `first` says whether a member may follow without a ','.
    mutating func nextMember(first: Bool) throws(JSONParseError) -> String? {
        guard let byte = peek() else { throw error("unexpected end of input in an object") }
        if byte == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if !first {
            guard byte == UInt8(ascii: ",") else { throw error("expected ',' or '}' in an object") }
            index += 1
        }
        guard peek() == UInt8(ascii: "\"") else {
            throw error(peek() == nil ? "unexpected end of input in an object" : "expected a quoted key")
        }
        let key = try parseString()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after key '\(truncatedKey(key))'") }
        index += 1
        return key
    }

    /// Consumes `[`.
    mutating func beginArray() throws(JSONParseError) {
        guard peek() == UInt8(ascii: "[") else { throw error("expected '['") }
        index += 1
    }

    /// Whether another element follows (consuming the ',' before it), or the
    /// array ends (consuming the `]`).
    mutating func nextElement(first: Bool) throws(JSONParseError) -> Bool {
        guard let byte = peek() else { throw error("unexpected end of input in an array") }
        if byte == UInt8(ascii: "]") {
            index += 1
            return false
        }
        if first { return true }
        guard byte == UInt8(ascii: ",") else { throw error("expected ',' or ']' in an array") }
        index += 1
        return true
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        try beginObject()
        var members: [(String, JSONValue)] = []
        var keys: Set<String>?  // only for large objects: duplicate checks stay linear
        var first = true
        while let key = try nextMember(first: first) {
            first = false
            if members.count >= 16, keys == nil { keys = Set(members.map { $0.0 }) }
            let duplicate = keys.map { $0.contains(key) } ?? members.contains { $0.0 == key }
            if duplicate { throw error("duplicate key '\(truncatedKey(key))'") }
            keys?.insert(key)
            members.append((key, try parseValue(depth: depth + 1)))
        }
        return .object(members)
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        try beginArray()
        var values: [JSONValue] = []
        var first = true
        while try nextElement(first: first) {
            first = false
            values.append(try parseValue(depth: depth + 1))
        }
        return .array(values)
    }

    /// A key as an error message quotes it: cut to 60 bytes, line breaks as spaces
    /// (a key may hold escaped ones), so the message stays one line.
    private func truncatedKey(_ key: String) -> String {
        let cut = key.utf8.count <= 60 ? key : String(decoding: Array(key.utf8.prefix(57)), as: UTF8.self) + "…"
        return String(cut.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    // MARK: Strings

    /// A string, its quotes consumed. Runs without escapes are taken whole.
    mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // the opening quote
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(index - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw error("control character in a string")
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        guard index < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): buffer.append(contentsOf: Array(String(try parseUnicodeEscape()).utf8))
        default:
            throw error(escape < 0x80 && escape >= 0x20 ? "invalid escape '\\\(Character(Unicode.Scalar(escape)))'" : "invalid escape")
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800...0xDBFF).contains(first) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error("unpaired surrogate")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate") }
        return scalar
    }

    // MARK: Numbers

    /// A number: exact by Clinger's fast path (a mantissa below 2^53 times or
    /// over an exact power of ten up to 10^22 is one correctly rounded operation),
    /// the standard library's conversion otherwise.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Up to 19 significant digits are gathered exactly; any non-zero digit
        // beyond them sends the number to the slow, exact path.
        var mantissa: UInt64 = 0
        var digits = 0, exponent = 0
        var truncated = false
        let integerStart = index
        while index < bytes.count, let digit = decimalDigit(bytes[index]) {
            if digits < 19 {
                mantissa = mantissa * 10 + digit
                if mantissa > 0 { digits += 1 }
            } else {
                exponent += 1
                truncated = truncated || digit != 0
            }
            index += 1
        }
        guard index > integerStart else { throw error("expected digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw error("leading zero in a number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, let digit = decimalDigit(bytes[index]) {
                if digits < 19 {
                    mantissa = mantissa * 10 + digit
                    exponent -= 1
                    if mantissa > 0 { digits += 1 }
                } else {
                    truncated = truncated || digit != 0
                }
                index += 1
            }
            guard index > fractionStart else { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < bytes.count, let digit = decimalDigit(bytes[index]) {
                if written < 100_000 { written = written * 10 + Int(digit) }
                index += 1
            }
            guard index > exponentStart else { throw error("expected digits in the exponent") }
            exponent += exponentNegative ? -written : written
        }
        if !truncated, let exact = exactDecimal(mantissa: mantissa, exponent: exponent, negative: negative) { return exact }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.utf8.count <= 40 ? text : String(text.prefix(37)) + "…"
            index = start
            throw error("number \(shown) is out of range")
        }
        return value
    }

    private func decimalDigit(_ byte: UInt8) -> UInt64? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? UInt64(byte - UInt8(ascii: "0")) : nil
    }
}
