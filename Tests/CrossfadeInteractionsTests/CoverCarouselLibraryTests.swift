import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// cover-carousel as a library (issue 26): the app's tracks from the catalogue
/// (or the `tracks` option), each cover a slot, playback as an input with
/// requests up in a parent, events out, one environment, Reduce Motion that keeps
/// direct manipulation, every spring an option, and the geometry a parent needs.
@Suite("cover-carousel as a library")
struct CoverCarouselLibraryTests {
    static let viewport = Size(width: 390, height: 844)

    static func text(_ layer: Layer?) -> TextContent? {
        if case .text(let text)? = layer?.content { text } else { nil }
    }

    static func artworkReference(_ layer: Layer?) -> String? {
        if case .artwork(let art)? = layer?.content { art.reference } else { nil }
    }

    @Test func aCustomTrackListShowsItsTitlesArtistsAndArtwork() throws {
        let first = try replay("cover-carousel/custom-tracks.json", at: 0.1)
        #expect(Self.text(first.scene.layer("title"))?.text == "Northern Lights" && Self.text(first.scene.layer("artist"))?.text == "Aurora Fields")
        #expect(Self.artworkReference(first.scene.layer("cover.0.artwork")) == "covers/northern.jpg")
        #expect(Self.artworkReference(first.scene.layer("cover.1.artwork")) == "covers/second.jpg")
        #expect(first.scene.layer("cover.3") == nil, "three tracks, three covers")
        let second = try replay("cover-carousel/custom-tracks.json", at: 1.4)
        #expect(Self.text(second.scene.layer("title"))?.text == "Second Wind" && Self.text(second.scene.layer("artist"))?.text == "The Relays")
        let last = try replay("cover-carousel/custom-tracks.json")
        #expect(last.state["track"] == .int(2) && last.state["centered"] == .int(2) && last.state["elapsed"] == .number(30))
        #expect(Self.text(last.scene.layer("title"))?.text == "Harbour" && Self.text(last.scene.layer("artist"))?.text == "Lena Moss")
        #expect(Self.text(last.scene.layer("slider.remaining"))?.text == "-3:40", "4:10 long, at 0:30")
        // No title says which track it is.
        for layer in last.scene.flattened { #expect(Self.text(layer.layer)?.text.contains(" · ") != true, "\(layer.id)") }
    }

    @Test func aBadTrackListIsOneLineNamingTheLine() {
        #expect(throws: InteractionError.invalidOption(name: "tracks", reason: "line 2: duration '3:5' must be m:ss (e.g. 3:07), longer than 0:00")) {
            try make("cover-carousel", options: ["tracks": .string("A | B | 3:05 | a.jpg\nC | D | 3:5 | c.jpg")])
        }
    }

    @Test func replayOutputListsEachCoverAsASlotWithItsArtworkInside() throws {
        let result = try replay("cover-carousel/flick-3000-one-cover.json")
        guard case .array(let layers)? = result.json["layers"] else { Issue.record("no layers"); return }
        var slots: [String] = []
        for layer in layers {
            guard case .string(let id)? = layer["id"] else { continue }
            if case .string(let name)? = layer["slot"] {
                #expect(name == id)
                slots.append(name)
            }
            if id.hasSuffix(".artwork") { #expect(layer["parent"] == .string(String(id.dropLast(".artwork".count)))) }
        }
        #expect(slots == (0...4).map { "cover.\($0)" }, "the covers near the screen around cover 1: \(slots)")
        #expect(Self.artworkReference(result.scene.layer("cover.1.artwork")) == "demo-1")
    }

    /// (line, trace, the events): the same events at the same instants at 30, 60 and 120 Hz and on jittered frames.
    @Test(arguments: [
        (#line, "flick-3000-one-cover.json", ["centered index=1", "track index=1"]),
        (#line, "slow-drag-40-percent-back.json", []),
        (#line, "slow-drag-60-percent-next.json", ["centered index=1", "track index=1"]),
        (#line, "play-through-track-end.json", ["track index=1", "centered index=1"]),
        (#line, "reduce-motion-next.json", ["track index=1", "centered index=1"]),
        (#line, "reduce-motion-drag.json", ["centered index=1", "track index=1"]),
        (#line, "custom-tracks.json", ["track index=1", "centered index=1", "centered index=2", "track index=2"]),
        // Actions 0.6 s apart: the covers never rest between them (their snap takes about a second).
        (
            #line, "actions.json",
            [
                "track index=1", "track index=2", "track index=1", "track index=5", "track index=6", "track index=5",
                "centered index=5"
            ]
        )
    ])
    func eventsHappenAtTheirInstantsAtEveryFrameRate(line: Int, trace: String, expected: [String]) throws {
        let events = try EventReplays.sameAtEveryFrameRate("cover-carousel/" + trace)
        #expect(events.map(\.description) == expected, "line \(line)")
    }

    /// A track's end starts the next at that exact instant; a cover adopted by a drag plays from the carousel's rest.
    @Test func theTrackChangesAtTheInstantsPlaybackAndTheCarouselSay() throws {
        // (At 24.7 Hz no frame falls on the end instant.)
        let end = try replay("cover-carousel/play-through-track-end.json", fps: 24.7, at: 3).events
        #expect(end.first == InteractionEvent(.track(index: 1), at: 2), "150 s long, played from 148 s at 0: \(end)")
        let flick = try replay("cover-carousel/flick-3000-one-cover.json").events
        #expect(flick.count == 2 && flick[0].time == flick[1].time && flick[0].time > 0.2, "\(flick)")
    }

    /// Reduce Motion keeps direct manipulation: a dragged cover moves by exactly the finger's travel.
    @Test(arguments: [false, true])
    func aDraggedCoverFollowsTheFinger(reduceMotion: Bool) throws {
        var driver = try make("cover-carousel", options: ["reduceMotion": .bool(reduceMotion)])
        let start = try #require(driver.scene.flatLayer("cover.1")).box.midX
        driver.handle(pointer(.down, 300, 272, 0))
        for step in 1...20 { driver.handle(pointer(.move, 300 - Double(step) * 6, 272, Double(step) / 60)) }
        let cover = try #require(driver.scene.flatLayer("cover.1"))
        #expect(isClose(cover.box.midX, start - 120, tolerance: 1e-9) && cover.layer.opacity > 0.3, "reduceMotion \(reduceMotion): \(cover.box.midX)")
    }

    @Test(arguments: [InteractionEnvironment.Appearance.dark, .light])
    func drawsWithTheAppearancesPalette(appearance: InteractionEnvironment.Appearance) throws {
        let palette = InteractionEnvironment(appearance: appearance).palette
        var driver = try make("cover-carousel", options: ["appearance": .string(appearance.rawValue)])
        try driver.perform(InteractionAction("toggleShuffle"), at: 0)
        let scene = driver.scene
        #expect(scene.background == palette.background)
        #expect(Self.text(scene.layer("title"))?.color == palette.primaryText && Self.text(scene.layer("artist"))?.color == palette.secondaryText)
        #expect(
            Self.text(scene.layer("header"))?.color == palette.secondaryText
                && Self.text(scene.layer("slider.elapsed"))?.color == palette.secondaryText)
        #expect(scene.layer("button.play")?.fill == palette.primaryText && scene.layer("slider.thumb")?.fill == palette.primaryText)
        guard case .path(let play)? = scene.layer("button.play.icon")?.content, case .path(let next)? = scene.layer("button.next.icon")?.content,
            case .path(let shuffle)? = scene.layer("button.shuffle.icon")?.content
        else { Issue.record("icons"); return }
        #expect(play.fill == palette.background && next.fill == palette.primaryText && shuffle.stroke == palette.accent)
    }

    /// Text grows with the text scale; its frames grow with it and push the slider and the transport row down.
    @Test func textScaleGrowsFontsAndMovesTheRowsBelow() throws {
        let plain = try make("cover-carousel").scene, scaled = try make("cover-carousel", options: ["textScale": .number(1.5)]).scene
        #expect(Self.text(scaled.layer("title"))?.fontSize == 33 && scaled.layer("title")?.frame.height == 45)
        #expect(Self.text(scaled.layer("artist"))?.fontSize == 24 && Self.text(scaled.layer("slider.elapsed"))?.fontSize == 16.5)
        // Header, title, artist and times are 20 + 30 + 22 + 16 pt at the default size: half as much again below them.
        let moved = try #require(scaled.flatLayer("button.play")).box.minY - (try #require(plain.flatLayer("button.play")).box.minY)
        #expect(moved == 44, "\(moved)")
    }

    /// The transport row a parent lays its own rows out under: the five buttons inside it, following the text scale.
    @Test(arguments: [1.0, 2.0])
    func theTransportRowFrameHoldsTheButtons(textScale: Double) throws {
        var configuration = CoverCarousel.Configuration(viewport: Self.viewport)
        configuration.environment.textScale = textScale
        let row = configuration.transportRowFrame
        let driver = InteractionDriver<CoverCarousel>(configuration: configuration)
        for id in ["button.shuffle", "button.previous", "button.play", "button.next", "button.repeat"] {
            let box = try #require(driver.scene.flatLayer(id)).box
            #expect(box.minX >= row.minX && box.maxX <= row.maxX && box.minY >= row.minY && box.maxY <= row.maxY, "\(id): \(box) in \(row)")
        }
        #expect(try #require(driver.scene.flatLayer("button.play")).box == Rect(x: 158, y: row.minY, width: 74, height: 74))
    }

    /// In a parent it shows the parent's playback: what its controls would do goes
    /// up as requests, and the covers follow the track the parent hands back.
    @Test func inAParentItAsksForPlaybackAndFollowsIt() throws {
        var configuration = CoverCarousel.Configuration(viewport: Self.viewport)
        configuration.ownsPlayback = false
        var carousel = CoverCarousel(configuration: configuration)
        try carousel.perform(.next)
        try carousel.perform(.togglePlay)
        #expect(carousel.playbackRequests == [PlaybackRequest(.select(1), at: 0), PlaybackRequest(.play, at: 0)])
        #expect(carousel.playback == Playback() && carousel.state["playing"] == .bool(false))
        // The parent applies them and hands its playback back.
        var playback = carousel.playback
        for request in carousel.playbackRequests { playback.apply(request, durations: { Catalogue.demo.track($0).duration }) }
        carousel.playbackRequests.removeAll()
        carousel.playback = playback
        carousel.advance(to: 3)
        #expect(carousel.state["track"] == .int(1) && carousel.state["centered"] == .int(1) && carousel.state["playing"] == .bool(true))
        // It moves to a track the parent chose, and says when it rests there (the track is the parent's to announce).
        playback.select(4, at: 3)
        carousel.playback = playback
        carousel.advance(to: 6)
        #expect(carousel.state["centered"] == .int(4) && carousel.playbackRequests.isEmpty)
        #expect(carousel.events.events.map(\.kind) == [.centered(index: 1), .centered(index: 4)])
    }

    /// A track that ends in the parent's playback between two frames moves the
    /// covers from its end instant, as a carousel that owns its playback does.
    @Test(arguments: [30.0, 120])
    func inAParentATrackEndMovesTheCoversFromItsInstant(fps: Double) throws {
        var owner = try make("cover-carousel")
        try owner.perform(InteractionAction("seek", ["time": .number(148)]), at: 0)
        try owner.perform(InteractionAction("play"), at: 0)
        owner.advance(to: 2.3)
        var configuration = CoverCarousel.Configuration(viewport: Self.viewport)
        configuration.ownsPlayback = false
        var child = CoverCarousel(configuration: configuration)
        var playback = Playback()
        playback.seek(to: 148, at: 0, duration: 150)
        playback.play(at: 0, duration: 150)
        child.playback = playback
        var layers = child.makeLayers()
        for frame in 1...Int((2.3 * fps).rounded()) {
            let t = Double(frame) / fps
            playback.advance(to: t, durations: { Catalogue.demo.track($0).duration }, count: 12)
            child.playback = playback
            child.advance(to: t)
        }
        child.updateLayers(&layers)
        let drawn = try #require(layers.layer("cover.1")).frame.minX, expected = try #require(owner.scene.layer("cover.1")).frame.minX
        #expect(isClose(drawn, expected, tolerance: 1e-9), "at \(fps) Hz: \(drawn) vs \(expected)")
    }

    @Test func everySpringIsAnOptionAndTheDefaultsAgree() throws {
        let specs = CoverCarousel.options.specs
        var springs: [String: [OptionSpec.SpringPart.Parameter]] = [:]
        for spec in specs { if let part = spec.springPart { springs[part.spring, default: []].append(part.parameter) } }
        #expect(springs.keys.sorted() == ["fade", "snap", "thumb"])
        #expect(springs.values.allSatisfy { Set($0) == [.response, .dampingRatio] })
        for name in ["topSafeArea", "bottomSafeArea", "rtl", "reduceMotion", "textScale", "appearance", "tracks"] {
            #expect(specs.contains { $0.name == name }, "\(name)")
        }
        let base = CoverCarousel.Configuration(viewport: Self.viewport)
        #expect(try CoverCarousel.options.configureWithDefaults(base) == base)
    }
}
