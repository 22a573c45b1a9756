/// Something that happened in an interaction, at the instant it happened: what a
/// host maps to a callback, a delegate call or a haptic (`threshold` crossed →
/// a light impact).
///
/// Events are part of the replay: the same trace gives the same events at the
/// same instants at every frame rate. An event that marks an animation's end
/// (`opened`, `presented`…) carries the instant the animation comes to rest, as
/// the closed form says, not the frame that noticed it.
public struct InteractionEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// Releasing now would change the outcome (`crossed` true) or no longer would
        /// (false): a lyric card's swap, a card's dismissal, the player's open/close.
        case threshold(crossed: Bool)
        /// The lyric card showing line `from` went behind; `to` came forward.
        case swap(from: Int, to: Int)
        /// The card finished presenting, or dismissing.
        case presented, dismissed
        /// The user tried to dismiss a card that may not be dismissed (`dismissible`
        /// off, UIKit's `isModalInPresentation`): a drag released past the point of
        /// dismissal, the escape gesture, a status-bar tap at the top. The card stayed.
        case dismissAttempted
        /// A row of the card's list was moved from slot `from` to slot `to` (a drop
        /// by its reorder handle, or the `moveRow` action): the rows between shifted by one.
        case reordered(from: Int, to: Int)
        /// The player finished opening, or closing.
        case opened, closed
        /// The library came to rest on another page.
        case page(category: Int, subcategory: Int)
        /// A library row was chosen (a tap on it): its page, its row from 0, and
        /// the queue index it plays (nil for a podcast, which is not in the queue).
        case selected(category: Int, subcategory: Int, row: Int, track: Int?)
        /// The carousel came to rest on another cover.
        case centered(index: Int)
        /// The playing track changed.
        case track(index: Int)
        /// The user chose where to share the playing track (a row of the showcase's
        /// share sheet, by its words): the host shares it there.
        case share(track: Int, via: String)
        /// The user asked for other devices to play on (the devices sheet's
        /// "AirPlay or Bluetooth"): the host shows its route picker (AVRoutePickerView).
        case devices
    }

    /// When, in seconds (the interaction's time).
    public var time: Double
    /// What happened, with its own fields.
    public var kind: Kind
    /// The child that sent it, inside a parent (`player`, `carousel`…); empty when
    /// the interaction runs on its own.
    public var source: String

    /// An event of `kind` at `time` (s), from the child `source` (empty: the interaction itself).
    public init(_ kind: Kind, at time: Double, source: String = "") {
        self.kind = kind
        self.time = time
        self.source = source
    }

    /// The event's type as hosts and traces name it: `threshold`, `swap`, `page`…
    public var type: String {
        switch kind {
        case .threshold: "threshold"
        case .swap: "swap"
        case .presented: "presented"
        case .dismissed: "dismissed"
        case .dismissAttempted: "dismissAttempted"
        case .reordered: "reordered"
        case .opened: "opened"
        case .closed: "closed"
        case .page: "page"
        case .selected: "selected"
        case .centered: "centered"
        case .track: "track"
        case .share: "share"
        case .devices: "devices"
        }
    }

    /// The event's own fields, in order (`crossed`; `from`, `to`; `index`…).
    public var fields: [(String, Scalar)] {
        switch kind {
        case .threshold(let crossed): [("crossed", .bool(crossed))]
        case .swap(let from, let to), .reordered(let from, let to): [("from", .int(from)), ("to", .int(to))]
        case .presented, .dismissed, .dismissAttempted, .opened, .closed: []
        case .page(let category, let subcategory): [("category", .int(category)), ("subcategory", .int(subcategory))]
        case .selected(let category, let subcategory, let row, let track?):
            [("category", .int(category)), ("subcategory", .int(subcategory)), ("row", .int(row)), ("track", .int(track))]
        case .selected(let category, let subcategory, let row, nil):
            [("category", .int(category)), ("subcategory", .int(subcategory)), ("row", .int(row))]
        case .centered(let index), .track(let index): [("index", .int(index))]
        case .share(let track, let via): [("track", .int(track)), ("via", .string(via))]
        case .devices: []
        }
    }

    /// The source (dotted), the type and its fields, e.g. `carousel.centered index=3`.
    public var description: String {
        let parts = [(source.isEmpty ? "" : source + ".") + type] + fields.map { "\($0.0)=\($0.1)" }
        return parts.joined(separator: " ")
    }
}

/// Where a model puts the events it emits until its host takes them. Appending
/// into reserved capacity allocates nothing, so a frame that emits stays free.
public struct EventOutbox: Sendable {
    /// The events emitted and not yet taken, oldest first.
    public private(set) var events: [InteractionEvent] = []

    /// An empty outbox with room for 8 events.
    public init() { events.reserveCapacity(8) }

    /// Records `kind` at `time`.
    public mutating func emit(_ kind: InteractionEvent.Kind, at time: Double) {
        events.append(InteractionEvent(kind, at: time))
    }

    /// Records an event a child emitted, under the child's name (`player`), keeping
    /// a name it already had (a grandchild's) after it.
    public mutating func forward(_ event: InteractionEvent, from source: String) {
        var event = event
        event.source = event.source.isEmpty ? source : source + "." + event.source
        events.append(event)
    }

    /// Whether nothing waits.
    public var isEmpty: Bool { events.isEmpty }

    /// Hands every waiting event to `body`, oldest first, and empties the outbox
    /// (its storage kept).
    public mutating func drain(_ body: (InteractionEvent) -> Void) {
        guard !events.isEmpty else { return }
        for event in events { body(event) }
        events.removeAll(keepingCapacity: true)
    }
}
