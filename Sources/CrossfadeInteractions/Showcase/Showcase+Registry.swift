extension Showcase {
    /// Its own `share` and `devices`, and what it forwards from its children under their
    /// names: the player's, the lyric cards', the queue card's and Your Library's.
    public static let eventSpecs: [EventSpec] = {
        var specs: [EventSpec] = [.share, .devices]
        specs += PlayerTransition.eventSpecs.map { $0.from(ShowcaseChild.player.name) }
        specs += LyricsCards.eventSpecs.map { $0.from(ShowcaseChild.lyrics.name) }
        specs += CardPresentation.eventSpecs.map { $0.from(ShowcaseChild.queue.name) }
        specs += LibraryPager.eventSpecs.map { $0.from(ShowcaseChild.library.name) }
        return specs
    }()

    /// The children's slots, under their names, but those the showcase fills itself: the
    /// full player's content (it draws its own Now Playing) and what lies behind the queue
    /// card (the showcase itself).
    public static let slotSpecs: [SlotSpec] = {
        var specs = PlayerTransition.slotSpecs.filter { $0.pattern != "player.content" }.map { $0.under(ShowcaseChild.player.name) }
        specs += CoverCarousel.slotSpecs.map { $0.under(ShowcaseChild.carousel.name) }
        specs += LyricsCards.slotSpecs.map { $0.under(ShowcaseChild.lyrics.name) }
        specs += CardPresentation.slotSpecs.filter { $0.pattern != "presenting" }.map { $0.under(ShowcaseChild.queue.name) }
        specs += LibraryPager.slotSpecs.map { $0.under(ShowcaseChild.library.name) }
        return specs
    }()

    /// A child's action applies when the child says so; the lyrics open while they are
    /// closed and close while open; a sheet's row and its closing while a sheet shows,
    /// another sheet unless it is the one showing; everything else always.
    public func isAvailable(_ action: Action) -> Bool {
        switch action {
        case .player(let inner): return player.model.isAvailable(inner)
        case .carousel(let inner): return carousel.model.isAvailable(inner)
        case .library(let inner): return library.model.isAvailable(inner)
        case .lyrics(let inner): return lyrics.model.isAvailable(inner)
        case .queue(let inner): return queue.model.isAvailable(inner)
        case .openLyrics: return !lyricsOpen
        case .closeLyrics: return lyricsOpen
        case .more: return !(sheet.isOpen && sheet.kind == .more)
        case .share: return !(sheet.isOpen && sheet.kind == .share)
        case .devices: return !(sheet.isOpen && sheet.kind == .devices)
        case .closeSheet, .chooseSheetRow: return sheet.isOpen
        case .selectTab, .playTrack, .playHome, .playSearch, .browse, .toggleLike, .goToAlbum, .goToArtist: return true
        }
    }
}
