import CrossfadeMotion
import CrossfadeScene

/// Where the engine has scrolled the content of a slot whose scroll it owns
/// (card-presentation's `card.content`, a library page), for the app's scroll
/// view mounted there: the engine draws the scrolled content as the slot's first
/// child, moved up by the offset (its frame's origin plus a translation), so the
/// offset is minus that, and the content's size is that child's.
///
/// The app's scroll view keeps its own pan gesture off: the engine drives its
/// offset, so the hand-off from scrolling to dismissing is the engine's, exact.
public struct SlotScroll: Hashable, Sendable {
    /// The slot whose content scrolls.
    public var slot: Slot
    /// The scroll offset, pt (positive: scrolled down / towards the trailing end).
    public var offset: Point
    /// The scrolled content's size, pt.
    public var contentSize: Size

    /// A scroll of `slot` to `offset`, its content `contentSize`.
    public init(slot: Slot, offset: Point, contentSize: Size) {
        self.slot = slot
        self.offset = offset
        self.contentSize = contentSize
    }

    /// The scroll of `layer` if it is a slot whose content the engine scrolls.
    public init?(_ layer: Layer) {
        guard case .slot(let name)? = layer.content, let slot = Slot(name), let content = layer.children.first else { return nil }
        let t = content.transform
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
        self.init(slot: slot, offset: Point(x: -(content.frame.minX + t.tx), y: -(content.frame.minY + t.ty)), contentSize: content.frame.size)
    }

    /// The offset a platform scroll view takes (UIKit's `contentOffset`), whose
    /// content starts `insetTop` / `insetLeft` in from its edges (`adjustedContentInset`).
    public func platformOffset(insetTop: Double, insetLeft: Double) -> Point {
        Point(x: offset.x - insetLeft, y: offset.y - insetTop)
    }

    /// The scrolls of every slot of a kind in `kinds`, anywhere in `layers`.
    public static func scrolls(in layers: [Layer], of kinds: Set<Slot.Kind>) -> [SlotScroll] {
        var found: [SlotScroll] = []
        collect(layers, kinds, into: &found)
        return found
    }

    private static func collect(_ layers: [Layer], _ kinds: Set<Slot.Kind>, into found: inout [SlotScroll]) {
        for layer in layers {
            if let scroll = SlotScroll(layer), kinds.contains(scroll.slot.place.kind) { found.append(scroll) }
            collect(layer.children, kinds, into: &found)
        }
    }
}
