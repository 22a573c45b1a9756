import CrossfadeMotion

/// `ScrollPhysics` as an owner in a nested-scrolling chain: content, a pager, or
/// a transition's progress modelled as a scroll range with snap points (a card
/// presented at offset 0 and dismissed at −length, say).
///
/// At a pinned edge it takes only the drag that fits and hands back the rest
/// (the hand-off); at a rubber-band edge it takes everything, banded.
public struct ScrollOwner: NestedScrollOwner {
    public var scroll: ScrollPhysics
    /// How far the finger has moved this owner during this drag (finger terms, pt).
    public private(set) var translation = 0.0

    public init(_ scroll: ScrollPhysics) {
        self.scroll = scroll
    }

    public mutating func beginDrag(at time: Double) {
        scroll.beginDrag(at: time)
        translation = 0
    }

    public mutating func consume(_ delta: Double, at time: Double) -> Double {
        guard delta.isFinite else { return 0 }
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
        return delta - taken
    }

    public mutating func endDrag(velocity: Double, at time: Double) {
        scroll.endDrag(velocity: velocity, at: time)
    }

    public mutating func advance(to time: Double) { scroll.advance(to: time) }

    /// −contentOffset: the content moves with the finger.
    public var position: Double { -scroll.contentOffset }
    public var velocity: Double { -scroll.velocity }
    public var isAtRest: Bool { scroll.isAtRest }
}
