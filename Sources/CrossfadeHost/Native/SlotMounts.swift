/// Which of the app's slots are mounted now, followed through the view operations
/// a native host carries out, so that a façade lets go of the app's view (a page's
/// view controller, a SwiftUI hosting controller) once the engine no longer shows
/// its slot: library-pager draws three pages and hands a slot layer to the page
/// coming near, as a table view reuses a cell; a new session (a reload) takes
/// every view away.
///
/// ```swift
/// var mounts = SlotMounts()
/// let gone = mounts.apply(frame.operations)   // the slots no view shows any more
/// ```
public struct SlotMounts: Hashable, Sendable {
    private var slots: [MountHandle: Slot] = [:]

    /// No slot mounted.
    public init() {}

    /// The slots mounted now.
    public var mounted: Set<Slot> { Set(slots.values) }

    /// Follows `operations` and returns the slots that were mounted before them and
    /// are mounted nowhere after them, in name order (a slot that moved to another
    /// view in the same step is still mounted).
    public mutating func apply(_ operations: [ViewOperation]) -> [Slot] {
        let before = mounted
        for operation in operations { follow(operation) }
        return before.subtracting(mounted).sorted { $0.name < $1.name }
    }

    private mutating func follow(_ operation: ViewOperation) {
        switch operation {
        case .create(let handle, _, _), .remove(let handle):
            // A pooled view starts afresh: its full update says whether it is a slot.
            slots[handle] = nil
        case .update(let handle, let updates):
            for update in updates { follow(update, at: handle) }
        case .insert:
            break
        }
    }

    private mutating func follow(_ update: LayerUpdate, at handle: MountHandle) {
        switch update {
        case .slot(let slot, _): slots[handle] = slot
        case .text, .path, .artwork: slots[handle] = nil
        case .geometry, .transform, .opacity, .corners, .fill, .clip: break
        }
    }
}

extension ViewHost {
    /// The app's slots the host's views show now.
    public var mountedSlots: Set<Slot> { slotMounts.mounted }
}
