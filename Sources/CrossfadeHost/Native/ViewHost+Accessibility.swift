import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// VoiceOver's items for `scene` (already filtered), when they differ from the last.
    mutating func changedAccessibility(_ scene: Scene) -> [AccessibilityItem]? {
        let items = accessibilityItems(scene)
        guard items != lastAccessibility else { return nil }
        lastAccessibility = items
        return items
    }

    /// The host core's elements and the visible slots the app fills, in reading order.
    func accessibilityItems(_ scene: Scene) -> [AccessibilityItem] {
        let direction = environment.layoutDirection
        var framed: [(frame: Rect, item: AccessibilityItem)] = AccessibilityTree.elements(in: scene, layoutDirection: direction).map {
            ($0.frame, .element($0))
        }
        let viewport = Rect(origin: .zero, size: scene.viewport)
        var opacity: [String: Double] = [:]
        for flat in scene.flattened {
            let shown = flat.layer.opacity * (flat.parent.flatMap { opacity[$0] } ?? 1)
            opacity[flat.id] = shown
            guard configuration.filter.fills(flat.layer), shown >= 0.01, let handle = planner.handle(of: flat.id),
                let visible = flat.box.intersection(viewport), visible.width > 0, visible.height > 0
            else { continue }
            framed.append((flat.box, .slot(handle)))
        }
        let leadingFirst = direction == .leftToRight
        return framed.sorted { AccessibilityTree.readsBefore($0.frame, $1.frame, leadingFirst: leadingFirst) }.map { $0.item }
    }
}
