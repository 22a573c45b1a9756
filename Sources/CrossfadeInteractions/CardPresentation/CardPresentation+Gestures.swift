import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// The arena decides at the touch: the slider claims its touch on a card at rest; a touch on a
    /// moving card catches it (and its content) where they are; otherwise the
    /// vertical drag wins past the slop, and taps wait for it to fail.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        catchUp()
        var entries: [GestureArena<CardGesture>.Entry] = []
        if event.phase == .down {
            // One hit test for the touch: what competes, and which row's handle it is on.
            let hit = layers.hitTestPath(event.location)
            if gestures.arena.pointer == nil { handleSlot = handleSlot(of: hit) }
            entries = competitors(at: event.location, hit: hit)
        }
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
        case .moved(let owner):
            move(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            let velocity = lifted ? gestures.pan.velocity.dy : 0
            switch decision {
            case .won(.drag):
                let attempted = chain.outer.refusesDismissal && chain.outer.wouldDismiss(velocity: chain.lastMover == .outer ? velocity : 0)
                chain.endDrag(velocity: velocity, at: event.time)
                if attempted { events.emit(.dismissAttempted, at: event.time) }
                grabber.animate(to: 0)
                crossFadeIfReduced()
            case .won(.present):
                let attempted = chain.outer.refusesDismissal && chain.outer.wouldDismiss(velocity: velocity)
                chain.outer.endDrag(velocity: velocity, at: event.time)
                if attempted { events.emit(.dismissAttempted, at: event.time) }
                crossFadeIfReduced()
            case .won(.slider) where lifted: slider.end()
            case .won(.slider): slider.cancel()
            case .won(.reorder) where lifted:
                if let move = reorder.drop(at: event.time) { commitMove(from: move.from, to: move.to, at: event.time) }
                autoScroll = nil
                rowPlaces.mark()
            case .won(.reorder):
                reorder.cancel(at: event.time)
                autoScroll = nil
                rowPlaces.mark()
            case .won(.sourceTap) where tapped: present()
            case .won(.statusBarTap) where tapped: statusBarTap()
            default: break
            }
            gesture = nil
            settleContentViewport()
            noteRest()
        case .none:
            break
        }
    }

    /// What may take a pointer that lands at `point`, front-most first.
    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, hit: layers.hitTestPath(point)).map { $0.kind }
    }

    /// What competes for a touch at `point`, whose hit test found `hit`.
    private func competitors(at point: Point, hit: LayerPath?) -> [GestureArena<CardGesture>.Entry] {
        let c = configuration
        let shown = cardTop < c.dismissedTop - Tuning.goneMargin
        if shown, point.y < c.topSafeArea { return [.init(.statusBarTap, .tap)] }
        guard let hit else { return [] }
        let moving = !chain.isAtRest
        // A moving card is caught wherever it is touched, its slider included;
        // the slider claims its touch only on a card at rest.
        if shown, !moving, configuration.drawsSlider, hit.isInside(paths.slider) { return [.init(.slider, .control)] }
        if shown, !moving, handleSlot(of: hit) != nil { return [.init(.reorder, .control)] }
        if shown, hit.isInside(paths.card) { return [.init(.drag, moving ? .control : .pan(.vertical))] }
        if !shown, hit.isInside(paths.upNext) {
            return [.init(.present, .pan(.vertical)), .init(.sourceTap, .tap, requiresFailureOf: [.present])]
        }
        return []
    }

    /// The row whose reorder handle a touch's hit test found (`hit`), on a card shown.
    func handleSlot(of hit: LayerPath?) -> Int? {
        guard configuration.hasHandles, cardTop < configuration.dismissedTop - Tuning.goneMargin, let hit, hit.isInside(paths.list) else {
            return nil
        }
        return paths.rows.indices.first { hit.isInside(paths.rows[$0].handle) }
    }

    /// The first row's top on screen with the content at its top.
    var rowsOriginOnScreen: Double { cardTop + configuration.headerHeight + rowsTop }

    /// The first row's top on screen now (the list scrolls up under the header).
    var listTopOnScreen: Double { rowsOriginOnScreen - contentOffset }

    /// The first row's top in the list: below the slider row, if drawn.
    var rowsTop: Double { Double(configuration.sliderRows) * configuration.rowPitch }

    private mutating func begin(_ winner: CardGesture, at event: PointerEvent) {
        presentedAtDragStart = isPresented
        gesture = winner
        chain.outer.refusesDismissal = (winner == .drag || winner == .present) && isPresented && !configuration.dismissible
        chain.outer.bandReach = max(1, configuration.dismissedTop - configuration.largeTop)
        thresholdCrossed = false
        switch winner {
        case .drag: chain.beginDrag(at: event.time)
        case .present: chain.outer.beginDrag(at: event.time)
        case .slider: slider.begin(atX: event.location.x)
        case .reorder:
            guard let slot = handleSlot else { break }
            reorder.pick(slot, fingerY: event.location.y - listTopOnScreen, at: event.time)
            holdRow(fingerY: event.location.y, at: event.time)
        case .sourceTap, .statusBarTap: break
        }
    }

    /// The card (and its content) move by the finger's travel since the last move;
    /// the slider by its travel since it was taken.
    private mutating func move(_ owned: CardGesture, event: PointerEvent) {
        let delta = gestures.delta(along: .vertical)
        switch owned {
        case .drag:
            // Below its highest rest the card grows before its content scrolls.
            let below = cardTop > configuration.largeTop + Tuning.goneMargin
            _ = below && delta < 0 ? chain.consume(delta, outerFirst: true, at: event.time) : chain.consume(delta, at: event.time)
            holdGrabber()
            noteThreshold(at: event.time, cardOnly: false)
        case .present:
            _ = chain.outer.consume(delta, at: event.time)
            noteThreshold(at: event.time, cardOnly: true)
        case .slider:
            slider.move(toX: event.location.x, trackWidth: configuration.sliderTrack.width, direction: configuration.environment.layoutDirection)
        case .reorder:
            reorder.drag(fingerY: event.location.y - listTopOnScreen, at: event.time)
            holdRow(fingerY: event.location.y, at: event.time)
        case .sourceTap, .statusBarTap:
            break
        }
    }

    /// The finger holding a row is at `fingerY` on screen: the rows are drawn
    /// again, and once the row is lifted (moved) the list scrolls by itself from
    /// here, as fast as the finger is deep in the band at its top or bottom (a touch
    /// alone near an edge scrolls nothing).
    private mutating func holdRow(fingerY: Double, at time: Double) {
        rowPlaces.mark()
        guard reorder.held?.lifted == true else { autoScroll = nil; return }
        let c = configuration, band = Tuning.autoScrollBand
        let top = cardTop + c.headerHeight, bottom = c.viewport.height - c.bottomSafeArea
        let depth = fingerY < top + band ? -(top + band - fingerY) : fingerY > bottom - band ? fingerY - (bottom - band) : 0
        autoScroll = AutoScroll(fingerY: fingerY, time: time, offset: contentOffset, speed: Tuning.autoScrollSpeed * clamp(depth / band, -1...1))
    }

    /// Reduce Motion: a released card is where its release sends it at once, and
    /// fades in there (the drag itself followed the finger).
    private mutating func crossFadeIfReduced() {
        guard configuration.environment.reduceMotion else { return }
        jump(to: chain.outer.top.target)
    }

    /// While a finger drags: `threshold` when releasing now would present or
    /// dismiss otherwise than the card was when the drag began (or no longer
    /// would), by the decision the release makes: the card's rest nearest its
    /// projection, with the finger's velocity when the card has the motion.
    private mutating func noteThreshold(at time: Double, cardOnly: Bool) {
        let velocity = cardOnly || chain.lastMover == .outer ? gestures.pan.velocity.dy : 0
        let dismisses = !chain.outer.refusesDismissal && chain.outer.wouldDismiss(velocity: velocity)
        let crossed = !dismisses != presentedAtDragStart
        guard crossed != thresholdCrossed else { return }
        thresholdCrossed = crossed
        events.emit(.threshold(crossed: crossed), at: time)
    }

    /// The grabber flattens with how far the card has left its rest and how fast it moves.
    private mutating func holdGrabber() {
        let c = configuration
        let restTop = chain.outer.tops.min { abs($0 - cardTop) < abs($1 - cardTop) } ?? c.largeTop
        let distance = abs(cardTop - restTop)
        let flatness = clamp(max(distance / Tuning.grabberFlatDistance, abs(chain.velocity) / Tuning.grabberFlatSpeed), 0...1)
        grabber.hold(at: flatness)
    }
}
