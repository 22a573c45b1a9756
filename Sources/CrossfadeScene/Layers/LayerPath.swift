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
    public subscript(path: LayerPath) -> Layer {
        get { self[path.indices, 0] }
        _modify { yield &self[path.indices, 0] }
    }

    private subscript(indices: [Int], depth: Int) -> Layer {
        get {
            depth == indices.count - 1 ? self[indices[depth]] : self[indices[depth]].children[indices, depth + 1]
        }
        _modify {
            if depth == indices.count - 1 {
                yield &self[indices[depth]]
            } else {
                yield &self[indices[depth]].children[indices, depth + 1]
            }
        }
    }
}
