import CrossfadeScene

extension Layer {
    /// This layer with `info` for VoiceOver (built once, with the tree).
    func accessible(_ info: AccessibilityInfo) -> Layer {
        var layer = self
        layer.accessibility = info
        return layer
    }

    /// Sets the label and value VoiceOver reads, writing only what differs (a
    /// frame that changes nothing writes nothing).
    mutating func setAccessibility(label: String, value: String) {
        guard accessibility != nil else { return }
        if accessibility?.label != label { accessibility?.label = label }
        if accessibility?.value != value { accessibility?.value = value }
    }

    /// Sets whether VoiceOver reads the element as selected, only when it differs.
    mutating func setAccessibilitySelected(_ selected: Bool) {
        guard let info = accessibility, info.isSelected != selected else { return }
        accessibility?.isSelected = selected
    }
}
