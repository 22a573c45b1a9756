import CrossfadeMotion
import CrossfadeScene

/// Where the showcase's containers and its own moving layers sit, found by id once.
struct ShowcasePaths: Sendable {
    /// Everything the queue's card shrinks back: the tabs, the tab bar, the player, the lyrics.
    let app: LayerPath
    let home: LayerPath
    let homeContent: LayerPath
    /// Each Home shelf's strip of cards (it scrolls sideways).
    let shelfStrips: [LayerPath]
    let search: LayerPath
    let searchContent: LayerPath
    let library: LayerPath
    let tabBar: LayerPath
    let player: LayerPath
    /// The carousel's container, inside the full player's content.
    let carousel: LayerPath
    /// The full player's backdrop (the child's sheet, drawn with the showcase's gradient).
    let backdrop: LayerPath
    let like: LayerPath
    let caption: LayerPath
    let context: LayerPath
    let miniTitle: LayerPath
    let miniArtist: LayerPath
    let lyricsView: LayerPath
    let lyrics: LayerPath
    let queue: LayerPath
    let sheet: LayerPath

    init(in layers: [Layer], _ c: Showcase.Configuration, home: ShowcaseHome) {
        app = layers.path(to: c.id("app"))!
        self.home = layers.path(to: c.id("home"))!
        homeContent = layers.path(to: c.id("home.content"))!
        shelfStrips = home.shelves.indices.map { layers.path(to: c.id("home.shelf.\($0).strip"))! }
        search = layers.path(to: c.id("search"))!
        searchContent = layers.path(to: c.id("search.content"))!
        library = layers.path(to: c.id("library"))!
        tabBar = layers.path(to: c.id("tabBar"))!
        player = layers.path(to: c.id("player"))!
        carousel = layers.path(to: c.id("carousel"))!
        backdrop = layers.path(to: c.id("player.player.backdrop"))!
        like = layers.path(to: c.id("nowPlaying.like"))!
        caption = layers.path(to: c.id("nowPlaying.header.caption"))!
        context = layers.path(to: c.id("nowPlaying.header.name"))!
        miniTitle = layers.path(to: c.id("player.miniPlayer.title"))!
        miniArtist = layers.path(to: c.id("player.miniPlayer.artist"))!
        lyricsView = layers.path(to: c.id("lyricsView"))!
        lyrics = layers.path(to: c.id("lyrics"))!
        queue = layers.path(to: c.id("queue"))!
        sheet = layers.path(to: c.id("sheet"))!
    }
}

extension Showcase {
    public func makeLayers() -> [Layer] {
        Self.annotated(
            Self.buildLayers(
                configuration, home: home, homeLayout: homeLayout, player: player, carousel: carousel, library: library,
                lyrics: lyrics, queue: queue), configuration)
    }

    /// Back to front: the app (the tabs' screens, the tab bar, the player — whose
    /// sheet is Now Playing: the gradient, the carousel, the header and the buttons
    /// around it — and the lyrics view), the queue's card over it, and the sheet.
    static func buildLayers(
        _ c: Configuration, home: ShowcaseHome, homeLayout: ShowcaseHomeLayout, player: ChildInteraction<PlayerTransition>,
        carousel: ChildInteraction<CoverCarousel>, library: ChildInteraction<LibraryPager>, lyrics: ChildInteraction<LyricsCards>,
        queue: ChildInteraction<CardPresentation>
    ) -> [Layer] {
        var playerLayer = player.makeLayer()
        let backdrop = playerLayer.children.path(to: c.id("player.player.backdrop"))!
        playerLayer.children.update(backdrop) { $0.content = .artwork(backgroundArtwork(0)) }
        let content = playerLayer.children.path(to: c.id("player.player.content"))!
        playerLayer.children.update(content) { content in
            content.children.append(carousel.makeLayer())
            content.children.append(contentsOf: nowPlayingHeader(c))
            content.children.append(likeButton(c, title: carousel.model.configuration.titleFrame))
            content.children.append(
                contentsOf: nowPlayingButtons(c, below: carousel.frame.minY + carousel.model.configuration.transportRowFrame.maxY))
        }
        let screen = Rect(x: 0, y: 0, width: c.width, height: c.height)
        let app = Layer(
            id: c.id("app"), frame: screen, fill: c.environment.palette.background, clipsToBounds: true, isHitTestable: false,
            children: [
                ShowcaseScreens.home(c, home, homeLayout), ShowcaseScreens.search(c), library.makeLayer(), ShowcaseScreens.tabBar(c), playerLayer,
                lyricsView(c, lyrics)
            ])
        return [app, queue.makeLayer(), ShowcaseSheet.layer(c)]
    }

    /// The full player's backdrop: the artwork's colour fading to black.
    static func backgroundArtwork(_ track: Int) -> Artwork {
        Artwork(reference: "backdrop-\(track)", colors: [backdropColor(track), Color(hex: Tuning.backdropEnd)])
    }

    static func backdropColor(_ track: Int) -> Color { Palette.trackColor(track).scaled(by: Tuning.backdropDarkening).withAlpha(1) }

    /// Now Playing's environment: always dark (the backdrop is the artwork's dark
    /// tint in either appearance), as Now Playing overrides its interface style on iOS.
    static func nowPlayingEnvironment(_ environment: InteractionEnvironment) -> InteractionEnvironment {
        var dark = environment
        dark.appearance = .dark
        return dark
    }

    /// Spotify's header: where it plays from, in two lines, between the chevron and a "⋯".
    static func nowPlayingHeader(_ c: Configuration) -> [Layer] {
        let w = c.width, mid = c.topSafeArea + PlayerTransition.Tuning.headerCentre, scale = c.environment.textScale
        let caption = Tuning.captionHeight * scale, name = Tuning.contextHeight * scale, top = mid - (caption + name) / 2
        let width = max(1, w - 2 * Tuning.headerInset), size = Tuning.buttonSize
        return [
            .text(
                c.id("nowPlaying.header.caption"), PlayingFrom.library.caption,
                frame: Rect(x: Tuning.headerInset, y: top, width: width, height: caption),
                size: c.environment.font(Tuning.captionFont), weight: .semibold, color: PlayerTransition.Tuning.onTintSecondary, alignment: .center),
            .text(
                c.id("nowPlaying.header.name"), PlayingFrom.library.name,
                frame: Rect(x: Tuning.headerInset, y: top + caption, width: width, height: name),
                size: c.environment.font(Tuning.contextFont), weight: .bold, color: .white, alignment: .center),
            Layer(
                id: c.id("nowPlaying.more"),
                frame: Rect(
                    x: c.rtl ? (Tuning.headerInset - size) / 2 : w - (Tuning.headerInset + size) / 2, y: mid - size / 2,
                    width: size, height: size),
                accessibility: ShowcaseAccessibility.button("More", c.action("more")),
                children: [
                    Layer(
                        id: c.id("nowPlaying.more.icon"),
                        frame: Rect(
                            x: (size - Tuning.iconSize) / 2, y: (size - Tuning.iconSize) / 2, width: Tuning.iconSize,
                            height: Tuning.iconSize),
                        content: .path(ShowcaseSymbols.more(size: Tuning.iconSize)), isHitTestable: false)
                ])
        ]
    }

    /// The like button, at the trailing end of the title's line (in the room the
    /// carousel keeps there): its icon's edge meets the covers' margin.
    static func likeButton(_ c: Configuration, title: Rect) -> Layer {
        let size = Tuning.buttonSize, inset = (size - Tuning.iconSize) / 2
        let x = c.rtl ? title.minX - size - inset : title.maxX + inset
        return Layer(
            id: c.id("nowPlaying.like"), frame: Rect(x: x, y: title.midY - size / 2, width: size, height: size),
            accessibility: ShowcaseAccessibility.button("Like", c.action("toggleLike")),
            children: [
                Layer(
                    id: c.id("nowPlaying.like.icon"), frame: Rect(x: inset, y: inset, width: Tuning.iconSize, height: Tuning.iconSize),
                    content: .path(ShowcaseSymbols.heart(size: Tuning.iconSize, filled: false)), isHitTestable: false)
            ])
    }

    /// Under the transport row: devices on the leading side; lyrics, share and the
    /// queue on the trailing side (44 pt targets).
    static func nowPlayingButtons(_ c: Configuration, below transportBottom: Double) -> [Layer] {
        let y = c.buttonRowY(below: transportBottom), size = Tuning.buttonSize, inset = (size - Tuning.iconSize) / 2
        let m = CoverCarousel.Configuration(viewport: Size(width: c.width, height: c.height)).margin, w = c.width
        func place(_ x: Double) -> Double { c.rtl ? w - x - size : x }
        func button(_ id: String, _ x: Double, _ path: VectorPath, _ label: String, _ action: String) -> Layer {
            Layer(
                id: c.id(id), frame: Rect(x: place(x), y: y, width: size, height: size),
                accessibility: ShowcaseAccessibility.button(label, c.action(action)),
                children: [
                    Layer(
                        id: c.id(id + ".icon"), frame: Rect(x: inset, y: inset, width: Tuning.iconSize, height: Tuning.iconSize),
                        content: .path(path),
                        isHitTestable: false)
                ])
        }
        let last = w - m - size + inset  // the icon's trailing edge on the margin
        return [
            button("nowPlaying.devices", m - inset, Symbols.devices(size: Tuning.iconSize), "Devices", "devices"),
            button("nowPlaying.lyricsButton", last - 2 * size, ShowcaseSymbols.lyrics(size: Tuning.iconSize), "Lyrics", "openLyrics"),
            button("nowPlaying.shareButton", last - size, ShowcaseSymbols.share(size: Tuning.iconSize), "Share", "share"),
            button("nowPlaying.queueButton", last, ShowcaseSymbols.queue(size: Tuning.iconSize), "Queue", "queue.present")
        ]
    }

    static func lyricsView(_ c: Configuration, _ lyrics: ChildInteraction<LyricsCards>) -> Layer {
        let w = c.width
        return Layer(
            id: c.id("lyricsView"), frame: Rect(x: 0, y: c.height, width: w, height: c.height), zPosition: 3,
            fill: Palette.trackColor(0).scaled(by: 0.5).withAlpha(1), isHitTestable: false,
            children: [
                Layer(
                    id: c.id("lyricsView.close"), frame: Rect(x: c.rtl ? w - 60 : 16, y: c.topSafeArea + 20, width: 44, height: 16),
                    content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white)),
                    accessibility: ShowcaseAccessibility.button("Close lyrics", c.action("closeLyrics"), escape: c.action("closeLyrics"))),
                .text(
                    c.id("lyricsView.title"), "Lyrics", frame: Rect(x: 60, y: c.topSafeArea + 14, width: w - 120, height: 28), size: 17,
                    weight: .bold, color: .white, alignment: .center),
                lyrics.makeLayer()
            ])
    }
}

extension Showcase.Configuration {
    /// The Now Playing button row's top: below the carousel's transport row (whose
    /// bottom the carousel reports), and clear of the home indicator.
    func buttonRowY(below transportBottom: Double) -> Double {
        min(height - bottomSafeArea - Showcase.Tuning.buttonRowBottom, transportBottom + Showcase.Tuning.buttonRowGap)
    }
}
