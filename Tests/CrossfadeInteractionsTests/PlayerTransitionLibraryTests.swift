import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// player-transition as a library: the app's data, environment and views in,
/// events out (issue 26).
@Suite("player-transition as a library")
struct PlayerTransitionLibraryTests {
    static let viewport = Size(width: 390, height: 844)
    static let miniCentreY = 844.0 - 83 - 64 + 32

    /// The player's own scene with `configure` applied and `playback` set.
    private func scene(_ configure: (inout PlayerTransition.Configuration) -> Void = { _ in }, playback: Playback = Playback()) -> Scene {
        var configuration = PlayerTransition.Configuration(viewport: Self.viewport)
        configure(&configuration)
        var model = PlayerTransition(configuration: configuration)
        model.playback = playback
        return Scene(viewport: Self.viewport, layers: model.layers())
    }

    private func text(_ scene: Scene, _ id: String) -> TextContent? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text } else { nil }
    }

    /// Issue 26, done when: the flick trace lists `threshold` (crossed, at the move
    /// where a release would first open) then `opened` at the instant the last
    /// animator completes, not at the frame that noticed it — the same at 30, 60
    /// and 120 Hz and on jittered frames.
    @Test func aFlickListsThresholdThenOpenedTheSameAtEveryFrameRate() throws {
        let name = "player-transition/flick-40pt-1500-opens.json"
        let replay = Replay(trace: try loadTrace(name), registry: .standard)
        var random = SeededGenerator(seed: 26)
        var jittered: [Double] = [0]
        for _ in 0..<400 { jittered.append(jittered.last! + random.double(in: 0.002...0.02)) }
        let reference = try replay.run(frameRate: 120).events
        #expect(reference.map(\.kind) == [.threshold(crossed: true), .opened], "\(reference)")
        // The drag begins past the slop (the first move); the second move is the first that moves the player, at 1,500 pt/s.
        #expect(reference.first?.time == 0.017778)
        for run in [
            try replay.run(frameRate: 30), try replay.run(frameRate: 60), try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] })
        ] {
            #expect(run.events == reference)
        }
        // `opened` falls between the last 120 Hz frame still closed and the first open one.
        let opened = try #require(reference.last?.time)
        let frames = try framesWithState(name)
        let firstOpen = try #require(frames.first { $0.state["state"] == .string("open") }).time
        #expect(opened <= firstOpen && opened > firstOpen - 1.0 / 120, "opened at \(opened), first open frame \(firstOpen)")
    }

    /// A drag up past where a release would open, then back below it: crossed, then
    /// no longer; the release closes, and says so.
    @Test func aDragThatComesBackUncrossesTheThreshold() throws {
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        for step in 1...40 { driver.handle(pointer(.move, 195, Self.miniCentreY - Double(step) * 10, Double(step) / 60)) }
        for step in 1...40 { driver.handle(pointer(.move, 195, Self.miniCentreY - 400 + Double(step) * 10, (40 + Double(step)) / 60)) }
        driver.handle(pointer(.up, 195, Self.miniCentreY, 1.5))
        driver.advance(to: 3)
        let events = driver.takeEvents()
        #expect(events.map(\.kind) == [.threshold(crossed: true), .threshold(crossed: false), .closed], "\(events)")
        #expect(events.dropLast().allSatisfy { $0.time > 0 && $0.time < 1.4 })
    }

    /// The mini player's row and the full player's own Now Playing are slots, named
    /// by their full ids, listed in the replay output; a parent that fills the full
    /// player itself gets no `player.content` slot.
    @Test func slotsAreListedInTheReplayOutputWithTheirNames() throws {
        let output = try replay("player-transition/tap-opens.json").json.serialized
        #expect(output.contains(#""slot":"miniPlayer.content""#) && output.contains(#""slot":"player.content""#), "\(output.prefix(400))")
        var configuration = PlayerTransition.Configuration(viewport: Self.viewport)
        configuration.idPrefix = "player."
        configuration.drawsNowPlaying = false
        let flat = InteractionDriver<PlayerTransition>(configuration: configuration).scene.flattened
        let slots = flat.compactMap { layer -> String? in if case .slot(let name)? = layer.layer.content { name } else { nil } }
        #expect(slots == ["player.miniPlayer.content"])
        // The row's parts are the slot's children: a host that mounts its view hides them.
        #expect(flat.first { $0.id == "player.miniPlayer.title" }?.parent == "player.miniPlayer.content")
    }

    /// Reduce Motion keeps direct manipulation: the player follows the finger 1:1;
    /// the release does not travel — the player is open at once and fades in there.
    @Test func reduceMotionDragMovesThePlayerByTheFingersTravelThenCrossFades() throws {
        var driver = try make("player-transition", options: ["reduceMotion": .bool(true)])
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        for step in 1...30 {
            driver.handle(pointer(.move, 195, Self.miniCentreY - Double(step) * 12, Double(step) / 60))
            let top = try #require(driver.scene.flatLayer("player")).box.minY
            // (the slop's travel arrives with the second move)
            if step > 1 { #expect(isClose(top, 697 - Double(step) * 12, tolerance: 1e-9), "step \(step): \(top)") }
        }
        #expect(try #require(driver.scene.flatLayer("tabBar")).box.minY > 761, "the tab bar follows too")
        driver.handle(pointer(.up, 195, Self.miniCentreY - 360, 0.5))
        let player = try #require(driver.scene.flatLayer("player"))
        #expect(player.box == Rect(x: 0, y: 0, width: 390, height: 844) && player.layer.opacity < 0.01, "at once, fading in: \(player.layer.opacity)")
        #expect(driver.state["state"] == .string("open") && driver.takeEvents().last?.kind == .opened)
        driver.advance(to: 0.6)
        let fading = try #require(driver.scene.flatLayer("player")).layer.opacity
        #expect(fading > 0.05 && fading < 0.95, "\(fading)")
        driver.advance(to: 2)
        #expect(driver.scene.flatLayer("player")?.layer.opacity == 1 && driver.isAtRest)
    }

    /// The mini player, the full player's Now Playing and the card's tint show the
    /// playing track from the catalogue; its progress line and play icons follow playback.
    @Test func theRowShowsThePlayingTrackFromTheCatalogue() throws {
        let tracks = try Catalogue.tracks(parsing: "First Light | Ada Vale | 3:00 | covers/a.jpg\nSecond Wind | Bo Kestrel | 2:00 | covers/b.jpg")
        var playback = Playback()
        playback.select(1, at: 0)
        playback.play(at: 0, duration: 120)
        var configuration = PlayerTransition.Configuration(viewport: Self.viewport)
        configuration.catalogue = Catalogue(tracks: tracks)
        configuration.miniPlayerStyle = .card
        var model = PlayerTransition(configuration: configuration)
        model.playback = playback
        model.advance(to: 30)
        let scene = Scene(viewport: Self.viewport, layers: model.layers())
        #expect(text(scene, "miniPlayer.title")?.text == "Second Wind" && text(scene, "miniPlayer.artist")?.text == "Bo Kestrel")
        #expect(text(scene, "player.title")?.text == "Second Wind" && text(scene, "player.artist")?.text == "Bo Kestrel")
        guard case .artwork(let art)? = scene.flatLayer("miniPlayer.artwork")?.layer.content else { Issue.record("no artwork"); return }
        #expect(art.reference == "covers/b.jpg")
        let line = try #require(scene.flatLayer("miniPlayer.progress")).box.width
        #expect(isClose(line, (374 - 16) * 30.0 / 120, tolerance: 1e-9), "a quarter played: \(line)")
        guard case .path(let icon)? = scene.flatLayer("miniPlayer.play")?.layer.content else { Issue.record("no icon"); return }
        #expect(icon.elements.count != 4, "playing shows pause")
        #expect(!model.isAtRest, "a playing track moves the progress line")
    }

    /// Light and dark: everything the player draws of its own comes from the palette.
    @Test(arguments: [(#line, "dark", Palette.dark), (#line, "light", Palette.light)])
    func lightAndDarkDrawWithThePalettesColours(line: Int, appearance: String, palette: Palette) throws {
        let driver = try make("player-transition", options: ["appearance": .string(appearance)])
        let scene = driver.scene
        #expect(scene.background == palette.background && scene.flatLayer("home")?.layer.fill == palette.background, "line \(line)")
        #expect(
            scene.flatLayer("tabBar")?.layer.fill == palette.tabBar && scene.flatLayer("miniPlayer")?.layer.fill == palette.surface, "line \(line)")
        #expect(text(scene, "miniPlayer.title")?.color == palette.primaryText && text(scene, "miniPlayer.artist")?.color == palette.secondaryText)
        #expect(text(scene, "home.title")?.color == palette.primaryText && text(scene, "tabBar.item.1.title")?.color == palette.secondaryText)
    }

    /// Dynamic Type: every font grows with the text scale, and so do the text frames' heights.
    @Test func textScaleGrowsFontsAndTheirFrames() throws {
        let normal = scene(), large = scene { $0.environment.textScale = 2 }
        for id in ["home.title", "tabBar.item.0.title", "miniPlayer.title", "miniPlayer.artist", "player.header", "player.title", "player.artist"] {
            let a = try #require(text(normal, id)), b = try #require(text(large, id))
            #expect(b.fontSize == 2 * a.fontSize, "\(id): \(a.fontSize) → \(b.fontSize)")
            let frame = try #require(large.flatLayer(id)).layer.frame
            #expect(frame.height >= TextMetrics.lineHeight(fontSize: b.fontSize), "\(id) is \(frame.height) pt tall for \(b.fontSize) pt text")
        }
        // The artist line sits under the taller title, the controls under both.
        let title = try #require(large.flatLayer("player.title")).box, artist = try #require(large.flatLayer("player.artist")).box
        let controls = try #require(large.flatLayer("player.controls")).box
        #expect(artist.minY >= title.maxY && controls.minY >= artist.maxY)
    }

    /// Right to left: the mini player's row, the chevron, the titles' alignment and
    /// the tabs mirror; the transport keeps its direction.
    @Test func rightToLeftMirrorsTheRowTheChevronTheTitlesAndTheTabs() throws {
        let ltr = scene(), rtl = scene { $0.environment.layoutDirection = .rightToLeft }
        for id in ["miniPlayer.artwork", "miniPlayer.title", "miniPlayer.play", "player.chevron", "tabBar.item.0"] {
            let a = try #require(ltr.flatLayer(id)).box, b = try #require(rtl.flatLayer(id)).box
            #expect(isClose(a.minX, 390 - b.maxX, tolerance: 1e-9) && a.width == b.width, "\(id): \(a) vs \(b)")
        }
        for id in ["player.title", "player.artist", "miniPlayer.title", "home.title"] {
            #expect(text(ltr, id)?.alignment == .leading && text(rtl, id)?.alignment == .trailing, "\(id)")
        }
        #expect(rtl.flatLayer("player.next")?.box == ltr.flatLayer("player.next")?.box, "playback controls keep their direction")
    }

    /// Every spring is an option tagged with its spring, and the six environment
    /// options come with the model's own.
    @Test func springsAreOptionsAndTheEnvironmentIsTheSharedSix() {
        let specs = PlayerTransition.options.specs
        let springs = specs.compactMap { spec in spec.springPart.map { "\(spec.name):\($0.spring).\($0.parameter.rawValue)" } }
        #expect(
            springs == [
                "duration:frame.duration", "dampingRatio:frame.dampingRatio",
                "rubberBandResponse:rubberBand.response", "rubberBandDampingRatio:rubberBand.dampingRatio",
                "fadeResponse:fade.response", "fadeDampingRatio:fade.dampingRatio"
            ])
        #expect(Array(specs.map(\.name).suffix(6)) == ["topSafeArea", "bottomSafeArea", "rtl", "reduceMotion", "textScale", "appearance"])
    }
}
