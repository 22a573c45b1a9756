/// A non-gesture equivalent of a gesture: a name and its own fields, e.g.
/// `InteractionAction("seek", ["time": .number(42)])`.
public struct InteractionAction: Hashable, Sendable, CustomStringConvertible {
    /// A field value: the JSON scalar kinds.
    public enum Field: Hashable, Sendable {
        case number(Double)
        case bool(Bool)
        case string(String)
    }

    public var name: String
    public var fields: [String: Field]

    public init(_ name: String, _ fields: [String: Field] = [:]) {
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

    /// The integer in field `key`, or an error naming the field.
    public func integer(_ key: String) throws(InteractionError) -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw .invalidActionField(action: name, field: key, reason: "must be an integer")
        }
        return Int(value)
    }

    public var description: String { fields.isEmpty ? name : "\(name) \(fields)" }
}
