import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// VoiceOver's items for `scene` (already filtered), when they differ from the
    /// last, with what to tell VoiceOver (`frame`'s modality, notices). The page's
    /// plan (`PageAccessibility`) is the one source: while a modal is open (the
    /// presented card, the open player) only what is inside it is read and the host
    /// view is modal; what the page hides (transparent, covered, off screen, outside
    /// a modal) VoiceOver does not reach either. VoiceOver is told only what a user
    /// would want said: a new screen when a modal opens or closes (focus on its first
    /// element, or back on what opens it), a changed layout when elements come or go
    /// (not when they only move), and — at rest only — the centred track, line or page.
    mutating func changedAccessibility(_ scene: Scene, atRest: Bool, into frame: inout ViewFrame) {
        var plan = accessibilityPlan
        plan.update(scene, layoutDirection: environment.layoutDirection)
        accessibilityPlan = plan
        let modal = plan.modal != nil
        let items = accessibilityItems(scene, hidden: Self.hiddenWithDescendants(plan.hidden, scene))
        if atRest {
            let spoken = plan.nodes.first { $0.role == .carousel || $0.role == .group || $0.role == .tabPanel }?.name
            if let spoken, let lastSpoken, spoken != lastSpoken { frame.accessibilityNotices.append(.announcement(spoken)) }
            lastSpoken = spoken ?? lastSpoken
        }
        guard items != lastAccessibility || modal != lastModal else { return }
        let identities = items.map { $0.identity }
        if lastAccessibility != nil, modal != lastModal {
            let opener = plan.nodes.first { $0.opensSomething }.map { "layer:" + $0.id }
            frame.accessibilityNotices.insert(.screenChanged(focus: modal ? identities.first : opener), at: 0)
        } else if identities != lastIdentities {
            frame.accessibilityNotices.insert(.layoutChanged, at: 0)
        }
        lastAccessibility = items
        lastIdentities = identities
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
