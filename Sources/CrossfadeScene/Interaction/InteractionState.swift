/// A small, ordered summary of an interaction's state, e.g.
/// `{"state": "open", "progress": 1.0, "phase": "idle"}`.
public struct InteractionState: Hashable, Sendable, CustomStringConvertible {
    /// A summary value: the JSON scalar kinds.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case string(String)

        public var description: String {
            switch self {
            case .int(let value): "\(value)"
            case .double(let value): "\(value)"
            case .bool(let value): "\(value)"
            case .string(let value): "\"\(value)\""
            }
        }
    }

    /// The entries, in the order they are written.
    public private(set) var entries: [(key: String, value: Value)]

    public init(_ entries: [(String, Value)]) {
        self.entries = entries.map { (key: $0.0, value: $0.1) }
    }

    public subscript(key: String) -> Value? { entries.first { $0.key == key }?.value }

    public static func == (lhs: InteractionState, rhs: InteractionState) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }

    public var description: String { "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}" }
}
