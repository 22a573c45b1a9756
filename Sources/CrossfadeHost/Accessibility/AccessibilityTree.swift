import CrossfadeMotion
import CrossfadeScene

/// The accessibility elements a scene exposes, in reading order, and whether they
/// changed since the host last asked (then it tells VoiceOver the layout changed).
///
/// An element is exposed when a user could see and reach it: its layer carries
/// `AccessibilityInfo`, it is visible (its opacity and its ancestors' multiply to
/// at least 0.01), it lies at least partly in the viewport and inside what its
/// ancestors' clipping leaves visible, and nothing opaque
/// painted in front of it (a presented card, the open player) covers its centre.
/// Its frame is the part of it left visible (inside the viewport and its
/// ancestors' clipping). Reading order is top to bottom, then leading to trailing.
public struct AccessibilityTree: Sendable {
    /// The elements VoiceOver reaches now, in reading order.
    public private(set) var elements: [AccessibilityElement] = []

    /// A tree with no elements yet.
    public init() {}

    /// Recomputes the elements; returns whether they changed.
    @discardableResult
    public mutating func update(_ scene: Scene, layoutDirection: LayoutDirection = .leftToRight) -> Bool {
        let fresh = Self.elements(in: scene, layoutDirection: layoutDirection)
        guard fresh != elements else { return false }
        elements = fresh
        return true
    }

    /// The elements `scene` exposes, in reading order.
    public static func elements(in scene: Scene, layoutDirection: LayoutDirection = .leftToRight) -> [AccessibilityElement] {
        let flat = scene.flattened
        let viewport = Rect(origin: .zero, size: scene.viewport)
        var opacity: [String: Double] = [:]
        var parents: [String: String] = [:]
        /// What is left visible of each layer's area after its ancestors' clipping.
        var visible: [String: Rect] = [:]
        for layer in flat {
            opacity[layer.id] = layer.layer.opacity * (layer.parent.flatMap { opacity[$0] } ?? 1)
            var area = viewport
            if let parent = layer.parent {
                parents[layer.id] = parent
                area = visible[parent] ?? viewport
            }
            visible[layer.id] = layer.layer.clipsToBounds ? (area.intersection(layer.box) ?? Rect(x: 0, y: 0, width: 0, height: 0)) : area
        }
        var found: [AccessibilityElement] = []
        for (index, layer) in flat.enumerated() {
            let area = layer.parent.flatMap { visible[$0] } ?? viewport
            guard let info = layer.layer.accessibility, (opacity[layer.id] ?? 0) >= 0.01, let shown = layer.box.intersection(area), shown.width > 0,
                shown.height > 0
            else { continue }
            // What a user can see of it is what VoiceOver frames and activates (at its centre).
            let centre = Point(x: shown.midX, y: shown.midY)
            if isCovered(index, centre: centre, in: flat, opacity: opacity, parents: parents, visible: visible) { continue }
            found.append(AccessibilityElement(id: layer.id, frame: shown, info: info))
        }
        let leadingFirst = layoutDirection == .leftToRight
        return found.sorted { readsBefore($0.frame, $1.frame, leadingFirst: leadingFirst) }
    }

    /// Reading order: by rows 8 pt high from the top, then leading to trailing.
    static func readsBefore(_ a: Rect, _ b: Rect, leadingFirst: Bool) -> Bool {
        let rowA = (a.minY / 8).rounded(.down), rowB = (b.minY / 8).rounded(.down)
        if rowA != rowB { return rowA < rowB }
        return leadingFirst ? a.minX < b.minX : a.maxX > b.maxX
    }

    /// Whether something opaque painted after layer `index` (and not inside it or
    /// holding it) covers `centre` — with what its ancestors' clipping leaves of it
    /// (a backdrop clipped to a small container covers only the container).
    private static func isCovered(
        _ index: Int, centre: Point, in flat: [FlatLayer], opacity: [String: Double],
        parents: [String: String], visible: [String: Rect]
    ) -> Bool {
        let id = flat[index].id
        for later in flat[(index + 1)...] where later.box.contains(centre) && (opacity[later.id] ?? 0) >= 0.5 && draws(later.layer) {
            if let parent = later.parent, let area = visible[parent], !area.contains(centre) { continue }
            if isInside(later.id, id, parents) || isInside(id, later.id, parents) { continue }
            return true
        }
        return false
    }

    private static func draws(_ layer: Layer) -> Bool {
        if let fill = layer.fill, fill.alpha >= 0.5 { return true }
        switch layer.content {
        case .artwork?, .slot?: return true
        default: return false
        }
    }

    /// Whether `id` is `ancestor` or inside it, by the flattened parents.
    private static func isInside(_ id: String, _ ancestor: String, _ parents: [String: String]) -> Bool {
        var current: String? = id
        while let layer = current {
            if layer == ancestor { return true }
            current = parents[layer]
        }
        return false
    }
}
