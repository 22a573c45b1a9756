/// What an option is, for listing and validating: its name, kind (with the
/// range, choices or length it accepts), default and a one-line summary.
/// Hosts build their option panels from these; traces are validated against them.
public struct OptionSpec: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A finite number in a range.
        case number(ClosedRange<Double>)
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
        case bool
        /// One of a fixed set of strings.
        case choice([String])
        /// Text of at most this many bytes (UTF-8).
        case string(maximumBytes: Int)
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: Scalar
    public var summary: String

    public init(_ name: String, _ kind: Kind, default defaultValue: Scalar, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// `value` checked against the kind, or an error saying why not.
    public func validate(_ value: Scalar) throws(InteractionError) -> Scalar {
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .invalidOption(name: name, reason: "must be a finite number") }
            guard range.contains(number) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.integer(let range), .number):
            guard let integer = value.integer else { throw .invalidOption(name: name, reason: "must be a whole number") }
            guard range.contains(integer) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.bool, .bool):
            return value
        case (.string(let maximumBytes), .string(let string)):
            guard string.utf8.count <= maximumBytes else { throw .invalidOption(name: name, reason: "must be at most \(maximumBytes) bytes") }
            return value
        case (.choice(let choices), .string(let string)):
            guard choices.contains(string) else {
                throw .invalidOption(name: name, reason: "must be one of \(choices.joined(separator: ", ")), not '\(quoted: string)'")
            }
            return value
        case (.number, _), (.integer, _): throw .invalidOption(name: name, reason: "must be a number, not \(value.kindName)")
        case (.bool, _): throw .invalidOption(name: name, reason: "must be true or false, not \(value.kindName)")
        case (.choice, _), (.string, _): throw .invalidOption(name: name, reason: "must be a string, not \(value.kindName)")
        }
    }
}
