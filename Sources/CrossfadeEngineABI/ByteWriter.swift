/// A growing little-endian byte buffer: the compact form the page reads without
/// parsing any text (`DataView` getters in engine.js).
public struct ByteWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 4_096) { bytes.reserveCapacity(capacity) }

    /// Empties the buffer, keeping its storage (no allocation in steady state).
    public mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    public mutating func u8(_ value: UInt8) { bytes.append(value) }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

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

    /// Replaces the byte at `offset`.
    /// `value`'s UTF-8 bytes, without a length.
    public mutating func raw(_ value: String) { bytes.append(contentsOf: value.utf8) }

    mutating func overwrite(_ value: UInt8, at offset: Int) { bytes[offset] = value }
}
