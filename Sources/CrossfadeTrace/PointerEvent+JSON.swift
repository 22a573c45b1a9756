import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

extension PointerEvent {
    /// The members a pointer event has in a trace (and in a Studio `pointer` message).
    public static let jsonKeys = ["t", "kind", "x", "y", "pointer"]

    /// A pointer event from its JSON object — `{"t", "kind", "x", "y", "pointer"?}` —
    /// as traces and the Studio's `pointer` messages write it. Errors name the
    /// member at fault under `path`; `ignoring` lists members that may also appear.
    public init(json value: JSONValue, at path: @autoclosure () -> String, ignoring extraKeys: [String] = []) throws(TraceError) {
        guard case .object(let members) = value else { throw TraceError(path(), "an event must be an object, not \(value.kindName)") }
        for (key, _) in members where !Self.jsonKeys.contains(key) && !extraKeys.contains(key) {
            throw TraceError("\(path()).\(quoted: key)", "unknown field for a pointer event (expected t, kind, x, y, pointer)")
        }
        let time = try JSONValue.number(value["t"], at: "\(path()).t")
        guard let kindValue = value["kind"] else { throw TraceError("\(path()).kind", "is missing") }
        guard case .string(let kind) = kindValue else { throw TraceError("\(path()).kind", "must be a string, not \(kindValue.kindName)") }
        guard let phase = Phase(rawValue: kind) else {
            throw TraceError(
                "\(path()).kind", "unknown event kind '\(quoted: kind)' (expected down, move, up, cancel, action, environment or viewport)")
        }
        let x = try JSONValue.number(value["x"], at: "\(path()).x")
        let y = try JSONValue.number(value["y"], at: "\(path()).y")
        var pointer = 1
        if let pointerValue = value["pointer"] {
            let number = try JSONValue.number(pointerValue, at: "\(path()).pointer")
            guard number == number.rounded(), (0...1_000_000).contains(number) else {
                throw TraceError("\(path()).pointer", "must be a whole number from 0 to 1000000")
            }
            pointer = Int(number)
        }
        self.init(phase: phase, pointer: pointer, location: Point(x: x, y: y), time: time)
    }

    /// The event as a trace writes it (the pointer only when it is not 1).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("t", .number(time)), ("kind", .string(phase.rawValue)),
            ("x", .number(location.x)), ("y", .number(location.y))
        ]
        if pointer != 1 { members.append(("pointer", .number(Double(pointer)))) }
        return .object(members)
    }
}

extension JSONValue {
    /// The finite number `value` holds, or an error naming `path`.
    public static func number(_ value: JSONValue?, at path: @autoclosure () -> String) throws(TraceError) -> Double {
        guard let value else { throw TraceError(path(), "is missing") }
        guard case .number(let number) = value else { throw TraceError(path(), "must be a number, not \(value.kindName)") }
        guard number.isFinite else { throw TraceError(path(), "must be finite") }
        return number
    }
}
