/// A non-gesture equivalent of a gesture as hosts send it: a name and its own
/// fields, e.g. `InteractionAction("seek", ["time": .number(42)])`. Each
/// interaction parses it at the boundary into its own typed `Action`.
public struct InteractionAction: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, e.g. `next`, `seek`.
    public var name: String
    /// Its fields by name, e.g. `time` for `seek`.
    public var fields: [String: Scalar]

    /// The action `name` with `fields`.
    public init(_ name: String, _ fields: [String: Scalar] = [:]) {
        self.name = name
        self.fields = fields
    }

    /// The finite number in field `key`, or an error naming the field.
    public func number(_ key: String) throws(InteractionError) -> Double {
        guard let field = fields[key] else { throw .invalidActionField(action: name, field: key, reason: "is missing") }
        guard case .number(let value) = field else { throw .invalidActionField(action: name, field: key, reason: "must be a number") }
        guard value.isFinite else { throw .invalidActionField(action: name, field: key, reason: "must be finite") }
        return value
    }

    /// The whole number in field `key`, or an error naming the field.
    public func integer(_ key: String) throws(InteractionError) -> Int {
        let value = try number(key)
        guard let integer = Scalar.number(value).integer else {
            throw .invalidActionField(action: name, field: key, reason: "must be a whole number")
        }
        return integer
    }

    /// The name, then the fields sorted by name, e.g. `seek time: 42`.
    public var description: String {
        fields.isEmpty ? name : "\(name) " + fields.keys.sorted().map { "\($0): \(fields[$0]!)" }.joined(separator: ", ")
    }
}

/// What an action is, for listing and validating: its name, its fields, a summary,
/// its readable label and the key a host binds to it (a keyboard's stand-in for the gesture).
public struct ActionSpec: Hashable, Sendable {
    /// One field of an action, e.g. `time` for `seek`.
    public struct Field: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// What values it takes (a number in a range, a whole number, a string…).
        public var kind: OptionSpec.Kind
        /// What it means, in a few words, with its unit.
        public var summary: String

        /// The field `name` of `kind`, described by `summary`.
        public init(_ name: String, _ kind: OptionSpec.Kind, _ summary: String) {
            self.name = name
            self.kind = kind
            self.summary = summary
        }
    }

    /// The action's name, as hosts send it.
    public var name: String
    /// Its fields, in order; empty for none.
    public var fields: [Field]
    /// What it does, in one line.
    public var summary: String
    /// The key that performs it, as a web page's `KeyboardEvent.key` names it
    /// (`ArrowUp`, `" "`, `Escape`…); nil: none of its own.
    public var key: String?
    /// Its readable name, for a button, a menu or VoiceOver (`Next page`); the name stays
    /// the identifier hosts and traces use.
    public var label: String

    /// The action `name` with `fields`, described by `summary`, performed by `key` if
    /// given, read as `label` (derived from the name when not given: `nextPage` → "Next page").
    public init(_ name: String, fields: [Field] = [], _ summary: String, key: String? = nil, label: String? = nil) {
        self.name = name
        self.fields = fields
        self.summary = summary
        self.key = key
        self.label = label ?? Self.label(from: name)
    }

    /// A name's words, the first capitalised: `statusBarTap` → "Status bar tap" (names
    /// are ASCII identifiers; other bytes are kept as they are).
    public static func label(from name: String) -> String {
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            let upper = byte >= 65 && byte <= 90, lower = byte >= 97 && byte <= 122
            if bytes.isEmpty {
                bytes.append(lower ? byte - 32 : byte)
            } else if upper {
                bytes.append(32)
                bytes.append(byte + 32)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks `action` against this spec: every field known, present and of its kind.
    public func validate(_ action: InteractionAction) throws(InteractionError) {
        for key in action.fields.keys.sorted() where !fields.contains(where: { $0.name == key }) {
            throw .invalidActionField(action: name, field: key, reason: "is not a field of this action")
        }
        for field in fields {
            guard let value = action.fields[field.name] else { throw .invalidActionField(action: name, field: field.name, reason: "is missing") }
            do {
                _ = try OptionSpec(field.name, field.kind, default: value, field.summary).validate(value)
            } catch {
                if case .invalidOption(_, let reason) = error { throw .invalidActionField(action: name, field: field.name, reason: reason) }
                throw error
            }
        }
    }
}

/// An interaction's typed actions, each written once in its `table`: the specs
/// hosts list, the parsing from what hosts send, and the name and fields of a
/// typed action (what a recorded trace writes). Parsing happens once, at the
/// boundary; inside, the model switches over its own enum, never over strings.
public protocol InteractionActions: Sendable {
    /// Every action, in the order hosts list them.
    static var table: ActionTable<Self> { get }
}

extension InteractionActions {
    /// Every action's spec, in the order hosts list them.
    public static var specs: [ActionSpec] { table.specs }

    /// Parses `action`: an unknown name or a bad field is an error naming it.
    public init(_ action: InteractionAction) throws(InteractionError) {
        self = try Self.table.parse(action)
    }

    /// The action as hosts and traces write it.
    public var interactionAction: InteractionAction { Self.table.interactionAction(for: self) }

    /// The action's name, as its spec lists it.
    public var name: String { interactionAction.name }

    /// The names of every action.
    public static var names: [String] { specs.map { $0.name } }
}
