import CrossfadeMotion

/// The showcase owns playback and hands it down (shared/STYLE.md, "Parents own
/// shared state"): Now Playing's cover carousel is a view of it (`ownsPlayback`
/// false) that sends its controls' and covers' changes up as requests; the mini
/// player, the queue's rows and the lyric cards show it too.
extension Showcase {
    /// The one sync point, after every pointer event, action and step: what Now
    /// Playing asked of playback comes up (each request at its own instant) and the
    /// playback goes down to everything that shows it — Now Playing, the mini
    /// player's titles and progress line, the queue's rows, and which lyric line is
    /// in front. Titles are rebuilt only when the track changes.
    mutating func syncPlayback() {
        takePlaybackRequests()
        let current = track
        let length = carousel.model.duration(of: cover), elapsed = shownElapsed(length: length)
        if current != shownTrack || cover != shownCover || carousel.model.orderRevision != shownOrderRevision {
            if current != shownTrack { clockLine = -1 }
            shownTrack = current
            shownCover = cover
            shownOrderRevision = carousel.model.orderRevision
            let next = upNext
            queue.update { card in card.queue = next }
        }
        let shown = miniPlayerPlayback(track: current, elapsed: elapsed, length: length)
        player.update { $0.playback = shown }
        // Lyrics lose their view when the player closes under them.
        if lyricsOpen, player.model.side == .closed, player.model.transition == nil, player.model.drag == nil {
            lyricsOpen = false
            lyricsShown.animate(to: 0)
        }
        dealLyrics(for: current)
        bringSungLineForward(elapsed: elapsed)
        forwardEvents()
    }

    /// The playback's own clock to `newTime`, before Now Playing moves there:
    /// every track end on the way at its own instant (closed form: any frame rate
    /// alike), none while a finger holds the slider (its release decides the
    /// playhead). Now Playing is handed the result first, so its covers follow a
    /// track end from that instant.
    mutating func playTrackEnds(upTo newTime: Double) {
        takePlaybackRequests()
        guard !carousel.model.slider.isHeld, let end = playback.trackEnd(duration: carousel.model.duration(of: cover)), end <= newTime
        else { return }
        let nowPlaying = carousel.model
        var next = playback
        next.advance(to: newTime, durations: { nowPlaying.duration(of: $0) }, count: nowPlaying.trackCount)
        show(next)
    }

    /// What Now Playing asked of playback since the last look (its controls, its
    /// covers coming to rest), applied as their owner, each at its instant.
    private mutating func takePlaybackRequests() {
        guard !carousel.model.playbackRequests.isEmpty else { return }
        let nowPlaying = carousel.model
        var next = playback
        for request in nowPlaying.playbackRequests { next.apply(request, durations: { nowPlaying.duration(of: $0) }) }
        carousel.update { $0.playbackRequests.removeAll(keepingCapacity: true) }
        show(next)
    }

    /// `next` is what plays from now, and what Now Playing shows: written together, here only.
    private mutating func show(_ next: Playback) {
        playback = next
        carousel.update { $0.playback = next }
    }

    /// The playhead as Now Playing shows it, s: a finger's on the slider while it
    /// scrubs (the mini player's line and the lyrics follow it), the playback's
    /// otherwise, within the track's `length` (s).
    func shownElapsed(length: Double) -> Double {
        let slider = carousel.model.slider
        return slider.isHeld ? slider.value * length : clamp(playback.elapsed(at: time), 0...length)
    }

    /// The playback as the mini player shows it: catalogue track `track` (the play
    /// order's at the position playing), its playhead `elapsed` (s, within `length`)
    /// now, playing or paused as the showcase's is.
    func miniPlayerPlayback(track: Int, elapsed: Double, length: Double) -> Playback {
        var shown = Playback()
        shown.select(track, at: time)
        shown.seek(to: elapsed, at: time, duration: length)
        if playback.playing { shown.play(at: time, duration: length) }
        return shown
    }
}
