import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// VoiceOver's items for `scene` (already filtered), when they differ from the
    /// last, with what to tell VoiceOver (`frame`'s modality, notice and announcement).
    /// The page's plan (`PageAccessibility`) is the one source: while a modal is open
    /// (the presented card, the open player) only what is inside it is read and the
    /// host view is modal; what the page hides (transparent, covered, off screen, and
    /// outside a modal) VoiceOver does not reach either.
    mutating func changedAccessibility(_ scene: Scene, into frame: inout ViewFrame) {
        var plan = accessibilityPlan
        plan.update(scene, layoutDirection: environment.layoutDirection)
        accessibilityPlan = plan
        let modal = plan.modal != nil
        let items = accessibilityItems(scene, hidden: Self.hiddenWithDescendants(plan.hidden, scene))
        if !plan.announcement.isEmpty { frame.accessibilityNotices.append(.announcement(plan.announcement)) }
        guard items != lastAccessibility || modal != lastModal else { return }
        frame.accessibilityNotices.insert(modal != lastModal || lastAccessibility == nil ? .screenChanged : .layoutChanged, at: 0)
        lastAccessibility = items
        lastModal = modal
        frame.accessibility = items
        frame.accessibilityIsModal = modal
    }

    /// The layers hidden from VoiceOver: `hidden` and everything inside them.
    static func hiddenWithDescendants(_ hidden: [String], _ scene: Scene) -> Set<String> {
        guard !hidden.isEmpty else { return [] }
        var all = Set(hidden)
        for flat in scene.flattened where flat.parent.map(all.contains) ?? false { all.insert(flat.id) }
        return all
    }

    /// The host core's elements and the visible slots the app fills, in reading order.
    func accessibilityItems(_ scene: Scene, hidden: Set<String> = []) -> [AccessibilityItem] {
        let direction = environment.layoutDirection
        var framed: [(frame: Rect, item: AccessibilityItem)] = AccessibilityTree.elements(in: scene, layoutDirection: direction).compactMap {
            hidden.contains($0.id) ? nil : ($0.frame, .element($0))
        }
        let viewport = Rect(origin: .zero, size: scene.viewport)
        var opacity: [String: Double] = [:]
        for flat in scene.flattened {
            let shown = flat.layer.opacity * (flat.parent.flatMap { opacity[$0] } ?? 1)
            opacity[flat.id] = shown
            guard configuration.filter.fills(flat.layer), !hidden.contains(flat.id), shown >= 0.01, let handle = planner.handle(of: flat.id),
                let visible = flat.box.intersection(viewport), visible.width > 0, visible.height > 0
            else { continue }
            framed.append((flat.box, .slot(handle)))
        }
        let leadingFirst = direction == .leftToRight
        return framed.sorted { AccessibilityTree.readsBefore($0.frame, $1.frame, leadingFirst: leadingFirst) }.map { $0.item }
    }
}
