import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

/// Reads a trace document member by member, decoding its events as they stream
/// past (see `Trace.decode`).
struct TraceDecoder {
    var parser: JSONParser
    let registry: InteractionRegistry

    private var descriptor: InteractionDescriptor?
    private var viewport: JSONValue?
    private var options: JSONValue?
    private var events: [Trace.Event]?
    private var end: JSONValue?
    /// Events that came before `interaction` in the document: decoded once it is known.
    private var pendingEvents: JSONValue?

    init(parser: JSONParser, registry: InteractionRegistry) {
        self.parser = parser
        self.registry = registry
    }

    mutating func decode() throws(TraceError) -> Trace {
        guard parser.peek() == UInt8(ascii: "{") else {
            let root = try json { () throws(JSONParseError) in try parser.parseValue(depth: 0) }
            try json { () throws(JSONParseError) in try parser.expectEnd() }
            throw TraceError("", "a trace must be a JSON object, not \(root.kindName)")
        }
        try json { () throws(JSONParseError) in try parser.beginObject() }
        var seen: [String] = []
        var first = true
        while let key = try json({ () throws(JSONParseError) in try parser.nextMember(first: first) }) {
            first = false
            guard !seen.contains(key) else { throw jsonError("duplicate key '\(quoted: key)'") }
            seen.append(key)
            try member(key)
        }
        try json { () throws(JSONParseError) in try parser.expectEnd() }
        guard let descriptor else { throw TraceError("interaction", "is missing") }
        if let pendingEvents { events = try decodeEvents(pendingEvents, descriptor: descriptor) }
        guard let events else { throw TraceError("events", "is missing") }
        return Trace(
            interaction: descriptor.id, viewport: try Trace.decodeViewport(viewport),
            options: try Trace.decodeOptions(options, descriptor: descriptor), events: events,
            end: try Trace.decodeEnd(end, lastEvent: events.last?.time ?? 0))
    }

    private mutating func member(_ key: String) throws(TraceError) {
        switch key {
        case "interaction":
            let value = try json { () throws(JSONParseError) in try parser.parseValue(depth: 1) }
            guard case .string(let id) = value else { throw TraceError("interaction", "must be a string, not \(value.kindName)") }
            guard let found = registry[id] else {
                throw TraceError("interaction", "unknown interaction '\(quoted: id)' (known: \(registry.ids.joined(separator: ", ")))")
            }
            descriptor = found
        case "viewport":
            viewport = try json { () throws(JSONParseError) in try parser.parseValue(depth: 1) }
        case "options":
            options = try json { () throws(JSONParseError) in try parser.parseValue(depth: 1) }
        case "events":
            if let descriptor, parser.peek() == UInt8(ascii: "[") {
                events = try streamEvents(descriptor: descriptor)
            } else {
                pendingEvents = try json { () throws(JSONParseError) in try parser.parseValue(depth: 1) }
            }
        case "end":
            end = try json { () throws(JSONParseError) in try parser.parseValue(depth: 1) }
        default:
            throw TraceError("\(quoted: key)", "unknown field (expected interaction, viewport, options, events, end)")
        }
    }

    /// Decodes the events array as it is read.
    private mutating func streamEvents(descriptor: InteractionDescriptor) throws(TraceError) -> [Trace.Event] {
        try json { () throws(JSONParseError) in try parser.beginArray() }
        var events: [Trace.Event] = []
        var check = EventSequenceCheck()
        var first = true
        while try json({ () throws(JSONParseError) in try parser.nextElement(first: first) }) {
            first = false
            let item = try json { () throws(JSONParseError) in try parser.parseValue(depth: 2) }
            events.append(try check.decode(item, index: events.count, descriptor: descriptor))
        }
        return events
    }

    /// Decodes an events array that was read whole.
    private func decodeEvents(_ value: JSONValue, descriptor: InteractionDescriptor) throws(TraceError) -> [Trace.Event] {
        guard case .array(let items) = value else { throw TraceError("events", "must be an array, not \(value.kindName)") }
        var events: [Trace.Event] = []
        events.reserveCapacity(items.count)
        var check = EventSequenceCheck()
        for item in items { events.append(try check.decode(item, index: events.count, descriptor: descriptor)) }
        return events
    }

    /// Runs a parser step, turning a syntax error into a trace error for the whole document.
    private func json<T>(_ body: () throws(JSONParseError) -> T) throws(TraceError) -> T {
        do { return try body() } catch { throw TraceError("", "\(error)") }
    }

    private func jsonError(_ reason: String) -> TraceError { TraceError("", "\(parser.error(reason))") }
}

/// Decodes events one by one, checking the sequence: times in order and within
/// the bound, pointer streams well paired, actions known to the interaction.
struct EventSequenceCheck {
    private var gate = PointerEventGate()
    private var lastTime = 0.0

    mutating func decode(_ value: JSONValue, index: Int, descriptor: InteractionDescriptor) throws(TraceError) -> Trace.Event {
        let event = try decodeEvent(value, index: index, descriptor: descriptor)
        if event.time < lastTime {
            throw TraceError("events[\(index)].t", "events out of time order (\(event.time) after \(lastTime))")
        }
        lastTime = event.time
        if case .pointer(let pointer) = event, case .failure(let reason) = gate.admit(pointer) {
            throw TraceError("events[\(index)]", "\(reason)")
        }
        return event
    }

    private func decodeEvent(_ value: JSONValue, index: Int, descriptor: InteractionDescriptor) throws(TraceError) -> Trace.Event {
        guard case .object = value else { throw TraceError("events[\(index)]", "an event must be an object, not \(value.kindName)") }
        let time = try JSONValue.number(value["t"], at: "events[\(index)].t")
        guard time >= 0 else { throw TraceError("events[\(index)].t", "must not be negative") }
        guard time <= Trace.maximumTime else {
            throw TraceError("events[\(index)].t", "must be at most \(Int(Trace.maximumTime)) s (a trace spans at most an hour)")
        }
        if value["kind"] == .string("action") {
            return .action(try Trace.decodeAction(value, at: "events[\(index)]", ignoring: ["t", "kind"], descriptor: descriptor), time: time)
        }
        if value["kind"] == .string("environment") { return .environment(try Self.environment(value, index: index), time: time) }
        if value["kind"] == .string("viewport") { return .viewport(try Self.viewport(value, index: index), time: time) }
        if value["kind"] == .string("options") { return .options(try Self.options(value, index: index, descriptor: descriptor), time: time) }
        return .pointer(try PointerEvent(json: value, at: "events[\(index)]"))
    }

    /// A viewport event's `{"t", "kind", "viewport": {"width", "height"}}`.
    private static func viewport(_ value: JSONValue, index: Int) throws(TraceError) -> Size {
        guard case .object(let members) = value else { throw TraceError("events[\(index)]", "an event must be an object") }
        for (key, _) in members where key != "t" && key != "kind" && key != "viewport" {
            throw TraceError("events[\(index)].\(quoted: key)", "unknown field for a viewport event (expected t, kind, viewport)")
        }
        guard let viewport = value["viewport"] else { throw TraceError("events[\(index)].viewport", "is missing") }
        return try Trace.decodeViewport(viewport, at: "events[\(index)].viewport")
    }

    /// An options event's `{"t", "kind", "options": {…}}`: live options only.
    private static func options(_ value: JSONValue, index: Int, descriptor: InteractionDescriptor) throws(TraceError) -> [String: Scalar] {
        guard case .object(let members) = value else { throw TraceError("events[\(index)]", "an event must be an object") }
        for (key, _) in members where key != "t" && key != "kind" && key != "options" {
            throw TraceError("events[\(index)].\(quoted: key)", "unknown field for an options event (expected t, kind, options)")
        }
        guard let options = value["options"] else { throw TraceError("events[\(index)].options", "is missing") }
        return try Trace.decodeLiveOptions(options, at: "events[\(index)].options", descriptor: descriptor)
    }

    /// An environment event's `{"t", "kind", "environment": {…}}`.
    private static func environment(_ value: JSONValue, index: Int) throws(TraceError) -> InteractionEnvironment {
        guard case .object(let members) = value else { throw TraceError("events[\(index)]", "an event must be an object") }
        for (key, _) in members where key != "t" && key != "kind" && key != "environment" {
            throw TraceError("events[\(index)].\(quoted: key)", "unknown field for an environment event (expected t, kind, environment)")
        }
        guard let environment = value["environment"] else { throw TraceError("events[\(index)].environment", "is missing") }
        return try InteractionEnvironment(json: environment, at: "events[\(index)].environment")
    }
}
