import CrossfadeMotion

/// Where a layer sits in a tree of layers: its index among the roots, then among
/// its parent's children, and so on.
///
/// Models get their layers' paths from `LayerTree` as they build their layers, and
/// then update those layers in place every frame — no searching, no rebuilding,
/// no allocation, and no magic indices. A hit test answers with a path too
/// (`hitTestPath`), compared with the built ones by `isInside`.
///
/// ```swift
/// var tree = LayerTree()
/// let player = tree.add(Layer(id: c.id("player"), frame: .zero))
/// layers = tree.layers
/// layers.update(player) { $0.frame = container }   // in place, every frame
/// if layers.hitTestPath(point).map({ $0.isInside(player) }) == true { … }
/// ```
///
/// (`path(to:)` finds a layer by id: for tests and tools, not for models.)
public struct LayerPath: Hashable, Sendable, CustomStringConvertible {
    /// The index among the roots, then among each parent's children, down to the layer.
    public let indices: [Int]

    /// The path through these indices, root first.
    public init(_ indices: [Int]) { self.indices = indices }

    /// The path of the child at `index` under this layer.
    public func child(_ index: Int) -> LayerPath { LayerPath(indices + [index]) }

    /// The indices joined by slashes, e.g. `0/2/1`.
    public var description: String { indices.map { "\($0)" }.joined(separator: "/") }

    /// Whether this is `ancestor` or a layer inside it: the one answer to "did
    /// the touch land on that layer or on something in it".
    public func isInside(_ ancestor: LayerPath) -> Bool {
        indices.count >= ancestor.indices.count && indices.starts(with: ancestor.indices)
    }

    /// Whether this is inside `ancestor`, when there is one.
    public func isInside(_ ancestor: LayerPath?) -> Bool { ancestor.map { isInside($0) } ?? false }
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

    /// The layer at `path`.
    public subscript(path: LayerPath) -> Layer {
        var layer = self[path.indices[0]]
        for index in path.indices.dropFirst() { layer = layer.children[index] }
        return layer
    }

    /// Reads from the layer at `path` in place (nothing copied, nothing allocated):
    /// an update can compare first and skip writing what has not changed.
    @inlinable
    public func read<T>(_ path: LayerPath, _ body: (Layer) -> T) -> T { read(path.indices, from: 0, body) }

    @inlinable
    func read<T>(_ indices: [Int], from depth: Int, _ body: (Layer) -> T) -> T {
        depth == indices.count - 1 ? body(self[indices[depth]]) : self[indices[depth]].children.read(indices, from: depth + 1, body)
    }

    /// The id of the layer at `path`, read in place.
    public func id(at path: LayerPath) -> String { read(path) { $0.id } }

    /// Changes the layer at `path` in place, at any depth. The closure does not
    /// escape, so nothing is allocated: a frame that updates its layers this way
    /// allocates nothing (a `_modify` accessor would allocate its coroutine frame).
    ///
    /// Only a write that changes something marks the ancestors `.descendants` (see
    /// `Layer.changes`): a model that writes a layer every frame with the value it
    /// already has leaves the path unmarked, and a host's frame skips it.
    @inlinable
    public mutating func update(_ path: LayerPath, _ body: (inout Layer) -> Void) {
        _ = update(path.indices, from: 0, body)
    }

    /// Whether the layer at `indices` (from `depth`) has new marks after `body`.
    @inlinable
    mutating func update(_ indices: [Int], from depth: Int, _ body: (inout Layer) -> Void) -> Bool {
        guard depth < indices.count else { return false }
        let index = indices[depth]
        if depth == indices.count - 1 {
            let before = self[index]._changes
            body(&self[index])
            return self[index]._changes != before
        }
        // Through the stored children, so the path is marked only when something changed.
        guard self[index]._children.update(indices, from: depth + 1, body) else { return false }
        self[index]._changes.insert(.descendants)
        return true
    }
}
