import CrossfadeMotion

/// `ScrollPhysics` as an owner in a nested-scrolling chain: content, a pager, or
/// a transition's progress modelled as a scroll range with snap points (a card
/// presented at offset 0 and dismissed at −length, say).
///
/// At a pinned edge it takes only the drag that fits and hands back the rest
/// (the hand-off); at a rubber-band edge it takes everything, banded.
///
/// In a right-to-left layout a horizontal owner is mirrored: content runs from
/// the right, so a leftward finger moves it toward its start and the rest of the
/// chain sees the same finger terms as ever.
public struct ScrollOwner: NestedScrollOwner {
    /// The scrolling this owner drives.
    public var scroll: ScrollPhysics
    /// How far the finger has moved this owner during this drag (finger terms, pt).
    public private(set) var translation = 0.0
    /// `.rightToLeft` mirrors the finger for a horizontal owner.
    public var layoutDirection: LayoutDirection

    /// An owner of `scroll`, mirrored for a horizontal axis when `layoutDirection` is right-to-left.
    public init(_ scroll: ScrollPhysics, layoutDirection: LayoutDirection = .leftToRight) {
        self.scroll = scroll
        self.layoutDirection = layoutDirection
    }

    public mutating func beginDrag(at time: Double) {
        scroll.beginDrag(at: time)
        translation = 0
    }

    public mutating func consume(_ fingerDelta: Double, at time: Double) -> Double {
        guard fingerDelta.isFinite else { return 0 }
        let delta = layoutDirection.leadingDelta(fingerDelta)
        let candidate = translation + delta
        let beyond = scroll.drag(translation: candidate, at: time)  // finger terms: > 0 past the leading edge
        let pinned = beyond > 0 ? scroll.configuration.leadingEdge == .pin : beyond < 0 ? scroll.configuration.trailingEdge == .pin : false
        guard pinned else {
            translation = candidate
            return 0
        }
        let accepted = candidate - beyond
        _ = scroll.drag(translation: accepted, at: time)
        let taken = accepted - translation
        translation = accepted
        return layoutDirection.screenDelta(delta - taken)
    }

    public mutating func endDrag(velocity: Double, at time: Double) {
        scroll.endDrag(velocity: layoutDirection.leadingDelta(velocity), at: time)
    }

    public mutating func advance(to time: Double) { scroll.advance(to: time) }

    /// −contentOffset (mirrored right to left): the content moves with the finger.
    public var position: Double { layoutDirection.screenDelta(-scroll.contentOffset) }
    public var velocity: Double { layoutDirection.screenDelta(-scroll.velocity) }
    public var isAtRest: Bool { scroll.isAtRest }
}
