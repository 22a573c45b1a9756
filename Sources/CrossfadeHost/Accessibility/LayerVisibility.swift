import CrossfadeMotion
import CrossfadeScene

/// What a user can see of each layer of a flattened scene, by its index in paint
/// order: its parent, its opacity with its ancestors', and what the viewport and its
/// ancestors' clipping leave visible. Arrays by index rather than dictionaries by id:
/// the accessibility tree, the page's plan and every host share one pass, and the
/// WebAssembly engine stays small.
struct LayerVisibility {
    /// The layers, parents before their children, back to front.
    let flat: [FlatLayer]
    /// The viewport's rectangle.
    let viewport: Rect
    /// Each layer's parent's index; -1 for a root layer.
    private(set) var parent: [Int] = []
    /// Each layer's opacity times its ancestors'.
    private(set) var opacity: [Double] = []
    /// What is left visible for each layer's children: its own area, clipped to its box when it clips.
    private(set) var clip: [Rect] = []

    init(_ scene: Scene) {
        flat = scene.flattened
        viewport = Rect(origin: .zero, size: scene.viewport)
        parent.reserveCapacity(flat.count)
        var index: [String: Int] = [:]
        for (at, layer) in flat.enumerated() {
            let up = layer.parent.flatMap { index[$0] } ?? -1
            index[layer.id] = at
            parent.append(up)
            opacity.append(layer.layer.opacity * (up >= 0 ? opacity[up] : 1))
            let area = up >= 0 ? clip[up] : viewport
            clip.append(layer.layer.clipsToBounds ? (area.intersection(layer.box) ?? Rect(x: 0, y: 0, width: 0, height: 0)) : area)
        }
    }

    /// What its ancestors' clipping and the viewport leave for layer `at`.
    func area(_ at: Int) -> Rect { parent[at] >= 0 ? clip[parent[at]] : viewport }

    /// The part of layer `at` a user could see (inside its area), or nil when none.
    func shown(_ at: Int) -> Rect? {
        guard let part = flat[at].box.intersection(area(at)), part.width > 0, part.height > 0 else { return nil }
        return part
    }

    /// Whether layer `at` is `ancestor` or inside it.
    func isInside(_ at: Int, _ ancestor: Int) -> Bool {
        var current = at
        while current >= 0 {
            if current == ancestor { return true }
            current = parent[current]
        }
        return false
    }

    /// Whether something opaque painted after layer `at` (neither inside it nor holding
    /// it) covers `centre`, with what its ancestors' clipping leaves of it (a backdrop
    /// clipped to a small container covers only the container).
    func isCovered(_ at: Int, centre: Point) -> Bool {
        var later = at + 1
        while later < flat.count {
            defer { later += 1 }
            guard flat[later].box.contains(centre), opacity[later] >= 0.5, Self.isOpaque(flat[later].layer) else { continue }
            if parent[later] >= 0, !clip[parent[later]].contains(centre) { continue }
            if isInside(later, at) || isInside(at, later) { continue }
            return true
        }
        return false
    }

    /// Whether the layer hides what is behind it: a fill at least half opaque, artwork or a slot.
    static func isOpaque(_ layer: Layer) -> Bool {
        if let fill = layer.fill, fill.alpha >= 0.5 { return true }
        switch layer.content {
        case .artwork?, .slot?: return true
        default: return false
        }
    }
}
