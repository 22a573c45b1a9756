/// A scalar value of the kinds JSON has: what options, action fields and state
/// summaries hold. One type for all three, so a value read from a trace, typed in
/// the Studio or reported by a model is the same value everywhere.
public enum Scalar: Hashable, Sendable, CustomStringConvertible {
    /// A number (whole numbers too, as in JSON).
    case number(Double)
    /// True or false.
    case bool(Bool)
    /// A string.
    case string(String)

    /// A whole number (stored as a `Double`, as JSON does).
    @inlinable
    public static func int(_ value: Int) -> Scalar { .number(Double(value)) }

    /// The number, if this is one.
    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    /// The whole number, if this is a finite integral number in Int's range (never traps).
    public var integer: Int? {
        guard case .number(let value) = self, value.isFinite, value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }
    /// The boolean, if this is one.
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The string, if this is one.
    public var string: String? { if case .string(let value) = self { value } else { nil } }

    /// The kind, as error messages name it: "a number", "a boolean", "a string".
    public var kindName: String {
        switch self {
        case .number: "a number"
        case .bool: "a boolean"
        case .string: "a string"
        }
    }

    /// The value as JSON writes it: `42`, `0.5`, `true`, `"open"`.
    public var description: String {
        switch self {
        case .number(let value): integer.map { "\($0)" } ?? "\(value)"
        case .bool(let value): value ? "true" : "false"
        case .string(let value): "\"\(value)\""
        }
    }
}
