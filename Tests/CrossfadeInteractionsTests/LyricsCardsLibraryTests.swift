import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// lyrics-cards as a library: the app's data, environment and views in, events
/// out (issue 26).
@Suite("lyrics-cards as a library")
struct LyricsCardsLibraryTests {
    static let viewport = Size(width: 390, height: 844)

    private func scene(_ configure: (inout LyricsCards.Configuration) -> Void = { _ in }) -> Scene {
        var configuration = LyricsCards.Configuration(viewport: Self.viewport)
        configure(&configuration)
        return InteractionDriver<LyricsCards>(configuration: configuration).scene
    }

    private func text(_ scene: Scene, _ id: String) -> TextContent? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text } else { nil }
    }

    /// Issue 26, done when: the lyric swap trace lists `threshold` crossed at the
    /// instant the drag passes 80 pt (the first move beyond it) and a `swap` at the
    /// release — the same at 30, 60 and 120 Hz and on jittered frames.
    @Test func theSwapTraceListsThresholdAt80PointsAndASwapTheSameAtEveryFrameRate() throws {
        let name = "lyrics-cards/release-81pt-slow-swaps.json"
        let trace = try loadTrace(name)
        let moves = trace.events.compactMap { if case .pointer(let event) = $0, event.phase == .move { event } else { nil } }
        let past80 = try #require(moves.first { $0.location.y - 440 > 80 })
        let release = try #require(trace.events.last).time
        let replay = Replay(trace: trace, registry: .standard)
        var random = SeededGenerator(seed: 80)
        var jittered: [Double] = [0]
        for _ in 0..<400 { jittered.append(jittered.last! + random.double(in: 0.002...0.02)) }
        let reference = try replay.run(frameRate: 120).events
        #expect(
            reference == [InteractionEvent(.threshold(crossed: true), at: past80.time), InteractionEvent(.swap(from: 0, to: 1), at: release)],
            "\(reference)")
        for run in [
            try replay.run(frameRate: 30), try replay.run(frameRate: 60), try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] })
        ] {
            #expect(run.events == reference)
        }
    }

    /// Back below the dismissal offset, the threshold is no longer crossed; a drag
    /// that never reaches it (or a one-line deck, which never swaps) sends nothing.
    @Test func aDragBackBelowTheOffsetUncrossesAndAShortOneSendsNothing() throws {
        var driver = try make("lyrics-cards")
        driver.handle(pointer(.down, 195, 440, 0))
        for step in 1...50 { driver.handle(pointer(.move, 195, 440 + Double(step) * 2, Double(step) / 60)) }
        for step in 1...20 { driver.handle(pointer(.move, 195, 540 - Double(step) * 2, (50 + Double(step)) / 60)) }
        driver.handle(pointer(.up, 195, 500, 1.5))
        driver.advance(to: 3)
        #expect(driver.takeEvents().map(\.kind) == [.threshold(crossed: true), .threshold(crossed: false)])
        #expect(driver.state["front"] == .int(0))
        #expect(try replay("lyrics-cards/release-79pt-slow-no-swap.json").events.isEmpty)
        #expect(try replay("lyrics-cards/single-card-springs-back.json").events.isEmpty)
        // Actions swap too, and say so.
        #expect(
            try replay("lyrics-cards/actions-next-previous-seek.json").events.map(\.kind)
                == [.swap(from: 0, to: 1), .swap(from: 1, to: 2), .swap(from: 2, to: 1), .swap(from: 1, to: 6)])
    }

    /// Each card is a slot named by its full id, listed in the replay output; its
    /// drawing of the line is its children.
    @Test func cardsAreSlotsListedInTheReplayOutputWithTheirNames() throws {
        let output = try replay("lyrics-cards/release-81pt-slow-swaps.json").json.serialized
        #expect(output.contains(#""slot":"card.1""#) && output.contains(#""slot":"card.2""#), "\(output.prefix(400))")
        var configuration = LyricsCards.Configuration(viewport: Self.viewport)
        configuration.idPrefix = "lyrics."
        let flat = InteractionDriver<LyricsCards>(configuration: configuration).scene.flattened
        let slots = flat.compactMap { layer -> String? in if case .slot(let name)? = layer.layer.content { name } else { nil } }
        #expect(slots.sorted() == ["lyrics.card.0", "lyrics.card.1"])
        #expect(flat.first { $0.id == "lyrics.card.0.text" }?.parent == "lyrics.card.0")
    }

    /// Reduce Motion keeps direct manipulation: the card follows the finger 1:1.
    /// Released short, it is home at once and fades in; released past the offset,
    /// the next card is in front at once, fading in, the old one behind it.
    @Test func reduceMotionDragFollowsTheFingerAndReleasesCrossFade() throws {
        for (travel, swaps) in [(60.0, false), (120.0, true)] {
            var driver = try make("lyrics-cards", options: ["reduceMotion": .bool(true)])
            driver.handle(pointer(.down, 195, 440, 0))
            let steps = Int(travel / 4)
            for step in 1...steps {
                driver.handle(pointer(.move, 195, 440 + Double(step) * 4, Double(step) / 60))
                let ty = try #require(driver.scene.flatLayer("card.0")).layer.transform.ty
                // (past the slop: the travel arrives with the next move)
                if step > 3 { #expect(isClose(ty, Double(step) * 4, tolerance: 1e-9), "step \(step): \(ty)") }
            }
            driver.handle(pointer(.up, 195, 440 + travel, Double(steps) / 60 + 0.1))
            let front = try #require(driver.scene.flatLayer(swaps ? "card.1" : "card.0")).layer
            #expect(front.transform == .identity && front.opacity < 0.01, "\(travel) pt: \(front.transform), \(front.opacity)")
            if swaps {
                let back = try #require(driver.scene.flatLayer("card.0")).layer
                #expect(isClose(back.transform.ty, -30, tolerance: 1e-9) && back.zPosition == 1, "the old card is behind at once")
            }
            driver.advance(to: 3)
            #expect(driver.scene.flatLayer(swaps ? "card.1" : "card.0")?.layer.opacity == 1 && driver.isAtRest)
            #expect(driver.state["front"] == .int(swaps ? 1 : 0))
        }
    }

    /// The deck is the catalogue track's lyrics, and every card names the track.
    @Test func theDeckAndFooterComeFromTheCatalogue() throws {
        let standard = scene()
        #expect(text(standard, "card.0.footer")?.text == "Every Frame · The Quiet Engines")
        let third = Catalogue.demo.tracks[2]
        let other = scene { $0.track = 2 }
        #expect(text(other, "card.0.text")?.text.split(separator: "\n").joined(separator: " ") == third.lyrics.lines[0].text)
        #expect(text(other, "card.0.footer")?.text == "Glass Weather · Mira Okafor")
        // An `lrc` that names its song names it on the cards.
        let tagged = try make("lyrics-cards", options: ["lrc": .string("[ti:Harbour]\n[ar:Nell Ferry]\n[00:01.00] Lights on the water")]).scene
        #expect(text(tagged, "card.0.footer")?.text == "Harbour · Nell Ferry")
    }

    /// Light and dark: the background and its title come from the palette (the
    /// cards are the lines' own tints).
    @Test(arguments: [(#line, "dark", Palette.dark), (#line, "light", Palette.light)])
    func lightAndDarkDrawWithThePalettesColours(line: Int, appearance: String, palette: Palette) throws {
        let scene = try make("lyrics-cards", options: ["appearance": .string(appearance)]).scene
        #expect(scene.background == palette.background && scene.flatLayer("lyrics.background")?.layer.fill == palette.background, "line \(line)")
        #expect(text(scene, "lyrics.title")?.color == palette.primaryText, "line \(line)")
    }

    /// Dynamic Type: the time, footer, title and words grow with the text scale,
    /// and the time's and footer's frames with them.
    @Test func textScaleGrowsFontsAndTheirFrames() throws {
        let normal = scene(), large = scene { $0.environment.textScale = 2 }
        for id in ["card.0.time", "card.0.footer", "lyrics.title"] {
            let a = try #require(text(normal, id)), b = try #require(text(large, id))
            #expect(b.fontSize == 2 * a.fontSize, "\(id): \(a.fontSize) → \(b.fontSize)")
            #expect(try #require(large.flatLayer(id)).layer.frame.height >= TextMetrics.lineHeight(fontSize: b.fontSize), "\(id)")
        }
        let words = try #require(text(large, "card.0.text")), box = try #require(large.flatLayer("card.0.text")).layer.frame
        #expect(words.fontSize > 26 && words.fontSize <= 52, "\(words.fontSize)")
        #expect(Double(words.text.split(separator: "\n").count) * TextMetrics.lineHeight(fontSize: words.fontSize) <= box.height)
    }

    /// Right to left: the time, words and footer align to the right.
    @Test func rightToLeftAlignsTheCardsWordsToTheRight() throws {
        let rtl = scene { $0.environment.layoutDirection = .rightToLeft }, ltr = scene()
        for id in ["card.0.time", "card.0.text", "card.0.footer", "lyrics.title"] {
            #expect(text(ltr, id)?.alignment == .leading && text(rtl, id)?.alignment == .trailing, "\(id)")
        }
    }

    /// The card spring and Reduce Motion's cross-fade are options tagged with their springs; the six environment
    /// options come with the model's own.
    @Test func theSpringIsAnOptionAndTheEnvironmentIsTheSharedSix() {
        let specs = LyricsCards.options.specs
        let springs = specs.compactMap { spec in spec.springPart.map { "\(spec.name):\($0.spring).\($0.parameter.rawValue)" } }
        #expect(
            springs == [
                "springResponse:card.response", "springDampingRatio:card.dampingRatio", "fadeResponse:fade.response",
                "fadeDampingRatio:fade.dampingRatio"
            ])
        #expect(Array(specs.map(\.name).suffix(6)) == ["topSafeArea", "bottomSafeArea", "rtl", "reduceMotion", "textScale", "appearance"])
    }
}
