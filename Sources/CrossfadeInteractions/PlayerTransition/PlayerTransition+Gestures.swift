import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// What competes for a pointer on the player (see `GestureArena`).
enum PlayerGesture: Hashable, Sendable {
    /// Dragging the player along its axis (claims the touch at once when it catches it in flight).
    case drag
    /// A tap on the mini player, once the drag has failed.
    case openTap
    /// A tap on the chevron of the open player, once the drag has failed.
    case closeTap
}

extension PlayerTransition {
    /// Ownership starts at the touch: the arena admits what lies under the finger
    /// (nothing off the player), the first axis past the slop decides, and the
    /// drag goes through the player's own nested-scrolling owner (`consume`) by the
    /// finger's travel since the last move.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(.drag):
            beginDrag(at: event.time)  // caught in flight it is held where it is; as a pan, the movement so far arrives with the next move
        case .moved(.drag) where drag != nil:
            _ = consume(gestures.delta(along: configuration.axis), at: event.time)
            updateThreshold(fingerVelocity: configuration.axis.main(gestures.pan.velocity), at: event.time)
        case .ended(.won(.drag), _, let lifted):
            lifted ? endDrag(velocity: configuration.axis.main(gestures.pan.velocity), at: event.time) : cancelDrag()
        case .ended(.won(.openTap), true, _): animate(to: .open)
        case .ended(.won(.closeTap), true, _): animate(to: .closed)
        default: break
        }
    }

    /// What may take a pointer that lands at `point`: the drag when it lands on
    /// the player (at once when the player is moving), and the tap it shows.
    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    /// The mini player, and once the player shows, everything in it (a parent's own
    /// content inside the full player, the showcase's Now Playing, is the player too).
    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<PlayerGesture>.Entry] {
        guard let hit = layers.hitTestPath(point) else { return [] }
        let onMini = hit.isInside(paths.miniPlayer)
        guard onMini || ((side == .open || transition != nil) && hit.isInside(paths.player)) else { return [] }
        let moving = transition != nil || overscroll.value != 0
        var entries: [GestureArena<PlayerGesture>.Entry] = [.init(.drag, moving ? .control : .pan(PanDirection(configuration.axis)))]
        if !moving, side == .closed, onMini {
            entries.append(.init(.openTap, .tap, requiresFailureOf: [.drag]))
        } else if !moving, side == .open, hit.isInside(paths.chevron) {
            entries.append(.init(.closeTap, .tap, requiresFailureOf: [.drag]))
        }
        return entries
    }

    /// Starts (or catches) the transition toward the other side and pauses it,
    /// holding everything exactly where it is drawn.
    mutating func beginDrag() {
        var animators = transition ?? PlayerTransitionAnimators(target: side == .open ? .closed : .open, configuration, time: time)
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
        drag = PlayerDrag(
            startFractions: (frameStart, animators.content.fractionComplete, animators.mini.fractionComplete),
            startOutcome: releaseDestination(fingerVelocity: 0))
    }

    /// fractionComplete = translation / travel (toward the target), rubber-banded past the ends.
    mutating func updateDrag(translation: Double) {
        guard let drag, var animators = transition else { return }
        let towardTarget = (animators.target == .open ? -translation : translation) / configuration.travel
        let raw = drag.startFractions.frame + towardTarget
        animators.frame.fractionComplete = raw
        animators.content.fractionComplete = drag.startFractions.content + towardTarget
        animators.mini.fractionComplete = drag.startFractions.mini + towardTarget
        transition = animators
        // Past an end, in points (positive up): rubber-banded.
        let rawOpenness = animators.target == .open ? raw : 1 - raw
        let excess = rawOpenness > 1 ? (rawOpenness - 1) : rawOpenness < 0 ? rawOpenness : 0
        // Reduce Motion keeps no rubber band: the spring back would be motion of the engine's own.
        let banded =
            configuration.environment.reduceMotion
            ? 0 : rubberBand(offset: excess * configuration.travel, dimension: configuration.axis.main(configuration.viewport))
        overscroll.hold(at: banded)
    }

    /// Where a release now, with the finger moving at `fingerVelocity` (pt/s along
    /// the axis, positive down), would leave the player: the side nearest the
    /// projected position (`restingDetent`). The release and `threshold` both ask this.
    func releaseDestination(fingerVelocity: Double) -> Side {
        let position = clamp(openness, 0...1) * configuration.travel
        return restingDetent(position: position, velocity: -fingerVelocity, detents: releaseDetents) == 1 ? .open : .closed
    }

    /// Sends `threshold` when a release now would end on another side than a still
    /// release where the drag began (true), or no longer would (false).
    mutating func updateThreshold(fingerVelocity: Double, at time: Double) {
        guard var drag else { return }
        let crossed = releaseDestination(fingerVelocity: fingerVelocity) != drag.startOutcome
        guard crossed != drag.crossed else { return }
        drag.crossed = crossed
        self.drag = drag
        events.emit(.threshold(crossed: crossed), at: time)
    }

    /// Finish or cancel at the side `releaseDestination` picks; the finishing spring
    /// leaves with the finger's velocity. Under Reduce Motion the player is there at
    /// once and fades in.
    mutating func finishDrag(velocity fingerVelocity: Double) {
        guard drag != nil, var animators = transition else { return }
        drag = nil
        let destination = releaseDestination(fingerVelocity: fingerVelocity)
        guard !configuration.environment.reduceMotion else { return jump(to: destination) }
        let opennessVelocity = -fingerVelocity / max(configuration.travel, Tuning.minimumVelocityTravel)  // per second
        let reverse = destination != animators.target
        animators.forEach { $0.isReversed = reverse }
        let forwardVelocity = animators.target == .open ? opennessVelocity : -opennessVelocity
        let end = destination == animators.target ? 1.0 : 0.0
        let relative = TimingParameters.relativeVelocity(forwardVelocity, remainingDistance: end - animators.frame.progress)
        animators.frame.continueAnimation(withTimingParameters: .spring(configuration.frameSpring, initialVelocity: relative), durationFactor: 0)
        animators.content.continueAnimation()
        animators.mini.continueAnimation()
        transition = animators
        releaseOverscroll(velocity: -fingerVelocity)
        settleIfFinished()
    }

    /// A cancelled pan reverses to where it started (under Reduce Motion, is there at once).
    mutating func cancelDrag() {
        guard drag != nil, var animators = transition else { return }
        drag = nil
        guard !configuration.environment.reduceMotion else { return jump(to: animators.target == .open ? .closed : .open) }
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

/// The player as an owner in a nested-scrolling chain: a parent can nest it
/// (content or a carousel inside it) and hand it the rest of a drag; its own
/// drag goes through here too. The rubber band past either end takes everything.
extension PlayerTransition: NestedScrollOwner {
    public mutating func beginDrag(at time: Double) {
        advance(to: time)
        beginDrag()
        dragTranslation = 0
    }

    public mutating func consume(_ delta: Double, at time: Double) -> Double {
        guard drag != nil, delta.isFinite else { return delta.isFinite ? delta : 0 }
        dragTranslation += delta
        updateDrag(translation: dragTranslation)
        return 0
    }

    public mutating func endDrag(velocity: Double, at time: Double) {
        finishDrag(velocity: velocity)
    }

    /// The drawn position in the finger's terms along the axis (pt): it falls as the player opens.
    public var position: Double {
        let drawn = self.drawn
        return -(drawn.inside + drawn.stretch) * configuration.travel + drawn.drop
    }

    /// The drawn position's speed (pt/s, finger terms).
    public var velocity: Double {
        guard let transition else { return -overscroll.velocity }
        let toward = transition.target == .open ? transition.frame.progressVelocity : -transition.frame.progressVelocity
        return -toward * configuration.travel - overscroll.velocity
    }
}
