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
        case .next: select(neighbour(of: track, forward: true))
        case .previous: select(neighbour(of: track, forward: false))
        case .toggleShuffle: shuffle.toggle()
        case .cycleRepeat: cycleRepeat()
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

    /// Makes `index` the current track from its start, `at` an instant no later than now.
    mutating func startTrack(_ index: Int, at instant: Double? = nil) {
        track = index
        elapsedAtStart = 0
        playStart = min(time, instant ?? time)
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

    /// The track after (or before) `index` in playing order: the queue's, or with
    /// shuffle a fixed shuffled order (a stride coprime with the queue's length, so
    /// every track comes once before any repeats). Past either end it wraps.
    func neighbour(of index: Int, forward: Bool) -> Int {
        let count = trackCount
        guard shuffle, count > 2 else { return forward ? index + 1 : index - 1 }
        var stride = count / 2 + 1
        while greatestCommonDivisor(stride, count) != 1 { stride += 1 }
        return ((index + (forward ? stride : count - stride)) % count + count) % count
    }

    private func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int { b == 0 ? a : greatestCommonDivisor(b, a % b) }

    mutating func cycleRepeat() {
        repeatMode = switch repeatMode { case .off: .all; case .all: .one; case .one: .off }
    }

    /// At the end of a track the next in playing order starts and the carousel moves
    /// to it; repeat one plays it again; after the last, repeat all starts over and
    /// otherwise playback stops.
    private mutating func finishTrack() {
        let next = repeatMode == .one ? track : neighbour(of: track, forward: true)
        if repeatMode == .one || shuffle || next < trackCount || repeatMode == .all {
            startTrack(((next % trackCount) + trackCount) % trackCount)
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
        // From the instant the carousel came to rest, not the frame that noticed it.
        startTrack(centred, at: carousel.scroll.restTime)
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
