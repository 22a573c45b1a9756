import CrossfadeInput
import CrossfadeMotion

extension CardPresentation {
    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        time = newTime
        chain.advance(to: newTime)
        grabber.advance(to: newTime)
        settleContentViewport()
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        switch action {
        case .present: present()
        case .dismiss, .escape: dismiss()
        case .statusBarTap: statusBarTap()
        case .scrollToTop: scrollToTop()
        }
        noteShownDetent()
    }

    /// Springs to the first presented detent (the largest rest below the top of the list).
    mutating func present() {
        guard gesture == nil else { return }
        let c = configuration
        let target = c.detents.contains(.medium) ? c.mediumTop : c.largeTop
        chain.outer.animate(to: isPresented ? chain.outer.top.target : target)
    }

    mutating func dismiss() {
        guard gesture == nil else { return }
        chain.outer.animate(to: configuration.dismissedTop)
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
        let c = configuration
        let visible = max(0, c.viewport.height - min(cardTop, c.mediumTop > c.largeTop && detent == .medium ? c.mediumTop : c.largeTop) - c.headerHeight)
        guard abs(chain.inner.scroll.configuration.viewportLength - visible) > 1e-9 else { return }
        chain.inner.scroll.configuration.viewportLength = visible
        let limit = chain.inner.scroll.configuration.maximumOffset
        if chain.inner.scroll.contentOffset > limit { chain.inner.scroll.scroll(to: limit, animated: false, at: time) }
    }
}
