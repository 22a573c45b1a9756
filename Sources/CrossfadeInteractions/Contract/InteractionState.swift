/// A small, ordered summary of an interaction's state, e.g.
/// `{"state": "open", "progress": 1.0, "phase": "idle"}` (shared/DESIGN.md lists
/// the keys each interaction reports first).
public struct InteractionState: Hashable, Sendable, CustomStringConvertible {
    /// The entries, in the order they are written.
    public private(set) var entries: [(key: String, value: Scalar)]

    public init(_ entries: [(String, Scalar)]) {
        self.entries = entries.map { (key: $0.0, value: $0.1) }
    }

    public subscript(key: String) -> Scalar? { entries.first { $0.key == key }?.value }

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

/// The phase every interaction reports: idle, dragging or animating.
public enum InteractionPhase: String, Hashable, Sendable {
    case idle, dragging, animating
}
