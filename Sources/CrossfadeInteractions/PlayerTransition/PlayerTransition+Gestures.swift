import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        handleTap(event, layers: layers)
        // Ownership starts at the touch: a pointer that lands off the player never
        // reaches the pan, so nothing it does can move the player.
        if event.phase == .down, !touchesPlayer(event, layers: layers) { return }
        guard let phase = pan.handle(event) else { return }
        switch phase {
        case .began: beginDrag()
        case .changed: updateDrag()
        case .ended: endDrag(velocity: configuration.axis.main(pan.velocity))
        case .cancelled, .failed: cancelDrag()
        case .possible: break
        }
    }

    /// Whether a touch lands on the player: mid-flight it catches the transition at
    /// once (an immediate pan); at rest the pan waits for 10 pt along the axis.
    private mutating func touchesPlayer(_ event: PointerEvent, layers: [Layer]) -> Bool {
        guard !pan.isActive, let hit = layers.hitTest(event.location), isPlayerLayer(hit) else { return false }
        pan.beginsImmediately = transition != nil || overscroll.value != 0
        return true
    }

    private func isPlayerLayer(_ id: String) -> Bool {
        let c = configuration
        if id == c.id("miniPlayer") || id.hasPrefix(c.id("miniPlayer.")) { return true }
        return (side == .open || transition != nil) && (id == c.id("player") || id.hasPrefix(c.id("player.")))
    }

    private mutating func handleTap(_ event: PointerEvent, layers: [Layer]) {
        guard tap.handle(event) == .recognized, drag == nil || pan.state == .ended else { return }
        guard let hit = layers.hitTest(tap.location) else { return }
        let c = configuration
        if side == .closed, transition == nil, hit == c.id("miniPlayer") || hit.hasPrefix(c.id("miniPlayer.")) {
            animate(to: .open)
        } else if side == .open, transition == nil, hit == c.id("player.chevron") {
            animate(to: .closed)
        }
    }

    /// Starts (or catches) the transition toward the other side and pauses it,
    /// holding everything exactly where it is drawn.
    mutating func beginDrag() {
        var animators = transition ?? PlayerTransitionAnimators(target: side == .open ? .closed : .open, duration: configuration.duration, time: time)
        animators.forEach { $0.pauseAnimation() }
        var frameStart = animators.frame.fractionComplete
        let progress = animators.frame.progress
        if overscroll.value != 0 || !(0...1).contains(progress) {
            // Caught past an end or while the rubber band springs back: the drawn
            // position is re-expressed as a progress in 0…1 and a band beyond it,
            // and the drag starts from the finger offset that band stands for.
            let open = animators.target == .open, travel = configuration.travel
            let drawn = self.drawn
            let inside = drawn.inside
            let band = (drawn.stretch * travel) - drawn.drop
            animators.frame.fractionComplete = open ? inside : 1 - inside
            overscroll.hold(at: band)
            let beyond = rubberBandInverse(banded: band, dimension: configuration.axis.main(configuration.viewport)) / travel
            frameStart = (open ? inside : 1 - inside) + (open ? beyond : -beyond)
        } else {
            overscroll.hold(at: overscroll.value)
        }
        transition = animators
        drag = PlayerDrag(startFractions: (frameStart, animators.content.fractionComplete, animators.mini.fractionComplete))
    }

    /// fractionComplete = translation / travel (toward the target), rubber-banded past the ends.
    mutating func updateDrag() {
        guard let drag, var animators = transition else { return }
        let translation = configuration.axis.main(pan.translation)
        let towardTarget = (animators.target == .open ? -translation : translation) / configuration.travel
        let raw = drag.startFractions.frame + towardTarget
        animators.frame.fractionComplete = raw
        animators.content.fractionComplete = drag.startFractions.content + towardTarget
        animators.mini.fractionComplete = drag.startFractions.mini + towardTarget
        transition = animators
        // Past an end, in points (positive up): rubber-banded.
        let rawOpenness = animators.target == .open ? raw : 1 - raw
        let excess = rawOpenness > 1 ? (rawOpenness - 1) : rawOpenness < 0 ? rawOpenness : 0
        // Reduce Motion draws no rubber band, so it keeps none.
        let banded = configuration.reduceMotion ? 0 : rubberBand(offset: excess * configuration.travel, dimension: configuration.axis.main(configuration.viewport))
        overscroll.hold(at: banded)
    }

    /// Finish or cancel at the detent nearest the projected position; the
    /// finishing spring leaves with the finger's velocity.
    mutating func endDrag(velocity fingerVelocity: Double) {
        guard drag != nil, var animators = transition else { return }
        drag = nil
        let travel = configuration.travel
        // Per second; a degenerate layout (the mini player and tab bar taller than the
        // screen leave almost no travel) must not turn a flick into a thousand-fold one.
        let opennessVelocity = -fingerVelocity / max(travel, 100)
        let detent = restingDetent(position: clamp(openness, 0...1) * travel, velocity: -fingerVelocity, detents: [0, travel])
        let destination: Side = detent == 1 ? .open : .closed
        let reverse = destination != animators.target
        animators.forEach { $0.isReversed = reverse }
        let forwardVelocity = animators.target == .open ? opennessVelocity : -opennessVelocity
        let end = destination == animators.target ? 1.0 : 0.0
        let relative = TimingParameters.relativeVelocity(forwardVelocity, remainingDistance: end - animators.frame.progress)
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

    /// The rubber band springs back to 0, leaving with the speed the band moved at.
    private mutating func releaseOverscroll(velocity: Double) {
        let value = overscroll.value
        guard value != 0 else { return }
        let slope = rubberBandSlope(banded: value, dimension: configuration.axis.main(configuration.viewport))
        overscroll.animate(to: 0, velocity: velocity * slope)
    }
}
