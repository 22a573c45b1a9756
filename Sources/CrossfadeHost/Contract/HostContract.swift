import CrossfadeInteractions

/// The names a host's app may use with an interaction, checked strictly against its
/// registry entry: a slot the interaction has (`cover.3` for `cover.N`), an event it
/// emits or one every host adds (`frame`, `event`, `error`), option values a trace can
/// hold. Each refusal names the thing and lists what is known, so a typo is found at
/// once instead of doing nothing.
///
/// ```swift
/// HostContract.slotRefusal("typo", slots: CoverCarousel.slotSpecs)
/// // "unknown slot 'typo' (known: cover.N)"
/// ```
public enum HostContract {
    /// What every host emits beside the interaction's events: each frame drawn, every
    /// event, a refusal reported.
    public static let hostEvents = ["frame", "event", "error"]

    /// What every host has beside the interaction's slots: its empty state's (`EmptyState`).
    public static let hostSlots = [EmptyState.slot]

    /// Why `name` is no slot of an interaction with `slots`, or nil when it is one.
    public static func slotRefusal(_ name: String, slots: [SlotSpec]) -> String? {
        if hostSlots.contains(name) || slots.contains(where: { $0.matches(name) }) { return nil }
        let known = slots.map { $0.pattern } + hostSlots
        return "unknown slot '\(name)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
    }

    /// Why `type` is no event a host of an interaction with `events` hears, or nil.
    public static func eventRefusal(_ type: String, events: [EventSpec]) -> String? {
        var known: [String] = []
        for spec in events where !known.contains(spec.type) { known.append(spec.type) }
        known += hostEvents
        return known.contains(type) ? nil : "unknown event '\(type)' (known: \(known.joined(separator: ", ")))"
    }

    /// Why `options` cannot start a session, or nil: a number that is not finite
    /// (NaN, ±infinity) is refused by name, as the engine refuses an unknown option.
    public static func optionRefusal(_ options: [String: Scalar]) -> InteractionError? {
        for name in options.keys.sorted() {
            if let number = options[name]?.number, !number.isFinite {
                return .invalidOption(name: name, reason: "must be a finite number, not \(number)")
            }
        }
        return nil
    }
}
