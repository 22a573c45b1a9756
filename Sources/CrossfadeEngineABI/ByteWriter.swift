import CrossfadeInteractions

/// A growing little-endian byte buffer: every byte the engine hands the page (read by
/// crossfade.js's `bytes.js`, without parsing any text), and the messages a native
/// host or test writes for the engine as the page does.
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 4_096) { bytes.reserveCapacity(capacity) }

    /// Empties the buffer, keeping its storage (no allocation in steady state).
    public mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    /// One byte.
    public mutating func u8(_ value: UInt8) { bytes.append(value) }

    /// A flag: 1 or 0.
    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A u32, little-endian.
    public mutating func u32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    /// A double, as its IEEE 754 bit pattern: exact, so hosts see the same bits.
    public mutating func f64(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// A string: its UTF-8 length (u32), then the bytes.
    public mutating func string(_ value: String) {
        u32(UInt32(truncatingIfNeeded: value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// `value`'s UTF-8 bytes, without a length (a whole output of text: a reason, a recording).
    public mutating func raw(_ value: String) { bytes.append(contentsOf: value.utf8) }

    /// Named scalars, in the order given: a u32 count, then each name, its `ValueTag` and its value.
    public mutating func fields(_ fields: [(String, Scalar)]) {
        u32(UInt32(truncatingIfNeeded: fields.count))
        for (name, value) in fields {
            string(name)
            scalar(value)
        }
    }

    /// A scalar after its tag.
    public mutating func scalar(_ value: Scalar) {
        switch value {
        case .number(let number):
            u8(ValueTag.number.rawValue)
            f64(number)
        case .bool(let flag):
            u8(ValueTag.bool.rawValue)
            bool(flag)
        case .string(let text):
            u8(ValueTag.string.rawValue)
            string(text)
        }
    }
}
