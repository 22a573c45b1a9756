import CrossfadeMotion

/// Everything a host draws at one instant: a viewport and its root layers.
public struct Scene: Hashable, Sendable {
    /// The viewport size in points.
    public var viewport: Size
    public var background: Color
    public var layers: [Layer]

    public init(viewport: Size, background: Color = .black, layers: [Layer]) {
        self.viewport = viewport
        self.background = background
        self.layers = layers
    }

    /// Every layer flattened in paint order (back to front), each with its parent's
    /// id and its axis-aligned bounding box in viewport points.
    public var flattened: [FlatLayer] {
        var result: [FlatLayer] = []
        func visit(_ layers: [Layer], parent: String?, toViewport: AffineTransform) {
            for layer in layers.sortedForPainting() {
                let transform = layer.transformToParent.concatenating(toViewport)
                result.append(FlatLayer(layer: layer, parent: parent, box: boundingBox(of: layer.bounds, through: transform)))
                visit(layer.children, parent: layer.id, toViewport: transform)
            }
        }
        visit(layers, parent: nil, toViewport: .identity)
        return result
    }

    /// The layer with `id`, searched depth-first.
    public func layer(_ id: String) -> Layer? { layers.layer(id) }

    /// The flattened record of the layer with `id`.
    public func flatLayer(_ id: String) -> FlatLayer? { flattened.first { $0.layer.id == id } }
}

/// A layer as it appears in a flattened scene: the layer (its children are listed
/// separately), its parent's id and its bounding box in viewport points.
public struct FlatLayer: Hashable, Sendable {
    public var layer: Layer
    public var parent: String?
    /// The axis-aligned bounding box after all transforms, in viewport points.
    public var box: Rect

    public init(layer: Layer, parent: String?, box: Rect) {
        var layer = layer
        layer.children = []
        self.layer = layer
        self.parent = parent
        self.box = box
    }

    public var id: String { layer.id }
}

/// The axis-aligned box around `rect` mapped through `transform`.
public func boundingBox(of rect: Rect, through transform: AffineTransform) -> Rect {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
        let p = transform.apply(to: Point(x: x, y: y))
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
