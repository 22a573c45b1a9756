/// One option an interaction accepts: its name, kind, default and a summary.
public struct OptionSpec: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A finite number in a range.
        case number(ClosedRange<Double>)
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
        case bool
        /// One of a fixed set of strings.
        case choice([String])
        case string
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: OptionValue
    public var summary: String

    public init(_ name: String, _ kind: Kind, default defaultValue: OptionValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// `value` checked against the kind, or an error saying why not.
    public func validate(_ value: OptionValue) throws(InteractionError) -> OptionValue {
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .invalidOption(name: name, reason: "must be a finite number") }
            guard range.contains(number) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.integer(let range), .number(let number)):
            guard number.isFinite, number == number.rounded(), abs(number) < 1e9 else {
                throw .invalidOption(name: name, reason: "must be a whole number")
            }
            guard range.contains(Int(number)) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.bool, .bool), (.string, .string):
            return value
        case (.choice(let choices), .string(let string)):
            guard choices.contains(string) else { throw .invalidOption(name: name, reason: "must be one of \(choices.joined(separator: ", "))") }
            return value
        case (.number, _), (.integer, _): throw .invalidOption(name: name, reason: "must be a number")
        case (.bool, _): throw .invalidOption(name: name, reason: "must be true or false")
        case (.choice, _), (.string, _): throw .invalidOption(name: name, reason: "must be a string")
        }
    }
}

/// An option's value: the JSON scalar kinds.
public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)

    public var description: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case .bool(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }
}

/// Validated options with their defaults filled in: what a model is built from.
public struct InteractionOptions: Hashable, Sendable {
    public let specs: [OptionSpec]
    private var values: [String: OptionValue]

    /// Validates `given` against `specs`: unknown names and wrong kinds are errors.
    public init(specs: [OptionSpec], given: [String: OptionValue] = [:]) throws(InteractionError) {
        self.specs = specs
        var values: [String: OptionValue] = [:]
        for spec in specs { values[spec.name] = spec.defaultValue }
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            guard let spec = specs.first(where: { $0.name == name }) else { throw .unknownOption(name) }
            values[name] = try spec.validate(value)
        }
        self.values = values
    }

    public func number(_ name: String) -> Double {
        if case .number(let value)? = values[name] { return value }
        preconditionFailure("option \(name) is not a number option")
    }

    public func integer(_ name: String) -> Int { Int(number(name)) }

    public func bool(_ name: String) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        preconditionFailure("option \(name) is not a bool option")
    }

    public func string(_ name: String) -> String {
        if case .string(let value)? = values[name] { return value }
        preconditionFailure("option \(name) is not a string option")
    }

    /// Every option's value, in the order of the specs.
    public var all: [(name: String, value: OptionValue)] { specs.map { ($0.name, values[$0.name]!) } }
}
