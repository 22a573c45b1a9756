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
    /// `layers` (the showcase's, just built) with the one control it adds to a child's
    /// layers annotated: the mini player's devices button. (Its own layers are built
    /// annotated: a search by id per control costs a walk of the whole tree, and the
    /// tree is built again whenever a new track deals its lyrics.)
    static func annotated(_ layers: [Layer], _ c: Configuration) -> [Layer] {
        var layers = layers
        if let path = layers.path(to: c.id("player.miniPlayer.devices")) {
            layers.update(path) { $0.accessibility = ShowcaseAccessibility.button("Devices", c.action("devices")) }
        }
        return layers
    }

    /// The selected tab, the like button's state and the sheet's rows' words, written only when they change.
    func updateAccessibility(_ layers: inout [Layer]) {
        let t = tab, isLiked = self.isLiked
        layers.update(paths.tabBar) { bar in
            for index in bar.children.indices { bar.children[index].setAccessibilitySelected(index == t) }
        }
        layers.update(paths.like) { $0.setAccessibilitySelected(isLiked) }
        guard sheet.isShowing else { return }
        let rows = ShowcaseSheet.rows(sheet.kind, liked: isLiked)
        layers.update(paths.sheet) { sheet in
            guard sheet.children.count == 2 else { return }
            for index in 0..<Tuning.sheetRows where 5 + index < sheet.children[1].children.count {
                let label = index < rows.count ? rows[index] : ""
                sheet.children[1].children[5 + index].setAccessibility(label: label, value: "")
            }
        }
    }
}
