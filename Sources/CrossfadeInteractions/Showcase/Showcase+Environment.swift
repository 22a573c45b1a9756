import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    /// Draws for `environment` from now on, in every child, as building the
    /// showcase hands it down: the library and the lyrics get their new frames
    /// (the tab bar's height follows the bottom safe area, the lyrics' header the
    /// top one) and each child keeps its state, re-targeting what rests where the
    /// environment says (see each child's `setEnvironment`). The pointer in flight
    /// keeps its owner.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        configuration.environment = environment
        let c = configuration, w = c.width, h = c.height
        carousel.update { $0.setEnvironment(Self.nowPlayingEnvironment(environment)) }
        player.update { $0.setEnvironment(environment) }
        queue.update { $0.setEnvironment(environment) }

        var library = self.library.model.configuration
        library.environment = environment
        library.environment.safeArea.bottom = 0
        library.viewport = c.contentFrame.size
        self.library.update { $0.reconfigure(library) }
        self.library.frame = c.contentFrame

        var lyrics = self.lyrics.model.configuration
        lyrics.environment = environment
        lyrics.viewport = Size(width: w, height: max(1, h - c.lyricsHeader))
        self.lyrics.update { $0.reconfigure(lyrics) }
        self.lyrics.frame = Rect(x: 0, y: c.lyricsHeader, width: w, height: max(1, h - c.lyricsHeader))

        // Home and Search lay out again (text scale, safe areas); their scrolls keep their offsets, within range.
        layOutScreens(keepingMotion: false)
    }

    /// Lays Home and Search out again for the configuration now, their scrolls
    /// keeping their offsets within their new lengths (at rest; with
    /// `keepingMotion`, a viewport change's, what moves carries on), and builds
    /// the tree's paths again.
    mutating func layOutScreens(keepingMotion: Bool) {
        let c = configuration, home = self.home, homeLayout = ShowcaseHomeLayout(c, home)
        var scrolls = ShowcaseScrolls(
            c, home: home, layout: homeLayout, searchHeight: ShowcaseScreens.searchLayout(c).height,
            nowPlayingHeight: Self.nowPlayingMoreLayout(c, carousel: carousel).contentHeight)
        if keepingMotion { scrolls.carryOn(from: self.scrolls, at: time) } else { scrolls.keepOffsets(of: self.scrolls, at: time) }
        self.scrolls = scrolls
        fixed = ShowcaseFixed(
            paths: Self.build(
                c, home: home, homeLayout: homeLayout, player: player, carousel: carousel, library: library, lyrics: lyrics,
                queue: queue
            ).paths,
            home: home, homeLayout: homeLayout)
    }
}
