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
/// driver.takeChanges()                                // the layers' marks are consumed
/// driver.advance(to: 0.016)
/// target.apply(planner.plan(driver.scene.layers))   // then only what changed
/// driver.takeChanges()
/// ```
///
/// A frame costs what changed, not the scene's size: the planner follows the
/// layers' change marks (`Layer.changes`), skipping every layer nothing was
/// written into since the host last took the changes, and compares only the
/// children lists of layers something was written into. A host that plans must
/// take the changes after each plan (`InteractionDriver.takeChanges()`); a host
/// that never takes them gets a full comparison each frame, still correct.
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
        /// The children in the order the layer lists them (the order marks are matched in).
        var declared: [MountHandle] = []
        var live = true
    }

    private var nodes: [Node] = []
    private var handles: [String: MountHandle] = [:]
    private var roots: [MountHandle] = []
    private var declaredRoots: [MountHandle] = []
    /// Handles of views taken away, per content kind, for reuse.
    private var pools: [[MountHandle]] = Array(repeating: [], count: ContentKind.allCases.count)
    private var operations: [MountOperation] = []
    /// Scratch for a parent's new paint order (kept to allocate nothing per frame).
    private var order: [Int] = []

    /// A planner with no views mounted yet.
    public init() {}

    /// How many views are live (mounted) now.
    public var liveCount: Int { handles.count }

    /// The handle of the view showing layer `id`, if it is mounted.
    public func handle(of id: String) -> MountHandle? { handles[id] }

    /// The operations that take the host from what it shows to `layers`.
    public mutating func plan(_ layers: [Layer]) -> [MountOperation] {
        operations.removeAll(keepingCapacity: true)
        reconcile(layers, under: nil)
        return operations
    }

    // MARK: Children

    /// Brings the children of `parent` (nil: the roots) to `layers`: when they are
    /// the same layers in the same order, only those with changes are visited;
    /// otherwise the list is matched by id.
    private mutating func reconcile(_ layers: [Layer], under parent: MountHandle?) {
        let declared = parent.map { nodes[index($0)].declared } ?? declaredRoots
        guard layers.count == declared.count, sameLayers(layers, declared) else { return rebuild(layers, under: parent) }
        var reordered = false
        for (slot, layer) in layers.enumerated() where !layer.changes.isEmpty {
            let handle = declared[slot]
            updateProperties(handle, layer, compareAll: false)
            if layer.changes.contains(.zPosition) { reordered = true }
            if layer.changes.contains(.descendants) { reconcile(layer.children, under: handle) }
        }
        if reordered { placeInPaintOrder(layers, declared, under: parent) }
    }

    /// Whether `layers` are, position by position, the views `declared` shows, of
    /// the same content kind. (Ids written once compare by their storage, at once.)
    private func sameLayers(_ layers: [Layer], _ declared: [MountHandle]) -> Bool {
        for (slot, layer) in layers.enumerated() {
            let node = nodes[index(declared[slot])]
            guard node.id == layer.id else { return false }
            if layer.changes.contains(.content), node.kind != ContentKind(layer.content) { return false }
        }
        return true
    }

    /// Matches `layers` to views by id: reuses (and moves) those that exist with
    /// the same content kind, makes the rest, takes away the children no longer
    /// listed, puts them in paint order, and then (each view now mounted) goes
    /// into the children of those that are new, moved or written into.
    private mutating func rebuild(_ layers: [Layer], under parent: MountHandle?) {
        // Views whose layers are gone go first, so the new layers can reuse them.
        let previous = parent.map { nodes[index($0)].declared } ?? declaredRoots
        if !previous.isEmpty {
            var listed = Set<String>(minimumCapacity: layers.count)
            for layer in layers { listed.insert(layer.id) }
            for handle in previous
            where nodes[index(handle)].live && nodes[index(handle)].parent == parent && !listed.contains(nodes[index(handle)].id) {
                remove(handle)
            }
        }
        var declared: [MountHandle] = []
        var visit: [Bool] = []
        declared.reserveCapacity(layers.count)
        visit.reserveCapacity(layers.count)
        for layer in layers {
            let kind = ContentKind(layer.content)
            if let existing = handles[layer.id], nodes[index(existing)].kind == kind, !declared.contains(existing) {
                let moved = nodes[index(existing)].parent != parent || !nodes[index(existing)].live
                updateProperties(existing, layer, compareAll: true)
                declared.append(existing)
                visit.append(moved || layer.changes.contains(.descendants))
            } else {
                if let stale = handles[layer.id] { remove(stale) }
                declared.append(make(layer))
                visit.append(true)
            }
        }
        // (A view listed before under another id's layer of a changed kind went above.)
        for handle in previous where nodes[index(handle)].live && nodes[index(handle)].parent == parent && !declared.contains(handle) {
            remove(handle)
        }
        if let parent { nodes[index(parent)].declared = declared } else { declaredRoots = declared }
        placeInPaintOrder(layers, declared, under: parent)
        for (slot, layer) in layers.enumerated() where visit[slot] { reconcile(layer.children, under: declared[slot]) }
    }

    /// Puts the children in paint order (back to front by z-position, ties in
    /// declaration order), moving only the views not already where they belong.
    private mutating func placeInPaintOrder(_ layers: [Layer], _ declared: [MountHandle], under parent: MountHandle?) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: layers.indices)
        if !layers.isInPaintOrder { order.sort { (layers[$0].zPosition, $0) < (layers[$1].zPosition, $1) } }
        for position in order.indices { place(declared[order[position]], under: parent, at: position) }
    }

    // MARK: Views

    /// Sets the properties of `handle`'s view that differ from `layer`'s: those the
    /// layer's marks name, or (`compareAll`) every one.
    private mutating func updateProperties(_ handle: MountHandle, _ layer: Layer, compareAll: Bool) {
        guard compareAll || !layer.changes.isDisjoint(with: .drawn) else { return }
        let properties = LayerProperties(layer)
        let changes = properties.changes(from: nodes[index(handle)].properties)
        guard !changes.isEmpty else { return }
        nodes[index(handle)].properties = properties
        operations.append(.update(handle, changes: changes, properties: properties))
    }

    /// A view for `layer`: from its kind's pool, or new; created and fully updated
    /// (its children are placed by the caller).
    private mutating func make(_ layer: Layer) -> MountHandle {
        let kind = ContentKind(layer.content)
        let properties = LayerProperties(layer)
        let handle: MountHandle
        if let pooled = pools[Int(kind.rawValue)].popLast() {
            handle = pooled
            nodes[index(handle)] = Node(id: layer.id, kind: kind, parent: nil, properties: properties, live: false)
        } else {
            handle = MountHandle(Int32(nodes.count + 1))
            nodes.append(Node(id: layer.id, kind: kind, parent: nil, properties: properties, live: false))
        }
        handles[layer.id] = handle
        operations.append(.create(handle, kind: kind, id: layer.id))
        operations.append(.update(handle, changes: .all, properties: properties))
        return handle
    }

    /// Takes away `handle`'s view and everything inside it, children first, and
    /// keeps the views for reuse.
    private mutating func remove(_ handle: MountHandle) {
        for child in nodes[index(handle)].children { remove(child) }
        let node = nodes[index(handle)]
        detach(handle, from: node.parent)
        if handles[node.id] == handle { handles[node.id] = nil }
        nodes[index(handle)].live = false
        nodes[index(handle)].parent = nil
        nodes[index(handle)].children = []
        nodes[index(handle)].declared = []
        pools[Int(node.kind.rawValue)].append(handle)
        operations.append(.remove(handle))
    }

    /// Makes `handle` the child at `position` of `parent`, if it is not there already.
    private mutating func place(_ handle: MountHandle, under parent: MountHandle?, at position: Int) {
        let current = parent.map { nodes[index($0)].children } ?? roots
        if nodes[index(handle)].live, nodes[index(handle)].parent == parent, position < current.count, current[position] == handle {
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

    /// Takes `handle` out of its parent's lists (the views' and the declared).
    private mutating func detach(_ handle: MountHandle, from parent: MountHandle?) {
        guard nodes[index(handle)].live else { return }
        if let parent {
            if let at = nodes[index(parent)].children.firstIndex(of: handle) { nodes[index(parent)].children.remove(at: at) }
        } else if let at = roots.firstIndex(of: handle) {
            roots.remove(at: at)
        }
    }

    private func index(_ handle: MountHandle) -> Int { Int(handle.rawValue) - 1 }
}
