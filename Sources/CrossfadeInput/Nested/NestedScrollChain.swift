import CrossfadeMotion

/// Two owners of one drag, the inner one first (content inside a card, an
/// inner pager inside an outer one). A chain is itself an owner, so deeper
/// chains nest: `NestedScrollChain<Content, NestedScrollChain<Pager, Card>>`.
///
/// - A delta goes to the inner owner first; what it cannot take goes outward.
/// - Reversing gives the delta back in the reverse order: an outer owner that
///   moved during this drag returns toward where it started before the inner
///   one moves again (a card re-presents fully before its content scrolls).
/// - At release the velocity goes to whichever owner moved last; the other
///   settles where it is. Positions are continuous through every hand-off:
///   each owner only ever moves by what it takes.
///
/// ```swift
/// var chain = NestedScrollChain(inner: ScrollOwner(content), outer: ProgressOwner(card))
/// chain.beginDrag(at: 0)
/// let rest = chain.consume(500, at: 0.2)   // content scrolls to its top, the card takes the rest
/// chain.endDrag(velocity: 900, at: 0.25)   // the card carries the flick
/// ```
public struct NestedScrollChain<Inner: NestedScrollOwner, Outer: NestedScrollOwner>: NestedScrollOwner {
    /// Which owner of the chain: the inner one or the outer one.
    public enum Side: Sendable {
        /// The inner owner: the nested content, which scrolls first.
        case inner
        /// The outer owner: the parent that takes what the inner one leaves.
        case outer
    }

    /// The owner a delta goes to first (content inside a card, an inner pager).
    public var inner: Inner
    /// The owner that takes what the inner one cannot.
    public var outer: Outer
    /// How far each has moved during this drag (finger terms, pt).
    public private(set) var innerTaken = 0.0
    /// How far the outer owner has moved during this drag (finger terms, pt).
    public private(set) var outerTaken = 0.0
    /// The owner that took the latest movement: it gets the release velocity.
    public private(set) var lastMover = Side.inner

    /// A chain that hands each delta to `inner` first, then to `outer`.
    public init(inner: Inner, outer: Outer) {
        self.inner = inner
        self.outer = outer
    }

    public mutating func beginDrag(at time: Double) {
        inner.beginDrag(at: time)
        outer.beginDrag(at: time)
        innerTaken = 0
        outerTaken = 0
    }

    public mutating func consume(_ delta: Double, at time: Double) -> Double {
        guard delta.isFinite, delta != 0 else { return delta.isFinite ? 0 : 0 }
        var rest = delta
        // Giving back: the outer owner returns toward where it started first.
        if outerTaken != 0, (outerTaken > 0) != (rest > 0) {
            let back = rest > 0 ? min(rest, -outerTaken) : max(rest, -outerTaken)
            rest -= take(back, by: .outer, at: time)
        }
        if rest != 0 { rest -= take(rest, by: .inner, at: time) }
        if rest != 0 { rest -= take(rest, by: .outer, at: time) }
        return rest
    }

    /// Offers `delta` to the outer owner first, then to the inner one: a sheet
    /// below its highest detent grows before its content scrolls.
    public mutating func consume(_ delta: Double, outerFirst: Bool, at time: Double) -> Double {
        guard outerFirst else { return consume(delta, at: time) }
        guard delta.isFinite, delta != 0 else { return 0 }
        var rest = delta
        rest -= take(rest, by: .outer, at: time)
        if rest != 0 { rest -= take(rest, by: .inner, at: time) }
        return rest
    }

    /// Offers `delta` to one side; returns what it took.
    private mutating func take(_ delta: Double, by side: Side, at time: Double) -> Double {
        let taken: Double
        switch side {
        case .inner:
            taken = delta - inner.consume(delta, at: time)
            innerTaken += taken
        case .outer:
            taken = delta - outer.consume(delta, at: time)
            outerTaken += taken
        }
        if taken != 0 { lastMover = side }
        return taken
    }

    public mutating func endDrag(velocity: Double, at time: Double) {
        inner.endDrag(velocity: lastMover == .inner ? velocity : 0, at: time)
        outer.endDrag(velocity: lastMover == .outer ? velocity : 0, at: time)
    }

    public mutating func advance(to time: Double) {
        inner.advance(to: time)
        outer.advance(to: time)
    }

    /// The finger-terms sum of both: it moves exactly as the finger does while
    /// both can take the drag.
    public var position: Double { inner.position + outer.position }
    public var velocity: Double { inner.velocity + outer.velocity }
    public var isAtRest: Bool { inner.isAtRest && outer.isAtRest }
}
