import CrossfadeInput
import CrossfadeMotion

extension CardPresentation {
    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        time = newTime
        chain.advance(to: newTime)
        // A settled spring sits exactly on its target: only moving ones are evaluated
        // (`catchUp` brings the others to the present before they move again).
        if !grabber.isSettled { grabber.advance(to: newTime) }
        if !slider.isSettled { slider.advance(to: newTime) }
        if !fade.isSettled { fade.advance(to: newTime) }
        if fadingOutFrom != nil, fade.isSettled { fadingOutFrom = nil }
        settleContentViewport()
        noteRest()
    }

    /// Brings the springs `advance` skips while they rest to the present, so one
    /// that starts moving starts now.
    mutating func catchUp() {
        grabber.advance(to: time)
        slider.advance(to: time)
        fade.advance(to: time)
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        catchUp()
        switch action {
        case .present: present()
        case .dismiss, .escape: dismiss()
        case .statusBarTap: statusBarTap()
        case .scrollToTop: scrollToTop()
        }
        noteRest()
    }

    /// Sends the card to the first presented detent (the largest rest below the top of the list).
    mutating func present() {
        guard gesture == nil else { return }
        let c = configuration
        send(to: isPresented ? chain.outer.top.target : c.detents.contains(.medium) ? c.mediumTop : c.largeTop)
    }

    mutating func dismiss() {
        guard gesture == nil else { return }
        send(to: configuration.dismissedTop)
    }

    /// The card heads for `target` on its spring, keeping its velocity; with
    /// Reduce Motion it is there at once, cross-fading.
    mutating func send(to target: Double) {
        if configuration.environment.reduceMotion { jump(to: target) } else { chain.outer.animate(to: target) }
    }

    /// Reduce Motion, after a release or an action: the card is at `target` at
    /// once and fades in there; leaving the screen, it fades out where it was.
    mutating func jump(to target: Double) {
        let from = cardTop
        chain.outer.jump(to: target)
        guard abs(from - target) > Tuning.fadeThreshold else { return }
        fadingOutFrom = target >= configuration.dismissedTop - Tuning.goneMargin ? from : nil
        fade.start()
    }

    /// A status-bar tap: content not at its top scrolls there; at its top, dismiss.
    mutating func statusBarTap() {
        guard isPresented else { return }
        if chain.inner.scroll.contentOffset > chain.inner.scroll.configuration.minimumOffset + 0.5 { scrollToTop() } else { dismiss() }
    }

    mutating func scrollToTop() {
        guard gesture == nil else { return }
        chain.inner.scroll.scroll(to: chain.inner.scroll.configuration.minimumOffset, animated: true, at: time)
    }

    /// At rest, the content's visible length follows the detent (a medium card
    /// shows, and scrolls through, only its upper half).
    mutating func settleContentViewport() {
        guard gesture == nil, chain.outer.isAtRest, chain.inner.isAtRest else { return }
        let medium = configuration.mediumTop, large = configuration.largeTop
        let visible = max(0, configuration.viewport.height - min(cardTop, medium > large && detent == .medium ? medium : large) - configuration.headerHeight)
        guard abs(chain.inner.scroll.configuration.viewportLength - visible) > 1e-9 else { return }
        chain.inner.scroll.configuration.viewportLength = visible
        let limit = chain.inner.scroll.configuration.maximumOffset
        if chain.inner.scroll.contentOffset > limit { chain.inner.scroll.scroll(to: limit, animated: false, at: time) }
    }

    /// After every step: a card that came to rest presented after being dismissed
    /// (or the other way) says so, at the instant it came to rest — its spring's
    /// analytic settle, or the end of its cross-fade.
    mutating func noteRest() {
        guard chain.outer.isAtRest, fade.isSettled else { return }
        let presented = chain.outer.top.value < configuration.dismissedTop - Tuning.goneMargin
        guard presented != restingPresented else { return }
        restingPresented = presented
        events.emit(presented ? .presented : .dismissed, at: max(chain.outer.top.settleTime, fade.shown.settleTime))
    }
}
