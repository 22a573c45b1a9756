import CrossfadeInteractions

extension ViewHost.Configuration {
    /// lyrics-cards as a card stack: `count` cards, each the app's view in its `card.N`
    /// slot (none: the empty state, and the data source is asked for nothing).
    public static func cardStack(count: Int) -> Self {
        Self(
            interaction: LyricsCards.id, options: FacadeOptions.cardStack(count: count), filter: LayerFilter(filled: [.lyricCard]),
            dataSource: .cards(min(max(count, 0), FacadeOptions.maximumCards)))
    }

    /// card-presentation as a card sheet: the app behind (a snapshot) in `presenting`,
    /// the presented controller's view in `card.content`, whose scroll the app's
    /// tracked scroll view follows (`contentHeight`: its content's height, pt), titled
    /// with the controller's `title` or not at all, resting at `detents`; embedded, so
    /// no "9:41" status bar.
    public static func cardSheet(contentHeight: Double?, title: String? = nil, detents: [CardDetent] = [.large]) -> Self {
        Self(
            interaction: CardPresentation.id, options: FacadeOptions.cardSheet(contentHeight: contentHeight, title: title, detents: detents),
            filter: LayerFilter(filled: [.presenting, .cardContent]), scrolledSlots: [.cardContent])
    }

    /// player-transition over a tab bar controller: the app's mini player bar and
    /// player in their slots; the engine's home screen and tab bar left out (the
    /// app's own are there), the app's tab bar following the engine's; touches
    /// where the player draws nothing reach the app's views.
    public static func miniPlayer(card: Bool = true) -> Self {
        Self(
            interaction: PlayerTransition.id, options: FacadeOptions.miniPlayer(card: card),
            filter: LayerFilter(filled: [.miniPlayerContent, .playerContent], omitted: [PlayerLayers.home, PlayerLayers.tabBar]),
            followed: [PlayerLayers.tabBar], passesTouchesThroughEmptyAreas: true)
    }

    /// library-pager as nested pages: sections (categories) of pages, each page the
    /// app's view, asked for by the app's own index paths (a section without pages is
    /// not shown; no pages at all: the empty state).
    public static func nestedPages(_ sections: [(title: String, items: [String])]) -> Self {
        Self(
            interaction: LibraryPager.id, options: FacadeOptions.nestedPages(sections), filter: LayerFilter(filled: [.libraryPage]),
            scrolledSlots: [.libraryPage], dataSource: .sections(sections.map { $0.items.count }))
    }

    /// cover-carousel over the app's queue (`tracks`: title, artist, length in s),
    /// each cover the app's view in its `cover.N` slot (no tracks: the empty state).
    public static func coverCarousel(_ tracks: [(title: String, artist: String, duration: Double)]) -> Self {
        Self(
            interaction: CoverCarousel.id, options: FacadeOptions.coverCarousel(tracks), filter: LayerFilter(filled: [.cover]),
            dataSource: .covers(min(tracks.count, Catalogue.maximumTracks)))
    }
}

/// player-transition's layers a tab bar controller draws itself, by id.
public enum PlayerLayers {
    /// The home screen behind the mini player.
    public static let home = "home"
    /// The tab bar that slides away as the player opens.
    public static let tabBar = "tabBar"
}
