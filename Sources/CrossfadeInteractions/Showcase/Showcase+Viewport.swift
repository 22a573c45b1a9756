import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension Showcase {
    /// Lays out for `viewport` and `environment` from now on, in every child, as
    /// building the showcase hands them out: the player, Now Playing and the queue
    /// fill the viewport, the library takes the content frame above the mini player
    /// and the tab bar, the lyrics the rest below their header. Each child keeps
    /// its state and carries on what moves (see each child's `setViewport`); the
    /// tab, the sheet, the lyrics view and the mini player's swipe are kept, and
    /// Home's, its shelves' and Search's scrolls keep their offsets within their new
    /// lengths and their motion. A pointer a child or a scroll owns carries on; one
    /// the showcase's arena has not given to anyone yet ends as one cancel (the
    /// waiting events were found in the layout that is gone), before any child sees it.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        if let cancel = routing.gestures.cancelOfUndecidedPointer(at: time) { handle(cancel, layers: []) }
        configuration.viewport = viewport
        configuration.environment = environment
        let c = configuration, screen = Rect(x: 0, y: 0, width: c.width, height: c.height)
        carousel.update { $0.setViewport(screen.size, environment: Self.nowPlayingEnvironment(environment)) }
        carousel.frame = screen
        player.update { $0.setViewport(screen.size, environment: environment) }
        player.frame = screen
        queue.update { $0.setViewport(screen.size, environment: environment) }
        queue.frame = screen

        var libraryEnvironment = environment
        libraryEnvironment.safeArea.bottom = 0
        library.update { $0.setViewport(c.contentFrame.size, environment: libraryEnvironment) }
        library.frame = c.contentFrame

        let lyricsFrame = Rect(x: 0, y: c.lyricsHeader, width: c.width, height: max(1, c.height - c.lyricsHeader))
        lyrics.update { $0.setViewport(lyricsFrame.size, environment: environment) }
        lyrics.frame = lyricsFrame
        layOutScreens(keepingMotion: true)
    }
}
