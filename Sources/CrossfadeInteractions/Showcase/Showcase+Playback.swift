import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        player.advance(to: newTime)
        carousel.advance(to: newTime)
        library.advance(to: newTime)
        lyrics.advance(to: newTime)
        queue.advance(to: newTime)
        lyricsShown.advance(to: newTime)
        miniSwipe.advance(to: newTime)
        syncPlayback()
        forwardLibraryEvents()
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        switch action {
        case .player(let inner): try player.perform(inner)
        case .carousel(let inner): try carousel.perform(inner)
        case .library(let inner): try library.perform(inner)
        case .lyrics(let inner): try lyrics.perform(inner)
        case .queue(let inner): try queue.perform(inner)
        case .selectTab(let index): tab = min(2, max(0, index))
        case .playTrack(let index):
            let count = configuration.catalogue.tracks.count
            guard index < count else {
                throw .invalidActionField(action: "playTrack", field: "index", reason: "must be below \(count), the catalogue's track count, not \(index)")
            }
            playTrack(index, keepPlaying: false)
        case .openLyrics: setLyrics(open: true)
        case .closeLyrics: setLyrics(open: false)
        case .toggleLike: liked[track % liked.count].toggle()
        }
        syncPlayback()
        forwardLibraryEvents()
    }

    /// Hands the library's events (`page`, `selected`) on under its name, so they
    /// neither pile up in the child nor go unreported.
    mutating func forwardLibraryEvents() {
        guard !library.model.events.isEmpty else { return }
        var outbox = events
        library.update { $0.events.drain { outbox.forward($0, from: "library") } }
        events = outbox
    }

    /// Makes `index` the track playing (from its start), wherever the request
    /// came from: the carousel moves to its cover, and everything follows.
    mutating func playTrack(_ index: Int, keepPlaying: Bool) {
        let wasPlaying = carousel.model.playing
        try? carousel.perform(.selectCover(min(carousel.model.trackCount - 1, max(0, index))))
        if !keepPlaying || wasPlaying { try? carousel.perform(.play) }
    }

    mutating func togglePlay() { try? carousel.perform(.togglePlay) }

    mutating func setLyrics(open: Bool) {
        // Lyrics show over the full player: opening them opens it.
        if open, player.model.side == .closed { try? player.perform(.open) }
        lyricsOpen = open
        lyricsShown.animate(to: open ? 1 : 0)
        if open { clockLine = -1 }
    }

    /// One playback model, shown everywhere: the carousel's clock drives the mini
    /// player's titles and progress line, the queue's rows, and which lyric line is
    /// in front. Titles are rebuilt only when the track changes.
    mutating func syncPlayback() {
        let current = carousel.model.track
        let elapsed = carousel.model.elapsed, length = carousel.model.duration(of: current)
        if current != shownTrack {
            shownTrack = current
            let count = carousel.model.trackCount
            queue.update { card in card.queue = (1...24).map { (current + $0) % count } }
            clockLine = -1
        }
        // The player shows the carousel's clock as a playback value of its own.
        var playback = Playback()
        playback.select(current, at: time)
        playback.seek(to: elapsed, at: time, duration: length)
        if carousel.model.playing { playback.play(at: time, duration: length) }
        player.update { $0.playback = playback }
        // Lyrics lose their view when the player closes under them.
        if lyricsOpen, player.model.side == .closed, player.model.transition == nil, player.model.drag == nil {
            lyricsOpen = false
            lyricsShown.animate(to: 0)
        }
        dealLyrics(for: current)
        // The line sung now comes forward (unless a finger holds the card). The demo
        // lyrics are shorter than the tracks: they repeat, 4 s after their last line.
        let lines = lyrics.model.lyrics
        let cycle = (lines.lines.last?.time ?? 0) + 4
        let sung = cycle > 0 ? elapsed - (elapsed / cycle).rounded(.down) * cycle : elapsed  // (no fmod: no C library)
        let line = lines.index(at: sung) ?? 0
        if line != clockLine, lyrics.model.drag == nil {
            clockLine = line
            try? lyrics.perform(.seek(time: sung))
        }
        forwardEvents()
    }

    /// The lyric cards are the playing track's own: a new track deals its deck (a
    /// new lyrics model, its first line in front) once no finger holds a card, and
    /// the tree is built again (`layerRevision`): a deck's cards differ in number.
    mutating func dealLyrics(for track: Int) {
        guard lyrics.model.configuration.track != track, lyrics.model.drag == nil else { return }
        var deck = lyrics.model.configuration
        deck.track = track
        var dealt = LyricsCards(configuration: deck)
        dealt.advance(to: time)
        lyrics = ChildInteraction(dealt, containerID: lyrics.containerID, frame: lyrics.frame)
        layerRevision += 1
        clockLine = -1
    }

    /// The children's events go out under their names (`player.opened`…), and their
    /// outboxes are emptied, keeping their storage.
    mutating func forwardEvents() {
        if !player.model.events.isEmpty {
            for event in player.model.events.events { events.forward(event, from: "player") }
            player.update { $0.events.drain { _ in } }
        }
        if !lyrics.model.events.isEmpty {
            for event in lyrics.model.events.events { events.forward(event, from: "lyrics") }
            lyrics.update { $0.events.drain { _ in } }
        }
    }
}
