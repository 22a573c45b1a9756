import CrossfadeMotion
import CrossfadeScene

/// Turns the engine's layers, frame after frame, into the mount operations that
/// keep a host's views the same: which views to make (reusing pooled ones of the
/// same content kind), where each goes among its siblings (back to front), which
/// properties changed, which views to take away.
///
/// ```swift
/// var planner = MountPlanner()
/// var target = RecordingMountTarget()
/// target.apply(planner.plan(driver.scene.layers))   // first frame: creates, inserts, full updates
/// driver.advance(to: 0.016)
/// target.apply(planner.plan(driver.scene.layers))   // then only what changed
/// ```
///
/// Children are ordered back to front by z-position (ties in declaration order),
/// so a host needs no z-ordering of its own.
public struct MountPlanner: Sendable {
    struct Node: Sendable {
        var id: String
        var kind: ContentKind
        var parent: MountHandle?
        var properties: LayerProperties
        /// The children as the host has them now, back to front.
        var children: [MountHandle] = []
        var live = true
        /// The plan that last found this layer in the scene.
        var seen = 0
    }

    private var nodes: [Node] = []
    private var handles: [String: MountHandle] = [:]
    private var roots: [MountHandle] = []
    /// Handles of views taken away, per content kind, for reuse.
    private var pools: [[MountHandle]] = Array(repeating: [], count: ContentKind.allCases.count)
    private var generation = 0
    private var operations: [MountOperation] = []

    public init() {}

    /// How many views are live (mounted) now.
    public var liveCount: Int { handles.count }

    /// The handle of the view showing layer `id`, if it is mounted.
    public func handle(of id: String) -> MountHandle? { handles[id] }

    /// The operations that take the host from what it shows to `layers`.
    public mutating func plan(_ layers: [Layer]) -> [MountOperation] {
        generation += 1
        operations.removeAll(keepingCapacity: true)
        mark(layers)
        removeUnseen()
        place(layers, parent: nil)
        return operations
    }

    /// Notes every layer that keeps its view (same id, same content kind).
    private mutating func mark(_ layers: [Layer]) {
        for layer in layers {
            if let handle = handles[layer.id], nodes[index(handle)].kind == ContentKind(layer.content) {
                nodes[index(handle)].seen = generation
            }
            mark(layer.children)
        }
    }

    /// Takes away every view whose layer is gone (or changed kind), children first.
    private mutating func removeUnseen() {
        for handle in handles.values.sorted(by: >) where nodes[index(handle)].seen != generation {
            let node = nodes[index(handle)]
            detach(handle, from: node.parent)
            handles[node.id] = nil
            nodes[index(handle)].live = false
            nodes[index(handle)].children = []
            pools[Int(node.kind.rawValue)].append(handle)
            operations.append(.remove(handle))
        }
    }

    /// Creates, moves and updates, parents before their children.
    private mutating func place(_ layers: [Layer], parent: MountHandle?) {
        let ordered = layers.isInPaintOrder ? layers : layers.sortedForPainting()
        for (slot, layer) in ordered.enumerated() {
            let handle: MountHandle
            let properties = LayerProperties(layer)
            if let existing = handles[layer.id] {
                handle = existing
                let changes = properties.changes(from: nodes[index(handle)].properties)
                if !changes.isEmpty {
                    nodes[index(handle)].properties = properties
                    operations.append(.update(handle, changes: changes, properties: properties))
                }
            } else {
                handle = make(layer, properties: properties)
            }
            position(handle, under: parent, at: slot)
            if !layer.children.isEmpty || !nodes[index(handle)].children.isEmpty { place(layer.children, parent: handle) }
        }
    }

    /// A view for `layer`: from its kind's pool, or new; created and fully updated.
    private mutating func make(_ layer: Layer, properties: LayerProperties) -> MountHandle {
        let kind = ContentKind(layer.content)
        let handle: MountHandle
        if let pooled = pools[Int(kind.rawValue)].popLast() {
            handle = pooled
            nodes[index(handle)] = Node(id: layer.id, kind: kind, parent: nil, properties: properties, seen: generation)
        } else {
            handle = MountHandle(Int32(nodes.count + 1))
            nodes.append(Node(id: layer.id, kind: kind, parent: nil, properties: properties, seen: generation))
        }
        handles[layer.id] = handle
        operations.append(.create(handle, kind: kind, id: layer.id))
        operations.append(.update(handle, changes: .all, properties: properties))
        return handle
    }

    /// Makes `handle` the child at `position` of `parent`, if it is not there already.
    private mutating func position(_ handle: MountHandle, under parent: MountHandle?, at position: Int) {
        let current = parent.map { nodes[index($0)].children } ?? roots
        if nodes[index(handle)].parent == parent, position < current.count, current[position] == handle, nodes[index(handle)].live {
            return
        }
        detach(handle, from: nodes[index(handle)].parent)
        nodes[index(handle)].parent = parent
        nodes[index(handle)].live = true
        if let parent {
            nodes[index(parent)].children.insert(handle, at: min(position, nodes[index(parent)].children.count))
        } else {
            roots.insert(handle, at: min(position, roots.count))
        }
        operations.append(.insert(handle, parent: parent, index: position))
    }

    private mutating func detach(_ handle: MountHandle, from parent: MountHandle?) {
        if let parent {
            if let at = nodes[index(parent)].children.firstIndex(of: handle) { nodes[index(parent)].children.remove(at: at) }
        } else if let at = roots.firstIndex(of: handle) {
            roots.remove(at: at)
        }
    }

    private func index(_ handle: MountHandle) -> Int { Int(handle.rawValue) - 1 }
}
