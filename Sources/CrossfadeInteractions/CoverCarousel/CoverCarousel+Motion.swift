import CrossfadeInput
import CrossfadeMotion

extension CoverCarousel {
    /// Moves everything to `newTime` in closed form. A track that ends on the way
    /// hands over to the next at exactly its end instant (and the carousel moves
    /// there from that instant), so any frame rate gives the same result.
    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        while playing, scrub == nil {
            let end = playStart + (duration(of: track) - elapsedAtStart)
            guard end <= newTime else { break }
            advanceMotion(to: max(time, end))
            time = max(time, end)
            finishTrack()
        }
        advanceMotion(to: newTime)
        time = newTime
        adoptCentredTrack()
    }

    private mutating func advanceMotion(to t: Double) {
        carousel.advance(to: t)
        thumb.advance(to: t)
        fade.advance(to: t)
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        switch action {
        case .next: select(track + 1)
        case .previous: select(track - 1)
        case .selectCover(let index): select(index)
        case .increment: select(centred + 1)
        case .decrement: select(centred - 1)
        case .play: play()
        case .pause: pause()
        case .togglePlay: if playing { pause() } else { play() }
        case .seek(let seconds): seek(to: seconds)
        }
    }

    /// Makes track `index` current (from its start) and moves the carousel to its
    /// cover; out-of-range indices clamp. A carousel under a finger stays put.
    mutating func select(_ index: Int) {
        guard gesture != .carousel else { return }
        let target = min(trackCount - 1, max(0, index))
        if target != track { startTrack(target) }
        moveCarousel(to: target)
    }

    mutating func startTrack(_ index: Int) {
        track = index
        elapsedAtStart = 0
        playStart = time
    }

    /// The carousel to cover `index`: sprung, or with Reduce Motion at once, the covers fading in.
    mutating func moveCarousel(to index: Int) {
        let offset = Double(index) * configuration.pitch
        if configuration.reduceMotion {
            let moves = abs(carousel.scroll.contentOffset - offset) > 1e-9
            carousel.scroll.scroll(to: offset, animated: false, at: time)
            if moves { fadeIn() }
        } else {
            carousel.scroll.scroll(to: offset, animated: true, at: time)
        }
    }

    mutating func fadeIn() {
        fade.hold(at: 0)
        fade.animate(to: 1)
    }

    /// At the end of a track the next starts and the carousel moves to it; the last one stops.
    private mutating func finishTrack() {
        if track + 1 < trackCount {
            startTrack(track + 1)
            if gesture != .carousel { moveCarousel(to: track) }
        } else {
            elapsedAtStart = duration(of: track)
            playStart = time
            playing = false
        }
    }

    /// Once the carousel rests on another cover, that cover's track becomes current.
    mutating func adoptCentredTrack() {
        guard gesture != .carousel, carousel.isAtRest, centred != track else { return }
        startTrack(centred)
    }

    mutating func play() {
        guard !playing else { return }
        if elapsedAtStart >= duration(of: track) { elapsedAtStart = 0 }
        playing = true
        playStart = time
    }

    mutating func pause() {
        guard playing else { return }
        elapsedAtStart = elapsed
        playing = false
        playStart = time
    }

    mutating func seek(to seconds: Double) {
        elapsedAtStart = clamp(seconds, 0...duration(of: track))
        playStart = time
    }
}
