import CrossfadeMotion

/// Where a layer sits in a tree of layers: its index among the roots, then among
/// its parent's children, and so on.
///
/// Models find their layers' paths by id once, when they build their layers, and
/// then update those layers in place every frame — no searching, no rebuilding,
/// no allocation, and no magic indices.
///
/// ```swift
/// let player = layers.path(to: "player")!
/// layers[player].frame = container          // in place
/// ```
public struct LayerPath: Hashable, Sendable, CustomStringConvertible {
    public let indices: [Int]

    public init(_ indices: [Int]) { self.indices = indices }

    /// The path of the child at `index` under this layer.
    public func child(_ index: Int) -> LayerPath { LayerPath(indices + [index]) }

    public var description: String { indices.map { "\($0)" }.joined(separator: "/") }
}

extension Array where Element == Layer {
    /// The path to the first layer with `id`, searched depth-first, or nil.
    public func path(to id: String) -> LayerPath? {
        for (index, layer) in enumerated() {
            if layer.id == id { return LayerPath([index]) }
            if let inner = layer.children.path(to: id) { return LayerPath([index] + inner.indices) }
        }
        return nil
    }

    /// The layer with `id`, searched depth-first.
    public func layer(_ id: String) -> Layer? {
        for layer in self {
            if layer.id == id { return layer }
            if let found = layer.children.layer(id) { return found }
        }
        return nil
    }

    /// The layer at `path`, read or changed in place.
    ///
    /// Depths up to four (the engine's trees are shallower) are spelled out, so the
    /// accessor is one flat coroutine; deeper paths go through `update(_:_:)`.
    public subscript(path: LayerPath) -> Layer {
        get {
            var layer = self[path.indices[0]]
            for index in path.indices.dropFirst() { layer = layer.children[index] }
            return layer
        }
        _modify {
            let i = path.indices
            switch i.count {
            case 1: yield &self[i[0]]
            case 2: yield &self[i[0]].children[i[1]]
            case 3: yield &self[i[0]].children[i[1]].children[i[2]]
            case 4: yield &self[i[0]].children[i[1]].children[i[2]].children[i[3]]
            default:
                var layer = self[path]
                yield &layer
                update(path) { $0 = layer }
            }
        }
    }

    /// Changes the layer at `path` in place, at any depth.
    public mutating func update(_ path: LayerPath, _ body: (inout Layer) -> Void) {
        update(path.indices[...], body)
    }

    private mutating func update(_ indices: ArraySlice<Int>, _ body: (inout Layer) -> Void) {
        guard let first = indices.first else { return }
        if indices.count == 1 {
            body(&self[first])
        } else {
            self[first].children.update(indices.dropFirst(), body)
        }
    }
}
