import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// The arena decides at the touch: the slider claims its touch on a card at rest; a touch on a
    /// moving card catches it (and its content) where they are; otherwise the
    /// vertical drag wins past the slop, and taps wait for it to fail.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
        case .moved(let owner):
            moveGesture(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            let velocity = lifted ? gestures.pan.velocity.dy : 0
            switch decision {
            case .won(.drag):
                chain.endDrag(velocity: velocity, at: event.time)
                grabber.animate(to: 0)
            case .won(.present):
                chain.outer.endDrag(velocity: velocity, at: event.time)
            case .won(.sourceTap) where tapped: present()
            case .won(.statusBarTap) where tapped: statusBarTap()
            default: break
            }
            gesture = nil
            settleContentViewport()
            noteShownDetent()
        case .none:
            break
        }
    }

    /// What may take a pointer that lands at `point`, front-most first.
    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<CardGesture>.Entry] {
        let c = configuration
        let shown = cardTop < c.dismissedTop - 0.5
        if shown, point.y < c.topSafeArea { return [.init(.statusBarTap, .tap)] }
        guard let hit = layers.hitTest(point) else { return [] }
        let moving = !chain.isAtRest
        // A moving card is caught wherever it is touched, its slider included;
        // the slider claims its touch only on a card at rest.
        if shown, !moving, hit.hasPrefix(c.id("card.slider")) { return [.init(.slider, .control)] }
        if shown, hit == c.id("card") || hit.hasPrefix(c.id("card.")) {
            return [.init(.drag, moving ? .control : .pan(.vertical))]
        }
        if !shown, hit == c.id("presenting.upNext") || hit.hasPrefix(c.id("presenting.upNext.")) {
            return [.init(.present, .pan(.vertical)), .init(.sourceTap, .tap, requiresFailureOf: [.present])]
        }
        return []
    }

    private mutating func begin(_ winner: CardGesture, at event: PointerEvent) {
        presentedAtDragStart = isPresented
        gesture = winner
        dragTranslation = gestures.pan.translation.dy
        switch winner {
        case .drag:
            chain.beginDrag(at: event.time)
            dragTranslation = 0  // the movement past the slop arrives with the next move
        case .present:
            chain.outer.beginDrag(at: event.time)
            dragTranslation = 0
        case .slider:
            sliderStart = (sliderValue, event.location.x)
        case .sourceTap, .statusBarTap:
            break
        }
    }

    private mutating func moveGesture(_ owned: CardGesture, event: PointerEvent) {
        let delta = gestures.pan.translation.dy - dragTranslation
        switch owned {
        case .drag:
            dragTranslation = gestures.pan.translation.dy
            // Below its highest rest the card grows before its content scrolls.
            let below = cardTop > configuration.largeTop + 0.5
            _ = below && delta < 0 ? chain.consume(delta, outerFirst: true, at: event.time) : chain.consume(delta, at: event.time)
            holdGrabber()
        case .present:
            dragTranslation = gestures.pan.translation.dy
            _ = chain.outer.consume(delta, at: event.time)
        case .slider:
            setSlider(x: event.location.x)
        case .sourceTap, .statusBarTap:
            break
        }
    }

    /// The grabber flattens with how far the card has left its rest and how fast it moves.
    private mutating func holdGrabber() {
        let c = configuration
        let restTop = chain.outer.tops.min { abs($0 - cardTop) < abs($1 - cardTop) } ?? c.largeTop
        let distance = abs(cardTop - restTop)
        let flatness = clamp(max(distance / 40, abs(chain.velocity) / 600), 0...1)
        grabber.hold(at: flatness)
    }

    private mutating func setSlider(x: Double) {
        let track = configuration.sliderTrack
        sliderValue = clamp(sliderStart.value + (x - sliderStart.x) / max(1, track.width), 0...1)
    }
}
