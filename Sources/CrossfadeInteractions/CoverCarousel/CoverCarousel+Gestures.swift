import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// The arena decides at the touch: the slider claims its touch (a drag that
    /// starts on it never moves the carousel); a moving carousel is caught where it
    /// is; otherwise a horizontal drag past the slop scrolls it, and the transport
    /// buttons take taps.
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        catchUp()
        followPlayback(at: time)
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        switch gestures.handle(event, competitors: entries) {
        case .began(let winner):
            begin(winner, at: event)
        case .moved(let owner):
            move(owner, event: event)
        case .ended(let decision, let tapped, let lifted):
            gesture = nil
            switch decision {
            case .won(.carousel): releaseCarousel(velocity: lifted ? gestures.pan.velocity.dx : 0, at: event.time)
            case .won(.slider): releaseSlider(seeking: lifted)
            case .won(.button(let button)) where tapped: tap(button)
            default: break
            }
            settle()
        case .none:
            break
        }
    }

    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<CoverGesture>.Entry] {
        let track = configuration.sliderTrack
        if point.y >= track.minY - Tuning.sliderReachY, point.y <= track.maxY + Tuning.sliderReachY,
            point.x >= track.minX - Tuning.sliderReachX, point.x <= track.maxX + Tuning.sliderReachX
        {
            return [.init(.slider, .control)]
        }
        guard let hit = layers.hitTestPath(point) else { return [] }
        if hit.isInside(paths.carousel) {
            return [.init(.carousel, carousel.isAtRest ? .pan(.horizontal) : .control)]
        }
        for (button, path) in paths.buttons where hit.isInside(path) { return [.init(.button(button), .tap)] }
        return []
    }

    private mutating func begin(_ winner: CoverGesture, at event: PointerEvent) {
        gesture = winner
        switch winner {
        case .carousel:
            let c = configuration
            // Snap points around where the drag starts: a fling moves at most
            // maxCoversPerFling covers (a finger cannot drag one much further).
            let start = centred, reach = c.maxCoversPerFling > 0 ? c.maxCoversPerFling + 1 : Tuning.unlimitedFlingReach
            let low = max(0, start - reach), high = min(trackCount - 1, start + reach)
            carousel.scroll.configuration.paging = .snapOffsets((low...high).map { Double($0) * c.pitch })
            carousel.beginDrag(at: event.time)
        case .slider:
            slider.show(sliderFraction)
            slider.begin(atX: event.location.x)
        case .button:
            gesture = nil
        }
    }

    /// The carousel moves by the finger's travel since the last move; the slider
    /// by its travel since it was taken.
    private mutating func move(_ owned: CoverGesture, event: PointerEvent) {
        switch owned {
        case .carousel:
            _ = carousel.consume(gestures.delta(along: .horizontal), at: event.time)
        case .slider:
            slider.move(toX: event.location.x, trackWidth: configuration.sliderTrack.width, direction: configuration.direction)
        case .button:
            break
        }
    }

    private mutating func tap(_ button: TransportButton) {
        switch button {
        case .play: request(playback.playing ? .pause : .play)
        case .next: select(playback.neighbour(of: playback.track, forward: true, count: trackCount))
        case .previous: select(playback.neighbour(of: playback.track, forward: false, count: trackCount))
        case .shuffle: toggleShuffle()
        case .repeatMode: cycleRepeat()
        }
    }

    /// Released: the covers snap by projection; with Reduce Motion they are there
    /// at once and fade in (the drag itself followed the finger).
    private mutating func releaseCarousel(velocity: Double, at time: Double) {
        carousel.endDrag(velocity: velocity, at: time)
        guard configuration.environment.reduceMotion, let target = carousel.scroll.targetOffset else { return }
        let moves = abs(carousel.scroll.contentOffset - target) > Tuning.fadeThreshold
        carousel.scroll.scroll(to: target, animated: false, at: time)
        if moves { startFade() }
    }

    /// Lifted, the slider seeks where the finger left it; cancelled, it goes back.
    private mutating func releaseSlider(seeking: Bool) {
        guard seeking else { slider.cancel(); return }
        let value = slider.end()
        request(.seek(value * duration(of: playback.track)))
    }
}
