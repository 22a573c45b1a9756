/// The child a façade keeps for each of the app's slots — a page's view
/// controller, a SwiftUI hosting controller — and the one rule for when it lets
/// go of one: when the engine unmounts the slot (`SlotMounts`), when the app's
/// data no longer holds its item (a reload), and all of them when the façade goes
/// away. The platform code makes a child only through `child(for:make:)` (adopting
/// it there) and removes exactly the children these methods hand back.
///
/// ```swift
/// var pages = SlotChildren<UIViewController>()
/// let page = pages.child(for: slot) { adopt(dataSource.viewController(at: indexPath)) }
/// for gone in pages.remove(mounts.apply(frame.operations)) { release(gone) }
/// ```
public struct SlotChildren<Child> {
    private var children: [Slot: Child] = [:]

    /// No children.
    public init() {}

    /// The child for `slot`: the one kept, or the one `make` makes (called only
    /// when there is none, and kept from then on).
    public mutating func child(for slot: Slot, make: () -> Child) -> Child {
        if let kept = children[slot] { return kept }
        let made = make()
        children[slot] = made
        return made
    }

    /// The child kept for `slot`, if any (the page whose scroll view follows the slot's scroll).
    public subscript(slot: Slot) -> Child? { children[slot] }

    /// Every child kept, with its slot, in slot-name order (to give each the latest content).
    public var all: [(slot: Slot, child: Child)] {
        children.keys.sorted { $0.name < $1.name }.map { ($0, children[$0]!) }
    }

    /// Lets go of the children of `slots` (the engine unmounted them): those to remove.
    public mutating func remove(_ slots: [Slot]) -> [Child] {
        slots.compactMap { children.removeValue(forKey: $0) }
    }

    /// Lets go of the children whose slot `shape` — the app's data as it is now —
    /// holds no item of (`DataSourceShape.index(of:)`): those to remove, in slot-name order.
    public mutating func remove(outside shape: DataSourceShape?) -> [Child] {
        remove(all.map { $0.slot }.filter { slot in shape?.index(of: slot) == nil })
    }

    /// Lets go of every child (the façade is dismantled): those to remove, in slot-name order.
    public mutating func removeAll() -> [Child] {
        remove(all.map { $0.slot })
    }
}

extension SlotChildren: Sendable where Child: Sendable {}
