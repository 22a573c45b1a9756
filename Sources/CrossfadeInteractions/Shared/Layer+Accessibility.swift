import CrossfadeScene

extension Layer {
    /// This layer with `info` for VoiceOver (built once, with the tree).
    func accessible(_ info: AccessibilityInfo) -> Layer {
        var layer = self
        layer.accessibility = info
        return layer
    }

    /// Makes a list row read `message` as text with nothing to activate (an empty
    /// page's "No playlists yet"), writing only when it is not already so.
    mutating func setAccessibilityMessage(_ message: String) {
        guard let info = accessibility else { return }
        if info.role != .text || !info.actions.isEmpty { accessibility = AccessibilityInfo(.text, label: message) }
        setAccessibility(label: message, value: "")
    }

    /// Gives a row back its own accessibility (`info`, a button) after it showed a
    /// message, writing nothing when it already has it.
    mutating func restoreRowAccessibility(_ info: AccessibilityInfo) {
        guard let current = accessibility, current.role != info.role || current.actions != info.actions else { return }
        accessibility = AccessibilityInfo(info.role, label: current.label, value: current.value, actions: info.actions)
    }
}
