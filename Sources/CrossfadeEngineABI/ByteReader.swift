import CrossfadeInteractions

/// Reads a message the page wrote for the engine (crossfade.js's `ByteWriter`): the same
/// little-endian form the engine writes. Every read is checked: a message that ends
/// early, a tag the engine does not know or a string that is not UTF-8 throws a
/// `MessageError` that names what was being read and where, and never traps.
public struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    public private(set) var offset = 0

    /// A reader of `bytes` (valid while the reader is used).
    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == bytes.count }

    /// `count` bytes for `what`, or an error saying the message ends early.
    private mutating func take(_ count: Int, _ what: String) throws(MessageError) -> Int {
        guard count <= bytes.count - offset else {
            throw MessageError("the message ends at byte \(bytes.count), in the middle of \(what) (\(count) bytes from byte \(offset))")
        }
        defer { offset += count }
        return offset
    }

    /// One byte.
    public mutating func u8(_ what: String) throws(MessageError) -> UInt8 {
        bytes[try take(1, what)]
    }

    /// A u32, little-endian.
    public mutating func u32(_ what: String) throws(MessageError) -> UInt32 {
        let at = try take(4, what)
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[at + index]) << UInt32(8 * index) }
        return value
    }

    /// A double from its IEEE 754 bit pattern.
    public mutating func f64(_ what: String) throws(MessageError) -> Double {
        let at = try take(8, what)
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[at + index]) << UInt64(8 * index) }
        return Double(bitPattern: bits)
    }

    /// A string: a u32 UTF-8 length, then the bytes (which must be UTF-8).
    public mutating func string(_ what: String) throws(MessageError) -> String {
        let count = Int(try u32("the length of \(what)"))
        let at = try take(count, what)
        let slice = UnsafeRawBufferPointer(rebasing: bytes[at..<(at + count)])
        guard let text = String(validating: slice.bindMemory(to: UInt8.self), as: UTF8.self) else {
            throw MessageError("\(what) is not UTF-8")
        }
        return text
    }

    /// A scalar after its `ValueTag` (a child's state is no scalar).
    public mutating func scalar(_ what: String) throws(MessageError) -> Scalar {
        let tag = try u8("the tag of \(what)")
        switch ValueTag(rawValue: tag) {
        case .number?: return .number(try f64(what))
        case .bool?:
            let flag = try u8(what)
            guard flag <= 1 else { throw MessageError("\(what) is a flag, 0 or 1, not \(flag)") }
            return .bool(flag == 1)
        case .string?: return .string(try string(what))
        case .child?, nil:
            throw MessageError(
                "\(what) has the tag \(tag): a field is a number (\(ValueTag.number.rawValue)), a flag (\(ValueTag.bool.rawValue)) or a string (\(ValueTag.string.rawValue))"
            )
        }
    }

    /// Named scalars: a u32 count, then each name, tag and value; a name given twice is refused.
    public mutating func fields(_ what: String) throws(MessageError) -> [String: Scalar] {
        let count = try u32("the number of \(what)")
        var fields: [String: Scalar] = [:]
        for _ in 0..<count {
            let name = try string("the name of one of \(what)")
            guard fields[name] == nil else { throw MessageError("\(what) name '\(quoted: name)' twice") }
            fields[name] = try scalar("'\(quoted: name)' of \(what)")
        }
        return fields
    }

    /// Throws when bytes are left after what the message holds.
    public func expectEnd(_ what: String) throws(MessageError) {
        guard isAtEnd else { throw MessageError("\(bytes.count - offset) bytes are left after \(what)") }
    }
}

/// A message the page wrote that the engine cannot read: what was wrong, in a sentence.
public struct MessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
