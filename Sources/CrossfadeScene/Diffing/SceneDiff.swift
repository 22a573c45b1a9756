import CrossfadeMotion

/// What changed between two flattened scenes: layers added or changed (with only
/// the properties that changed, added layers in full) and the ids removed. The
/// Studio sends this each frame instead of the whole scene.
public struct SceneDiff: Hashable, Sendable {
    public var changed: [LayerPatch]
    public var removed: [String]

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
    public var id: String
    public var parent: String??
    public var order: Int?
    public var frame: Rect?
    public var transform: AffineTransform?
    public var opacity: Double?
    public var zPosition: Double?
    public var cornerRadius: CornerRadius?
    public var fill: Color??
    public var content: LayerContent??
    public var clipsToBounds: Bool?
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
