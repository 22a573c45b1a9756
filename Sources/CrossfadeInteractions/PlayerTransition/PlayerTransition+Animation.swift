import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    public mutating func perform(_ action: Action) throws(InteractionError) {
        switch action {
        case .open: animate(to: .open)
        case .close: animate(to: .closed)
        case .toggle: animate(to: destination == .open ? .closed : .open)
        }
    }

    /// Where the player is going: the running transition's destination, else its side.
    var destination: Side {
        guard let transition else { return side }
        return transition.frame.isReversed ? (transition.target == .open ? .closed : .open) : transition.target
    }

    /// Animates to `target` without a gesture: starts a transition, or turns the
    /// running one around where it is (no jump). Under Reduce Motion the player is
    /// there at once and fades in. Ignored while a finger drags.
    mutating func animate(to target: Side) {
        guard drag == nil, target != destination else { return }
        if configuration.environment.reduceMotion { return jump(to: target) }
        if var animators = transition {
            animators.forEach {
                $0.pauseAnimation()
                $0.isReversed.toggle()
                $0.continueAnimation()
            }
            transition = animators
        } else {
            var animators = PlayerTransitionAnimators(target: target, configuration, time: time)
            animators.forEach { $0.startAnimation() }
            transition = animators
        }
    }

    /// Reduce Motion's transition (`CrossFade`): the player is on `target` at once,
    /// nothing travels, and it fades in there. The transition completes now.
    mutating func jump(to target: Side) {
        transition = nil
        overscroll.hold(at: 0)
        side = target
        crossFade.advance(to: time)
        crossFade.start()
        events.emit(target == .open ? .opened : .closed, at: time)
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        transition?.forEach { $0.advance(to: newTime) }  // in place, through the optional: no copy of the animators
        overscroll.advance(to: newTime)  // its clock stays in step even while a finger holds it
        if !crossFade.isSettled { crossFade.advance(to: newTime) }  // at rest it only keeps its clock: `jump` sets that
        settleIfFinished()
    }

    /// Commits the side once every animator has completed, and says so (`opened`,
    /// `closed`) at the instant the last one completed (`completedAt`).
    mutating func settleIfFinished() {
        // (Read through the optional: binding the animators would copy all three each frame.)
        guard drag == nil, transition?.isRunning == false, transition?.frame.state == .inactive,
            let target = transition?.target, let progress = transition?.frame.progress
        else { return }
        let instant = min(transition?.completedAt ?? time, time)
        side = progress >= 0.5 ? target : (target == .open ? .closed : .open)
        transition = nil
        events.emit(side == .open ? .opened : .closed, at: instant)
    }
}
