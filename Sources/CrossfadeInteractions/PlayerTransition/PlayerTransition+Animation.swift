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
    /// running one around where it is (no jump). Ignored while a finger drags.
    mutating func animate(to target: Side) {
        guard drag == nil, target != destination else { return }
        if var animators = transition {
            animators.forEach {
                $0.pauseAnimation()
                $0.isReversed.toggle()
                $0.continueAnimation()
            }
            transition = animators
        } else {
            var animators = PlayerTransitionAnimators(target: target, duration: configuration.duration, dampingRatio: configuration.dampingRatio, time: time)
            animators.forEach { $0.startAnimation() }
            transition = animators
        }
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        if transition != nil { transition!.forEach { $0.advance(to: newTime) } }  // in place: no copy of the animators
        overscroll.advance(to: newTime)  // its clock stays in step even while a finger holds it
        settleIfFinished()
    }

    /// Commits the side once every animator has completed.
    mutating func settleIfFinished() {
        guard drag == nil, transition?.isRunning == false, transition?.frame.state == .inactive,
              let target = transition?.target, let progress = transition?.frame.progress else { return }
        side = progress >= 0.5 ? target : (target == .open ? .closed : .open)
        transition = nil
    }
}
