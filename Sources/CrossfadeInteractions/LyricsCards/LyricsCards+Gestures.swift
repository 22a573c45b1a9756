import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    /// Ownership starts at the touch (`PointerGestures`): a pointer that lands
    /// anywhere but on the front card is no one's, so nothing it does can move the
    /// card; on it, the drag moves the card by the finger's travel since the last move.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(.drag): beginDrag()
        case .moved(.drag): moveDrag(by: gestures.delta, at: event.time)
        case .ended(.won(.drag), _, let lifted): endDrag(velocity: lifted ? gestures.pan.velocity : .zero, allowSwap: lifted)
        default: break
        }
    }

    /// The front card's drag where a touch lands on it: at once when it is moving
    /// (a touch catches it in flight), else once the finger moves past the slop, in
    /// any direction: a drag against the axis moves the card a little, rubber-banded
    /// (`crossAxisReach`), so the card answers the finger, and springs back.
    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<LyricsGesture>.Entry] {
        guard !gestures.arena.isHeld, let hit = layers.hitTestPath(point), hit.isInside(paths.cards[slot(of: frontView)].card) else { return [] }
        return [.init(.drag, views[frontView].isSettled(at: time) ? .pan(.free) : .control)]
    }

    /// Where view `view` is drawn among the visible card layers (a one-line deck draws only its front view).
    func slot(of view: Int) -> Int { deck.count > 1 ? view : 0 }

    mutating func beginDrag() {
        var card = views[frontView]
        card.offset.hold(at: card.offset.value)
        if case .followsDrag = card.fade {} else { card.fade = .followsDrag(grabbedAt: card.offset.value) }
        views[frontView] = card
        var drag = CardDrag(startSwaps: swapsOnRelease(offset: card.offset.value, velocity: .zero))
        if let axis = configuration.dragDirection.axis {
            let stack = axis.cross(configuration.backSlotOffset) * card.depth.value
            (drag.crossAnchor, drag.crossTravel) = Self.crossCatch(offset: axis.cross(card.offset.value), stack: stack, reach: Tuning.crossAxisReach)
        }
        self.drag = drag
    }

    /// Where a catch puts the finger on the band across the drag's axis, so the
    /// card stays exactly where it was drawn. Its cross offset `offset` (pt) is the
    /// stack's share `stack` — the point between the slots at the card's depth, when
    /// the deck is stacked across the drag (`axis: x`) and the card is caught coming
    /// forward — plus what a sideways pull left: the band takes that up where it is
    /// (`rubberBandInverse`), so pulling on feels as before, and the rest is held
    /// where it was caught (`anchor`). What the band could never show (`reach` or
    /// more: rapid swaps) is held too: the inverse is only defined inside the reach.
    static func crossCatch(offset: Double, stack: Double, reach: Double) -> (anchor: Double, travel: Double) {
        let pulled = offset - stack
        guard abs(pulled) < reach else { return (offset, 0) }
        return (stack, rubberBandInverse(banded: pulled, dimension: reach))
    }

    /// The card follows the finger's travel along the drag's direction, and across
    /// it through a rubber band that never takes it `Tuning.crossAxisReach` from
    /// where the band is anchored (the front slot, or where the stack held it); passing
    /// the dismissal offset either way sends `threshold`.
    mutating func moveDrag(by delta: Vector, at time: Double) {
        guard var drag else { return }
        var offset = views[frontView].offset.value + configuration.dragDirection.constrain(delta)
        if let axis = configuration.dragDirection.axis {
            drag.crossTravel += axis.cross(delta)
            let banded = rubberBand(offset: drag.crossTravel, dimension: Tuning.crossAxisReach)
            offset = axis.vector(main: axis.main(offset), cross: drag.crossAnchor + banded)
        }
        views[frontView].offset.hold(at: offset)
        self.drag = drag
        // A still release swaps past the dismissal offset: what a finger feels for (a
        // flick that swaps by projection alone needs no warning).
        let crossed = swapsOnRelease(offset: offset, velocity: .zero) != drag.startSwaps
        guard crossed != drag.crossed else { return }
        drag.crossed = crossed
        self.drag = drag
        events.emit(.threshold(crossed: crossed), at: time)
    }

    /// Whether a release at `offset` moving at `velocity` (pt/s) swaps: past the
    /// dismissal offset by position, or by where the flick would come to rest
    /// (`project`, "Designing Fluid Interfaces"). A one-line deck never swaps.
    func swapsOnRelease(offset: Vector, velocity: Vector) -> Bool {
        guard deck.count > 1 else { return false }
        let direction = configuration.dragDirection, limit = configuration.dismissalOffset
        let projected = offset + Vector(dx: project(initialVelocity: velocity.dx), dy: project(initialVelocity: velocity.dy))
        return direction.distance(offset) > limit || direction.distance(projected) > limit
    }

    /// Swap past the dismissal offset (by position or projection), else spring back;
    /// either way the motion leaves with the finger's velocity. Under Reduce Motion
    /// the card is back in its slot at once and fades in there.
    mutating func endDrag(velocity: Vector, allowSwap: Bool) {
        guard drag != nil else { return }
        drag = nil
        let velocity = configuration.dragDirection.constrain(velocity)
        if allowSwap, swapsOnRelease(offset: views[frontView].offset.value, velocity: velocity) {
            bringToFront((front + 1) % deck.count, velocity: velocity)
        } else if configuration.environment.reduceMotion {
            jump(frontView, to: .front)
        } else {
            views[frontView].move(to: .front, velocity: velocity, backOffset: configuration.backSlotOffset, at: time)
        }
    }

    /// Opacity for a card dragged `offset` from the front slot: 1 up to the fade
    /// start, then linearly down to the minimum at the dismissal offset — the
    /// original's rule. A card caught in flight (`grabbedAt` away from the front
    /// slot, opaque then) starts fading only beyond where it was caught, so the
    /// catch never changes its opacity; caught at or past the dismissal offset, it
    /// stays opaque.
    func dragOpacity(_ offset: Vector, grabbedAt: Vector = .zero) -> Double {
        let direction = configuration.dragDirection, dismissal = configuration.dismissalOffset
        let d = direction.distance(offset)
        let caught = direction.distance(grabbedAt)
        let fadeStart = max(configuration.effectiveFadeStart, caught)
        guard d > fadeStart else { return 1 }
        guard dismissal > fadeStart else { return caught >= dismissal ? 1 : configuration.minimumOpacity }
        let t = (d - fadeStart) / (dismissal - fadeStart)
        return lerp(1, configuration.minimumOpacity, clamp(t, 0...1))
    }
}
