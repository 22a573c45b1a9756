import CrossfadeInteractions

/// What a declarative wrapper (SwiftUI's) does to bring a UIKit host in line
/// with its state: the value it wants against what the host shows now. One rule
/// for every binding, decided here.
public enum BindingSync {
    /// The value to ask the host for, or nil when it already shows `wanted`.
    public static func change<Value: Equatable>(to wanted: Value, from shown: Value) -> Value? {
        wanted == shown ? nil : wanted
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
