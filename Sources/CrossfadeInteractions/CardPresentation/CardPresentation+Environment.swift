import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// Draws for `environment` from now on. The detents hang from the top safe
    /// area, so the card keeps its detent and goes where the detent now is: at
    /// rest at once, animating by re-targeting its spring (velocity kept), under a
    /// finger it stays under the finger (the release chooses among the new tops).
    /// The content's scroll keeps its offset, within its new length (text scale
    /// grows the rows).
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        var c = configuration
        c.environment = environment
        reconfigure(c)
    }

    /// Takes the live options (`contentHeight`, `title`, `dismissible`, and every
    /// spring: the card's, the grabber's, the thumb's, the reorder's, the
    /// cross-fade's, the content's scroll and bounce) without a restart: as a new
    /// environment, the card keeps its detent and its motion, and the content keeps
    /// its offset within its new length. A spring under way carries on from where
    /// it is, at its speed, on its new tuning (`SettlingSpring.retune`); the next
    /// release, scroll or fade starts on it. `dismissible` applies from the next
    /// drag (one under way keeps what it began with).
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        reconfigure(configuration)
        chain.outer.top.retune(configuration.spring)
        grabber.retune(configuration.grabberSpring)
        slider.retune(configuration.thumb)
        fade.retune(configuration.fade)
        reorder.retune(configuration.reorderSpring)
        let scroll = configuration.contentScroll
        chain.inner.scroll.retune(bounce: scroll.bounceSpring, snap: scroll.snapSpring)
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or viewport), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        rebuild(c)
        chain.outer.retarget(tops: c.restingTops)
        chain.inner.scroll.configuration = c.contentScroll
        let scroll = chain.inner.scroll
        if chain.inner.isAtRest, scroll.contentOffset > scroll.configuration.maximumOffset {
            chain.inner.scroll.scroll(to: scroll.configuration.maximumOffset, animated: false, at: time)
        }
    }
}

extension CardPresentation {
    /// Takes `c` as the configuration and builds again what never changes once
    /// built (the layers' paths; the rows, when their height changed), keeping
    /// the card's motion and its content's scroll as they are.
    mutating func rebuild(_ c: Configuration) {
        let pitchChanged = c.rowPitch != configuration.rowPitch
        configuration = c
        paths = Self.buildLayers(c, queue: queue).paths
        // Rows of another height: a held row is let go, where it was (no move). Reduce Motion: rows jump.
        if pitchChanged {
            reorder = Self.makeReorder(c)
            reorder.advance(to: time)
            autoScroll = nil
        }
        reorder.jumps = c.environment.reduceMotion
        rowPlaces.mark()
    }
}

extension CardOwner {
    /// The resting tops become `newTops` (as many, in the same order): a card at
    /// rest moves to the same detent's new top at once, a moving one re-targets
    /// there keeping its velocity, a held one stays under the finger.
    mutating func retarget(tops newTops: [Double]) {
        defer { tops = newTops }
        guard !held, newTops.count == tops.count, !tops.isEmpty else { return }
        var index = 0
        for candidate in tops.indices where abs(tops[candidate] - top.target) < abs(tops[index] - top.target) { index = candidate }
        guard newTops[index] != top.target else { return }
        if top.isSettled { top.hold(at: newTops[index]) } else { top.animate(to: newTops[index]) }
    }
}
