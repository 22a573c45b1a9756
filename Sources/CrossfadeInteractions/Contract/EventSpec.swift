/// What an event is, for listing and checking: its type, the child that sends it inside
/// a parent, its fields with their types, and what it means. Each interaction lists the
/// events it emits (`Interaction.eventSpecs`); the registry hands them on (`crossfade
/// list --json`), for hosts to map to callbacks and for generated types.
public struct EventSpec: Hashable, Sendable {
    /// The type of one of an event's fields.
    public enum FieldType: String, Hashable, Sendable {
        /// A number.
        case number
        /// A whole number (an index).
        case integer
        /// True or false.
        case bool
        /// A string.
        case string
    }

    /// One field of an event, e.g. `index` for `centered`.
    public struct Field: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// Its type.
        public var type: FieldType
        /// Whether an event may leave it out (`selected`'s `track`, absent for a podcast).
        public var isOptional: Bool

        /// The field `name` of `type` (present unless `isOptional`).
        public init(_ name: String, _ type: FieldType, isOptional: Bool = false) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
        }
    }

    /// The event's type, as `InteractionEvent.type` names it (`centered`, `opened`…).
    public var type: String
    /// The child that sends it inside a parent (`player`, `carousel`…); empty for the interaction's own.
    public var source: String
    /// Its fields, in the order the event lists them.
    public var fields: [Field]
    /// What it means, in one line.
    public var summary: String

    /// The event `type` with `fields`, described by `summary`, sent by the interaction itself.
    public init(_ type: String, _ fields: [Field], _ summary: String) {
        self.type = type
        self.source = ""
        self.fields = fields
        self.summary = summary
    }

    /// The event `type` without fields, described by `summary`, sent by the interaction itself.
    public init(_ type: String, _ summary: String) {
        self.init(type, [], summary)
    }

    /// This event as a parent forwards it from its child `name` (a grandchild's keeps its own name after).
    public func from(_ name: String) -> EventSpec {
        var spec = self
        spec.source = source.isEmpty ? name : name + "." + source
        return spec
    }

    /// Why `event` does not fit this spec (a field missing, unknown or of another type), or nil.
    public func mismatch(_ event: InteractionEvent) -> String? {
        let given = event.fields
        for (name, value) in given {
            guard let field = fields.first(where: { $0.name == name }) else { return "\(type) has no field '\(name)'" }
            guard field.type.admits(value) else { return "\(type)'s field '\(name)' is \(field.type.rawValue), not \(value)" }
        }
        for field in fields where !field.isOptional && !given.contains(where: { $0.0 == field.name }) {
            return "\(type) is missing its field '\(field.name)'"
        }
        return nil
    }
}

extension EventSpec.FieldType {
    /// Whether `value` is of this type.
    public func admits(_ value: Scalar) -> Bool {
        switch (self, value) {
        case (.number, .number), (.bool, .bool), (.string, .string): true
        case (.integer, .number): value.integer != nil
        default: false
        }
    }
}

extension EventSpec {
    /// `threshold`: releasing now would change the outcome (`crossed` true) or no longer would.
    public static let threshold = EventSpec(
        "threshold", [.init("crossed", .bool)], "releasing now would change the outcome (crossed true) or no longer would (false)")
    /// `swap`: the lyric card showing line `from` went behind; `to` came forward.
    public static let swap = EventSpec(
        "swap", [.init("from", .integer), .init("to", .integer)], "the card showing line `from` went behind; line `to` came forward")
    /// `presented`: the card finished presenting.
    public static let presented = EventSpec("presented", "the card finished presenting")
    /// `dismissed`: the card finished dismissing.
    public static let dismissed = EventSpec("dismissed", "the card finished dismissing")
    /// `reordered`: a row of the card's list moved from slot `from` to slot `to`.
    public static let reordered = EventSpec(
        "reordered", [.init("from", .integer), .init("to", .integer)], "a row moved from slot `from` to slot `to`; the rows between shifted by one")
    /// `opened`: the player finished opening.
    public static let opened = EventSpec("opened", "the player finished opening")
    /// `closed`: the player finished closing.
    public static let closed = EventSpec("closed", "the player finished closing")
    /// `page`: the library came to rest on another page.
    public static let page = EventSpec(
        "page", [.init("category", .integer), .init("subcategory", .integer)], "the library came to rest on another page")
    /// `selected`: a library row was chosen.
    public static let selected = EventSpec(
        "selected", [.init("category", .integer), .init("subcategory", .integer), .init("row", .integer), .init("track", .integer, isOptional: true)],
        "a library row was chosen: its page, its row from 0, and the queue index it plays (none for a podcast)")
    /// `centered`: the carousel came to rest on another cover.
    public static let centered = EventSpec("centered", [.init("index", .integer)], "the carousel came to rest on cover `index`")
    /// `track`: the playing track changed.
    public static let track = EventSpec("track", [.init("index", .integer)], "the playing track changed to `index`")
    /// `share`: the user chose where to share the playing track.
    public static let share = EventSpec(
        "share", [.init("track", .integer), .init("via", .string)], "the user chose where to share the playing track: the host shares it there")
    /// `dismissAttempted`: the user tried to dismiss a card that may not be dismissed.
    public static let dismissAttempted = EventSpec(
        "dismissAttempted", "the user tried to dismiss a card that may not be (dismissible off): it springs back")
    /// `devices`: the user asked for other devices to play on.
    public static let devices = EventSpec("devices", "the user asked for other devices to play on: the host shows its route picker")
}
