import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        // Ownership starts at the touch: a pointer that lands anywhere but on the
        // front card never reaches the pan, so nothing it does can move the card.
        if event.phase == .down, !touchesFrontCard(event, layers: layers) { return }
        guard let phase = pan.handle(event) else { return }
        switch phase {
        case .began: beginDrag()
        case .changed: updateDrag()
        case .ended: endDrag(velocity: pan.velocity)
        case .cancelled: endDrag(velocity: .zero, allowSwap: false)
        case .possible, .failed: break
        }
    }

    /// The front card's drag where a touch lands on it: at once when it is moving
    /// (a touch catches it in flight), else once the drag follows its direction.
    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        guard !pan.isActive else { return [] }
        let frontID = cardIDs[views[frontView].index]
        guard let hit = layers.hitTest(point), hit == frontID || hit.hasPrefix(frontID + ".") else { return [] }
        return [views[frontView].isSettled(at: time) ? .pan(configuration.dragDirection) : .control]
    }

    /// Whether a touch lands on the front card (mid-flight, it will catch it at once).
    private mutating func touchesFrontCard(_ event: PointerEvent, layers: [Layer]) -> Bool {
        guard !pan.isActive else { return false }
        let frontID = cardIDs[views[frontView].index]
        guard let hit = layers.hitTest(event.location), hit == frontID || hit.hasPrefix(frontID + ".") else { return false }
        pan.beginsImmediately = !views[frontView].isSettled(at: time)
        return true
    }

    mutating func beginDrag() {
        var card = views[frontView]
        card.offset.hold(at: card.offset.value)
        if case .followsDrag = card.fade {} else { card.fade = .followsDrag(grabbedAt: card.offset.value) }
        views[frontView] = card
        drag = CardDrag(startOffset: card.offset.value)
    }

    mutating func updateDrag() {
        guard let drag else { return }
        views[frontView].offset.hold(at: drag.startOffset + configuration.dragDirection.constrain(pan.translation))
    }

    /// Swap past the dismissal offset (by position or projection), else spring back;
    /// either way the motion leaves with the finger's velocity.
    mutating func endDrag(velocity: Vector, allowSwap: Bool = true) {
        guard drag != nil else { return }
        drag = nil
        let direction = configuration.dragDirection
        let velocity = direction.constrain(velocity)
        let offset = views[frontView].offset.value
        let projected = offset + Vector(dx: project(initialVelocity: velocity.dx), dy: project(initialVelocity: velocity.dy))
        let limit = configuration.dismissalOffset
        if allowSwap, deck.count > 1, direction.distance(offset) > limit || direction.distance(projected) > limit {
            bringToFront((front + 1) % deck.count, velocity: velocity)
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
