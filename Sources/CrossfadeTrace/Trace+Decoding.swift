import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

extension Trace {
    /// Decodes a trace strictly: unknown interaction, unknown option or field,
    /// missing or wrongly typed field, unknown event kind or action, events out of
    /// time order, non-finite or out-of-range numbers, and pointer streams that do
    /// not pair up are all errors naming the field.
    ///
    /// Linear in the size of the text, and streaming: events are decoded one by
    /// one as they are read, so memory stays near the decoded events' own size.
    public static func decode(_ text: String, registry: InteractionRegistry) throws(TraceError) -> Trace {
        var text = text
        let result: Result<Trace, TraceError> = text.withUTF8 { bytes in
            Result { () throws(TraceError) -> Trace in
                var decoder = TraceDecoder(parser: JSONParser(bytes: bytes, maximumDepth: 64), registry: registry)
                return try decoder.decode()
            }
        }
        return try result.get()
    }

    /// A viewport object `{"width", "height"}` (the default when absent).
    public static func decodeViewport(_ value: JSONValue?) throws(TraceError) -> Size {
        guard let value else { return defaultViewport }
        return try decodeViewport(value, at: "viewport")
    }

    /// A viewport object `{"width", "height"}` at `path` (`viewport`, or a viewport
    /// event's `events[3].viewport`): each side a finite number in `viewportRange`;
    /// errors name the field.
    public static func decodeViewport(_ value: JSONValue, at path: String) throws(TraceError) -> Size {
        guard case .object(let members) = value else { throw TraceError(path, "must be an object with width and height") }
        for (key, _) in members where key != "width" && key != "height" {
            throw TraceError("\(path).\(quoted: key)", "unknown field (expected width, height)")
        }
        let width = try JSONValue.number(value["width"], at: "\(path).width")
        let height = try JSONValue.number(value["height"], at: "\(path).height")
        for (name, length) in [("width", width), ("height", height)] where !viewportRange.contains(length) {
            throw TraceError("\(path).\(name)", "must be between \(Int(viewportRange.lowerBound)) and \(Int(viewportRange.upperBound)) points")
        }
        return Size(width: width, height: height)
    }

    /// A trace's `end` (seconds): a finite number from the last event's time to
    /// `maximumTime` (nil when absent).
    public static func decodeEnd(_ value: JSONValue?, lastEvent: Double) throws(TraceError) -> Double? {
        guard let value else { return nil }
        let end = try JSONValue.number(value, at: "end")
        guard end >= 0 else { throw TraceError("end", "must not be negative") }
        guard end <= maximumTime else { throw TraceError("end", "must be at most \(Int(maximumTime)) s (a trace spans at most an hour)") }
        guard end >= lastEvent else { throw TraceError("end", "must not be before the last event (at \(lastEvent) s)") }
        return end
    }

    /// An options object, validated as building the interaction would validate it:
    /// unknown names, bad values and values that do not apply are errors.
    public static func decodeOptions(_ value: JSONValue?, descriptor: InteractionDescriptor) throws(TraceError) -> [String: Scalar] {
        guard let value else { return [:] }
        guard case .object(let members) = value else { throw TraceError("options", "must be an object, not \(value.kindName)") }
        var options: [String: Scalar] = [:]
        for (key, member) in members {
            guard let option = Scalar(json: member) else {
                throw TraceError("options.\(quoted: key)", "must be a number, a boolean or a string, not \(member.kindName)")
            }
            options[key] = option
        }
        do {
            try descriptor.validate(options: options)
        } catch {
            switch error {
            case .unknownOption(let name, let known):
                throw TraceError("options.\(quoted: name)", "unknown option (known: \(known.joined(separator: ", ")))")
            case .invalidOption(let name, let reason):
                throw TraceError("options.\(name)", reason)
            default:
                throw TraceError("options", "\(error)")
            }
        }
        return options
    }

    /// An options event's object at `path` (`events[3].options`): at least one
    /// option, each one of the interaction's live options (`OptionSpec.isLive`) with
    /// a valid value; errors name the option.
    public static func decodeLiveOptions(_ value: JSONValue, at path: String, descriptor: InteractionDescriptor) throws(TraceError)
        -> [String: Scalar]
    {
        guard case .object(let members) = value else { throw TraceError(path, "must be an object, not \(value.kindName)") }
        guard !members.isEmpty else { throw TraceError(path, "must name at least one option") }
        let live = descriptor.options.filter { $0.isLive }.map { $0.name }
        var options: [String: Scalar] = [:]
        for (key, member) in members {
            guard let spec = descriptor.options.first(where: { $0.name == key }) else {
                throw TraceError("\(path).\(quoted: key)", "unknown option (known: \(descriptor.options.map { $0.name }.joined(separator: ", ")))")
            }
            guard spec.isLive else {
                throw TraceError(
                    "\(path).\(quoted: key)",
                    "cannot change while the session runs (it is given in the trace's options; "
                        + (live.isEmpty ? "\(descriptor.id) has no live option)" : "live: \(live.joined(separator: ", ")))"))
            }
            guard let option = Scalar(json: member) else {
                throw TraceError("\(path).\(quoted: key)", "must be a number, a boolean or a string, not \(member.kindName)")
            }
            do { options[key] = try spec.validate(option) } catch {
                if case .invalidOption(_, let reason) = error { throw TraceError("\(path).\(quoted: key)", reason) }
                throw TraceError("\(path).\(quoted: key)", "\(error)")
            }
        }
        return options
    }

    /// An action event's name and fields, checked against the interaction's actions.
    public static func decodeAction(_ value: JSONValue, at path: String, ignoring extraKeys: [String], descriptor: InteractionDescriptor)
        throws(TraceError) -> InteractionAction
    {
        guard case .object(let members) = value else { throw TraceError(path, "an action must be an object") }
        guard let nameValue = value["name"] else { throw TraceError("\(path).name", "is missing") }
        guard case .string(let name) = nameValue else { throw TraceError("\(path).name", "must be a string, not \(nameValue.kindName)") }
        guard let spec = descriptor.action(name) else {
            throw TraceError(
                "\(path).name",
                "unknown action '\(quoted: name)' for \(descriptor.id) (known: \(descriptor.actions.map { $0.name }.joined(separator: ", ")))")
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
            case .environment(let environment, let time):
                return .object([("t", .number(time)), ("kind", .string("environment")), ("environment", environment.json)])
            case .viewport(let size, let time):
                return .object([
                    ("t", .number(time)), ("kind", .string("viewport")),
                    ("viewport", .object([("width", .number(size.width)), ("height", .number(size.height))]))
                ])
            case .options(let options, let time):
                let members = options.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }
                return .object([("t", .number(time)), ("kind", .string("options")), ("options", .object(members))])
            }
        }
        var members: [(String, JSONValue)] = [
            ("interaction", .string(interaction)),
            ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))])),
            ("options", .object(options)),
            ("events", .array(events))
        ]
        if let end { members.append(("end", .number(end))) }
        return .object(members)
    }
}
