import CrossfadeInteractions

/// An animation coming to rest at one of its ends, as façades report it
/// (a completion, `didOpen`…).
public enum Settled: Hashable, Sendable {
    /// card-presentation's card came to rest presented or dismissed; player-transition's player opened or closed.
    case presented, dismissed, opened, closed
}

extension InteractionEvent {
    /// The lyric cards that swapped, when this is a swap.
    public var swap: (from: Int, to: Int)? { if case .swap(let from, let to) = kind { (from, to) } else { nil } }
    /// The card's row that moved and where to, when this is a reorder.
    public var reordered: (from: Int, to: Int)? { if case .reordered(let from, let to) = kind { (from, to) } else { nil } }
    /// The page the library came to rest on, when this is a page change.
    public var page: (category: Int, subcategory: Int)? {
        if case .page(let category, let subcategory) = kind { (category, subcategory) } else { nil }
    }
    /// The cover the carousel came to rest on, when this is one.
    public var centered: Int? { if case .centered(let index) = kind { index } else { nil } }
    /// The library row a user chose (its page, its row from 0, and the queue
    /// track it plays, nil for a podcast), when this is one.
    public var selected: (category: Int, subcategory: Int, row: Int, track: Int?)? {
        if case .selected(let category, let subcategory, let row, let track) = kind { (category, subcategory, row, track) } else { nil }
    }
    /// The track now playing, when this is a track change.
    public var track: Int? { if case .track(let index) = kind { index } else { nil } }
    /// Something (nothing) when the user tried to dismiss a card that may not be dismissed.
    public var dismissAttempted: Void? { if case .dismissAttempted = kind { () } else { nil } }
    /// Whether a threshold was crossed (true) or given back (false), when this is one.
    public var threshold: Bool? { if case .threshold(let crossed) = kind { crossed } else { nil } }
    /// Which end an animation came to rest at, when this is one.
    public var settled: Settled? {
        switch kind {
        case .presented: .presented
        case .dismissed: .dismissed
        case .opened: .opened
        case .closed: .closed
        case .threshold, .dismissAttempted, .swap, .reordered, .page, .selected, .centered, .track, .share, .devices: nil
        }
    }
}

extension Settled {
    /// Whether the player is open now, when this is its transition's end.
    public var playerIsOpen: Bool? {
        switch self {
        case .opened: true
        case .closed: false
        case .presented, .dismissed: nil
        }
    }
}
