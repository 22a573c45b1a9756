import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    public func makeLayers() -> [Layer] {
        Self.build(
            configuration, home: home, homeLayout: homeLayout, player: player, carousel: carousel, library: library, lyrics: lyrics,
            queue: queue
        ).layers
    }

    /// Back to front: the app (the tabs' screens, the tab bar, the player — whose
    /// sheet is Now Playing: the gradient, the carousel, the header and the buttons
    /// around it — and the lyrics view), the queue's card over it, and the sheet;
    /// and the paths of the layers the showcase updates and hit-tests.
    static func build(
        _ c: Configuration, home: ShowcaseHome, homeLayout: ShowcaseHomeLayout, player: ChildInteraction<PlayerTransition>,
        carousel: ChildInteraction<CoverCarousel>, library: ChildInteraction<LibraryPager>, lyrics: ChildInteraction<LyricsCards>,
        queue: ChildInteraction<CardPresentation>
    ) -> (layers: [Layer], paths: ShowcasePaths) {
        var tree = LayerTree()
        let screen = Rect(x: 0, y: 0, width: c.width, height: c.height)
        let app = tree.add(Layer(id: c.id("app"), frame: screen, fill: c.environment.palette.background, clipsToBounds: true, isHitTestable: false))
        let homePaths = ShowcaseScreens.addHome(c, home, homeLayout, to: &tree, in: app)
        let searchPaths = ShowcaseScreens.addSearch(c, to: &tree, in: app)
        let libraryPath = tree.add(library.makeLayer(), in: app)
        let (tabBar, tabs) = ShowcaseScreens.addTabBar(c, to: &tree, in: app)
        // The player child's own paths, under its container.
        let inner = player.model.paths, mini = inner.mini
        var playerLayer = player.makeLayer()
        playerLayer.children.update(inner.backdrop) { $0.content = .artwork(backgroundArtwork(0)) }
        // The one control the showcase adds to a child's layers: the mini player's devices button.
        if let devices = mini.devices {
            playerLayer.children.update(devices) { $0.accessibility = ShowcaseAccessibility.button("Devices", c.action("devices")) }
        }
        let playerPath = tree.add(playerLayer, in: app)
        let content = playerPath.appending(inner.content)
        // Now Playing scrolls as one: the carousel (its container moved by the scroll, so its
        // path stays short: a child's frame updates walk it), and in `nowPlaying.scroll` its
        // header and buttons and the cards below the transport.
        let carouselPath = tree.add(carousel.makeLayer(), in: content)
        let scroll = tree.add(
            Layer(id: c.id("nowPlaying.scroll"), frame: Rect(x: 0, y: 0, width: c.width, height: c.height), isHitTestable: false), in: content)
        let nowPlaying = addNowPlaying(
            c, carousel: carousel, backdrop: playerPath.appending(inner.backdrop), chevron: playerPath.appending(inner.chevron), to: &tree, in: scroll
        )
        let (lyricsView, lyricsClose, lyricsPath) = addLyricsView(c, lyrics, to: &tree, in: app)
        let queuePath = tree.add(queue.makeLayer())
        let sheet = ShowcaseSheet.add(c, to: &tree)
        let paths = ShowcasePaths(
            app: app, home: homePaths, search: searchPaths, library: libraryPath, tabBar: tabBar, tabs: tabs, player: playerPath,
            carousel: carouselPath, nowPlaying: nowPlaying,
            mini: ShowcasePaths.MiniPaths(
                card: playerPath.appending(inner.miniPlayer), title: playerPath.appending(mini.title),
                artist: playerPath.appending(mini.artist), play: playerPath.appending(mini.play),
                devices: mini.devices.map { playerPath.appending($0) },
                incomingTitle: mini.incomingTitle.map { playerPath.appending($0) },
                incomingArtist: mini.incomingArtist.map { playerPath.appending($0) }, swipePitch: mini.swipePitch),
            lyricsView: lyricsView, lyricsClose: lyricsClose, lyrics: lyricsPath, queue: queuePath, sheet: sheet)
        return (tree.layers, paths)
    }

    /// Now Playing's own layers in the full player's content, after the carousel:
    /// the header, the like button and the button row under the transport.
    private static func addNowPlaying(
        _ c: Configuration, carousel: ChildInteraction<CoverCarousel>, backdrop: LayerPath, chevron: LayerPath, to tree: inout LayerTree,
        in content: LayerPath
    ) -> ShowcasePaths.NowPlayingPaths {
        let header = nowPlayingHeader(c)
        let caption = tree.add(header.caption, in: content), context = tree.add(header.context, in: content)
        let more = tree.add(header.more, in: content)
        let like = tree.add(likeButton(c, title: carousel.model.configuration.titleFrame), in: content)
        let likeIcon = tree.add(likeIconLayer(c), in: like)
        let row = nowPlayingButtons(c, below: carousel.frame.minY + carousel.model.configuration.transportRowFrame.maxY)
        var buttons = [ShowcasePaths.Button(path: like, member: .like)]
        for (layer, member) in row { buttons.append(ShowcasePaths.Button(path: tree.add(layer, in: content), member: member)) }
        buttons.append(ShowcasePaths.Button(path: more, member: .more))
        let below = addNowPlayingMore(c, nowPlayingMoreLayout(c, carousel: carousel), to: &tree, in: content)
        buttons.append(ShowcasePaths.Button(path: below.lyricsCard, member: .openLyrics))
        return ShowcasePaths.NowPlayingPaths(
            backdrop: backdrop, caption: caption, context: context, like: like, likeIcon: likeIcon, buttons: buttons, scroll: content,
            chevron: chevron, more: below)
    }

    /// Where the cards below the transport lie, for the carousel as laid out.
    static func nowPlayingMoreLayout(_ c: Configuration, carousel: ChildInteraction<CoverCarousel>) -> NowPlayingMoreLayout {
        NowPlayingMoreLayout(c, transportBottom: carousel.frame.minY + carousel.model.configuration.transportRowFrame.maxY)
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
    static func nowPlayingHeader(_ c: Configuration) -> (caption: Layer, context: Layer, more: Layer) {
        let w = c.width, mid = c.topSafeArea + PlayerTransition.Tuning.headerCentre, scale = c.environment.textScale
        let caption = Tuning.captionHeight * scale, name = Tuning.contextHeight * scale, top = mid - (caption + name) / 2
        let width = max(1, w - 2 * Tuning.headerInset), size = Tuning.buttonSize
        return (
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
        )
    }

    /// The like button, at the trailing end of the title's line (in the room the
    /// carousel keeps there): its icon's edge meets the covers' margin. (Its heart is `likeIconLayer`.)
    static func likeButton(_ c: Configuration, title: Rect) -> Layer {
        let size = Tuning.buttonSize, inset = (size - Tuning.iconSize) / 2
        let x = c.rtl ? title.minX - size - inset : title.maxX + inset
        return Layer(
            id: c.id("nowPlaying.like"), frame: Rect(x: x, y: title.midY - size / 2, width: size, height: size),
            accessibility: ShowcaseAccessibility.button("Like", c.action("toggleLike")))
    }

    /// The like button's heart, unfilled (`updateNowPlaying` fills it for a liked track).
    static func likeIconLayer(_ c: Configuration) -> Layer {
        let inset = (Tuning.buttonSize - Tuning.iconSize) / 2
        return Layer(
            id: c.id("nowPlaying.like.icon"), frame: Rect(x: inset, y: inset, width: Tuning.iconSize, height: Tuning.iconSize),
            content: .path(ShowcaseSymbols.heart(size: Tuning.iconSize, filled: false)), isHitTestable: false)
    }

    /// Under the transport row: devices on the leading side; lyrics, share and the
    /// queue on the trailing side (44 pt targets); each with what its tap does.
    static func nowPlayingButtons(_ c: Configuration, below transportBottom: Double) -> [(Layer, ShowcaseMember)] {
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
            (button("nowPlaying.devices", m - inset, Symbols.devices(size: Tuning.iconSize), "Devices", "devices"), .devices),
            (button("nowPlaying.lyricsButton", last - 2 * size, ShowcaseSymbols.lyrics(size: Tuning.iconSize), "Lyrics", "openLyrics"), .openLyrics),
            (button("nowPlaying.shareButton", last - size, ShowcaseSymbols.share(size: Tuning.iconSize), "Share", "share"), .share),
            (button("nowPlaying.queueButton", last, ShowcaseSymbols.queue(size: Tuning.iconSize), "Queue", "queue.present"), .openQueue)
        ]
    }

    /// The lyrics view (hidden below the screen): its close chevron, its title and the lyric cards' container.
    static func addLyricsView(_ c: Configuration, _ lyrics: ChildInteraction<LyricsCards>, to tree: inout LayerTree, in app: LayerPath)
        -> (view: LayerPath, close: LayerPath, lyrics: LayerPath)
    {
        let w = c.width
        let view = tree.add(
            Layer(
                id: c.id("lyricsView"), frame: Rect(x: 0, y: c.height, width: w, height: c.height), zPosition: 3,
                fill: Palette.trackColor(0).scaled(by: 0.5).withAlpha(1), isHitTestable: false), in: app)
        let close = tree.add(
            Layer(
                id: c.id("lyricsView.close"), frame: Rect(x: c.rtl ? w - 60 : 16, y: c.topSafeArea + 20, width: 44, height: 16),
                content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white)),
                accessibility: ShowcaseAccessibility.button("Close lyrics", c.action("closeLyrics"), escape: c.action("closeLyrics"))), in: view)
        tree.add(
            .text(
                c.id("lyricsView.title"), "Lyrics", frame: Rect(x: 60, y: c.topSafeArea + 14, width: w - 120, height: 28), size: 17,
                weight: .bold, color: .white, alignment: .center), in: view)
        return (view, close, tree.add(lyrics.makeLayer(), in: view))
    }
}

extension Showcase.Configuration {
    /// The Now Playing button row's top: below the carousel's transport row (whose
    /// bottom the carousel reports), and clear of the home indicator.
    func buttonRowY(below transportBottom: Double) -> Double {
        min(height - bottomSafeArea - Showcase.Tuning.buttonRowBottom, transportBottom + Showcase.Tuning.buttonRowGap)
    }
}
