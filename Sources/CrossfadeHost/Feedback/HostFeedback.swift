import CrossfadeInteractions

/// The haptic a host plays for an event, one table for every host: UIKit maps it
/// onto `UIImpactFeedbackGenerator` / `UISelectionFeedbackGenerator`, the web onto
/// `navigator.vibrate` where there is one.
public enum Haptic: String, Hashable, Sendable {
    /// A light impact: a threshold crossed (releasing now would change the outcome).
    case lightImpact
    /// A selection tick: a threshold given back, a page or a cover settling, a row dropped in its new place.
    case selection

    /// The haptic for `event`, or nil when it has none (`swap`, `opened`… are felt
    /// through the threshold that decided them; a chosen row is a tap, felt as one).
    public init?(for event: InteractionEvent) {
        switch event.kind {
        case .threshold(let crossed): self = crossed ? .lightImpact : .selection
        case .page, .centered, .reordered: self = .selection
        case .swap, .presented, .dismissed, .dismissAttempted, .opened, .closed, .track, .selected, .share, .devices: return nil
        }
    }
}
