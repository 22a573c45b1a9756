import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Every layer's `TouchRegion` for a scene, and what changed since the host was last
/// told: a page sets each of its layer elements' `touch-action` (and whether it takes
/// pointers) from it, so a swipe the engine would not take scrolls the page.
///
/// A layer's own region is what the engine claims at the centre of its visible box
/// (when that point hits the layer or something inside it); a parent's is the union
/// of its own and its children's, so no parent takes away what a child leaves to the
/// page (the web intersects `touch-action` with the ancestors'). Layers the engine's
/// hit test skips, everything inside a nearly transparent one, and labels and icons
/// (text or a path, nothing inside) are `passThrough`: the control under them is hit.
///
/// ```swift
/// var regions = TouchRegionMap()
/// let changed = regions.update(scene) { driver.claims(at: $0) }   // [(id, region)]
/// ```
public struct TouchRegionMap: Sendable {
    /// The region each layer was last given, by id.
    public private(set) var regions: [String: TouchRegion] = [:]

    /// An empty map: every layer is new to it.
    public init() {}

    /// Computes every layer's region in `scene` (viewport points) with `claims`,
    /// and returns those that differ from what the host was last told, in tree order.
    public mutating func update(_ scene: Scene, claims: (Point) -> [GestureClaim]) -> [(id: String, region: TouchRegion)] {
        var walk = Walk(scene: scene)
        for (index, layer) in scene.layers.enumerated() {
            _ = walk.visit(layer, path: [index], toViewport: .identity, hidden: false, claims: claims)
        }
        var changed: [(id: String, region: TouchRegion)] = []
        for (id, region) in walk.found where regions[id] != region { changed.append((id, region)) }
        regions = [:]
        for (id, region) in walk.found { regions[id] = region }
        return changed
    }

    /// The host made a new view for layer `id` (it starts without a region).
    public mutating func forget(_ id: String) { regions[id] = nil }

    /// One pass over the tree.
    private struct Walk {
        let scene: Scene
        let viewport: Rect
        var found: [(String, TouchRegion)] = []

        init(scene: Scene) {
            self.scene = scene
            viewport = Rect(origin: .zero, size: scene.viewport)
        }

        /// Records the regions of `layer` and its subtree; returns what it adds to its
        /// parent's. A layer the hit test skips is `passThrough` itself (`auto` to its
        /// children), and hands its children's union on.
        mutating func visit(
            _ layer: Layer, path: [Int], toViewport: AffineTransform, hidden: Bool, claims: (Point) -> [GestureClaim]
        ) -> TouchRegion {
            let skipped = hidden || layer.opacity < 0.01
            let transform = layer.transformToParent.concatenating(toViewport)
            let slot = found.count
            found.append((layer.id, .passThrough))
            // A label or an icon (text, a path) is part of the control it sits in: it takes
            // no pointer of its own, so its control is the page's hit target there.
            let takesPointers = !skipped && layer.isHitTestable && !Self.isDecoration(layer)
            var region = takesPointers ? own(layer, path: path, transform: transform, claims: claims) : .passThrough
            for (index, child) in layer.children.enumerated() {
                region = region.union(visit(child, path: path + [index], toViewport: transform, hidden: skipped, claims: claims))
            }
            if takesPointers { found[slot].1 = region == .passThrough ? .auto : region }
            return region
        }

        /// Whether `layer` is a label or an icon with nothing inside it.
        static func isDecoration(_ layer: Layer) -> Bool {
            guard layer.children.isEmpty else { return false }
            switch layer.content {
            case .text?, .path?: return true
            default: return false
            }
        }

        /// What the engine claims at the centre of the layer's visible box.
        func own(_ layer: Layer, path: [Int], transform: AffineTransform, claims: (Point) -> [GestureClaim]) -> TouchRegion {
            guard let visible = boundingBox(of: layer.bounds, through: transform).intersection(viewport) else { return .passThrough }
            let centre = Point(x: visible.midX, y: visible.midY)
            guard let hit = scene.layers.hitTestPath(centre), hit.isInside(LayerPath(path)) else { return .auto }
            return TouchRegion(claims: claims(centre))
        }
    }
}
