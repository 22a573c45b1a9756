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
    /// Whether this drag may not dismiss (`dismissible` off, a card that was
    /// presented when the drag began): past the lowest presented top the card
    /// follows the finger rubber-banded, and a release goes back to a presented top.
    var refusesDismissal = false
    /// How far the rubber band stretches against, pt (the track's length).
    var bandReach = 1.0
    /// The finger's travel past the lowest presented top while refusing, pt (the
    /// card is drawn at its rubber-banded share).
    private var banded = 0.0

    init(top: Double, tops: [Double], spring: Spring) {
        self.top = SettlingSpring(spring: spring, value: top, tolerance: .points)
        self.tops = tops
    }

    mutating func beginDrag(at time: Double) {
        top.advance(to: time)
        top.hold(at: top.value)
        held = true
        let past = top.value - lowestPresentedTop
        banded = refusesDismissal && past > 0 ? rubberBandInverse(banded: past, dimension: bandReach) : 0
    }

    /// The lowest top the card rests at presented (the track's end when it has no presented rest).
    var lowestPresentedTop: Double { tops.count >= 2 ? tops[tops.count - 2] : tops.last ?? top.value }

    /// Where the finger holds the card, before the rubber band of a refused dismissal.
    var unbandedPosition: Double { refusesDismissal && banded > 0 ? lowestPresentedTop + banded : top.value }

    /// Whether a release now, with `velocity`, would dismiss the card were it not refusing.
    func wouldDismiss(velocity: Double) -> Bool {
        !tops.isEmpty && restingDetent(position: unbandedPosition, velocity: velocity, detents: tops) == tops.count - 1
    }

    mutating func consume(_ delta: Double, at time: Double) -> Double {
        guard delta.isFinite else { return 0 }
        if refusesDismissal, tops.count >= 2 { return consumeRefusing(delta) }
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

    /// A refusing drag: down to the lowest presented top by the finger's travel,
    /// past it rubber-banded (`banded` keeps the finger's own travel); up as usual,
    /// handing back what passes the highest top.
    private mutating func consumeRefusing(_ delta: Double) -> Double {
        let limit = lowestPresentedTop, low = tops[0], from = top.value
        let raw = unbandedPosition + delta
        if raw > limit {
            banded = raw - limit
            top.hold(at: limit + rubberBand(offset: banded, dimension: bandReach))
            return 0
        }
        banded = 0
        var to = raw
        if to < low { to = delta < 0 ? min(from, low) : to }
        top.hold(at: to)
        return delta - (to - from)
    }

    mutating func endDrag(velocity: Double, at time: Double) {
        held = false
        let rests = refusesDismissal && tops.count >= 2 ? Array(tops.dropLast()) : tops
        let index = restingDetent(position: unbandedPosition, velocity: velocity, detents: rests)
        banded = 0
        refusesDismissal = false
        top.animate(to: rests[index], velocity: velocity)
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
