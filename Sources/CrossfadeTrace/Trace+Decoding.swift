import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

extension Trace {
    /// Decodes a trace strictly: unknown interaction, unknown option or field,
    /// missing or wrongly typed field, unknown event kind or action, events out of
    /// time order, non-finite numbers, and pointer streams that do not pair up are
    /// all errors naming the field.
    public static func decode(_ text: String, registry: InteractionRegistry) throws(TraceError) -> Trace {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch { throw TraceError("", "\(error)") }
        guard case .object(let members) = root else { throw TraceError("", "a trace must be a JSON object, not \(root.kindName)") }
        for (key, _) in members where !["interaction", "viewport", "options", "events"].contains(key) {
            throw TraceError("\(quoted: key)", "unknown field (expected interaction, viewport, options, events)")
        }
        guard let idValue = root["interaction"] else { throw TraceError("interaction", "is missing") }
        guard case .string(let id) = idValue else { throw TraceError("interaction", "must be a string, not \(idValue.kindName)") }
        guard let descriptor = registry[id] else {
            throw TraceError("interaction", "unknown interaction '\(quoted: id)' (known: \(registry.ids.joined(separator: ", ")))")
        }
        let viewport = try decodeViewport(root["viewport"])
        let options = try decodeOptions(root["options"], specs: descriptor.options)
        guard let eventsValue = root["events"] else { throw TraceError("events", "is missing") }
        guard case .array(let items) = eventsValue else { throw TraceError("events", "must be an array, not \(eventsValue.kindName)") }
        var events: [Event] = []
        events.reserveCapacity(items.count)
        var gate = PointerEventGate()
        for (index, item) in items.enumerated() {
            let event = try decodeEvent(item, at: "events[\(index)]", descriptor: descriptor)
            if let previous = events.last, event.time < previous.time {
                throw TraceError("events[\(index)].t", "events out of time order (\(event.time) after \(previous.time))")
            }
            if case .pointer(let pointer) = event, case .failure(let reason) = gate.admit(pointer) {
                throw TraceError("events[\(index)]", "\(reason)")
            }
            events.append(event)
        }
        return Trace(interaction: id, viewport: viewport, options: options, events: events)
    }

    /// A viewport object `{"width", "height"}` (the default when absent).
    public static func decodeViewport(_ value: JSONValue?) throws(TraceError) -> Size {
        guard let value else { return defaultViewport }
        guard case .object(let members) = value else { throw TraceError("viewport", "must be an object with width and height") }
        for (key, _) in members where key != "width" && key != "height" {
            throw TraceError("viewport.\(quoted: key)", "unknown field (expected width, height)")
        }
        let width = try JSONValue.number(value["width"], at: "viewport.width")
        let height = try JSONValue.number(value["height"], at: "viewport.height")
        for (name, length) in [("width", width), ("height", height)] where !viewportRange.contains(length) {
            throw TraceError("viewport.\(name)", "must be between \(Int(viewportRange.lowerBound)) and \(Int(viewportRange.upperBound)) points")
        }
        return Size(width: width, height: height)
    }

    /// An options object, validated against `specs`: unknown names and bad values are errors.
    public static func decodeOptions(_ value: JSONValue?, specs: [OptionSpec]) throws(TraceError) -> [String: Scalar] {
        guard let value else { return [:] }
        guard case .object(let members) = value else { throw TraceError("options", "must be an object") }
        var options: [String: Scalar] = [:]
        for (key, member) in members {
            guard let option = Scalar(json: member) else {
                throw TraceError("options.\(quoted: key)", "must be a number, a boolean or a string, not \(member.kindName)")
            }
            guard let spec = specs.first(where: { $0.name == key }) else {
                throw TraceError("options.\(quoted: key)", "unknown option (known: \(specs.map { $0.name }.joined(separator: ", ")))")
            }
            do {
                options[key] = try spec.validate(option)
            } catch {
                if case .invalidOption(_, let reason) = error { throw TraceError("options.\(key)", reason) }
                throw TraceError("options.\(key)", "\(error)")
            }
        }
        return options
    }

    /// An action event's name and fields, checked against the interaction's actions.
    public static func decodeAction(_ value: JSONValue, at path: String, ignoring extraKeys: [String], descriptor: InteractionDescriptor) throws(TraceError) -> InteractionAction {
        guard case .object(let members) = value else { throw TraceError(path, "an action must be an object") }
        guard let nameValue = value["name"] else { throw TraceError("\(path).name", "is missing") }
        guard case .string(let name) = nameValue else { throw TraceError("\(path).name", "must be a string, not \(nameValue.kindName)") }
        guard let spec = descriptor.action(name) else {
            throw TraceError("\(path).name", "unknown action '\(quoted: name)' for \(descriptor.id) (known: \(descriptor.actions.map { $0.name }.joined(separator: ", ")))")
        }
        var fields: [String: Scalar] = [:]
        for (key, member) in members where key != "name" && !extraKeys.contains(key) {
            guard let field = Scalar(json: member) else {
                throw TraceError("\(path).\(quoted: key)", "must be a number, a boolean or a string, not \(member.kindName)")
            }
            fields[key] = field
        }
        let action = InteractionAction(name, fields)
        do { try spec.validate(action) } catch {
            if case .invalidActionField(_, let field, let reason) = error { throw TraceError("\(path).\(quoted: field)", reason) }
            throw TraceError(path, "\(error)")
        }
        return action
    }

    static func decodeEvent(_ value: JSONValue, at path: String, descriptor: InteractionDescriptor) throws(TraceError) -> Event {
        guard case .object = value else { throw TraceError(path, "an event must be an object, not \(value.kindName)") }
        let time = try JSONValue.number(value["t"], at: "\(path).t")
        guard time >= 0 else { throw TraceError("\(path).t", "must not be negative") }
        if value["kind"] == .string("action") {
            return .action(try decodeAction(value, at: path, ignoring: ["t", "kind"], descriptor: descriptor), time: time)
        }
        return .pointer(try PointerEvent(json: value, at: path))
    }
}

extension Trace {
    /// The trace as JSON (the format `decode` reads), keys in DESIGN.md's order.
    public var json: JSONValue {
        let options = self.options.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }
        let events = self.events.map { event -> JSONValue in
            switch event {
            case .pointer(let pointer):
                return pointer.json
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
