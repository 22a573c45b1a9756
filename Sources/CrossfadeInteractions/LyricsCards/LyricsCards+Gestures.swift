import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    public mutating func handle(_ event: PointerEvent) {
        advance(to: event.time)
        defer { refreshScene() }
        if event.phase == .down { touchDown(event) }
        guard let phase = pan.handle(event) else { return }
        switch phase {
        case .began: beginDrag()
        case .changed: updateDrag()
        case .ended: endDrag(velocity: pan.velocity)
        case .cancelled: endDrag(velocity: .zero, allowSwap: false)
        case .possible, .failed: break
        }
    }

    /// Only the front card can be grabbed; mid-flight it is caught at once.
    private mutating func touchDown(_ event: PointerEvent) {
        guard !pan.isActive else { return }
        let frontID = "card.\(views[frontView].index)"
        guard let hit = scene.hitTest(event.location), hit == frontID || hit.hasPrefix(frontID + ".") else {
            pan.fail()
            return
        }
        pan.beginsImmediately = !views[frontView].isSettled(at: time)
    }

    mutating func beginDrag() {
        var card = views[frontView]
        card.offset.reset(to: card.offset.value)
        card.offsetSettleAt = 0
        if case .followsDrag = card.fade {} else { card.fade = .followsDrag(grabbedAt: card.offset.value) }
        views[frontView] = card
        drag = CardDrag(startOffset: card.offset.value)
    }

    mutating func updateDrag() {
        guard let drag else { return }
        views[frontView].offset.reset(to: drag.startOffset + constrained(pan.translation))
    }

    /// Swap past the dismissal offset (by position or projection), else spring back;
    /// either way the motion leaves with the finger's velocity.
    mutating func endDrag(velocity: Vector, allowSwap: Bool = true) {
        guard drag != nil else { return }
        drag = nil
        let velocity = constrained(velocity)
        let offset = views[frontView].offset.value
        let projected = offset + Vector(dx: project(initialVelocity: velocity.dx), dy: project(initialVelocity: velocity.dy))
        let limit = configuration.dismissalOffset
        if allowSwap, deck.count > 1, distance(offset) > limit || distance(projected) > limit {
            bringToFront((front + 1) % deck.count, velocity: velocity)
        } else {
            views[frontView].move(to: .front, velocity: velocity, backOffset: configuration.backOffset, at: time)
        }
    }

    /// The part of a movement along the configured axis.
    func constrained(_ vector: Vector) -> Vector {
        switch configuration.axis {
        case .x: Vector(dx: vector.dx, dy: 0)
        case .y: Vector(dx: 0, dy: vector.dy)
        case .both: vector
        }
    }

    /// The drag distance that fading and dismissal measure.
    func distance(_ offset: Vector) -> Double {
        switch configuration.axis {
        case .x: abs(offset.dx)
        case .y: abs(offset.dy)
        case .both: offset.length
        }
    }

    /// Opacity for a card dragged `offset` from the front slot: 1 up to the fade
    /// start, then linearly down to the minimum at the dismissal offset.
    func dragOpacity(_ offset: Vector) -> Double {
        let c = configuration
        let d = distance(offset)
        guard d > c.fadeStart else { return 1 }
        let t = c.dismissalOffset > c.fadeStart ? (d - c.fadeStart) / (c.dismissalOffset - c.fadeStart) : 1
        return lerp(1, c.minimumOpacity, clamp(t, 0...1))
    }
}
