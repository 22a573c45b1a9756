import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// The arena decides at the touch: the slider claims its touch (a drag that
    /// starts on it never moves the carousel); a moving carousel is caught where it
    /// is; otherwise a horizontal drag past the slop scrolls it, and the transport
    /// buttons take taps.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
        case .moved(let owner):
            moveGesture(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            gesture = nil
            switch decision {
            case .won(.carousel): releaseCarousel(velocity: lifted ? gestures.pan.velocity.dx : 0, at: event.time)
            case .won(.slider): releaseSlider(seeking: lifted)
            case .won(.play) where tapped: if playing { pause() } else { play() }
            case .won(.next) where tapped: select(neighbour(of: track, forward: true))
            case .won(.previous) where tapped: select(neighbour(of: track, forward: false))
            case .won(.shuffle) where tapped: shuffle.toggle()
            case .won(.repeatButton) where tapped: cycleRepeat()
            default: break
            }
            adoptCentredTrack()
        case .none:
            break
        }
    }

    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<CoverGesture>.Entry] {
        let c = configuration
        let track = c.sliderTrack
        if point.y >= track.minY - 16, point.y <= track.maxY + 16, point.x >= track.minX - 12, point.x <= track.maxX + 12 {
            return [.init(.slider, .control)]
        }
        guard let hit = layers.hitTest(point) else { return [] }
        if hit == c.id("carousel") {
            return [.init(.carousel, carousel.isAtRest ? .pan(.horizontal) : .control)]
        }
        let buttons: [(String, CoverGesture)] = [("button.play", .play), ("button.next", .next), ("button.previous", .previous),
                                                 ("button.shuffle", .shuffle), ("button.repeat", .repeatButton)]
        for (id, member) in buttons where hit == c.id(id) || hit.hasPrefix(c.id(id + ".")) { return [.init(member, .tap)] }
        return []
    }

    private mutating func begin(_ winner: CoverGesture, at event: PointerEvent) {
        gesture = winner
        switch winner {
        case .carousel:
            let c = configuration
            // Snap points around where the drag starts: a fling moves at most
            // maxCoversPerFling covers (a finger cannot drag one much further).
            let start = centred, reach = c.maxCoversPerFling > 0 ? c.maxCoversPerFling + 1 : 64
            let low = max(0, start - reach), high = min(trackCount - 1, start + reach)
            carousel.scroll.configuration.paging = .snapOffsets((low...high).map { Double($0) * c.pitch })
            carousel.beginDrag(at: event.time)
            dragTranslation = 0  // the movement past the slop arrives with the next move
        case .slider:
            let value = sliderFraction
            scrub = (value, value, event.location.x)
            thumb.animate(to: 1)
        case .shuffle, .previous, .play, .next, .repeatButton:
            gesture = nil
        }
    }

    private mutating func moveGesture(_ owned: CoverGesture, event: PointerEvent) {
        switch owned {
        case .carousel:
            let delta = gestures.pan.translation.dx - dragTranslation
            dragTranslation = gestures.pan.translation.dx
            _ = carousel.consume(delta, at: event.time)
        case .slider:
            guard let start = scrub else { return }
            let width = max(1, configuration.sliderTrack.width)
            let travel = configuration.direction.leadingDelta(event.location.x - start.startX)
            scrub = (clamp(start.startValue + travel / width, 0...1), start.startValue, start.startX)
        default:
            break
        }
    }

    private mutating func releaseCarousel(velocity: Double, at time: Double) {
        carousel.endDrag(velocity: velocity, at: time)
        guard configuration.reduceMotion, let target = carousel.scroll.targetOffset else { return }
        // Reduce Motion: no slide to the chosen cover; it is there at once and fades in.
        let moves = abs(carousel.scroll.contentOffset - target) > 0.5
        carousel.scroll.scroll(to: target, animated: false, at: time)
        if moves { fadeIn() }
    }

    private mutating func releaseSlider(seeking: Bool) {
        if seeking, let scrub { seek(to: scrub.value * duration(of: track)) }
        scrub = nil
        thumb.animate(to: 0)
    }
}
