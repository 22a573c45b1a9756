import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import CrossfadeScene
import CrossfadeTestSupport
import Testing

@Suite("lyrics-cards")
struct LyricsCardsTests {
    private func front(_ result: ReplayResult) -> Int? { result.state["front"]?.integer }

    @Test func dragOf19PointsKeepsFullOpacity() throws {
        let result = try replay("lyrics-cards/drag-19pt-held.json", at: 0.5)
        let card = try #require(result.scene.flatLayer("card.0"))
        #expect(card.layer.opacity == 1)
        #expect(isClose(card.layer.transform.ty, 19, tolerance: 1e-9))
        #expect(result.state["phase"] == .string("dragging"))
    }

    @Test func dragOf50PointsFadesPartway() throws {
        let card = try #require(try replay("lyrics-cards/drag-50pt-held.json", at: 0.6).scene.flatLayer("card.0"))
        // Linear from 1 at 20 pt to 0.4 at 80 pt: 50 pt is halfway.
        #expect(isClose(card.layer.opacity, 0.7, tolerance: 1e-9))
    }

    @Test(arguments: [
        ("lyrics-cards/release-79pt-slow-no-swap.json", 0),
        ("lyrics-cards/release-81pt-slow-swaps.json", 1),
        ("lyrics-cards/flick-40pt-1500-swaps.json", 1),
        ("lyrics-cards/drag-up-120pt-swaps-upward.json", 1),
        ("lyrics-cards/axis-x-drag-swaps.json", 1),
        ("lyrics-cards/axis-x-ignores-vertical.json", 0),
        ("lyrics-cards/axis-both-diagonal-swaps.json", 1),
        ("lyrics-cards/single-card-springs-back.json", 0),
        ("lyrics-cards/grab-during-swap.json", 1),
        ("lyrics-cards/reduce-motion-swap.json", 1),
        ("lyrics-cards/actions-next-previous-seek.json", 6)
    ])
    func traceEndsWithFrontCard(trace: String, expected: Int) throws {
        let result = try replay(trace)
        #expect(front(result) == expected)
        #expect(result.state["phase"] == .string("idle"))
        // At rest: the front card at identity, opaque, z 2; the next line behind it.
        let card = try #require(result.scene.flatLayer("card.\(expected)"))
        #expect(card.layer.transform == .identity && card.layer.opacity == 1 && card.layer.zPosition == 2)
        let deckSize = trace.contains("single-card") ? 1 : 11
        if deckSize > 1 {
            let back = try #require(result.scene.flatLayer("card.\((expected + 1) % deckSize)"))
            #expect(back.layer.zPosition == 1)
            #expect(isClose(back.layer.transform.a, 0.9, tolerance: 1e-12) && isClose(back.layer.transform.ty, -30, tolerance: 1e-12))
        }
    }

    @Test func releasedCardLeavesFromWhereTheFingerLeftIt() throws {
        // Dragged up 120 pt: the card goes behind from above, never dipping to the bottom.
        let all = try frames("lyrics-cards/drag-up-120pt-swaps-upward.json")
        let release = 0.7
        let after = all.filter { $0.time >= release }.compactMap { $0.scene.flatLayer("card.0") }
        #expect(isClose(after.first!.layer.transform.ty, -120, tolerance: 1e-6))
        // It travels from −120 down to the back slot at −30 (overshooting at most
        // a couple of points): never below where it was released, never near the front slot.
        let offsets = after.map(\.layer.transform.ty)
        #expect(offsets.min()! >= -120 - 1e-6, "never jumps further away")
        #expect(offsets.max()! <= -28, "stays above the back slot's rest position (but for a small overshoot) all the way")
        #expect(offsets.last! == -30 && after.last!.layer.zPosition == 1)
    }

    @Test func springBackCarriesTheReleaseVelocity() throws {
        var driver = try make("lyrics-cards")
        driver.handle(pointer(.down, 195, 440, 0))
        var t = 0.0
        for frame in 1...60 {
            t = Double(frame) / 120
            driver.handle(pointer(.move, 195, 440 + Double(frame), t))  // slowly down to 60 pt
        }
        t += 0.1  // rests, then heads back up at 100 pt/s for 100 ms (projects short of the threshold)
        let velocity = -100.0
        for frame in 1...12 {
            t += 1.0 / 120
            driver.handle(pointer(.move, 195, 500 + velocity * Double(frame) / 120, t))
        }
        driver.handle(pointer(.up, 195, 500 + velocity * 0.1, t))
        let y0 = driver.scene.flatLayer("card.0")!.layer.transform.ty
        driver.advance(to: t + 1e-6)
        let measured = (driver.scene.flatLayer("card.0")!.layer.transform.ty - y0) / 1e-6
        #expect(abs(measured - velocity) <= 0.05 * abs(velocity), "card leaves at \(measured) pt/s")
        driver.advance(to: t + 3)
        #expect(driver.state["front"] == .int(0) && driver.scene.flatLayer("card.0")!.layer.transform == .identity)
    }

    @Test func grabbingTheComingCardCatchesItInFlight() throws {
        var driver = try make("lyrics-cards")
        try driver.perform(InteractionAction("next"), at: 0)
        driver.advance(to: 0.08)
        let before = driver.scene.flatLayer("card.1")!
        #expect(before.layer.zPosition == 2 && before.layer.transform != .identity)
        driver.handle(pointer(.down, before.box.midX, before.box.midY, 0.08))
        let caught = driver.scene.flatLayer("card.1")!
        #expect(caught.box == before.box && caught.layer.opacity == before.layer.opacity)
        #expect(driver.state["phase"] == .string("dragging"))
        // Held: the offset stays (the scale keeps arriving at full size).
        driver.advance(to: 0.3)
        #expect(driver.scene.flatLayer("card.1")!.layer.transform.ty == before.layer.transform.ty)
        #expect(driver.scene.flatLayer("card.1")!.layer.transform.a > before.layer.transform.a)
    }

    @Test func singleCardDeckNeverSwaps() throws {
        var driver = try make("lyrics-cards", options: ["cards": .number(1)])
        try driver.perform(InteractionAction("next"), at: 0)
        driver.advance(to: 1)
        #expect(driver.state["front"] == .int(0))
        #expect(driver.scene.flattened.filter { $0.parent == nil && $0.id.hasPrefix("card.") }.map(\.id) == ["card.0"])
    }

    @Test func reduceMotionSwapsByCrossFadeWithoutMoving() throws {
        for (time, scene) in try frames("lyrics-cards/reduce-motion-swap.json", fps: 60) where time > 0.71 {
            for card in scene.flattened where card.parent == nil && card.id.hasPrefix("card.") {
                let atFront = card.layer.transform == .identity
                let atBack = isClose(card.layer.transform.ty, -30, tolerance: 1e-9) && isClose(card.layer.transform.a, 0.9, tolerance: 1e-12)
                let whereReleased = isClose(card.layer.transform.ty, 120, tolerance: 1e-9)
                #expect(atFront || atBack || whereReleased, "\(card.id) moved at \(time): \(card.layer.transform)")
            }
        }
    }

    @Test func seekBringsTheLineForThatTime() throws {
        var driver = try make("lyrics-cards")
        try driver.perform(InteractionAction("seek", ["time": .number(12.0)]), at: 0)
        driver.advance(to: 2)
        #expect(driver.state["front"] == .int(3))  // [00:11.60]
        #expect(throws: InteractionError.invalidActionField(action: "seek", field: "time", reason: "is missing")) {
            try driver.perform(InteractionAction("seek"), at: 2)
        }
    }

    @Test(arguments: [
        "lyrics-cards/release-81pt-slow-swaps.json", "lyrics-cards/flick-40pt-1500-swaps.json",
        "lyrics-cards/grab-during-swap.json", "lyrics-cards/actions-next-previous-seek.json",
        "lyrics-cards/reduce-motion-swap.json"
    ])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence(trace, instants: [0.2, 0.45, 0.72, 0.9, 1.3, 2.2])
    }
}

@Suite("LRC parsing")
struct LRCTests {
    @Test func parsesTimeTagsMetadataAndMultipleTags() {
        let lrc = LRC.parse(
            """
            [ti:Song]
            [ar:Someone]
            [00:01.50] First
            [00:10.00][01:05.25]Chorus
            [00:03:20] Hundredths with a colon

            [02:00] Last
            """)
        #expect(lrc.metadata == ["ti": "Song", "ar": "Someone"])
        #expect(LRC.parse("[TI:Loud]\n[00:01.00] a").metadata == ["ti": "Loud"], "keys are lowercased")
        #expect(
            lrc.lines == [
                LyricLine(time: 1.5, text: "First"), LyricLine(time: 3.2, text: "Hundredths with a colon"),
                LyricLine(time: 10, text: "Chorus"), LyricLine(time: 65.25, text: "Chorus"), LyricLine(time: 120, text: "Last")
            ])
        #expect(lrc.issues.isEmpty)
        #expect(lrc.index(at: 0) == 0 && lrc.index(at: 10) == 2 && lrc.index(at: 64) == 2 && lrc.index(at: 500) == 4)
    }

    @Test(arguments: [
        ("just words", "line 1: no time tag"),
        ("[00:xx.00] bad", "line 1: '[00:xx.00]' is not a time tag like [01:23.45]"),
        ("[00:61.00] too many seconds", "line 1: '[00:61.00]' is not a time tag like [01:23.45]"),
        ("[00:01.00 unclosed", "line 1: unclosed '['"),
        ("[offset:soon]", "line 1: offset 'soon' is not a number of milliseconds within ±360000000"),
        ("[offset:1e400]", "line 1: offset '1e400' is not a number of milliseconds within ±360000000"),
        ("[offset:-nan]", "line 1: offset '-nan' is not a number of milliseconds within ±360000000"),
        ("[6001:00.00] past a hundred hours", "line 1: time 6001 min is beyond 100 hours"),
        ("[999999999999999999:00.00] huge", "line 1: '[999999999999999999:00.00]' is not a time tag like [01:23.45]"),
        ("[00:01.00][ar:late] words", "line 1: '[ar:late]' is not a time tag like [01:23.45]"),
        // LRC's keys and digits are ASCII (read by their codes): others are not tags.
        ("[tï:x]", "line 1: '[tï:x]' is not a time tag like [01:23.45]"),
        ("[00:٠١.00] Arabic-Indic digits", "line 1: '[00:٠١.00]' is not a time tag like [01:23.45]")
    ])
    func malformedLinesAreReportedWithTheirNumber(text: String, issue: String) {
        let lrc = LRC.parse("[00:00.00] ok\n" + text)
        #expect(lrc.issues.map(\.description) == [issue.replacingOccurrences(of: "line 1", with: "line 2")])
        #expect(lrc.lines.first == LyricLine(time: 0, text: "ok"))
    }

    @Test func offsetShiftsLyricsEarlier() {
        let lrc = LRC.parse("[offset:500]\n[00:02.00] a")
        #expect(lrc.lines == [LyricLine(time: 1.5, text: "a")])
    }

    @Test func demoLyricsParseCleanly() {
        let demo = DemoLyrics.lyrics
        #expect(demo.issues.isEmpty && demo.lines.count == 11)
        #expect(demo.metadata["ti"] == "Crossfade")
    }

    /// The demo catalogue's first track holds the demo lyrics written out (no LRC reader
    /// in the modules without the `lrc` option): the same bits as reading them.
    @Test func theDemoTrackHoldsWhatReadingTheDemoLyricsGives() {
        #expect(Catalogue.demo.tracks[0].lyrics == DemoLyrics.lyrics)
        #expect(Catalogue.demo.tracks[0].lyrics.lines.map(\.time.bitPattern) == DemoLyrics.lyrics.lines.map(\.time.bitPattern))
    }

    /// A long line fits its card: broken into lines by measured width and shrunk,
    /// never wider or taller than the card's text box; right-to-left lines align right.
    @Test func longAndRightToLeftLinesFitTheirCards() throws {
        let long = String(repeating: "Everything the engine draws lands where the finger left it ", count: 5)
        let lrc = "[00:01.00] \(long)\n[00:05.00] كل شيء يعود إلى مكانه\n[00:09.00] short"
        var driver = try make("lyrics-cards", options: ["lrc": .string(lrc)])
        guard case .text(let text)? = driver.scene.flatLayer("card.0.text")?.layer.content,
            let box = driver.scene.flatLayer("card.0.text")?.layer.frame
        else { Issue.record("no text"); return }
        let lines = text.text.split(separator: "\n")
        #expect(text.fontSize < 26 && text.fontSize >= 14 && lines.count > 1, "\(text.fontSize) pt, \(lines.count) lines")
        for line in lines { #expect(TextMetrics.width(of: String(line), fontSize: text.fontSize, weight: .bold) <= box.width, "\(line)") }
        #expect(Double(lines.count) * text.fontSize * 1.2 <= box.height, "the lines fit the box's height")
        try driver.perform(InteractionAction("next"), at: 0)
        driver.advance(to: 2)
        guard case .text(let arabic)? = driver.scene.flatLayer("card.1.text")?.layer.content else { Issue.record("no Arabic card"); return }
        #expect(arabic.alignment == .trailing && arabic.fontSize == 26, "\(arabic)")
        // While the front card is dragged (and fades) the back card's words come through as it
        // fades: 60 pt is two thirds of the way from the fade's start to the dismissal offset.
        driver.handle(pointer(.down, 195, 440, 2.1))
        for step in 1...10 { driver.handle(pointer(.move, 195, 440 + Double(step) * 6, 2.1 + Double(step) / 60)) }
        #expect(isClose(driver.scene.flatLayer("card.2.text")?.layer.opacity ?? 0, 2.0 / 3, tolerance: 1e-9))
        #expect(driver.scene.flatLayer("card.1.text")?.layer.opacity == 1)
    }
}

/// The back card as the app draws it: its line readable while the front card is
/// dragged away, and no colour change the eye can catch after a swap.
@Suite("lyrics-cards: the back card")
struct LyricsBackCardTests {
    @Test func backCardShowsItsLineWhileTheFrontIsDraggedAway() throws {
        var driver = try make("lyrics-cards")
        driver.handle(pointer(.down, 195, 440, 0))
        for frame in 1...80 { driver.handle(pointer(.move, 195, 440 + Double(frame), Double(frame) / 120)) }
        let scene = driver.scene
        let front = try #require(scene.flatLayer("card.0")), backText = try #require(scene.flatLayer("card.1.text"))
        #expect(isClose(front.layer.opacity, 0.4, tolerance: 1e-9))
        #expect(backText.layer.opacity >= 0.5, "the back card's line at \(backText.layer.opacity) under a front card at 0.4")
        // The front card's shadow fades with it: none darkens the line behind at the dismissal offset.
        #expect(try #require(scene.flatLayer("shadow.0")).layer.opacity <= 1e-9)
        // At rest the front card covers the back card's words (nothing reads through its edge).
        driver.handle(pointer(.move, 195, 440, 0.8))
        #expect(try #require(driver.scene.flatLayer("card.1.text")).layer.opacity == 0)
    }

    /// Released past the dismissal offset, the line that showed through comes
    /// forward still showing: it never blinks out and fades back in.
    @Test func theLineUncoveredStaysShownAsItComesForward() throws {
        var driver = try make("lyrics-cards")
        driver.handle(pointer(.down, 195, 440, 0))
        for frame in 1...90 { driver.handle(pointer(.move, 195, 440 + Double(frame), Double(frame) / 120)) }
        let shown = try #require(driver.scene.flatLayer("card.1.text")).layer.opacity
        #expect(shown == 1)
        driver.handle(pointer(.up, 195, 530, 0.76))
        for frame in 1...120 {
            driver.advance(to: 0.76 + Double(frame) / 120)
            let words = try #require(driver.scene.flatLayer("card.1.text")).layer.opacity
            #expect(words >= shown - 1e-9, "the line coming forward at \(words) after \(frame) frames")
        }
        #expect(driver.state["front"] == .int(1))
    }

    @Test(arguments: [60.0, 120.0]) func aSwapChangesNoColourAtOnce(fps: Double) throws {
        // Every card fill, frame to frame, through three swaps: each channel moves by
        // less than a tenth of its range in a 60 fps frame (a twentieth at 120; the
        // tint follows the card's spring, at most 0.06 a frame), where the deal used
        // to change a settled back card's tint by 0.47 in one frame, 0.8 s after the swap.
        var driver = try make("lyrics-cards")
        var fills: [String: Color] = [:]
        var t = 0.0, worst = 0.0
        for swap in 0..<3 {
            try driver.perform(InteractionAction("next"), at: t)
            for _ in 0..<Int(2 * fps) {
                t += 1 / fps
                driver.advance(to: t)
                var now: [String: Color] = [:]
                // A view's card keeps its place among the roots: compare by view, not by line.
                for layer in driver.scene.layers where layer.id.hasPrefix("card.") { now["view\(now.count)"] = layer.fill ?? .black }
                for (view, fill) in now {
                    if let before = fills[view] {
                        let step = max(abs(fill.red - before.red), abs(fill.green - before.green), abs(fill.blue - before.blue))
                        worst = max(worst, step)
                        #expect(step < 6 / fps, "swap \(swap) at \(t): \(view) jumps by \(step)")
                    }
                }
                fills = now
            }
        }
        #expect(worst > 0, "the back card's tint does change, gradually")
    }
}
