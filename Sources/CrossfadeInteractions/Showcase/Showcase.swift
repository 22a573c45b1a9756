import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// `showcase`: one music player made of all five interactions — what the Studio
/// opens on. A tab bar (Home, Search, Your Library), the library pager in Your
/// Library, a mini player (Spotify's card) that grows into the full player — an
/// opaque sheet whose content is Now Playing (the cover carousel, with Spotify's
/// header, like, devices, share, lyrics and queue buttons) — lyric cards that
/// follow the playback clock, the queue presented as Apple Music's card (the app
/// shrinks back over black), and the ⋯, share and devices sheets. Home's and
/// Search's screens scroll, Home's shelves scroll sideways, and every tile, card
/// and row plays or opens what it shows. Drawn in the environment's palette, light
/// or dark (Now Playing stays dark in both, as iOS draws it).
///
/// Composition (shared/DESIGN.md): each child draws into a container of its own
/// under its prefix (`player.`, `carousel.`, `library.`, `lyrics.`, `queue.`);
/// a touch goes to one child, chosen by one `GestureArena` over what each child
/// under the finger claims (`Interaction.claims`) and the showcase's own taps,
/// swipes and scrolls, so a horizontal drag on the covers pages the carousel while
/// a vertical one closes the player, and the slider's thumb takes its own drag.
/// The showcase owns playback (one closed-form `Playback`) and hands it down: Now
/// Playing shows it and asks for changes (`PlaybackRequest`s), and the mini
/// player, the queue and the lyrics show it, all at one sync point (`syncPlayback`).
public struct Showcase: Interaction {
    /// The showcase's settings: its viewport, catalogue, tab bar, springs and environment.
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's data, handed to every child: the library's rows, the mini player,
        /// Now Playing, the queue, the lyrics and Home all read these tracks.
        public var catalogue = Catalogue.demo
        /// The safe area's top inset, pt (the environment's, read and written here).
        public var topSafeArea: Double {
            get { environment.safeArea.top }
            set { environment.safeArea.top = newValue }
        }
        /// The safe area's bottom inset, pt (the environment's, read and written here).
        public var bottomSafeArea: Double {
            get { environment.safeArea.bottom }
            set { environment.safeArea.bottom = newValue }
        }
        /// The tab bar's height above the bottom safe area, pt (UITabBar's 49).
        public var tabBarHeight = 49.0
        /// Every spring, its own and its children's (see `ShowcaseSprings`).
        public var springs = ShowcaseSprings()
        /// Whether the layout runs right to left (the environment's direction).
        public var rtl: Bool {
            get { environment.isRightToLeft }
            set { environment.layoutDirection = newValue ? .rightToLeft : .leftToRight }
        }
        /// Whether Reduce Motion is on (the environment's).
        public var reduceMotion: Bool {
            get { environment.reduceMotion }
            set { environment.reduceMotion = newValue }
        }

        public init(viewport: Size) { self.viewport = viewport }

        var width: Double { max(1, viewport.width) }
        var height: Double { max(1, viewport.height) }
        var tabBarTotal: Double { tabBarHeight + bottomSafeArea }
        static let miniPlayerHeight = 64.0
        /// The tab contents' frame: above the mini player and the tab bar.
        var contentFrame: Rect { Rect(x: 0, y: 0, width: width, height: max(1, height - tabBarTotal - Self.miniPlayerHeight)) }
        /// The lyrics view's header height below the safe area.
        var lyricsHeader: Double { topSafeArea + 56 }
        /// The side margin of Home, Search and the sheets: `Tuning.margin` clear of a
        /// landscape phone's notch sides, and wider where that keeps their content to the
        /// readable width, centred (a phone in portrait: the margin alone).
        var sideMargin: Double {
            let notch = max(environment.safeArea.leading, environment.safeArea.trailing)
            return max(Showcase.Tuning.margin + notch, (width - Showcase.Tuning.readableWidth) / 2)
        }
    }

    /// Actions, addressed to a child as `child.action` (`player.open`,
    /// `carousel.next`, `queue.present`…) or to the showcase itself.
    public enum Action: InteractionActions, Equatable {
        /// An action of the player (`player.open`…).
        case player(PlayerTransition.Action)
        /// An action of Now Playing's covers (`carousel.next`…).
        case carousel(CoverCarousel.Action)
        /// An action of Your Library (`library.nextPage`…).
        case library(LibraryPager.Action)
        /// An action of the lyric cards (`lyrics.next`…).
        case lyrics(LyricsCards.Action)
        /// An action of the queue card (`queue.present`…).
        case queue(CardPresentation.Action)
        /// Show tab N: 0 Home, 1 Search, 2 Your Library.
        case selectTab(Int)
        /// Show or hide the lyric cards over the full player; like or unlike the track playing.
        case openLyrics, closeLyrics, toggleLike
        /// Play track N from its start.
        case playTrack(Int)
        /// Play Home's tile or card N; play Search's song row N; open the library page Search's tile N names.
        case playHome(Int), playSearch(Int), browse(Int)
        /// Show the playing track's menu, the share sheet or the devices sheet; close the sheet showing.
        case more, share, devices, closeSheet
        /// Choose row N of the sheet showing.
        case chooseSheetRow(Int)
        /// Close the player and show Your Library's Albums or Artists.
        case goToAlbum, goToArtist

        public static let table = ActionTable<Action>(
            [
                .integer(
                    "selectTab", field: "index", 0...2, fieldSummary: "0 Home, 1 Search, 2 Your Library", "show a tab (a tap on it)",
                    make: { .selectTab($0) }, read: { if case .selectTab(let index) = $0 { index } else { nil } }),
                .integer(
                    "playTrack", field: "index", 0...(Catalogue.maximumTracks - 1),
                    fieldSummary: "the track, from 0 (past the catalogue's last: refused)",
                    "play a track from the start (a tap on a tile)",
                    make: { .playTrack($0) }, read: { if case .playTrack(let index) = $0 { index } else { nil } }),
                .integer(
                    "playHome", field: "index", 0...9_999, fieldSummary: "Home's tiles, then each shelf's cards, from 0",
                    "play a Home tile or card (a tap on it): its track, and Now Playing says where from", label: "Play from Home",
                    make: { .playHome($0) }, read: { if case .playHome(let index) = $0 { index } else { nil } }),
                .integer(
                    "playSearch", field: "index", 0...(Tuning.songLimit - 1), fieldSummary: "the song row, from 0",
                    "play a song from Search (a tap on its row)", label: "Play from Search",
                    make: { .playSearch($0) }, read: { if case .playSearch(let index) = $0 { index } else { nil } }),
                .integer(
                    "browse", field: "index", 0...(Tuning.browseLimit - 1), fieldSummary: "the tile, from 0",
                    "open the Your Library page a Search tile names (a tap on it)", label: "Browse a page",
                    make: { .browse($0) }, read: { if case .browse(let index) = $0 { index } else { nil } }),
                .action("openLyrics", .openLyrics, "show the lyric cards over the full player", label: "Show lyrics"),
                .action("closeLyrics", .closeLyrics, "hide them", label: "Hide lyrics"),
                .action("toggleLike", .toggleLike, "like or unlike the track playing (the heart beside its title)", label: "Like or unlike"),
                .action("more", .more, "the playing track's menu (the ⋯ button)", label: "More options"),
                .action("share", .share, "the share sheet (the share button)"),
                .action("devices", .devices, "the devices sheet (the devices button)"),
                .action("closeSheet", .closeSheet, "close the sheet showing (a tap above it)"),
                .integer(
                    "chooseSheetRow", field: "index", 0...(Tuning.sheetRows - 1), fieldSummary: "the row, from 0",
                    "choose a row of the sheet showing (a tap on it)",
                    make: { .chooseSheetRow($0) }, read: { if case .chooseSheetRow(let index) = $0 { index } else { nil } }),
                .action("goToAlbum", .goToAlbum, "Your Library's Albums, the player closed (the menu's Go to album)"),
                .action("goToArtist", .goToArtist, "Your Library's Artists, the player closed (the menu's Go to artist)")
            ]
                + ActionTable.child(
                    ShowcaseChild.player.name, PlayerTransition.Action.table, wrap: { .player($0) },
                    unwrap: { if case .player(let a) = $0 { a } else { nil } })
                + ActionTable.child(
                    ShowcaseChild.carousel.name, CoverCarousel.Action.table, wrap: { .carousel($0) },
                    unwrap: { if case .carousel(let a) = $0 { a } else { nil } })
                + ActionTable.child(
                    ShowcaseChild.library.name, LibraryPager.Action.table, wrap: { .library($0) },
                    unwrap: { if case .library(let a) = $0 { a } else { nil } })
                + ActionTable.child(
                    ShowcaseChild.lyrics.name, LyricsCards.Action.table, wrap: { .lyrics($0) },
                    unwrap: { if case .lyrics(let a) = $0 { a } else { nil } })
                + ActionTable.child(
                    ShowcaseChild.queue.name, CardPresentation.Action.table, wrap: { .queue($0) },
                    unwrap: { if case .queue(let a) = $0 { a } else { nil } })
        )
        .binding(" ", to: "carousel.togglePlay")  // Space plays and pauses, as in every music app
    }

    public static let id = "showcase"
    public static let summary =
        "one music player made of all five: tabs, Your Library, mini player → Now Playing with the covers, lyric cards on the clock, the queue as a card"
    public static let options = OptionTable<Configuration>(
        [
            .string(
                "tracks", maximumBytes: 1 << 20, default: "",
                "the app's tracks, one a line: Title | Artist | m:ss | artwork-ref (| album); every child shows them and nothing of the demo's (empty: the demo catalogue)"
            ) {
                (configuration: inout Configuration, text: String) throws(InteractionError) in
                // The app's data only: its tracks, and the library built from them (artists,
                // albums, songs), none of the demo's playlists and podcasts beside them.
                if !text.isEmpty { configuration.catalogue = Catalogue(tracks: try Catalogue.tracks(parsing: text)) }
            },
            .number("tabBarHeight", 30...120, default: 49, "tab bar height above the safe area, pt") { $0.tabBarHeight = $1 }
        ] + springOptions + OptionTable.environment())

    /// The settings the showcase was made with.
    public internal(set) var configuration: Configuration
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// What plays, the showcase's own (queue positions, as Now Playing's covers
    /// number them): Now Playing shows it and asks for changes; every child shows it.
    var playback = Playback()
    var player: ChildInteraction<PlayerTransition>
    var carousel: ChildInteraction<CoverCarousel>
    var library: ChildInteraction<LibraryPager>
    var lyrics: ChildInteraction<LyricsCards>
    var queue: ChildInteraction<CardPresentation>
    /// The tab showing: 0 Home, 1 Search, 2 Your Library.
    var tab = 2
    /// The lyrics view over the full player: 0 hidden, 1 shown.
    var lyricsShown: SettlingSpring<Double>
    var lyricsOpen = false
    /// Tracks liked (by index).
    var liked: [Bool]
    /// Whether the track playing is liked.
    var isLiked: Bool { liked[track % liked.count] }
    /// The mini player's swipe: the finger's horizontal travel, sprung back after.
    var miniSwipe: SettlingSpring<Double>
    /// The pointer in flight and who owns it.
    var routing = ShowcaseRouting()
    /// The track whose titles the mini player and the queue show (set when it changes).
    var shownTrack = -1
    /// The queue position whose followers the queue's rows show (set when it changes).
    var shownCover = -1
    /// The play order the queue's rows show (its revision; set when it changes: shuffle, a reorder).
    var shownOrderRevision = 0
    /// The lyric line last brought forward by the clock.
    var clockLine = -1
    var time = 0.0
    /// What changes only with the environment: the layers' paths, Home's content and layout.
    var fixed: ShowcaseFixed
    var paths: ShowcasePaths { fixed.paths }
    var home: ShowcaseHome { fixed.home }
    var homeLayout: ShowcaseHomeLayout { fixed.homeLayout }
    /// Counts the lyrics decks dealt for a new track: each changes the tree's shape.
    public internal(set) var layerRevision = 0
    /// Home's, its shelves' and Search's scrolling.
    var scrolls: ShowcaseScrolls
    /// The menu, share or devices sheet.
    var sheet = ShowcaseSheet()
    /// Where the playing track was started: Now Playing's header.
    var playingFrom = PlayingFrom.library

    /// The app at rest on Your Library (tab 2), the player closed.
    public init(configuration c: Configuration) {
        configuration = c
        let w = c.width, h = c.height
        var carouselConfiguration = CoverCarousel.Configuration(viewport: Size(width: w, height: h))
        carouselConfiguration.environment = Self.nowPlayingEnvironment(c.environment)
        carouselConfiguration.catalogue = c.catalogue
        carouselConfiguration.drawsHeader = false
        carouselConfiguration.titleTrailingRoom = Tuning.buttonSize
        carouselConfiguration.trackCount = Self.queueLength(c)
        carouselConfiguration.ownsPlayback = false  // a view of the showcase's playback
        carousel = Self.adopt(.carousel, carouselConfiguration, c, frame: Rect(x: 0, y: 0, width: w, height: h))

        var playerConfiguration = PlayerTransition.Configuration(viewport: Size(width: w, height: h))
        playerConfiguration.environment = c.environment
        playerConfiguration.catalogue = c.catalogue
        playerConfiguration.tabBarHeight = c.tabBarHeight
        playerConfiguration.miniPlayerHeight = Configuration.miniPlayerHeight
        playerConfiguration.drawsHome = false
        playerConfiguration.drawsTabBar = false
        playerConfiguration.drawsNowPlaying = false
        playerConfiguration.drawsBackdrop = false
        playerConfiguration.miniPlayerStyle = .card
        playerConfiguration.miniPlayerDevicesButton = true
        playerConfiguration.miniPlayerSwipes = true
        player = Self.adopt(.player, playerConfiguration, c, frame: Rect(x: 0, y: 0, width: w, height: h))

        var libraryConfiguration = LibraryPager.Configuration(viewport: c.contentFrame.size)
        libraryConfiguration.environment = c.environment
        libraryConfiguration.environment.safeArea.bottom = 0
        libraryConfiguration.catalogue = c.catalogue
        library = Self.adopt(.library, libraryConfiguration, c, frame: c.contentFrame)

        var lyricsConfiguration = LyricsCards.Configuration(viewport: Size(width: w, height: max(1, h - c.lyricsHeader)))
        lyricsConfiguration.environment = c.environment
        lyricsConfiguration.drawsBackground = false
        lyricsConfiguration.catalogue = c.catalogue
        lyrics = Self.adopt(.lyrics, lyricsConfiguration, c, frame: Rect(x: 0, y: c.lyricsHeader, width: w, height: max(1, h - c.lyricsHeader)))

        var queueConfiguration = CardPresentation.Configuration(viewport: Size(width: w, height: h))
        queueConfiguration.environment = c.environment
        queueConfiguration.drawsPresenting = false
        queueConfiguration.catalogue = c.catalogue
        queueConfiguration.title = "Queue"
        queueConfiguration.rowCount = Self.queueRows(c)
        queueConfiguration.drawsSlider = false  // the queue has no volume of its own
        queue = Self.adopt(.queue, queueConfiguration, c, frame: Rect(x: 0, y: 0, width: w, height: h))

        lyricsShown = SettlingSpring(spring: c.springs.lyricsView, value: 0, tolerance: .progress)
        miniSwipe = SettlingSpring(spring: c.springs.miniSwipe, value: 0, tolerance: .points)
        liked = Array(repeating: false, count: max(1, c.catalogue.tracks.count))
        let home = ShowcaseHome(c.catalogue), homeLayout = ShowcaseHomeLayout(c, home)
        scrolls = ShowcaseScrolls(
            c, home: home, layout: homeLayout, searchHeight: ShowcaseScreens.searchLayout(c).height,
            nowPlayingHeight: Self.nowPlayingMoreLayout(c, carousel: carousel).contentHeight)
        fixed = ShowcaseFixed(
            paths: Self.build(
                c, home: home, homeLayout: homeLayout, player: player, carousel: carousel, library: library, lyrics: lyrics,
                queue: queue
            ).paths,
            home: home, homeLayout: homeLayout)
        syncPlayback()
    }

    /// A child made from `model`, its configuration the showcase's for it: its ids
    /// under the child's name (`player.…`), its springs those the showcase was given
    /// for it, drawing in a container of that name at `frame`.
    static func adopt<Model: Interaction>(_ child: ShowcaseChild, _ model: Model.Configuration, _ c: Configuration, frame: Rect)
        -> ChildInteraction<Model>
    {
        var configuration = model
        configuration.idPrefix = c.id(child.name + ".")
        configuration = c.springs.apply(child.name, Model.options, to: configuration)
        return ChildInteraction(Model(configuration: configuration), containerID: c.id(child.name), frame: frame)
    }

    /// Behind the app: black, which shows around it as the queue's card shrinks it back (Apple Music's deck).
    public var background: Color { configuration.environment.palette.backdrop }

    /// The catalogue track playing (or paused): the play order's at `cover`.
    var track: Int { carousel.model.configuration.track(atCover: playback.track) }
    /// The queue position playing, a cover of Now Playing's (the play order maps it to `track`).
    var cover: Int { playback.track }

    public var phase: InteractionPhase {
        // (A read per child, into no array: a frame allocates nothing.)
        var dragging = routing.owner == .miniSwipe, animating = false
        for child in ShowcaseChild.all {
            let phase = read(child, ShowcasePhases())
            dragging = dragging || phase == .dragging
            animating = animating || phase == .animating
        }
        if dragging { return .dragging }
        if case .scroll? = routing.owner { return .dragging }
        if animating || !lyricsShown.isSettled || !miniSwipe.isSettled || !sheet.shown.isSettled || !scrolls.isAtRest { return .animating }
        return .idle
    }

    /// A playing track moves the clock, the slider and the mini player's line: never at rest.
    public var isAtRest: Bool { phase == .idle && !playback.playing }

    public var state: InteractionState {
        InteractionState(
            [
                ("tab", .int(tab)), ("phase", .string(phase.rawValue)), ("track", .int(track)),
                ("playing", .bool(playback.playing)), ("lyricsOpen", .bool(lyricsOpen)), ("liked", .bool(isLiked)),
                ("statusBar", .string(statusBarIsLight ? "light" : "dark")), ("sheet", .string(sheet.isOpen ? sheet.kind.rawValue : "none")),
                ("homeOffset", .number(scrolls.home.scroll.contentOffset)), ("searchOffset", .number(scrolls.search.scroll.contentOffset)),
                ("playingFrom", .string(playingFrom.name))
            ],
            nested: ShowcaseChild.all.map { ($0.name, read($0, ShowcaseStates())) })
    }

    public func invariantViolation() -> String? {
        guard (0...2).contains(tab) else { return "tab \(tab) does not exist" }
        guard lyricsShown.value.isFinite, miniSwipe.value.isFinite, sheet.shown.value.isFinite else { return "a showcase spring is not finite" }
        if let problem = scrolls.invariantViolation(viewport: configuration.height) { return problem }
        for child in ShowcaseChild.all {
            if let problem = read(child, ShowcaseInvariants()) { return problem }
        }
        return nil
    }
}

/// What a showcase changes only with its environment — the paths of its layers,
/// Home's content and layout — held once: a host's driver reads the model by value
/// every frame, and a copy then retains this one reference instead of every path.
final class ShowcaseFixed: Sendable {
    let paths: ShowcasePaths
    let home: ShowcaseHome
    let homeLayout: ShowcaseHomeLayout

    init(paths: ShowcasePaths, home: ShowcaseHome, homeLayout: ShowcaseHomeLayout) {
        self.paths = paths
        self.home = home
        self.homeLayout = homeLayout
    }
}
