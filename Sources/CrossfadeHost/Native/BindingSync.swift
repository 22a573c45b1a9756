import CrossfadeInteractions

/// What a declarative wrapper (SwiftUI's) does to bring a UIKit host in line
/// with its state: the value it wants against what the host shows now. One rule
/// for every binding, decided here.
public enum BindingSync {
    /// The value to ask the host for, or nil when it already shows `wanted`.
    public static func change<Value: Equatable>(to wanted: Value, from shown: Value) -> Value? {
        wanted == shown ? nil : wanted
    }

    /// The value to ask the engine for when a two-way binding holds `wanted` and
    /// the engine shows `shown`, or nil to ask for nothing; `agreed` is the value
    /// both last held (the engine reported it, the wrapper sent it, or both showed
    /// it; nil: never). While the engine moves (a finger down, a spring settling:
    /// `engineIsMoving`) a binding still holding `agreed` is only behind the engine
    /// — library-pager's page changes under the finger, its `page` event comes at
    /// rest — so that echo is never sent back (it would snap the gesture back); a
    /// value the app wrote itself is. At rest the binding is the truth.
    ///
    /// ```swift
    /// BindingSync.change(to: 0, from: 1, agreed: 0, engineIsMoving: true)    // nil: mid-swipe, the binding is behind
    /// BindingSync.change(to: 2, from: 1, agreed: 0, engineIsMoving: true)    // 2: the app chose page 2
    /// ```
    public static func change<Value: Equatable>(to wanted: Value, from shown: Value, agreed: Value?, engineIsMoving: Bool) -> Value? {
        guard wanted != shown else { return nil }
        return engineIsMoving && wanted == agreed ? nil : wanted
    }

    /// The actions that bring card `wanted` of a deck of `count` to the front from
    /// card `front`: lyrics-cards' deck is a ring (`next` past the last card is the
    /// first), so the shorter way round, one swap per card between (forwards when
    /// both ways are as long); none for a card the deck does not hold.
    public static func deckActions(to wanted: Int, from front: Int, count: Int) -> [LyricsCards.Action] {
        guard count > 1, (0..<count).contains(wanted), wanted != front else { return [] }
        let forwards = ((wanted - front) % count + count) % count
        return forwards <= count - forwards
            ? Array(repeating: .next, count: forwards) : Array(repeating: .previous, count: count - forwards)
    }

    /// Whether to present or dismiss (nil: neither) when a binding wants a
    /// presentation `wanted` and it is `shown`.
    public static func presentation(wanted: Bool, shown: Bool) -> PresentationChange? {
        change(to: wanted, from: shown).map { $0 ? .present : .dismiss }
    }
}

/// Present or dismiss.
public enum PresentationChange: Hashable, Sendable {
    /// Show the presented screen, or take it away.
    case present, dismiss
}

/// player-transition's action for a presentation change: open or close.
public enum PlayerOpening {
    /// Opening for a presentation, closing for a dismissal.
    public static func action(_ change: PresentationChange) -> PlayerTransition.Action {
        switch change {
        case .present: .open
        case .dismiss: .close
        }
    }
}
