import CrossfadeInput
import CrossfadeMotion

extension CoverCarousel {
    /// Moves everything to `newTime` in closed form. Owning playback, a track that
    /// ends on the way hands over to the next at exactly its end instant (and the
    /// carousel moves there from that instant); in a parent, the covers follow a
    /// track change from the instant the parent's playback says it happened. Any
    /// frame rate gives the same result.
    /// The queue plays in `order` from now on (the catalogue track at each
    /// position): the covers are drawn again; the position playing stays, so a
    /// parent that reorders what comes after it leaves the music undisturbed.
    /// Entries past the catalogue are refused (nothing changes).
    public mutating func setOrder(_ order: [Int]) {
        let tracks = configuration.catalogue.tracks.count
        guard order != configuration.order, order.allSatisfy({ $0 >= 0 && $0 < max(1, tracks) }) else { return }
        configuration.order = order
        orderRevision += 1
        orderRedraw.mark()
    }

    public mutating func advance(to newTime: Double) {
        guard newTime > time else { return }
        orderRedraw.step()
        if configuration.ownsPlayback { playTrackEnds(upTo: newTime) } else { followParent(upTo: newTime) }
        advanceMotion(to: newTime)
        time = newTime
        settle()
    }

    /// (A settled spring sits exactly on its target: only moving ones are
    /// evaluated; `catchUp` brings the others to the present before they move again.)
    private mutating func advanceMotion(to t: Double) {
        carousel.advance(to: t)
        if !slider.isSettled { slider.advance(to: t) }
        if !fade.isSettled { fade.advance(to: t) }
    }

    /// Brings the springs `advanceMotion` skips while they rest to the present.
    mutating func catchUp() {
        slider.advance(to: time)
        fade.advance(to: time)
    }

    /// Reduce Motion: the covers jumped; they fade in from now.
    mutating func startFade() {
        fade.advance(to: time)
        fade.start()
    }

    /// Every track end up to `newTime`, each at its own instant (none while a finger
    /// holds the slider: it decides the playhead on release).
    private mutating func playTrackEnds(upTo newTime: Double) {
        while !slider.isHeld, let end = playback.trackEnd(duration: duration(of: playback.track)), end <= newTime {
            let instant = max(time, end)
            advanceMotion(to: instant)
            time = instant
            var next = playback
            next.advance(to: instant, durations: { duration(of: $0) }, count: trackCount)
            playback = next
            followPlayback(at: instant)
            guard let following = playback.trackEnd(duration: duration(of: playback.track)), following > instant else { break }
        }
    }

    /// A parent changed the track since the last step: the covers move there from
    /// the instant it changed (the new track's start, when it plays), not from the
    /// frame that noticed.
    private mutating func followParent(upTo newTime: Double) {
        guard playback.track != followedTrack else { return }
        let since = playback.playing ? newTime - playback.elapsed(at: newTime) : time
        let instant = clamp(since, time...newTime)
        advanceMotion(to: instant)
        time = instant
        followPlayback(at: instant)
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        catchUp()
        followPlayback(at: time)
        switch action {
        case .next: select(playback.neighbour(of: playback.track, forward: true, count: trackCount))
        case .previous: select(playback.neighbour(of: playback.track, forward: false, count: trackCount))
        case .toggleShuffle: toggleShuffle()
        case .cycleRepeat: cycleRepeat()
        case .selectCover(let index): select(index)
        case .increment: select(centred + 1)
        case .decrement: select(centred - 1)
        case .play: request(.play)
        case .pause: request(.pause)
        case .togglePlay: request(playback.playing ? .pause : .play)
        case .seek(let seconds): request(.seek(seconds))
        }
        settle()
    }

    /// Makes track `index` current (from its start) and moves the carousel to its
    /// cover; out-of-range indices clamp. A carousel under a finger stays put.
    mutating func select(_ index: Int) {
        guard gesture != .carousel else { return }
        let target = min(trackCount - 1, max(0, index))
        if target != playback.track { request(.select(target)) }
        moveCarousel(to: target)
    }

    /// Shuffle on or off: the positions after the one playing play the shuffled
    /// order (or the catalogue's again), written into the covers at once, so the
    /// cover in the centre stays and "next" is the next cover.
    mutating func toggleShuffle() {
        let on = !playback.shuffle
        setOrder(
            PlayOrder.arranged(
                length: trackCount, playing: playback.track, track: playingTrack,
                tracks: min(trackCount, configuration.catalogue.tracks.count), shuffle: on))
        request(.shuffle(on))
    }

    /// Repeat off → all → one → off.
    mutating func cycleRepeat() {
        var next = playback
        next.cycleRepeat()
        request(.repeatMode(next.repeatMode))
    }

    /// The carousel to cover `index`: sprung, or with Reduce Motion at once, the
    /// covers fading in. Nothing changes when it is already there or heading there.
    mutating func moveCarousel(to index: Int) {
        let offset = Double(index) * configuration.pitch, scroll = carousel.scroll
        if scroll.isAtRest ? scroll.contentOffset == offset : scroll.targetOffset == offset { return }
        if configuration.environment.reduceMotion {
            let moves = abs(scroll.contentOffset - offset) > 1e-9
            carousel.scroll.scroll(to: offset, animated: false, at: time)
            if moves { startFade() }
        } else {
            carousel.scroll.scroll(to: offset, animated: true, at: time)
        }
    }

    /// After every step: a carousel that came to rest on another cover says so
    /// (`centered`) and makes its track current, both from its rest instant.
    mutating func settle() {
        guard gesture != .carousel, carousel.isAtRest else { return }
        let cover = centred
        if cover != restingCover {
            restingCover = cover
            events.emit(.centered(index: cover), at: carousel.scroll.restTime)
        }
        if cover != playback.track, requestedCover != cover {
            request(.select(cover), at: carousel.scroll.restTime)
        }
    }
}
