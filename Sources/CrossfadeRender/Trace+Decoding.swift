import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Trace {
    /// Decodes a trace strictly: unknown interaction, unknown option or field,
    /// missing or wrongly typed field, unknown event kind, events out of time
    /// order, non-finite numbers, and pointer streams that do not pair up are all
    /// errors naming the field.
    public static func decode(_ text: String, registry: InteractionRegistry) throws(TraceError) -> Trace {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch { throw TraceError("", "\(error)") }
        guard case .object(let members) = root else { throw TraceError("", "a trace must be a JSON object") }
        for (key, _) in members where !["interaction", "viewport", "options", "events"].contains(key) {
            throw TraceError(key, "unknown field (expected interaction, viewport, options, events)")
        }
        guard let idValue = root["interaction"] else { throw TraceError("interaction", "is missing") }
        guard case .string(let id) = idValue else { throw TraceError("interaction", "must be a string, not \(idValue.kindName)") }
        guard let descriptor = registry[id] else {
            throw TraceError("interaction", "unknown interaction '\(id)' (known: \(registry.ids.joined(separator: ", ")))")
        }
        let viewport = try decodeViewport(root["viewport"])
        let options = try decodeOptions(root["options"], specs: descriptor.options)
        guard let eventsValue = root["events"] else { throw TraceError("events", "is missing") }
        guard case .array(let items) = eventsValue else { throw TraceError("events", "must be an array, not \(eventsValue.kindName)") }
        var events: [Event] = []
        var gate = PointerEventGate()
        for (index, item) in items.enumerated() {
            let event = try decodeEvent(item, at: "events[\(index)]")
            if let previous = events.last, event.time < previous.time {
                throw TraceError("events[\(index)].t", "events out of time order (\(event.time) after \(previous.time))")
            }
            if case .pointer(let pointer) = event, case .failure(let reason) = gate.admit(pointer) {
                throw TraceError("events[\(index)]", "\(reason)")
            }
            if case .action(let action, _) = event, !descriptor.actions.contains(action.name) {
                throw TraceError("events[\(index)].name", "unknown action '\(action.name)' for \(id) (known: \(descriptor.actions.joined(separator: ", ")))")
            }
            events.append(event)
        }
        return Trace(interaction: id, viewport: viewport, options: options, events: events)
    }

    public static func decodeViewport(_ value: JSONValue?) throws(TraceError) -> Size {
        guard let value else { return defaultViewport }
        guard case .object(let members) = value else { throw TraceError("viewport", "must be an object with width and height") }
        for (key, _) in members where key != "width" && key != "height" {
            throw TraceError("viewport.\(key)", "unknown field (expected width, height)")
        }
        let width = try number(value["width"], at: "viewport.width")
        let height = try number(value["height"], at: "viewport.height")
        for (name, length) in [("width", width), ("height", height)] where !viewportRange.contains(length) {
            throw TraceError("viewport.\(name)", "must be between \(Int(viewportRange.lowerBound)) and \(Int(viewportRange.upperBound)) points")
        }
        return Size(width: width, height: height)
    }

    public static func decodeOptions(_ value: JSONValue?, specs: [OptionSpec]) throws(TraceError) -> [String: OptionValue] {
        guard let value else { return [:] }
        guard case .object(let members) = value else { throw TraceError("options", "must be an object") }
        var options: [String: OptionValue] = [:]
        for (key, member) in members {
            guard let option = OptionValue(json: member) else {
                throw TraceError("options.\(key)", "must be a number, a boolean or a string, not \(member.kindName)")
            }
            options[key] = option
        }
        do {
            _ = try InteractionOptions(specs: specs, given: options)
        } catch {
            switch error {
            case .unknownOption(let name):
                throw TraceError("options.\(name)", "unknown option (known: \(specs.map(\.name).joined(separator: ", ")))")
            case .invalidOption(let name, let reason):
                throw TraceError("options.\(name)", reason)
            default:
                throw TraceError("options", "\(error)")
            }
        }
        return options
    }

    static func decodeEvent(_ value: JSONValue, at path: String) throws(TraceError) -> Event {
        guard case .object(let members) = value else { throw TraceError(path, "an event must be an object, not \(value.kindName)") }
        let time = try number(value["t"], at: "\(path).t")
        guard time >= 0 else { throw TraceError("\(path).t", "must not be negative") }
        guard let kindValue = value["kind"] else { throw TraceError("\(path).kind", "is missing") }
        guard case .string(let kind) = kindValue else { throw TraceError("\(path).kind", "must be a string, not \(kindValue.kindName)") }
        if kind == "action" {
            guard let nameValue = value["name"] else { throw TraceError("\(path).name", "is missing") }
            guard case .string(let name) = nameValue else { throw TraceError("\(path).name", "must be a string") }
            var fields: [String: InteractionAction.Field] = [:]
            for (key, member) in members where !["t", "kind", "name"].contains(key) {
                guard let field = InteractionAction.Field(json: member) else {
                    throw TraceError("\(path).\(key)", "must be a number, a boolean or a string")
                }
                fields[key] = field
            }
            return .action(InteractionAction(name, fields), time: time)
        }
        guard let phase = PointerEvent.Phase(rawValue: kind) else {
            throw TraceError("\(path).kind", "unknown event kind '\(kind)' (expected down, move, up, cancel or action)")
        }
        for (key, _) in members where !["t", "kind", "x", "y", "pointer"].contains(key) {
            throw TraceError("\(path).\(key)", "unknown field for a pointer event (expected t, kind, x, y, pointer)")
        }
        let x = try number(value["x"], at: "\(path).x")
        let y = try number(value["y"], at: "\(path).y")
        var pointer = 1
        if let pointerValue = value["pointer"] {
            let number = try number(pointerValue, at: "\(path).pointer")
            guard number == number.rounded(), (0...1_000_000).contains(number) else {
                throw TraceError("\(path).pointer", "must be a whole number from 0 to 1000000")
            }
            pointer = Int(number)
        }
        return .pointer(PointerEvent(phase: phase, pointer: pointer, location: Point(x: x, y: y), time: time))
    }

    static func number(_ value: JSONValue?, at path: String) throws(TraceError) -> Double {
        guard let value else { throw TraceError(path, "is missing") }
        guard case .number(let number) = value else { throw TraceError(path, "must be a number, not \(value.kindName)") }
        guard number.isFinite else { throw TraceError(path, "must be finite") }
        return number
    }
}

extension Trace {
    /// The trace as JSON (the format `decode` reads), keys in DESIGN.md's order.
    public var json: JSONValue {
        let options = self.options.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }
        let events = self.events.map { event -> JSONValue in
            switch event {
            case .pointer(let pointer):
                var members: [(String, JSONValue)] = [("t", .number(pointer.time)), ("kind", .string(pointer.phase.rawValue)),
                                                      ("x", .number(pointer.location.x)), ("y", .number(pointer.location.y))]
                if pointer.pointer != 1 { members.append(("pointer", .number(Double(pointer.pointer)))) }
                return .object(members)
            case .action(let action, let time):
                var members: [(String, JSONValue)] = [("t", .number(time)), ("kind", .string("action")), ("name", .string(action.name))]
                members += action.fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }
                return .object(members)
            }
        }
        return .object([
            ("interaction", .string(interaction)),
            ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))])),
            ("options", .object(options)),
            ("events", .array(events)),
        ])
    }
}
