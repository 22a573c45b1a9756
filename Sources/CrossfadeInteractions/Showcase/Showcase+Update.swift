import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    /// Updates every child's layers in its container and the showcase's own, in
    /// place. (The closures capture locals only: capturing `self` would copy the
    /// whole showcase, children and all, for each of them.)
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration, t = tab
        let library = self.library, player = self.player, carousel = self.carousel, lyrics = self.lyrics, queue = self.queue
        updateApp(&layers)
        layers.update(paths.home.screen) { $0.opacity = t == 0 ? 1 : 0 }
        layers.update(paths.search.screen) { $0.opacity = t == 1 ? 1 : 0 }
        updateScrolls(&layers)
        layers.update(paths.library) {
            library.updateLayer(&$0); $0.opacity = t == 2 ? 1 : 0
        }
        let offset = player.model.tabBarOffset, reduce = c.reduceMotion, open = clamp(player.model.drawnOpenness, 0...1)
        layers.update(paths.tabBar) { bar in
            bar.transform = AffineTransform(translationX: 0, y: offset)
            bar.opacity = reduce ? 1 - open : 1
        }
        ShowcaseScreens.selectTab(t, in: &layers, paths.tabs, c)
        layers.update(paths.player) { player.updateLayer(&$0) }
        let scrolled = AffineTransform(translationX: 0, y: scrolls.nowPlaying.position)
        layers.update(paths.carousel) {
            carousel.updateLayer(&$0)
            if $0.transform != scrolled { $0.transform = scrolled }
        }
        updateMiniSwipe(&layers)
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
        updateNowPlaying(&layers)
        updateNowPlayingMore(&layers)
        let sheet = self.sheet, playing = track, isLiked = self.isLiked
        sheet.update(&layers, paths.sheet, c, track: playing, liked: isLiked)
    }

    /// The mini player's titles where the swipe has them, clipped to their column,
    /// and the neighbouring track's (the next one's coming in against the reading
    /// direction, the previous one's with it) a pitch beside them.
    private func updateMiniSwipe(_ layers: inout [Layer]) {
        let swipe = miniSwipe.value, shift = AffineTransform(translationX: swipe, y: 0)
        // At rest and drawn so (the titles and their neighbour are set together): nothing to do.
        if swipe == 0, layers.read(paths.mini.title, { $0.transform == .identity }) { return }
        layers.update(paths.mini.title) { if $0.transform != shift { $0.transform = shift } }
        layers.update(paths.mini.artist) { if $0.transform != shift { $0.transform = shift } }
        guard let titlePath = paths.mini.incomingTitle, let artistPath = paths.mini.incomingArtist else { return }
        let neighbour = swipe == 0 ? nil : miniSwipeNeighbour(forward: configuration.rtl ? swipe > 0 : swipe < 0)
        let offset = swipe < 0 ? swipe + paths.mini.swipePitch : swipe - paths.mini.swipePitch
        // Hidden, it rests unmoved (where the last swipe left it would depend on the frame rate).
        let incoming = neighbour == nil ? .identity : AffineTransform(translationX: offset, y: 0), shown: Double = neighbour == nil ? 0 : 1
        let track = neighbour.map { configuration.catalogue.track($0) }
        layers.update(titlePath) { layer in
            if layer.opacity != shown { layer.opacity = shown }
            if layer.transform != incoming { layer.transform = incoming }
            guard let track else { return }
            if layer.shownText != track.title { layer.setText(track.title) }
        }
        layers.update(artistPath) { layer in
            if layer.opacity != shown { layer.opacity = shown }
            if layer.transform != incoming { layer.transform = incoming }
            guard let track else { return }
            if layer.shownText != track.artist { layer.setText(track.artist) }
        }
    }

    /// The catalogue track a mini player swipe brings in: the next position's
    /// (`forward`) or the previous one's, nil past either end of the queue.
    func miniSwipeNeighbour(forward: Bool) -> Int? {
        let position = cover + (forward ? 1 : -1), model = carousel.model
        guard position >= 0, position < model.trackCount else { return nil }
        return model.configuration.track(atCover: position)
    }

    /// The app as the queue's card has it: scaled back about its centre, moved down
    /// to the safe area and rounded (identity with Reduce Motion), black around it.
    private func updateApp(_ layers: inout [Layer]) {
        let transform = queue.model.presentingTransform, radius = CornerRadius(queue.model.presentingCornerRadius)
        layers.update(paths.app) { app in
            if app.transform != transform { app.transform = transform }
            if app.cornerRadius != radius { app.cornerRadius = radius }
        }
    }

    /// Home's and Search's content where they are scrolled to, and each shelf's cards.
    private func updateScrolls(_ layers: inout [Layer]) {
        let home = AffineTransform(translationX: 0, y: scrolls.home.position), search = AffineTransform(translationX: 0, y: scrolls.search.position)
        layers.update(paths.home.content) { if $0.transform != home { $0.transform = home } }
        layers.update(paths.search.content) { if $0.transform != search { $0.transform = search } }
        for (index, strip) in paths.home.strips.enumerated() where index < scrolls.shelves.count {
            let shift = AffineTransform(translationX: scrolls.shelves[index].position, y: 0)
            layers.update(strip) { if $0.transform != shift { $0.transform = shift } }
        }
    }

    /// Now Playing's own layers: the like button's heart, the header's context, the backdrop's colours.
    private func updateNowPlaying(_ layers: inout [Layer]) {
        let isLiked = self.isLiked
        layers.update(paths.nowPlaying.likeIcon) { icon in
            guard case .path(let drawn)? = icon.content, (drawn.fill != nil) != isLiked else { return }
            icon.content = .path(ShowcaseSymbols.heart(size: Tuning.iconSize, filled: isLiked))
        }
        let from = playingFrom
        layers.update(paths.nowPlaying.caption) { if $0.shownText != from.caption { $0.setText(from.caption) } }
        layers.update(paths.nowPlaying.context) { if $0.shownText != from.name { $0.setText(from.name) } }
        let shownTrack = track, backdrop = Self.backdropColor(track)
        layers.update(paths.nowPlaying.backdrop) { layer in
            guard case .artwork(let art)? = layer.content, art.colors.first != backdrop else { return }
            layer.content = .artwork(Self.backgroundArtwork(shownTrack))
        }
    }

    /// Whether the status bar's words are light: over the dark appearance always;
    /// over the light one when what lies under them is dark — the lyrics view, the
    /// full player's sheet, or the black the queue's card shows around the app.
    var statusBarIsLight: Bool {
        let c = configuration
        if c.environment.appearance == .dark { return true }
        let line = c.topSafeArea / 2  // the status bar's middle
        let lyricsTop = c.reduceMotion ? (lyricsShown.value > 0.5 ? 0 : c.height) : (1 - clamp(lyricsShown.value, 0...1)) * c.height
        if lyricsTop <= line { return true }
        // The app's top edge, as the queue's card moves it down.
        let t = queue.model.presentingTransform, h = c.height
        if h / 2 - t.d * h / 2 + t.ty > line { return true }
        let sheet = PlayerTransition.containerFrame(player.model.configuration, openness: player.model.drawnOpenness)
        return sheet.minY <= line && player.model.drawnOpenness > 0
    }
}
