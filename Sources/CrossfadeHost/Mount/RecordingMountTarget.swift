import CrossfadeMotion
import CrossfadeScene

/// A host that only remembers: it applies mount operations to a tree of records
/// and can say what it shows — the check that a plan reproduces the engine's
/// layers (boxes, opacities, paint order) as `crossfade replay` reports them.
/// It refuses operations a real host could not carry out (an unknown handle, an
/// index past the end), and counts what it did.
public struct RecordingMountTarget: MountTarget, Sendable {
    /// The record of one view the target made.
    public struct View: Sendable {
        /// The id of the layer it was made for.
        public var id: String
        /// What kind of view it is.
        public var kind: ContentKind
        /// The properties last set on it, or nil before its first update.
        public var properties: LayerProperties?
        /// Its children's handles, back to front.
        public var children: [MountHandle] = []
        /// Its parent's handle, or nil for a root (or a view not inserted).
        public var parent: MountHandle?
        /// Whether it is inserted in the tree (false once removed, or before insertion).
        public var mounted = false
    }

    /// Every view made, by handle (a removed one is kept, not mounted, for reuse).
    public private(set) var views: [MountHandle: View] = [:]
    /// The root views, back to front.
    public private(set) var roots: [MountHandle] = []
    /// Operations that a real host could not have carried out, described.
    public private(set) var problems: [String] = []
    /// How many of each operation were applied: creates, inserts, updates, removes.
    public private(set) var counts = (create: 0, insert: 0, update: 0, remove: 0)

    /// A target with no views.
    public init() {}

    /// Applies `operation` to the records, counting it, or notes in `problems` why a real host could not.
    public mutating func apply(_ operation: MountOperation) {
        switch operation {
        case .create(let handle, let kind, let id):
            counts.create += 1
            if let existing = views[handle], existing.mounted { problems.append("create \(handle) while it shows \(existing.id)") }
            if let existing = views[handle], existing.kind != kind { problems.append("reuse of \(handle) (\(existing.kind)) as \(kind)") }
            views[handle] = View(id: id, kind: kind)
        case .insert(let handle, let parent, let index):
            counts.insert += 1
            insert(handle, parent: parent, index: index)
        case .update(let handle, let changes, let properties):
            counts.update += 1
            guard views[handle] != nil else { return problems.append("update of unknown \(handle)") }
            if views[handle]!.properties == nil, changes != .all { problems.append("first update of \(handle) is partial") }
            views[handle]!.properties = properties
        case .remove(let handle):
            counts.remove += 1
            guard let view = views[handle], view.mounted else { return problems.append("remove of \(handle), which is not mounted") }
            detach(handle)
            views[handle]!.mounted = false
        }
    }

    private mutating func insert(_ handle: MountHandle, parent: MountHandle?, index: Int) {
        guard views[handle] != nil else { return problems.append("insert of unknown \(handle)") }
        if let parent, views[parent]?.mounted != true { return problems.append("insert of \(handle) under \(parent), which is not mounted") }
        detach(handle)
        let count = parent.map { views[$0]!.children.count } ?? roots.count
        guard index <= count else { return problems.append("insert of \(handle) at \(index) of \(count)") }
        if let parent { views[parent]!.children.insert(handle, at: index) } else { roots.insert(handle, at: index) }
        views[handle]!.parent = parent
        views[handle]!.mounted = true
    }

    private mutating func detach(_ handle: MountHandle) {
        guard let view = views[handle], view.mounted else { return }
        if let parent = view.parent {
            views[parent]?.children.removeAll { $0 == handle }
        } else {
            roots.removeAll { $0 == handle }
        }
        views[handle]!.parent = nil
    }

    /// What it shows, as layers (back to front, as mounted): flatten them to
    /// compare boxes, opacities and paint order with the engine's scene.
    public var layers: [Layer] { roots.map(layer) }

    private func layer(_ handle: MountHandle) -> Layer {
        let view = views[handle]!
        let p = view.properties
        return Layer(
            id: view.id, frame: p?.frame ?? .zero, transform: p?.transform ?? .identity, opacity: p?.opacity ?? 1,
            zPosition: 0, cornerRadius: p?.cornerRadius ?? .none, fill: p?.fill, content: p?.content,
            clipsToBounds: p?.clipsToBounds ?? false, children: view.children.map(layer))
    }
}
