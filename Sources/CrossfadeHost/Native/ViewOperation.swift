/// A mount operation in the form a native view host carries out, one call per
/// case: make a view of a content kind (or reuse a pooled one), put it among its
/// parent's subviews, set what changed (spelled out as `LayerUpdate`s), take it
/// away. Built from `MountOperation`s, whose order it keeps.
public enum ViewOperation: Hashable, Sendable {
    /// A view of `kind` for layer `id` (a pooled handle: the view to reuse; a full update follows).
    case create(MountHandle, kind: ContentKind, id: String)
    /// Put the view under `parent` (nil: the host view) at `index` among its subviews, back to front.
    case insert(MountHandle, parent: MountHandle?, index: Int)
    /// Set these properties.
    case update(MountHandle, [LayerUpdate])
    /// Take the view out and keep it for reuse.
    case remove(MountHandle)

    /// The operation as a native host carries it out; `filled`: the kinds of slot the app fills.
    public init(_ operation: MountOperation, filled: Set<Slot.Kind> = []) {
        switch operation {
        case .create(let handle, let kind, let id): self = .create(handle, kind: kind, id: id)
        case .insert(let handle, let parent, let index): self = .insert(handle, parent: parent, index: index)
        case .update(let handle, let changes, let properties): self = .update(handle, properties.updates(changes, filled: filled))
        case .remove(let handle): self = .remove(handle)
        }
    }
}
