import CrossfadeMotion
import CrossfadeScene

/// Where the showcase's containers and its own moving layers sit, found by id once.
struct ShowcasePaths: Sendable {
    let home: LayerPath
    let search: LayerPath
    let library: LayerPath
    let tabBar: LayerPath
    let player: LayerPath
    /// The carousel's container, inside the full player's content.
    let carousel: LayerPath
    let background: LayerPath
    let like: LayerPath
    let miniTitle: LayerPath
    let miniArtist: LayerPath
    let lyricsView: LayerPath
    let lyrics: LayerPath
    let queue: LayerPath

    init(in layers: [Layer], _ c: Showcase.Configuration) {
        home = layers.path(to: c.id("home"))!
        search = layers.path(to: c.id("search"))!
        library = layers.path(to: c.id("library"))!
        tabBar = layers.path(to: c.id("tabBar"))!
        player = layers.path(to: c.id("player"))!
        carousel = layers.path(to: c.id("carousel"))!
        background = layers.path(to: c.id("nowPlaying.background"))!
        like = layers.path(to: c.id("nowPlaying.like"))!
        miniTitle = layers.path(to: c.id("player.miniPlayer.title"))!
        miniArtist = layers.path(to: c.id("player.miniPlayer.artist"))!
        lyricsView = layers.path(to: c.id("lyricsView"))!
        lyrics = layers.path(to: c.id("lyrics"))!
        queue = layers.path(to: c.id("queue"))!
    }
}

extension Showcase {
    public func makeLayers() -> [Layer] {
        Self.annotated(Self.buildLayers(configuration, player: player, carousel: carousel, library: library, lyrics: lyrics, queue: queue), configuration)
    }

    /// The tabs' contents, the tab bar, the player (its full player's content is
    /// Now Playing: a gradient, the carousel and a row of buttons), the lyrics
    /// view and the queue card, back to front.
    static func buildLayers(_ c: Configuration, player: ChildInteraction<PlayerTransition>, carousel: ChildInteraction<CoverCarousel>,
                            library: ChildInteraction<LibraryPager>, lyrics: ChildInteraction<LyricsCards>,
                            queue: ChildInteraction<CardPresentation>) -> [Layer] {
        var playerLayer = player.makeLayer()
        let content = playerLayer.children.path(to: c.id("player.player.content"))!
        playerLayer.children.update(content) { content in
            content.children.insert(nowPlayingBackground(c), at: 0)
            content.children.append(carousel.makeLayer())
            content.children.append(contentsOf: nowPlayingButtons(c, below: carousel.frame.minY + carousel.model.configuration.transportRowFrame.maxY))
        }
        return [
            ShowcaseScreens.home(c), ShowcaseScreens.search(c), library.makeLayer(), ShowcaseScreens.tabBar(c), playerLayer,
            lyricsView(c, lyrics), queue.makeLayer(),
        ]
    }

    static func nowPlayingBackground(_ c: Configuration) -> Layer {
        Layer(id: c.id("nowPlaying.background"), frame: Rect(x: 0, y: 0, width: c.width, height: c.height),
              content: .artwork(backgroundArtwork(0)), isHitTestable: false)
    }

    /// The full player's backdrop: the artwork's colour fading to black.
    static func backgroundArtwork(_ track: Int) -> Artwork {
        Artwork(reference: "backdrop-\(track)", colors: [backdropColor(track), Color(hex: 0x121212)])
    }

    static func backdropColor(_ track: Int) -> Color { Palette.trackColor(track).scaled(by: 0.7).withAlpha(1) }

    /// Under the transport row: devices and share on the leading side, lyrics,
    /// queue and like on the trailing side (44 pt targets).
    static func nowPlayingButtons(_ c: Configuration, below transportBottom: Double) -> [Layer] {
        let y = c.buttonRowY(below: transportBottom), m = 34.0, w = c.width
        func place(_ x: Double) -> Double { c.rtl ? w - x - 44 : x }
        func button(_ id: String, _ x: Double, _ path: VectorPath) -> Layer {
            Layer(id: c.id(id), frame: Rect(x: place(x), y: y, width: 44, height: 44), children: [
                Layer(id: c.id(id + ".icon"), frame: Rect(x: 11, y: 11, width: 22, height: 22), content: .path(path), isHitTestable: false),
            ])
        }
        return [
            button("nowPlaying.devices", m - 11, ShowcaseSymbols.devices(size: 22)),
            button("nowPlaying.lyricsButton", w - m - 33 - 88, ShowcaseSymbols.lyrics(size: 22)),
            button("nowPlaying.queueButton", w - m - 33 - 44, ShowcaseSymbols.queue(size: 22)),
            button("nowPlaying.like", w - m - 33, ShowcaseSymbols.heart(size: 22, filled: false)),
        ]
    }

    static func lyricsView(_ c: Configuration, _ lyrics: ChildInteraction<LyricsCards>) -> Layer {
        let w = c.width
        return Layer(id: c.id("lyricsView"), frame: Rect(x: 0, y: c.height, width: w, height: c.height), zPosition: 3,
                     fill: Palette.trackColor(0).scaled(by: 0.5).withAlpha(1), isHitTestable: false, children: [
                         Layer(id: c.id("lyricsView.close"), frame: Rect(x: c.rtl ? w - 60 : 16, y: c.topSafeArea + 20, width: 44, height: 16),
                               content: .path(Symbols.chevron(width: 32, height: 16, lineWidth: 3, color: .white))),
                         .text(c.id("lyricsView.title"), "Lyrics", frame: Rect(x: 60, y: c.topSafeArea + 14, width: w - 120, height: 28), size: 17,
                               weight: .bold, alignment: .center),
                         lyrics.makeLayer(),
                     ])
    }

    // MARK: Updating

    /// Updates every child's layers in its container and the showcase's own, in
    /// place. (The closures capture locals only: capturing `self` would copy the
    /// whole showcase, children and all, for each of them.)
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration, t = tab
        let library = self.library, player = self.player, carousel = self.carousel, lyrics = self.lyrics, queue = self.queue
        layers.update(paths.home) { $0.opacity = t == 0 ? 1 : 0 }
        layers.update(paths.search) { $0.opacity = t == 1 ? 1 : 0 }
        layers.update(paths.library) { library.updateLayer(&$0); $0.opacity = t == 2 ? 1 : 0 }
        let offset = player.model.tabBarOffset, reduce = c.reduceMotion, open = clamp(player.model.drawnOpenness, 0...1)
        layers.update(paths.tabBar) { bar in
            bar.transform = AffineTransform(translationX: 0, y: offset)
            bar.opacity = reduce ? 1 - open : 1
            ShowcaseScreens.selectTab(t, in: &bar, c)
        }
        layers.update(paths.player) { player.updateLayer(&$0) }
        layers.update(paths.carousel) { carousel.updateLayer(&$0) }
        let swipe = miniSwipe.value
        layers.update(paths.miniTitle) { $0.transform = AffineTransform(translationX: swipe, y: 0) }
        layers.update(paths.miniArtist) { $0.transform = AffineTransform(translationX: swipe, y: 0) }
        let shown = clamp(lyricsShown.value, 0...1), height = c.height
        let tint = Palette.trackColor(track).scaled(by: 0.5).withAlpha(1)
        layers.update(paths.lyricsView) { view in
            view.frame.origin.y = reduce ? 0 : (1 - shown) * height
            view.opacity = reduce ? shown : (shown > 0 ? 1 : 0)
            if view.fill != tint { view.fill = tint }
        }
        layers.update(paths.lyrics) { lyrics.updateLayer(&$0) }
        layers.update(paths.queue) { queue.updateLayer(&$0) }
        updateAccessibility(&layers)
        let isLiked = liked[track % liked.count]
        layers.update(paths.like) { button in
            guard case .path(let drawn)? = button.children[0].content, (drawn.fill != nil) != isLiked else { return }
            button.children[0].content = .path(ShowcaseSymbols.heart(size: 22, filled: isLiked))
        }
        let shownTrack = track, backdrop = Self.backdropColor(track)
        layers.update(paths.background) { layer in
            guard case .artwork(let art)? = layer.content, art.colors.first != backdrop else { return }
            layer.content = .artwork(Self.backgroundArtwork(shownTrack))
        }
    }
}

extension Showcase.Configuration {
    /// The Now Playing button row's top: 14 pt below the carousel's transport row
    /// (whose bottom the carousel reports), and clear of the home indicator.
    func buttonRowY(below transportBottom: Double) -> Double {
        min(height - bottomSafeArea - 52, transportBottom + 14)
    }
}
