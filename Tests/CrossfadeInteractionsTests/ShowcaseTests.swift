import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

@Suite("showcase")
struct ShowcaseTests {
    /// Every frame of a showcase trace: time, state and scene.
    private func run(_ trace: String, fps: Double = 120, at: Double? = nil) throws -> [(time: Double, state: InteractionState, scene: Scene)] {
        try framesWithState("showcase/" + trace, fps: fps, at: at)
    }

    /// A child's nested state (empty when missing, so a check on it fails plainly).
    private func child(_ state: InteractionState, _ key: String) -> InteractionState { state.child(key) ?? InteractionState([]) }

    @Test func theMiniPlayerDraggedUpOpensTheFullPlayerAndTheTabBarSlidesAway() throws {
        let frames = try run("open-player-by-drag.json")
        let last = try #require(frames.last)
        #expect(child(last.state, "player")["state"] == .string("open"))
        #expect(try #require(last.scene.flatLayer("player.player")).box == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(try #require(last.scene.flatLayer("tabBar")).box.minY >= 844, "the tab bar slid out of view")
        // Now Playing is the carousel, inside the full player.
        #expect(try #require(last.scene.flatLayer("carousel.cover.0")).box.midX == 195)
        #expect(last.scene.flatLayer("carousel.cover.0")?.parent == "carousel.carousel")
    }

    /// A horizontal drag on the covers pages the carousel; the player never moves.
    @Test func aHorizontalDragOnTheCoversPagesTheCarouselWithoutClosingThePlayer() throws {
        let frames = try run("page-carousel-keeps-player-open.json")
        for frame in frames where frame.time >= 1.0 {
            #expect(child(frame.state, "player")["progress"] == .number(1), "at \(frame.time)")
        }
        let last = try #require(frames.last)
        #expect(child(last.state, "carousel")["centered"] == .int(1) && last.state["track"] == .int(1))
        #expect(child(last.state, "player")["state"] == .string("open"))
    }

    /// A vertical drag that starts on the covers closes the player; the covers never page.
    @Test func aVerticalDragStartingOnTheCoversClosesThePlayer() throws {
        let frames = try run("vertical-drag-on-covers-closes-player.json")
        for frame in frames where frame.time >= 1.0 {
            #expect(try #require(frame.scene.flatLayer("carousel.cover.0")).layer.frame.origin.x == 34, "the covers stayed at \(frame.time)")
        }
        let mid = try #require(frames.first { $0.time >= 1.3 })
        #expect(child(mid.state, "player")["phase"] == .string("dragging"), "the player follows the finger: \(mid.state)")
        let last = try #require(frames.last)
        #expect(child(last.state, "player")["state"] == .string("closed") && child(last.state, "carousel")["centered"] == .int(0))
    }

    /// The slider's thumb takes its own drag (even a diagonal one): it seeks, and the player stays open.
    @Test func theSliderTakesItsOwnDrag() throws {
        let frames = try run("slider-drag-keeps-player-open.json")
        for frame in frames where frame.time >= 1.0 {
            #expect(child(frame.state, "player")["progress"] == .number(1), "at \(frame.time)")
        }
        let last = try #require(frames.last)
        let elapsed = try #require(child(last.state, "carousel")["elapsed"]?.number)
        #expect(isClose(elapsed, 150.0 / 322 * 150, tolerance: 1e-6), "seeked by the finger's travel: \(elapsed)")
    }

    /// The mini player's play button plays and pauses; it never opens the player.
    @Test func theMiniPlayersPlayButtonTogglesPlaybackWithoutOpening() throws {
        let frames = try run("mini-play-plays-without-opening.json", at: 2)
        let last = try #require(frames.last)
        #expect(last.state["playing"] == .bool(true) && child(last.state, "player")["state"] == .string("closed"))
        #expect(frames.allSatisfy { child($0.state, "player")["progress"] == .number(0) }, "the player never moved")
        // Its progress line follows the clock: 1.92 s of 150 s.
        let line = try #require(last.scene.flatLayer("player.miniPlayer.progress")).box.width
        #expect(isClose(line, (374 - 16) * 1.92 / 150, tolerance: 1e-6), "\(line)")
    }

    /// A horizontal swipe on the mini player changes the track, everywhere.
    @Test func aSwipeOnTheMiniPlayerChangesTheTrackEverywhere() throws {
        let last = try #require(try run("mini-swipe-next-track.json").last)
        #expect(last.state["track"] == .int(1) && child(last.state, "carousel")["centered"] == .int(1))
        #expect(child(last.state, "player")["state"] == .string("closed"))
        guard case .text(let title)? = last.scene.flatLayer("player.miniPlayer.title")?.layer.content,
            case .text(let row)? = last.scene.flatLayer("queue.card.row.0.title")?.layer.content
        else {
            Issue.record("no titles")
            return
        }
        // The catalogue's tracks 1 and 2, as Now Playing shows them.
        #expect(title.text == "Paper Satellites" && row.text == "Glass Weather", "mini player and queue follow: \(title.text), \(row.text)")
    }

    /// The lyric card in front follows the playback clock: the line sung now comes forward.
    @Test(arguments: [(#line, 4.0, 0), (#line, 4.9, 1), (#line, 8.7, 2)])
    func theLyricsFollowTheClock(line: Int, at: Double, front: Int) throws {
        let frame = try #require(try run("lyrics-follow-the-clock.json", at: at).last)
        #expect(child(frame.state, "lyrics")["front"] == .int(front), "line \(line): \(frame.state)")
        #expect(frame.state["lyricsOpen"] == .bool(true) && child(frame.state, "player")["state"] == .string("open"))
        let view = try #require(frame.scene.flatLayer("lyricsView")).box
        #expect(view.minY == 0, "the lyrics view is up: \(view)")
    }

    /// The queue card over the full player: scrolled, then one drag down scrolls
    /// its content to the top and the rest dismisses it; the player never moves.
    @Test func theQueueScrollsThenDismissesByTheHandOff() throws {
        let frames = try run("queue-scroll-then-dismiss-by-hand-off.json")
        let scrolled = try #require(frames.first { $0.time >= 2.75 })
        let queue = child(scrolled.state, "queue")
        #expect(queue["presented"] == .bool(true) && queue["contentOffset"] == .number(200), "\(queue)")
        // During the second drag the card stays until the content is at its top.
        var handedOff = false
        for frame in frames where frame.time > 2.8 && frame.time < 3.6 {
            let offset = child(frame.state, "queue")["contentOffset"]?.number ?? -1
            let top = try #require(frame.scene.flatLayer("queue.card")).box.minY
            if offset > 0 { #expect(top == 57, "the card waits while the content scrolls: \(top) at \(frame.time)") } else { handedOff = true }
            #expect(child(frame.state, "player")["progress"] == .number(1))
        }
        #expect(handedOff)
        let last = try #require(frames.last)
        #expect(child(last.state, "queue")["presented"] == .bool(false) && child(last.state, "player")["state"] == .string("open"))
    }

    /// Your Library pages to Podcasts (through Albums) and a page takes the vertical
    /// drag. (Episodes lists the catalogue's sixteen episodes, longer than the page:
    /// the list stays where the finger left it, 250 pt down.)
    @Test func theLibraryPagesToPodcastsAndScrolls() throws {
        let frames = try run("library-to-podcasts-then-scroll.json")
        let last = try #require(frames.last)
        let library = child(last.state, "library")
        #expect(library["category"] == .int(1) && library["subcategory"] == .int(0) && library["contentOffset"] == .number(250), "\(library)")
        #expect(frames.contains { (child($0.state, "library")["contentOffset"]?.number ?? 0) > 50 }, "the list followed the vertical drag")
        #expect(try #require(last.scene.flatLayer("library.pager.page.1.0")).box.minX == 0)
    }

    @Test func aHomeTilePlaysItsTrack() throws {
        let last = try #require(try run("home-tile-plays-its-track.json", at: 1).last)
        #expect(last.state["tab"] == .int(0) && last.state["track"] == .int(3) && last.state["playing"] == .bool(true))
        #expect(try #require(last.scene.flatLayer("home")).layer.opacity == 1 && last.scene.flatLayer("library")?.layer.opacity == 0)
    }

    /// Nothing overlaps at any instant of the transition: the mini player's texts
    /// and button never meet the full player's content while both show.
    @Test func nothingOverlapsDuringTheTransition() throws {
        for trace in ["open-player-by-drag.json", "filmstrip.json"] {
            for frame in try run(trace, fps: 60) {
                let flat = frame.scene.flattened
                let shown = visibleLeaves(flat)
                let mini = shown.filter { $0.id.hasPrefix("player.miniPlayer.") }
                let full = shown.filter {
                    ($0.id.hasPrefix("carousel.") || $0.id.hasPrefix("nowPlaying.") || $0.id == "player.player.chevron")
                        && $0.id != "nowPlaying.background"
                }
                for a in mini {
                    for b in full where overlaps(a.box, b.box) {
                        Issue.record("\(trace) at \(frame.time): \(a.id) \(a.box) overlaps \(b.id) \(b.box)")
                    }
                }
            }
        }
    }

    /// Actions are addressed `child.action`; state nests each child's; ids carry each child's prefix.
    @Test func actionsStateAndIDsAreAddressedPerChild() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        try driver.perform(InteractionAction("carousel.next"), at: 0.1)
        try driver.perform(InteractionAction("library.selectCategory", ["index": .int(1)]), at: 0.2)
        try driver.perform(InteractionAction("queue.present"), at: 0.3)
        driver.advance(to: 3)
        #expect(driver.state.child("player")?["state"] == .string("open") && driver.state["track"] == .int(1))
        #expect(driver.state.child("library")?["category"] == .int(1) && driver.state.child("queue")?["presented"] == .bool(true))
        #expect(
            driver.state.entries.map(\.key) == [
                "tab", "phase", "track", "playing", "lyricsOpen", "liked", "statusBar", "sheet", "homeOffset",
                "searchOffset", "playingFrom"
            ])
        #expect(driver.state.nested.map(\.key) == ["player", "carousel", "library", "lyrics", "queue"])
        for id in [
            "tabBar", "tab.0", "tab.2", "player.miniPlayer", "player.player", "carousel.cover.1", "library.pager.indicator", "lyrics.card.0",
            "queue.card", "home", "search"
        ] {
            #expect(driver.scene.flatLayer(id) != nil, "\(id)")
        }
        for bad in ["player.fly", "nope.open", "carousel"] {
            #expect(throws: InteractionError.unknownAction(bad)) { try driver.perform(InteractionAction(bad), at: 3) }
        }
        #expect(throws: InteractionError.self) { try driver.perform(InteractionAction("library.selectCategory"), at: 3) }
    }

    /// A tap on a row of the queue plays that track (the rows are the tracks after the current one).
    @Test func aTapOnAQueueRowPlaysItsTrack() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        try driver.perform(InteractionAction("queue.present"), at: 0.8)
        driver.advance(to: 2)
        let row = try #require(driver.scene.flatLayer("queue.card.row.2")).box
        driver.handle(pointer(.down, row.midX, row.midY, 2.1))
        driver.handle(pointer(.up, row.midX, row.midY, 2.18))
        driver.advance(to: 4)
        #expect(driver.state["track"] == .int(3) && driver.state["playing"] == .bool(true), "\(driver.state)")
        #expect(driver.state.child("queue")?["presented"] == .bool(true) && driver.state.child("player")?["state"] == .string("open"))
    }

    /// Right to left mirrors every child: the tab bar, the mini player, the library's labels, the covers' transport.
    @Test func rightToLeftMirrorsEveryChild() throws {
        let ltr = try make("showcase"), rtl = try make("showcase", options: ["rtl": .bool(true)])
        for id in [
            "tab.0", "tab.2", "player.miniPlayer.artwork", "player.miniPlayer.play", "library.pager.category.0", "library.pager.indicator",
            "carousel.button.shuffle", "nowPlaying.like", "home.tile.0"
        ] {
            let a = try #require(ltr.scene.flatLayer(id)).box, b = try #require(rtl.scene.flatLayer(id)).box
            #expect(isClose(a.minX, 390 - b.maxX, tolerance: 1e-9) && isClose(a.width, b.width, tolerance: 1e-9), "\(id): \(a) vs \(b)")
        }
    }

    /// Reduce Motion: the player cross-fades in place and the lyrics view fades, nothing slides.
    @Test func reduceMotionCrossFadesEveryChild() throws {
        var driver = try make("showcase", options: ["reduceMotion": .bool(true)])
        try driver.perform(InteractionAction("openLyrics"), at: 0)
        driver.advance(to: 0.15)
        let player = try #require(driver.scene.flatLayer("player.player")), lyrics = try #require(driver.scene.flatLayer("lyricsView"))
        #expect(
            player.box == Rect(x: 0, y: 0, width: 390, height: 844) && player.layer.opacity > 0.05 && player.layer.opacity < 0.95, "\(player.box)")
        #expect(lyrics.box.minY == 0 && lyrics.layer.opacity > 0.05 && lyrics.layer.opacity < 0.95, "\(lyrics.box) \(lyrics.layer.opacity)")
        driver.advance(to: 3)
        #expect(driver.state.child("player")?["state"] == .string("open") && driver.scene.flatLayer("lyricsView")?.layer.opacity == 1)
    }

    @Test(arguments: [
        "open-player-by-drag.json", "page-carousel-keeps-player-open.json", "queue-scroll-then-dismiss-by-hand-off.json",
        "mini-swipe-next-track.json", "library-to-podcasts-then-scroll.json"
    ])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence("showcase/" + trace, instants: [0.1, 0.4, 1.1, 2.0, 3.0])
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Leaves (content-bearing layers) whose opacity, through their ancestors, shows.
    private func visibleLeaves(_ flat: [FlatLayer]) -> [(id: String, box: Rect)] {
        var opacity: [String: Double] = [:]
        var result: [(id: String, box: Rect)] = []
        for layer in flat {
            let shown = layer.layer.opacity * (layer.parent.flatMap { opacity[$0] } ?? 1)
            opacity[layer.layer.id] = shown
            if shown > 0.02, layer.layer.content != nil, layer.box.width > 0, layer.box.height > 0 { result.append((layer.layer.id, layer.box)) }
        }
        return result
    }
}
