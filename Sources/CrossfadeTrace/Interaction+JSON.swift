import CrossfadeInteractions

extension InteractionRegistry {
    /// The registry as JSON: ids, summaries, options with kinds and defaults, actions
    /// with their fields, labels and keys, the events each emits with their fields and
    /// types, and its slots (what `crossfade list --json` prints and the Studio builds
    /// its panels from).
    public var json: JSONValue {
        .array(
            descriptors.map { descriptor in
                .object([
                    ("id", .string(descriptor.id)),
                    ("summary", .string(descriptor.summary)),
                    ("options", .array(descriptor.options.map { $0.json })),
                    ("actions", .array(descriptor.actions.map { $0.json })),
                    ("events", .array(descriptor.events.map { $0.json })),
                    ("slots", .array(descriptor.slots.map { $0.json }))
                ])
            })
    }
}

extension EventSpec {
    /// `{"type", "source", "fields": [{"name", "type", "optional"?}], "summary"}`: `source`
    /// the child it comes from inside a parent (empty for the interaction's own), a
    /// field's `type` number, integer, bool or string, `optional` true when an event may
    /// leave it out.
    public var json: JSONValue {
        .object([
            ("type", .string(type)), ("source", .string(source)),
            (
                "fields",
                .array(
                    fields.map { field in
                        .object(
                            [("name", .string(field.name)), ("type", .string(field.type.rawValue))]
                                + (field.isOptional ? [("optional", .bool(true))] : []))
                    })
            ),
            ("summary", .string(summary))
        ])
    }
}

extension SlotSpec {
    /// `{"name", "indices", "summary"}`: `name` the pattern (`cover.N`), `indices` its
    /// index letters in order (each stands for a whole number from 0).
    public var json: JSONValue {
        .object([("name", .string(pattern)), ("indices", .array(indices.map(JSONValue.string))), ("summary", .string(summary))])
    }
}

extension OptionSpec {
    /// `{"name", "kind", "default", "summary"}`, `"live": true` for an option a running
    /// session takes without a restart, `"spring": {"name", "parameter"}` for a
    /// spring's parameter (with `"clamp": {"lower", "upper", "soft", "reason"}` where
    /// the engine limits what it draws of it, in the spring's travel normalised 0…1) and `"curve": {"name", "parameter"}` for a timing curve's
    /// (`x1`, `y1`, `x2`, `y2`, `duration`): the motion lab tunes those.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(name)), ("kind", kind.json), ("default", defaultValue.json),
            ("summary", .string(summary))
        ]
        if isLive { members.append(("live", .bool(true))) }
        if let springPart {
            members.append(("spring", .object([("name", .string(springPart.spring)), ("parameter", .string(springPart.parameter.rawValue))])))
            if let bounds = springPart.bounds {
                members.append(
                    (
                        "clamp",
                        .object([
                            ("lower", .number(bounds.lower)), ("upper", .number(bounds.upper)), ("soft", .bool(bounds.isSoft)),
                            ("reason", .string(bounds.reason))
                        ])
                    ))
            }
        }
        if let curvePart {
            members.append(("curve", .object([("name", .string(curvePart.curve)), ("parameter", .string(curvePart.parameter.rawValue))])))
        }
        return .object(members)
    }
}

extension ActionSpec {
    /// `{"name", "label", "fields", "summary", "group"}` and `"key"` when it has one:
    /// `name` the identifier hosts send, `label` its readable name (a button's, a menu's,
    /// VoiceOver's), `group` the child it belongs to inside a parent (`player` for
    /// `player.open`), empty for the interaction's own (hosts list the actions by group).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("label", .string(label)),
            ("fields", .array(fields.map { .object([("name", .string($0.name)), ("kind", $0.kind.json), ("summary", .string($0.summary))]) })),
            ("summary", .string(summary)),
            ("group", .string(group))
        ]
        if let key { members.append(("key", .string(key))) }
        return .object(members)
    }

    /// The child an action belongs to: its name up to the last dot.
    public var group: String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }
}

extension Scalar {
    /// The scalar a JSON value holds (nil for null, arrays and objects).
    public init?(json: JSONValue) {
        switch json {
        case .number(let value): self = .number(value)
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .number(let value): .number(value)
        case .bool(let value): .bool(value)
        case .string(let value): .string(value)
        }
    }
}

extension OptionSpec.Kind {
    public var json: JSONValue {
        switch self {
        case .number(let range): .object([("type", .string("number")), ("min", .number(range.lowerBound)), ("max", .number(range.upperBound))])
        case .integer(let range):
            .object([("type", .string("integer")), ("min", .number(Double(range.lowerBound))), ("max", .number(Double(range.upperBound)))])
        case .bool: .object([("type", .string("bool"))])
        case .choice(let choices): .object([("type", .string("choice")), ("choices", .array(choices.map(JSONValue.string)))])
        case .string(let maximumBytes): .object([("type", .string("string")), ("maxBytes", .number(Double(maximumBytes)))])
        }
    }

    /// A short human description, e.g. `number 0…200` or `one of x, y, both`.
    public var summary: String {
        switch self {
        case .number(let range): "number \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .bool: "true or false"
        case .choice(let choices): "one of \(choices.joined(separator: ", "))"
        case .string(let maximumBytes): "text, at most \(maximumBytes) bytes"
        }
    }
}

extension InteractionState {
    /// The state as an object, keys in the model's order, children's states nested after.
    public var json: JSONValue {
        .object(entries.map { ($0.key, $0.value.json) } + nested.map { child in (child.key, .object(child.entries.map { ($0.key, $0.value.json) })) })
    }
}

extension InteractionEvent {
    /// `{"t": seconds, "type": TYPE, fields…}`, with `"source"` last inside a parent.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string(type))]
        for (name, value) in fields { members.append((name, value.json)) }
        if !source.isEmpty { members.append(("source", .string(source))) }
        return .object(members)
    }
}
