import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        // The player's transition ends inside this step: step there first, so what
        // the showcase does about it (the lyrics lose their view as the player closes
        // under them) starts at that instant, not at whichever frame notices it.
        if let ends = player.model.transition?.completionTime, ends > time, ends < newTime { step(to: ends) }
        step(to: newTime)
    }

    /// Advances every child to `newTime`, then makes everything show the playback.
    private mutating func step(to newTime: Double) {
        let start = time
        time = newTime
        player.advance(to: newTime)
        scrollNowPlayingToTopOnceClosed()
        playTrackEnds(upTo: newTime)
        carousel.advance(to: newTime)
        library.advance(to: newTime)
        advanceLyrics(from: start, to: newTime)
        queue.advance(to: newTime)
        lyricsShown.advance(to: newTime)
        miniSwipe.advance(to: newTime)
        if !sheet.shown.isSettled { sheet.shown.advance(to: newTime) }
        scrolls.advance(to: newTime)
        // A library row chosen may start a track: everything shows it in this same step.
        forwardLibraryEvents()
        syncPlayback()
    }

    /// A closed player opens Now Playing at its top, as the app does.
    mutating func scrollNowPlayingToTopOnceClosed() {
        guard player.model.side == .closed, player.model.transition == nil, player.model.drag == nil,
            scrolls.nowPlaying.scroll.contentOffset != 0 || !scrolls.nowPlaying.isAtRest
        else { return }
        scrolls.nowPlaying.scroll = ScrollPhysics(scrolls.nowPlaying.scroll.configuration, contentOffset: 0)
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        try apply(action)
        // A library row chosen may start a track: everything shows it in this same step.
        forwardLibraryEvents()
        syncPlayback()
    }

    /// What `action` does: the one dispatch for a host's actions and the showcase's own taps.
    mutating func apply(_ action: Action) throws(InteractionError) {
        switch action {
        case .player(let inner): try player.perform(inner)
        case .carousel(let inner): try carousel.perform(inner)
        case .library(let inner): try library.perform(inner)
        case .lyrics(let inner): try lyrics.perform(inner)
        case .queue(.present): presentQueue()
        case .queue(let inner): try queue.perform(inner)
        case .selectTab(let index): tab = min(2, max(0, index))
        case .playTrack(let index):
            let count = configuration.catalogue.tracks.count
            guard index < count else {
                throw .invalidActionField(
                    action: "playTrack", field: "index", reason: "must be below \(count), the catalogue's track count, not \(index)")
            }
            play(index, from: .library)
        case .playHome(let index):
            guard index < home.itemCount else {
                throw .invalidActionField(
                    action: "playHome", field: "index", reason: "must be below \(home.itemCount), Home's tiles and cards, not \(index)")
            }
            playHome(index)
        case .playSearch(let index):
            let count = ShowcaseScreens.songCount(configuration)
            guard index < count else {
                throw .invalidActionField(action: "playSearch", field: "index", reason: "must be below \(count), Search's songs, not \(index)")
            }
            play(index, from: .search)
        case .browse(let index):
            let count = ShowcaseScreens.browsePages(configuration).count
            guard index < count else {
                throw .invalidActionField(action: "browse", field: "index", reason: "must be below \(count), Search's tiles, not \(index)")
            }
            browse(index)
        case .openLyrics: setLyrics(open: true)
        case .closeLyrics: setLyrics(open: false)
        case .toggleLike: toggleLike()
        case .more: openSheet(.more)
        case .share: openSheet(.share)
        case .devices: openSheet(.devices)
        case .closeSheet: sheet.close()
        case .chooseSheetRow(let row):
            guard sheet.isOpen else { break }  // no sheet: nothing to choose (as dismissing a dismissed card does nothing)
            let count = ShowcaseSheet.rows(sheet.kind, liked: false).count
            guard row < count else {
                throw .invalidActionField(action: "chooseSheetRow", field: "index", reason: "must be below \(count), the sheet's rows, not \(row)")
            }
            chooseSheetRow(row)
        case .goToAlbum: goToLibrary(page: "Albums")
        case .goToArtist: goToLibrary(page: "Artists")
        }
    }

    /// Hands the library's events (`page`, `selected`) on under its name, so they
    /// neither pile up in the child nor go unreported; a row chosen does what the
    /// app does: plays what it lists (a song, or the first track of a playlist, an
    /// artist or an album), or opens a show's episodes.
    mutating func forwardLibraryEvents() {
        var chosen: (category: Int, subcategory: Int, row: Int, track: Int?)?
        library.forwardEvents(into: &events, as: ShowcaseChild.library.name) { event in
            if case .selected(let category, let subcategory, let row, let track) = event.kind { chosen = (category, subcategory, row, track) }
        }
        if let chosen { chooseLibraryRow(chosen.category, chosen.subcategory, row: chosen.row, track: chosen.track) }
    }

    /// A library row's track, playing from its page's context (the playlist, artist
    /// or album it names); a show opens its episodes.
    private mutating func chooseLibraryRow(_ category: Int, _ subcategory: Int, row: Int, track: Int?) {
        let categories = configuration.catalogue.library.categories
        guard categories.indices.contains(category), categories[category].subcategories.indices.contains(subcategory) else { return }
        let name = categories[category].subcategories[subcategory], kind = Catalogue.PageKind(name: name)
        guard let track else {
            if kind == .shows, let episodes = categories[category].subcategories.firstIndex(where: { Catalogue.PageKind(name: $0) == .episodes }) {
                try? library.perform(.selectSubcategory(episodes))
            }
            return
        }
        let items = configuration.catalogue.items(forPage: name)
        play(track, from: items.indices.contains(row) ? PlayingFrom.item(items[row], kind: kind) : PlayingFrom.library)
    }

    /// Plays `track` from its start, saying where it was chosen.
    mutating func play(_ track: Int, from: PlayingFrom) {
        playingFrom = from
        playTrack(track, keepPlaying: false)
    }

    /// Plays Home item `index` (a tile's track, or a card's first track).
    mutating func playHome(_ index: Int) {
        guard let chosen = home.play(index, configuration.catalogue) else { return }
        play(chosen.track, from: chosen.from)
    }

    /// Opens the Your Library page Search's tile `index` names.
    mutating func browse(_ index: Int) {
        let pages = ShowcaseScreens.browsePages(configuration)
        guard pages.indices.contains(index) else { return }
        tab = 2
        try? library.perform(.selectCategory(pages[index].category))
        try? library.perform(.selectSubcategory(pages[index].subcategory))
    }

    /// The queue shows over Now Playing (where its button is): presenting it opens the player.
    mutating func presentQueue() {
        if player.model.side == .closed { try? player.perform(.open) }
        try? queue.perform(.present)
    }

    mutating func openSheet(_ kind: ShowcaseSheet.Kind) {
        sheet.open(kind)
    }

    /// Does what the sheet's row `row` says, and closes the sheet.
    mutating func chooseSheetRow(_ row: Int) {
        let kind = sheet.kind
        sheet.close()
        switch (kind, row) {
        case (.more, 0): toggleLike()
        case (.more, 1): goToLibrary(page: "Albums")
        case (.more, 2): goToLibrary(page: "Artists")
        case (.more, _): presentQueue()
        case (.share, _): events.emit(.share(track: track, via: ShowcaseSheet.rows(.share, liked: false)[min(row, 2)]), at: time)
        case (.devices, 0): break  // this phone: already playing here
        case (.devices, _): events.emit(.devices, at: time)
        }
    }

    /// Your Library at the page named `page` (the first with that kind), the player and lyrics closed.
    mutating func goToLibrary(page: String) {
        let kind = Catalogue.PageKind(name: page)
        for (category, entry) in configuration.catalogue.library.categories.enumerated() {
            guard let sub = entry.subcategories.firstIndex(where: { Catalogue.PageKind(name: $0) == kind }) else { continue }
            try? library.perform(.selectCategory(category))
            try? library.perform(.selectSubcategory(sub))
            break
        }
        tab = 2
        if lyricsOpen { setLyrics(open: false) }
        if queue.model.isPresented { try? queue.perform(.dismiss) }
        try? player.perform(.close)
    }

    /// Makes catalogue track `index` the track playing (from its start), wherever
    /// the request came from: the carousel moves to its cover, and everything follows.
    mutating func playTrack(_ index: Int, keepPlaying: Bool) {
        playCover(carousel.model.cover(ofTrack: index), keepPlaying: keepPlaying)
    }

    /// Plays queue position `position` (a cover; a queue row; the next or previous) from its start.
    mutating func playCover(_ position: Int, keepPlaying: Bool) {
        let wasPlaying = playback.playing
        try? carousel.perform(.selectCover(min(carousel.model.trackCount - 1, max(0, position))))
        if !keepPlaying || wasPlaying { try? carousel.perform(.play) }
    }

    /// The play queue: the catalogue twice through (repeat all), each position a cover.
    static func queueLength(_ c: Configuration) -> Int { 2 * max(1, c.catalogue.tracks.count) }

    /// The queue's rows: what plays next, every other track of the play order once
    /// (the positions after the one playing; the order repeats after them).
    static func queueRows(_ c: Configuration) -> Int { min(200, max(0, c.catalogue.tracks.count - 1)) }

    /// The queue position queue row `row` shows: the `row + 1`-th after the one
    /// playing (the queue wraps).
    func queuePosition(ofRow row: Int) -> Int { (cover + 1 + row) % max(1, carousel.model.trackCount) }

    /// What comes after the playing position, in the play order: the queue's rows.
    var upNext: [Int] {
        let model = carousel.model.configuration
        return (0..<queue.model.configuration.rowCount).map { model.track(atCover: queuePosition(ofRow: $0)) }
    }

    /// The queue's rows were reordered: the play order after the playing position
    /// becomes theirs (the carousel's covers, and what plays next, follow).
    mutating func takeQueueOrder() {
        let count = carousel.model.trackCount, rows = queue.model.queue
        let model = carousel.model.configuration
        var order = model.order.count == count ? model.order : (0..<count).map { model.track(atCover: $0) }
        for (row, track) in rows.prefix(min(queue.model.configuration.rowCount, max(0, count - 1))).enumerated() {
            order[queuePosition(ofRow: row)] = track
        }
        carousel.update { $0.setOrder(order) }
    }

    /// Likes the track playing, or unlikes it (the heart, the menu's first row, the action).
    mutating func toggleLike() { liked[track % liked.count].toggle() }

    mutating func setLyrics(open: Bool) {
        // Lyrics show over the full player: opening them opens it.
        if open, player.model.side == .closed { try? player.perform(.open) }
        lyricsOpen = open
        lyricsShown.animate(to: open ? 1 : 0)
        if open { clockLine = -1 }
    }

    /// The line sung at `elapsed` comes forward (unless a finger holds the card). The
    /// demo lyrics are shorter than the tracks: they repeat, 4 s after their last line.
    mutating func bringSungLineForward(elapsed: Double) {
        bringForward(sung: Self.sung(elapsed, in: lyrics.model.lyrics))
    }

    /// The line showing `sung` s into the lyrics comes forward (unless a finger holds the card).
    private mutating func bringForward(sung: Double) {
        let line = lyrics.model.lyrics.index(at: sung) ?? 0
        if line != clockLine, lyrics.model.drag == nil {
            clockLine = line
            try? lyrics.perform(.seek(time: sung))
        }
    }

    /// Where in its lyrics a track is `elapsed` s in: they repeat, 4 s after their last line.
    static func sung(_ elapsed: Double, in lyrics: LRC) -> Double {
        let cycle = (lyrics.lines.last?.time ?? 0) + 4
        return cycle > 0 ? elapsed - (elapsed / cycle).rounded(.down) * cycle : elapsed  // (no fmod: no C library)
    }

    /// The lyrics to `end`; a line the playing clock reaches on the way comes forward
    /// at the very instant it is sung, not at the frame after (which would make the
    /// swap, and every frame of it, depend on the frame rate).
    mutating func advanceLyrics(from start: Double, to end: Double) {
        defer { lyrics.advance(to: end) }
        let lines = lyrics.model.lyrics, playing = track
        // (A track that ended on the way, or that the covers asked for as they came
        // to rest, deals a new deck at `end`: nothing to place.)
        guard playback.playing, !carousel.model.slider.isHeld, carousel.model.playbackRequests.isEmpty, playing == shownTrack,
            lyrics.model.configuration.track == playing, lyrics.model.drag == nil,
            let last = lines.lines.last
        else { return }
        let elapsedStart = shownElapsed(length: carousel.model.duration(of: cover)) - (end - start)
        guard elapsedStart >= 0 else { return }
        let sungStart = Self.sung(elapsedStart, in: lines)
        // The next line's time after `sungStart`, and where that is in the lyrics (the
        // cycle's end starts them over, at 0).
        var next = last.time + 4, sungNext = 0.0
        for line in lines.lines where line.time > sungStart {
            (next, sungNext) = (line.time, line.time)
            break
        }
        let instant = start + (next - sungStart)
        guard instant > start, instant < end else { return }
        lyrics.advance(to: instant)
        // That line, by its own time: the elapsed time at `instant`, summed back from
        // `start`, may round to just before the line and bring nothing forward.
        bringForward(sung: sungNext)
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
        player.forwardEvents(into: &events, as: ShowcaseChild.player.name)
        lyrics.forwardEvents(into: &events, as: ShowcaseChild.lyrics.name)
        var reordered = false
        queue.forwardEvents(into: &events, as: ShowcaseChild.queue.name) { if case .reordered = $0.kind { reordered = true } }
        if reordered { takeQueueOrder() }
    }
}
