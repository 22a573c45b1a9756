import CrossfadeMotion

/// Everything a host draws at one instant: a viewport and its root layers.
public struct Scene: Hashable, Sendable {
    /// The viewport size in points.
    public var viewport: Size
    /// The colour behind every layer (black by default).
    public var background: Color
    /// The root layers, back to front in declaration order.
    public var layers: [Layer]

    /// A scene of `layers` in a viewport of `viewport` points.
    public init(viewport: Size, background: Color = .black, layers: [Layer]) {
        self.viewport = viewport
        self.background = background
        self.layers = layers
    }

    /// Every layer flattened in paint order (back to front), each with its parent's
    /// id and its axis-aligned bounding box in viewport points.
    public var flattened: [FlatLayer] {
        var result: [FlatLayer] = []
        flatten(into: &result)
        return result
    }

    /// Flattens into `result` (emptied first, its storage kept): a host that
    /// flattens every frame allocates nothing for it in steady state.
    public func flatten(into result: inout [FlatLayer]) {
        result.removeAll(keepingCapacity: true)
        Self.visit(layers, parent: nil, toViewport: .identity, into: &result)
    }

    private static func visit(_ layers: [Layer], parent: String?, toViewport: AffineTransform, into result: inout [FlatLayer]) {
        if layers.isInPaintOrder {
            for layer in layers { append(layer, parent: parent, toViewport: toViewport, into: &result) }
        } else {
            for layer in layers.sortedForPainting() { append(layer, parent: parent, toViewport: toViewport, into: &result) }
        }
    }

    private static func append(_ layer: Layer, parent: String?, toViewport: AffineTransform, into result: inout [FlatLayer]) {
        let transform = layer.transformToParent.concatenating(toViewport)
        result.append(FlatLayer(layer: layer, parent: parent, box: boundingBox(of: layer.bounds, through: transform)))
        if !layer.children.isEmpty { visit(layer.children, parent: layer.id, toViewport: transform, into: &result) }
    }

    /// The layer with `id`, searched depth-first.
    public func layer(_ id: String) -> Layer? { layers.layer(id) }

    /// The flattened record of the layer with `id`.
    public func flatLayer(_ id: String) -> FlatLayer? { flattened.first { $0.layer.id == id } }
}

/// A layer as it appears in a flattened scene: the layer (its children are listed
/// separately), its parent's id and its bounding box in viewport points.
public struct FlatLayer: Hashable, Sendable {
    /// The layer itself, without its children.
    public var layer: Layer
    /// The parent's id, or nil for a root layer.
    public var parent: String?
    /// The axis-aligned bounding box after all transforms, in viewport points.
    public var box: Rect

    /// The record of `layer` (its children dropped) under `parent`, with its bounding box.
    public init(layer: Layer, parent: String?, box: Rect) {
        var layer = layer
        layer.children = []
        self.layer = layer
        self.parent = parent
        self.box = box
    }

    /// The layer's id.
    public var id: String { layer.id }
}

/// The axis-aligned box around `rect` mapped through `transform`.
public func boundingBox(of rect: Rect, through transform: AffineTransform) -> Rect {
    let a = transform.apply(to: Point(x: rect.minX, y: rect.minY)), b = transform.apply(to: Point(x: rect.maxX, y: rect.minY))
    let c = transform.apply(to: Point(x: rect.minX, y: rect.maxY)), d = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
    let minX = min(min(a.x, b.x), min(c.x, d.x)), maxX = max(max(a.x, b.x), max(c.x, d.x))
    let minY = min(min(a.y, b.y), min(c.y, d.y)), maxY = max(max(a.y, b.y), max(c.y, d.y))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
