/// A small, ordered summary of an interaction's state, e.g.
/// `{"state": "open", "progress": 1.0, "phase": "idle"}` (shared/DESIGN.md lists
/// the keys each interaction reports first). A parent's state nests its
/// children's after its own keys: `{"tab": 2, "phase": "idle", "player": {…}}`.
public struct InteractionState: Hashable, Sendable, CustomStringConvertible {
    /// One key and its value.
    public typealias Entry = (key: String, value: Scalar)

    /// The entries, in the order they are written.
    public private(set) var entries: [Entry]
    /// Children's states, written after the entries, in order: one level deep (a
    /// child's own children are folded into it with dotted keys). Not a recursive
    /// type, which Embedded Swift (the WebAssembly engine) cannot destroy.
    public private(set) var nested: [(key: String, entries: [Entry])]

    /// A state of `entries`, then the `nested` children's states under their keys.
    public init(_ entries: [(String, Scalar)], nested: [(String, InteractionState)] = []) {
        self.entries = entries.map { (key: $0.0, value: $0.1) }
        self.nested = nested.map { child in (key: child.0, entries: child.1.flattenedEntries) }
    }

    /// The entries with every child's folded in under dotted keys ("player.state").
    public var flattenedEntries: [Entry] {
        entries + nested.flatMap { child in child.entries.map { (key: child.key + "." + $0.key, value: $0.value) } }
    }

    /// The value of the own (not nested) entry `key`, or nil.
    public subscript(key: String) -> Scalar? { entries.first { $0.key == key }?.value }

    /// A child's state, by key.
    public func child(_ key: String) -> InteractionState? {
        guard let child = nested.first(where: { $0.key == key }) else { return nil }
        return InteractionState(child.entries.map { ($0.key, $0.value) })
    }

    /// Equal when the entries and the nested states match key by key, in order.
    public static func == (lhs: InteractionState, rhs: InteractionState) -> Bool {
        same(lhs.entries, rhs.entries) && lhs.nested.count == rhs.nested.count
            && zip(lhs.nested, rhs.nested).allSatisfy { $0.key == $1.key && same($0.entries, $1.entries) }
    }

    private static func same(_ a: [Entry], _ b: [Entry]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the flattened entries, keys and values in order.
    public func hash(into hasher: inout Hasher) {
        for entry in flattenedEntries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }

    /// The entries as `{key: value, …}`, each child nested in braces under its key.
    public var description: String {
        func list(_ entries: [Entry]) -> String { entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") }
        return "{" + ([list(entries)] + nested.map { "\($0.key): {\(list($0.entries))}" }).filter { !$0.isEmpty }.joined(separator: ", ") + "}"
    }
}

/// The phase every interaction reports: idle, dragging or animating.
public enum InteractionPhase: String, Hashable, Sendable {
    /// Nothing moves; a finger drags something; something moves by itself.
    case idle, dragging, animating
}
