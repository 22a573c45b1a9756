import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// What a host inside someone else's page is told beside the mount operations, each
/// frame: which touches each layer leaves to the page (`TouchRegionMap`, computed
/// while the interaction is idle, after an input changed something), the root's
/// (`none` while something moves: a touch then catches it, as a scroll view's does),
/// and where the engine has scrolled the slots whose scroll it owns (`SlotScroll`),
/// so the app's element there moves with it.
///
/// A native host (UIKit) shares touches through recognizers of its own and leaves
/// this off (`HostSession.sharesWithPage`).
struct PageSharing: Sendable {
    var regions = TouchRegionMap()
    /// The root's region as last told (nil: never).
    var root: TouchRegion?
    /// Whether an input arrived since the regions were computed.
    var stale = true
    /// The slot scrolls as last told, by the slot layer's id.
    var scrolls: [String: SlotScroll] = [:]
    /// Whether each slot name seen is one whose content the engine scrolls (parsed once).
    var scrolledNames: [String: Bool] = [:]

    /// The kinds of slot whose content the engine scrolls.
    static let scrolledSlots: Set<Slot.Kind> = [.cardContent, .libraryPage]

    /// What changed for the page in this frame, whose operations were `operations`
    /// (views made anew start without a region or scroll), on `layers` as mounted.
    mutating func changes<Driver: HostDriver>(
        _ layers: [Layer], viewport: Size, operations: [MountOperation], driver: Driver, handle: (String) -> MountHandle?,
        claims: (Point) -> [GestureClaim]
    ) -> (regions: [RegionChange], scrolls: [ScrollChange]) {
        var made = false
        for case .create(_, _, let id) in operations {
            regions.forget(id)
            scrolls[id] = nil
            made = true
        }
        var regionChanges: [RegionChange] = []
        let idle = driver.phase == .idle
        let rootRegion: TouchRegion = idle ? .auto : .none
        if rootRegion != root {
            root = rootRegion
            regionChanges.append(RegionChange(handle: nil, region: rootRegion))
        }
        if idle, stale || made {
            stale = false
            for (id, region) in regions.update(Scene(viewport: viewport, layers: layers), claims: claims) {
                if let h = handle(id) { regionChanges.append(RegionChange(handle: h, region: region)) }
            }
        }
        var scrollChanges: [ScrollChange] = []
        collectScrolls(layers, all: made, handle: handle, into: &scrollChanges)
        return (regionChanges, scrollChanges)
    }

    /// Whether slot `name` is one whose content the engine scrolls (its name parsed the first time only).
    private mutating func isScrolled(_ name: String) -> Bool {
        if let known = scrolledNames[name] { return known }
        let scrolled = Slot(name).map { Self.scrolledSlots.contains($0.place.kind) } ?? false
        scrolledNames[name] = scrolled
        return scrolled
    }

    /// The scrolled slots among `layers` (only those written into, unless `all`) that moved.
    private mutating func collectScrolls(_ layers: [Layer], all: Bool, handle: (String) -> MountHandle?, into found: inout [ScrollChange]) {
        for layer in layers where all || !layer.changes.isEmpty {
            if case .slot(let name)? = layer.content, isScrolled(name), let scroll = SlotScroll(layer), scrolls[layer.id] != scroll,
                let h = handle(layer.id)
            {
                scrolls[layer.id] = scroll
                found.append(ScrollChange(handle: h, offset: scroll.offset, contentSize: scroll.contentSize))
            }
            if all || layer.changes.contains(.descendants) { collectScrolls(layer.children, all: all, handle: handle, into: &found) }
        }
    }
}

/// A view's touch region changed (`handle` nil: the host's root element).
public struct RegionChange: Hashable, Sendable {
    /// The view, or nil for the root.
    public var handle: MountHandle?
    /// What it leaves to the page now.
    public var region: TouchRegion
}

/// A slot's scroll changed: the app's element there moves by `-offset` and is `contentSize` big.
public struct ScrollChange: Hashable, Sendable {
    /// The slot's view.
    public var handle: MountHandle
    /// How far the engine has scrolled the slot's content, pt (positive: down / towards the end).
    public var offset: Point
    /// The scrolled content's size, pt.
    public var contentSize: Size
}
