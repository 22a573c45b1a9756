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
        /// Reduce Motion: fading out where it is, then dealt behind.
        case crossFade(SpringState<Double>, settleAt: Double)
    }

    var index: Int
    var slot: Slot
    /// Offset from the front slot, pt.
    var offset: SpringState<Vector>
    var offsetSettleAt = 0.0
    /// 0 at the front slot's scale, 1 at the back slot's.
    var depth: SpringState<Double>
    var depthSettleAt = 0.0
    var fade: Fade = .opaque
    var zPosition: Double

    init(index: Int, slot: Slot, spring: Spring, backOffset: Double) {
        self.index = index
        self.slot = slot
        let back = slot == .back
        offset = SpringState(spring: spring, value: back ? Vector(dx: 0, dy: -backOffset) : .zero, target: back ? Vector(dx: 0, dy: -backOffset) : .zero)
        depth = SpringState(spring: spring, value: back ? 1 : 0, target: back ? 1 : 0)
        zPosition = back ? 1 : 2
    }

    func isSettled(at time: Double) -> Bool {
        if case .crossFade(_, let settleAt) = fade, time < settleAt { return false }
        return time >= offsetSettleAt && time >= depthSettleAt
    }

    /// Springs toward `slot` from where the card is, starting with `velocity` (pt/s).
    mutating func move(to slot: Slot, velocity: Vector, backOffset: Double, at time: Double) {
        self.slot = slot
        offset.advance(to: time)
        depth.advance(to: time)
        let target = slot == .back ? Vector(dx: 0, dy: -backOffset) : .zero
        offset.setVelocity(velocity)
        offset.retarget(to: target)
        let displacement = offset.value - target
        offsetSettleAt = time + max(
            offset.spring.settleTime(displacement: displacement.dx, velocity: velocity.dx, tolerance: 0.01, velocityTolerance: 0.5),
            offset.spring.settleTime(displacement: displacement.dy, velocity: velocity.dy, tolerance: 0.01, velocityTolerance: 0.5))
        depth.retarget(to: slot == .back ? 1 : 0)
        depthSettleAt = time + depth.spring.settleTime(displacement: depth.value - depth.target, velocity: depth.velocity,
                                                       tolerance: 1e-4, velocityTolerance: 1e-3)
    }

    /// Jumps to `slot` at rest (Reduce Motion, dealing).
    mutating func place(in slot: Slot, backOffset: Double) {
        self.slot = slot
        offset.reset(to: slot == .back ? Vector(dx: 0, dy: -backOffset) : .zero)
        depth.reset(to: slot == .back ? 1 : 0)
        offsetSettleAt = 0
        depthSettleAt = 0
    }

    /// Steps the springs; each lands exactly on its target at its settle instant.
    mutating func advance(to time: Double) {
        // Always advance first, so a spring's clock stays in step even while held.
        offset.advance(to: time)
        depth.advance(to: time)
        if time >= offsetSettleAt { offset.reset(to: offset.target) }
        if time >= depthSettleAt { depth.reset(to: depth.target) }
        if case .crossFade(var opacity, let settleAt) = fade {
            opacity.advance(to: time)
            if time >= settleAt { opacity.reset(to: opacity.target) }
            fade = .crossFade(opacity, settleAt: settleAt)
        }
    }
}
