import CrossfadeMotion
import CrossfadeScene

/// The showcase's own controls to VoiceOver: each names the showcase's action its
/// tap performs (the children annotate theirs).
enum ShowcaseAccessibility {
    /// A button whose activation performs `action` (and `escape`, if given).
    static func button(_ label: String, _ action: String, escape: String? = nil) -> AccessibilityInfo {
        AccessibilityInfo(.button, label: label, actions: [.activate(action)] + (escape.map { [.escape($0)] } ?? []))
    }

    /// A button whose activation performs `action` with `index`.
    static func button(_ label: String, _ action: String, index: Int) -> AccessibilityInfo {
        AccessibilityInfo(.button, label: label, actions: [.activate(action, fields: [AccessibilityInfo.Field("index", Double(index))])])
    }
}

extension Showcase {
    /// The selected tab, the like button's state and the sheet's rows' words, written only when they change.
    func updateAccessibility(_ layers: inout [Layer]) {
        let t = tab, isLiked = self.isLiked
        for (index, item) in paths.tabs.enumerated() { layers.update(item.item) { $0.setAccessibilitySelected(index == t) } }
        layers.update(paths.nowPlaying.like) { $0.setAccessibilitySelected(isLiked) }
        guard sheet.isShowing else { return }
        let rows = ShowcaseSheet.rows(sheet.kind, liked: isLiked)
        for (index, row) in paths.sheet.rows.enumerated() {
            let label = index < rows.count ? rows[index] : ""
            layers.update(row) { $0.setAccessibility(label: label, value: "") }
        }
    }
}
