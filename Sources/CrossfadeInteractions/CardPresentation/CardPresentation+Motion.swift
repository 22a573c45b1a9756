import CrossfadeInput
import CrossfadeMotion

extension CardPresentation {
    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        if gesture == .reorder, let autoScroll { scrollWhileHolding(to: newTime, autoScroll) }
        rowPlaces.step(moving: !reorder.isSettled)
        time = newTime
        chain.advance(to: newTime)
        reorder.advance(to: newTime)
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
        case .dismiss: dismiss()
        case .escape: dismissByUser()
        case .statusBarTap: statusBarTap()
        case .scrollToTop: scrollToTop()
        case .moveRow(let from, let to):
            let rows = configuration.hasHandles ? configuration.rowCount : 0
            guard from < rows, to < rows else {
                throw .invalidActionField(
                    action: "moveRow", field: from < rows ? "to" : "from",
                    reason: rows == 0 ? "the card has no rows to move" : "must be below \(rows), the card's rows, not \(max(from, to))")
            }
            guard gesture == nil, from != to else { break }  // a finger holds the list: it decides
            reorder.move(from: from, to: to, at: time)
            commitMove(from: from, to: to, at: time)
            rowPlaces.mark()
        }
        noteRest()
    }

    /// The reorder model for `c`: its rows, their pitch and spring (rows jump with Reduce Motion).
    static func makeReorder(_ c: Configuration) -> RowReorder {
        var reorder = RowReorder(count: c.hasHandles ? c.rowCount : 0, pitch: c.rowPitch, spring: c.reorderSpring)
        reorder.jumps = c.environment.reduceMotion
        return reorder
    }

    /// A row moved from slot `from` to `to`: the queue follows (written out a row
    /// each, so the move is kept), and the host hears `reordered`.
    mutating func commitMove(from: Int, to: Int, at instant: Double) {
        let rows = configuration.rowCount
        let full = queue.count == rows ? queue : (0..<rows).map { Self.queueTrack($0, in: queue) }
        queue = RowReorder.moving(full, from: from, to: to)
        events.emit(.reordered(from: from, to: to), at: instant)
    }

    /// While a finger holds a row near the list's top or bottom, the list scrolls
    /// by itself toward that end (`AutoScroll`), to `newTime`. The row under the
    /// finger goes with it; each slot it passes makes way at the very instant it
    /// is passed, whatever the frame rate.
    mutating func scrollWhileHolding(to newTime: Double, _ scroll: AutoScroll) {
        let limits = chain.inner.scroll.configuration, speed = scroll.speed
        guard speed != 0, reorder.held != nil else { return }
        let limit = speed > 0 ? limits.maximumOffset : limits.minimumOffset
        func offset(at t: Double) -> Double {
            let free = scroll.offset + speed * (t - scroll.time)
            return speed > 0 ? min(limit, free) : max(limit, free)
        }
        // The finger's place in the rows is this plus the offset.
        let base = scroll.fingerY - rowsOriginOnScreen
        var t = time
        for _ in 0...(reorder.count + 1) where t < newTime {
            var end = newTime, crosses = false
            if let boundary = reorder.nextBoundary(upward: speed < 0) {
                let at = boundary - base, instant = scroll.time + (at - scroll.offset) / speed
                if instant > t, instant <= newTime, speed > 0 ? at <= limit : at >= limit { end = instant; crosses = true }
            }
            chain.inner.scroll.scroll(to: offset(at: end), animated: false, at: end)
            let before = reorder.target
            reorder.drag(fingerY: base + contentOffset, at: end)
            if crosses, reorder.target == before { reorder.step(upward: speed < 0, at: end) }
            t = end
        }
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
        if chain.inner.scroll.contentOffset > chain.inner.scroll.configuration.minimumOffset + 0.5 { scrollToTop() } else { dismissByUser() }
    }

    /// The user asked to dismiss (the escape gesture, a status-bar tap at the top):
    /// dismissed, unless the card may not be (`dismissible` off), which stays and
    /// says so with `dismissAttempted`.
    mutating func dismissByUser() {
        guard configuration.dismissible else {
            if isPresented { events.emit(.dismissAttempted, at: time) }
            return
        }
        dismiss()
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
        let visible = max(
            0, configuration.viewport.height - min(cardTop, medium > large && detent == .medium ? medium : large) - configuration.headerHeight)
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
