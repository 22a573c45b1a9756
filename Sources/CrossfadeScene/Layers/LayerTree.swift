import CrossfadeMotion

/// Builds a tree of layers and hands back each layer's path as it is added, so a
/// model holds typed handles to the layers it updates (FloatingPanel holds its
/// surface and backdrop the same way) instead of finding them again by id.
///
/// ```swift
/// var tree = LayerTree()
/// let player = tree.add(Layer(id: c.id("player"), frame: .zero))
/// let content = tree.add(Layer(id: c.id("player.content"), frame: full), in: player)
/// layers = tree.layers   // the model updates `player` and `content` in place
/// ```
///
/// Ids stay what traces and hosts use; paths are how a model reaches its layers.
public struct LayerTree: Sendable {
    /// The layers added so far, roots in order.
    public private(set) var layers: [Layer] = []

    /// An empty tree.
    public init() {}

    // (The adds are never inlined: trees are built once, and a model's dozens of
    // inlined adds would only make the WebAssembly engine bigger.)

    /// Adds `layer` (with any children it already has) after the roots so far.
    @discardableResult @inline(never)
    public mutating func add(_ layer: Layer) -> LayerPath {
        layers.append(layer)
        return LayerPath([layers.count - 1])
    }

    /// Adds `layer` as the last child of the layer at `parent`.
    @discardableResult @inline(never)
    public mutating func add(_ layer: Layer, in parent: LayerPath) -> LayerPath {
        var index = 0
        layers.update(parent) { parent in
            parent.children.append(layer)
            index = parent.children.count - 1
        }
        return parent.child(index)
    }

    /// Adds every layer of `children` under `parent`, in order; their paths.
    @discardableResult
    public mutating func add(_ children: [Layer], in parent: LayerPath) -> [LayerPath] {
        children.map { add($0, in: parent) }
    }

    /// Adds a whole subtree built by another tree (a child interaction's layers)
    /// under `parent`; the subtree's own paths, re-rooted, are `parent`'s child
    /// path followed by theirs.
    @discardableResult
    public mutating func add(_ subtree: LayerTree, in parent: LayerPath) -> LayerPath {
        var first = 0
        layers.update(parent) { parent in
            first = parent.children.count
            parent.children.append(contentsOf: subtree.layers)
        }
        return parent.child(first)
    }
}

extension LayerPath {
    /// `inner`, a path inside a subtree whose roots were placed as the children of
    /// `self` from child index `start` on (see `LayerTree.add(_:in:)`).
    public func appending(_ inner: LayerPath, from start: Int = 0) -> LayerPath {
        guard let first = inner.indices.first else { return self }
        return LayerPath(indices + [start + first] + inner.indices.dropFirst())
    }
}
