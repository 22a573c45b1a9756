import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    public mutating func handle(_ event: PointerEvent) {
        advance(to: event.time)
        defer { refreshScene() }
        if event.phase == .down { touchDown(event) }
        handleTap(event)
        guard let phase = pan.handle(event) else { return }
        switch phase {
        case .began: beginDrag()
        case .changed: updateDrag()
        case .ended: endDrag(velocity: pan.velocity.dy)
        case .cancelled, .failed: cancelDrag()
        case .possible: break
        }
    }

    /// A touch on the player: mid-flight it catches the transition at once (an
    /// immediate pan); at rest the pan waits for 10 pt of vertical movement.
    private mutating func touchDown(_ event: PointerEvent) {
        guard !pan.isActive, let hit = scene.hitTest(event.location), isPlayerLayer(hit) else {
            pan.beginsImmediately = false
            pan.fail()
            return
        }
        pan.beginsImmediately = transition != nil || overscroll.value != 0
    }

    private func isPlayerLayer(_ id: String) -> Bool {
        id == "miniPlayer" || id.hasPrefix("miniPlayer.") || (side == .open || transition != nil) && (id == "player" || id.hasPrefix("player."))
    }

    private mutating func handleTap(_ event: PointerEvent) {
        guard tap.handle(event) == .recognized, drag == nil || pan.state == .ended else { return }
        guard let hit = scene.hitTest(tap.location) else { return }
        if side == .closed, transition == nil, hit == "miniPlayer" || hit.hasPrefix("miniPlayer.") {
            animate(to: .open)
        } else if side == .open, transition == nil, hit == "player.chevron" {
            animate(to: .closed)
        }
    }

    /// Starts (or catches) the transition toward the other side and pauses it.
    mutating func beginDrag() {
        if transition == nil { transition = PlayerTransitionAnimators(target: side == .open ? .closed : .open, duration: configuration.duration, time: time) }
        transition!.forEach { $0.pauseAnimation() }
        overscroll.reset(to: overscroll.value)
        let t = transition!
        drag = PlayerDrag(startFractions: (t.frame.fractionComplete, t.content.fractionComplete, t.mini.fractionComplete))
    }

    /// fractionComplete = translation / travel (toward the target), rubber-banded past the ends.
    mutating func updateDrag() {
        guard let drag, var animators = transition else { return }
        let towardTarget = (animators.target == .open ? -pan.translation.dy : pan.translation.dy) / configuration.travel
        let raw = drag.startFractions.frame + towardTarget
        animators.frame.fractionComplete = raw
        animators.content.fractionComplete = drag.startFractions.content + towardTarget
        animators.mini.fractionComplete = drag.startFractions.mini + towardTarget
        transition = animators
        // Past an end, in points (positive up): rubber-banded.
        let rawOpenness = animators.target == .open ? raw : 1 - raw
        let excess = rawOpenness > 1 ? (rawOpenness - 1) : rawOpenness < 0 ? rawOpenness : 0
        let banded = rubberBand(offset: excess * configuration.travel, dimension: configuration.viewport.height)
        overscroll.reset(to: banded)
    }

    /// Finish or cancel from the projected position; the finishing spring leaves
    /// with the finger's velocity.
    mutating func endDrag(velocity fingerVelocity: Double) {
        guard drag != nil, var animators = transition else { return }
        drag = nil
        let travel = configuration.travel
        let opennessVelocity = -fingerVelocity / travel  // per second
        let projected = clamp(openness, 0...1) * travel + project(initialVelocity: -fingerVelocity)
        let destination: Side = projected >= travel / 2 ? .open : .closed
        let reverse = destination != animators.target
        animators.forEach { $0.isReversed = reverse }
        let forwardVelocity = animators.target == .open ? opennessVelocity : -opennessVelocity
        let end = destination == animators.target ? 1.0 : 0.0
        let remaining = end - animators.frame.progress
        let relative = abs(remaining) > 1e-9 ? forwardVelocity / remaining : 0
        let spring = Spring(settlingDuration: configuration.duration, dampingRatio: 1)
        animators.frame.continueAnimation(withTimingParameters: .spring(spring, initialVelocity: relative), durationFactor: 0)
        animators.content.continueAnimation()
        animators.mini.continueAnimation()
        transition = animators
        releaseOverscroll(velocity: -fingerVelocity)
        settleIfFinished()
    }

    /// A cancelled pan reverses to where it started.
    mutating func cancelDrag() {
        guard drag != nil, var animators = transition else { return }
        drag = nil
        animators.forEach {
            $0.isReversed = true
            $0.continueAnimation()
        }
        transition = animators
        releaseOverscroll(velocity: 0)
        settleIfFinished()
    }

    private mutating func releaseOverscroll(velocity: Double) {
        let value = overscroll.value
        guard value != 0 else { return }
        let slope = rubberBandSlope(banded: value, dimension: configuration.viewport.height)
        overscroll = SpringState(spring: overscroll.spring, value: value, velocity: velocity * slope, target: 0, time: time)
        overscrollSettleAt = time + overscroll.spring.settleTime(displacement: value, velocity: velocity * slope, tolerance: 0.01, velocityTolerance: 0.5)
    }
}
