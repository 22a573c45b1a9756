import CrossfadeInput
import CrossfadeMotion

/// The card as an owner in the nested-scrolling chain: its top edge, in finger
/// terms (down is positive, toward dismissal). It takes a drag down all the way
/// to dismissed and up only to its highest resting top, handing back the rest
/// (the content then scrolls); released, it springs to the resting top nearest
/// its projection with the finger's velocity (how far past an end its spring
/// may carry it is `CardPresentation.cardTop`'s business: it is drawn through a soft limit).
struct CardOwner: NestedScrollOwner {
    /// The card's top edge, pt.
    var top: SettlingSpring<Double>
    /// Where it may rest, ascending (the last one is dismissed).
    var tops: [Double]
    private(set) var held = false

    init(top: Double, tops: [Double], spring: Spring) {
        self.top = SettlingSpring(spring: spring, value: top, tolerance: .points)
        self.tops = tops
    }

    mutating func beginDrag(at time: Double) {
        top.advance(to: time)
        top.hold(at: top.value)
        held = true
    }

    mutating func consume(_ delta: Double, at time: Double) -> Double {
        guard delta.isFinite else { return 0 }
        let from = top.value
        let low = tops.first ?? from, high = tops.last ?? from
        // Never further out than the track's ends, and a card caught past one (a
        // spring's overshoot) comes back by the finger's travel, never in a jump.
        var to = from + delta
        if to < low { to = delta < 0 ? min(from, low) : to }
        if to > high { to = delta > 0 ? max(from, high) : to }
        top.hold(at: to)
        return delta - (to - from)
    }

    mutating func endDrag(velocity: Double, at time: Double) {
        held = false
        let index = restingDetent(position: top.value, velocity: velocity, detents: tops)
        top.animate(to: tops[index], velocity: velocity)
    }

    /// Springs to `target` from where it is, keeping its velocity.
    mutating func animate(to target: Double) {
        held = false
        top.animate(to: target)
    }

    /// Puts the card at `target` at once, at rest (Reduce Motion: it fades in there).
    mutating func jump(to target: Double) {
        held = false
        top.hold(at: target)
    }

    mutating func advance(to time: Double) { top.advance(to: time) }

    var position: Double { top.value }
    var velocity: Double { top.velocity }
    var isAtRest: Bool { !held && top.isSettled }
}
