import CrossfadeMotion

/// What changed between two flattened scenes: layers added or changed (with only
/// the properties that changed, added layers in full) and the ids removed. The
/// Studio sends this each frame instead of the whole scene.
public struct SceneDiff: Hashable, Sendable {
    /// The layers added or changed, in the new scene's paint order.
    public var changed: [LayerPatch]
    /// The ids of the layers no longer in the scene.
    public var removed: [String]

    /// Whether nothing was added, changed or removed.
    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// The difference from `old` to `new` (flattened, in paint order).
    ///
    /// Most frames keep the same layers in the same order: then layers are
    /// compared position by position, with no lookup table.
    public init(from old: [FlatLayer], to new: [FlatLayer]) {
        if old.count == new.count, Self.sameStructure(old, new) {
            var changed: [LayerPatch] = []
            for index in 0..<new.count {
                let patch = LayerPatch(from: old[index], to: new[index], oldOrder: index, newOrder: index)
                if !patch.isEmpty { changed.append(patch) }
            }
            self.changed = changed
            self.removed = []
            return
        }
        var previous: [String: (index: Int, layer: FlatLayer)] = [:]
        for (index, layer) in old.enumerated() { previous[layer.id] = (index, layer) }
        var changed: [LayerPatch] = []
        var seen = Set<String>()
        for (index, layer) in new.enumerated() {
            seen.insert(layer.id)
            if let before = previous[layer.id] {
                let patch = LayerPatch(from: before.layer, to: layer, oldOrder: before.index, newOrder: index)
                if !patch.isEmpty { changed.append(patch) }
            } else {
                changed.append(LayerPatch(full: layer, order: index))
            }
        }
        self.changed = changed
        self.removed = old.map { $0.id }.filter { !seen.contains($0) }
    }

    private static func sameStructure(_ old: [FlatLayer], _ new: [FlatLayer]) -> Bool {
        for index in 0..<old.count where old[index].layer.id != new[index].layer.id || old[index].parent != new[index].parent { return false }
        return true
    }
}

/// One layer's changed properties; nil means unchanged. `parent` is doubly
/// optional: nil = unchanged, `.some(nil)` = now a root layer.
public struct LayerPatch: Hashable, Sendable {
    /// The id of the layer this patch changes.
    public var id: String
    /// The new parent's id: nil when unchanged, `.some(nil)` for a root layer.
    public var parent: String??
    /// The new index in the flattened paint order, or nil when unchanged.
    public var order: Int?
    /// The new frame, or nil when unchanged.
    public var frame: Rect?
    /// The new transform, or nil when unchanged.
    public var transform: AffineTransform?
    /// The new opacity, or nil when unchanged.
    public var opacity: Double?
    /// The new z position, or nil when unchanged.
    public var zPosition: Double?
    /// The new corner radius, or nil when unchanged.
    public var cornerRadius: CornerRadius?
    /// The new fill: nil when unchanged, `.some(nil)` for no fill.
    public var fill: Color??
    /// The new content: nil when unchanged, `.some(nil)` for none.
    public var content: LayerContent??
    /// The new clipping, or nil when unchanged.
    public var clipsToBounds: Bool?
    /// The new bounding box in viewport points, or nil when unchanged.
    public var box: Rect?

    /// A patch that sets every property: a layer new to the host.
    public init(full layer: FlatLayer, order: Int) {
        id = layer.id
        parent = .some(layer.parent)
        self.order = order
        frame = layer.layer.frame
        transform = layer.layer.transform
        opacity = layer.layer.opacity
        zPosition = layer.layer.zPosition
        cornerRadius = layer.layer.cornerRadius
        fill = .some(layer.layer.fill)
        content = .some(layer.layer.content)
        clipsToBounds = layer.layer.clipsToBounds
        box = layer.box
    }

    init(from old: FlatLayer, to new: FlatLayer, oldOrder: Int, newOrder: Int) {
        id = new.id
        let a = old.layer, b = new.layer
        if old.parent != new.parent { parent = .some(new.parent) }
        if oldOrder != newOrder { order = newOrder }
        if a.frame != b.frame { frame = b.frame }
        if a.transform != b.transform { transform = b.transform }
        if a.opacity != b.opacity { opacity = b.opacity }
        if a.zPosition != b.zPosition { zPosition = b.zPosition }
        if a.cornerRadius != b.cornerRadius { cornerRadius = b.cornerRadius }
        if a.fill != b.fill { fill = .some(b.fill) }
        if a.content != b.content { content = .some(b.content) }
        if a.clipsToBounds != b.clipsToBounds { clipsToBounds = b.clipsToBounds }
        if old.box != new.box { box = new.box }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        parent == nil && order == nil && frame == nil && transform == nil && opacity == nil && zPosition == nil
            && cornerRadius == nil && fill == nil && content == nil && clipsToBounds == nil && box == nil
    }
}
