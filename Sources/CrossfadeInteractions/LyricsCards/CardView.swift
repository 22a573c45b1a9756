import CrossfadeMotion

/// One of the two card views: which deck line it shows, and its motion toward a
/// slot (front: identity; back: scaled down and moved up), evaluated by springs.
struct CardView: Sendable {
    enum Slot: Sendable { case front, back }
    enum Fade: Sendable {
        /// Fully opaque (at rest, or coming forward untouched).
        case opaque
        /// Opacity follows the drag distance, relative to where the card was grabbed
        /// (the origin for a normal grab, so exactly the original's rule).
        case followsDrag(grabbedAt: Vector)
        /// Returning to opaque as the card reaches the back, from `from`.
        case towardOpaque(from: Double)
    }

    var index: Int
    var slot: Slot
    /// Offset from the front slot, pt.
    var offset: SettlingSpring<Vector>
    /// 0 at the front slot's scale, 1 at the back slot's.
    var depth: SettlingSpring<Double>
    var fade: Fade = .opaque
    /// Reduce Motion: a card that jumped to its slot fades in there (opacity × this).
    var crossFade = CrossFade()
    var zPosition: Double
    /// How much of its words a card coming forward already showed behind the
    /// front card as that one was dragged away (0…1): they go on from there to
    /// full as it comes forward, never blinking out at the release.
    var wordsShown = 0.0

    init(index: Int, slot: Slot, spring: Spring, fade: Spring = .crossFade, backOffset: Vector) {
        self.index = index
        crossFade = CrossFade(spring: fade)
        self.slot = slot
        let back = slot == .back
        offset = SettlingSpring(spring: spring, value: back ? backOffset : .zero, tolerance: .points)
        depth = SettlingSpring(spring: spring, value: back ? 1 : 0, tolerance: .progress)
        zPosition = back ? 1 : 2
    }

    func isSettled(at time: Double) -> Bool {
        offset.isSettled(at: time) && depth.isSettled(at: time) && crossFade.shown.isSettled(at: time)
    }

    /// Whether the card rests exactly in `slot` (a jump there would change nothing).
    func isAt(_ slot: Slot, backOffset: Vector) -> Bool {
        offset.value == (slot == .back ? backOffset : .zero) && depth.value == (slot == .back ? 1 : 0)
    }

    /// Springs toward `slot` from where the card is, starting with `velocity` (pt/s).
    mutating func move(to slot: Slot, velocity: Vector, backOffset: Vector, at time: Double) {
        self.slot = slot
        offset.advance(to: time)
        depth.advance(to: time)
        offset.animate(to: slot == .back ? backOffset : .zero, velocity: velocity)
        depth.animate(to: slot == .back ? 1 : 0)
    }

    /// Jumps to `slot` at rest (Reduce Motion, dealing).
    mutating func place(in slot: Slot, backOffset: Vector) {
        self.slot = slot
        offset.hold(at: slot == .back ? backOffset : .zero)
        depth.hold(at: slot == .back ? 1 : 0)
    }

    /// Steps the springs; each lands exactly on its target at its settle instant.
    mutating func advance(to time: Double) {
        offset.advance(to: time)
        depth.advance(to: time)
        if !crossFade.isSettled { crossFade.advance(to: time) }  // at rest it only keeps its clock: a jump sets that
    }
}
