import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

@Suite("cover-carousel")
struct CoverCarouselTests {
    /// 390 pt wide: covers 322 pt square, centred at x 195.
    static let pitch = 322.0, centreX = 195.0

    /// (line, trace, centred and track at rest).
    @Test(arguments: [
        (#line, "slow-drag-40-percent-back.json", 0),
        (#line, "slow-drag-60-percent-next.json", 1),
        (#line, "flick-3000-one-cover.json", 1),
        (#line, "flick-at-last-cover-stays.json", 11),
        (#line, "rtl-flick.json", 1),
        (#line, "reduce-motion-next.json", 1),
        (#line, "actions.json", 5)
    ])
    func traceEndsOnCover(line: Int, trace: String, cover: Int) throws {
        let result = try replay("cover-carousel/" + trace)
        #expect(result.state["centered"] == .int(cover) && result.state["track"] == .int(cover), "line \(line): \(result.state)")
        #expect(result.state["phase"] == .string("idle"), "line \(line)")
        let centred = try #require(result.scene.flatLayer("cover.\(cover)"))
        #expect(isClose(centred.box.midX, Self.centreX, tolerance: 1e-9) && centred.box.width == 322, "line \(line): \(centred.box)")
    }

    /// Neighbours at rest: scale = min(1, 1 − 0.105·d/195 + 0.02), alpha maps 0.86…1 onto 0.25…1.
    @Test func neighboursFollowTheFormulaAndTheCentreStaysFullSize() throws {
        for spacing in [0.0, 40] {
            let driver = try make("cover-carousel", options: ["spacing": .number(spacing)])
            for index in 0...2 {
                let cover = try #require(driver.scene.flatLayer("cover.\(index)"))
                let distance = Double(index) * (322 + spacing)
                let scale = min(1, 1 - 0.105 * distance / 195 + 0.02)
                let alpha = min(1, max(0.25, 0.25 + (scale - 0.86) / 0.14 * 0.75))
                #expect(isClose(cover.box.width, 322 * scale, tolerance: 1e-9), "spacing \(spacing) cover \(index): \(cover.box.width)")
                #expect(isClose(cover.layer.opacity, alpha, tolerance: 1e-9), "spacing \(spacing) cover \(index): \(cover.layer.opacity)")
                #expect(isClose(cover.box.midX, 195 + distance, tolerance: 1e-9))
            }
        }
        // Inside the tolerance band (0.02 · 195 / 0.105 = 37 pt) the scale is exactly 1; just past it, less.
        var driver = try make("cover-carousel")
        driver.handle(pointer(.down, 300, 272, 0))
        for step in 1...12 { driver.handle(pointer(.move, 300 - Double(step) * 2.5, 272, Double(step) / 120)) }
        let near = try #require(driver.scene.flatLayer("cover.0"))
        #expect(near.layer.transform.a == 1 && near.box.midX == 195 - 30, "30 pt off centre: \(near.layer.transform.a)")
        for step in 13...40 { driver.handle(pointer(.move, 300 - Double(step) * 2.5, 272, Double(step) / 120)) }
        let off = try #require(driver.scene.flatLayer("cover.0"))
        #expect(
            off.layer.transform.a < 1 && isClose(off.layer.transform.a, 1 - 0.105 * 100 / 195 + 0.02, tolerance: 1e-9),
            "100 pt off centre: \(off.layer.transform.a)")
    }

    /// A drag on the slider seeks (by the finger's travel) and never moves the
    /// carousel; the thumb grows from 8 to 16 pt while held and shrinks after.
    @Test func sliderDragSeeksAndTheThumbGrowsWhileHeld() throws {
        let held = try replay("cover-carousel/slider-drag-seeks.json", at: 0.65)
        #expect(try #require(held.scene.flatLayer("slider.thumb")).box.width == 16, "held")
        #expect(held.state["centered"] == .int(0) && held.state["phase"] == .string("dragging"))
        let fill = try #require(held.scene.flatLayer("slider.fill")).box.width
        #expect(isClose(fill, 161, tolerance: 1e-9), "the fill follows the finger: \(fill)")
        let after = try replay("cover-carousel/slider-drag-seeks.json")
        #expect(after.state["elapsed"] == .number(75), "half of the 150 s track: \(after.state)")
        #expect(try #require(after.scene.flatLayer("slider.thumb")).box.width == 8)
        #expect(try #require(after.scene.flatLayer("cover.0")).box.midX == 195)
    }

    /// The transport row at four widths: play 74 pt centred; the four side buttons
    /// centred in equal slots between the margins and the play button; no overlaps.
    @Test(arguments: [320.0, 375, 390, 430])
    func transportButtonsAreEvenlyDistributed(width: Double) throws {
        let driver = try make("cover-carousel", viewport: Size(width: width, height: 844))
        let ids = ["button.shuffle", "button.previous", "button.play", "button.next", "button.repeat"]
        let boxes = try ids.map { try #require(driver.scene.flatLayer($0)).box }
        #expect(boxes[2].width == 74 && boxes[2].height == 74 && isClose(boxes[2].midX, width / 2, tolerance: 1e-9))
        let slot = (width - 68 - 74) / 4
        let centres = [34 + slot / 2, 34 + slot * 1.5, width / 2, width / 2 + 37 + slot / 2, width / 2 + 37 + slot * 1.5]
        for (box, centre) in zip(boxes, centres) {
            #expect(isClose(box.midX, centre, tolerance: 1e-9), "width \(width): \(box.midX) vs \(centre)")
            #expect(box.minX >= 34 - 1e-9 && box.maxX <= width - 34 + 1e-9)
        }
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(a.maxX <= b.minX + 1e-9, "width \(width): \(a) overlaps \(b)") }
    }

    /// Right to left mirrors everything about the vertical centre line, at rest and mid-flight.
    @Test func rightToLeftMirrors() throws {
        for at in [0.1, 2.0] {
            let ltr = try replayTrace(flick: -90, options: [:], at: at), rtl = try replayTrace(flick: 90, options: ["rtl": .bool(true)], at: at)
            for id in ["cover.0", "cover.1", "cover.2", "button.shuffle", "button.next", "button.play", "slider.thumb", "title"] {
                let a = try #require(ltr.scene.flatLayer(id)).box, b = try #require(rtl.scene.flatLayer(id)).box
                #expect(isClose(a.minX, 390 - b.maxX, tolerance: 1e-9) && isClose(a.minY, b.minY, tolerance: 1e-9), "\(id) at \(at): \(a) vs \(b)")
            }
            #expect(ltr.state == rtl.state)
        }
    }

    /// Playback is closed form: a track that ends hands over to the next at its end
    /// instant and the carousel follows, the same at 30 and 120 Hz.
    @Test func playbackRunsIntoTheNextTrack() throws {
        let slow = try replay("cover-carousel/play-through-track-end.json", fps: 30, at: 3)
        let fast = try replay("cover-carousel/play-through-track-end.json", fps: 120, at: 3)
        #expect(fast.state["track"] == .int(1) && fast.state["playing"] == .bool(true) && fast.state["elapsed"] == .number(1), "\(fast.state)")
        #expect(slow.state == fast.state)
        #expect(try #require(fast.scene.flatLayer("cover.1")).box.midX == 195, "the carousel moved to the new track")
        #expect(CoverCarouselLibraryTests.text(fast.scene.layer("title"))?.text == "Paper Satellites", "the catalogue's second track")
    }

    /// Only the covers near the screen are layers: a 100,000-track queue draws as many as 12 tracks do.
    @Test func aHundredThousandTracksDrawOnlyTheCoversNearTheScreen() throws {
        var small = try make("cover-carousel")
        var large = try make("cover-carousel", options: ["trackCount": .number(100_000)])
        try small.perform(InteractionAction("selectCover", ["index": .number(5)]), at: 0)
        try large.perform(InteractionAction("selectCover", ["index": .number(50_000)]), at: 0)
        small.advance(to: 0.1)
        large.advance(to: 0.1)
        #expect(large.scene.flattened.count <= small.scene.flattened.count + 2, "\(large.scene.flattened.count) vs \(small.scene.flattened.count)")
        large.advance(to: 3)
        #expect(large.state["centered"] == .int(50_000) && large.scene.flatLayer("cover.50000")?.box.midX == 195)
    }

    /// A touch on the moving carousel catches it where it is drawn.
    @Test func catchInFlightHasNoJump() throws {
        var driver = try make("cover-carousel")
        try driver.perform(InteractionAction("selectCover", ["index": .number(3)]), at: 0)
        driver.advance(to: 0.12)
        let drawn = try #require(driver.scene.flatLayer("cover.1")).box
        driver.handle(pointer(.down, 195, 272, 0.12))
        driver.advance(to: 0.3)
        #expect(try #require(driver.scene.flatLayer("cover.1")).box == drawn)
        driver.handle(pointer(.move, 185, 272, 0.31))
        #expect(isClose(try #require(driver.scene.flatLayer("cover.1")).box.midX, drawn.midX - 10, tolerance: 1e-9))
    }

    /// Shuffle plays a fixed shuffled order written into the covers: the centre
    /// cover stays, "next" moves one cover (it whooshed through seven), every track
    /// plays once, and `track` names the catalogue's track; repeat one replays the
    /// track at its end; repeat all wraps from the last.
    @Test func shuffleAndRepeatChangeWhatPlaysNext() throws {
        var driver = try make("cover-carousel")
        try driver.perform(InteractionAction("toggleShuffle"), at: 0)
        driver.advance(to: 0.5)
        #expect(driver.state["centered"] == .int(0) && driver.state["track"] == .int(0) && driver.state["phase"] == .string("idle"))
        var order = [0]
        for step in 1...11 {
            try driver.perform(InteractionAction("next"), at: Double(step))
            let start = try #require(driver.scene.flatLayer("cover.\(step - 1)")).box.midX
            driver.advance(to: Double(step) + 0.9)
            #expect(driver.state["centered"] == .int(step), "next is the next cover")
            #expect(isClose(try #require(driver.scene.flatLayer("cover.\(step)")).box.midX, start, tolerance: 0.5), "one cover along")
            order.append(driver.state["track"]?.integer ?? -1)
        }
        #expect(order == PlayOrder.arranged(length: 12, playing: 0, track: 0, tracks: 12, shuffle: true))
        #expect(order[1] != 1 && Set(order).count == 12, "a shuffled order with every track once: \(order)")
        guard case .text(let title)? = driver.scene.flatLayer("title")?.layer.content else { Issue.record("no title"); return }
        #expect(title.text == Catalogue.demo.track(order[11]).title, "the title names the centre cover's track")
        #expect(driver.state["shuffle"] == .bool(true))
        // Repeat one: the end of a track starts it again.
        var one = try make("cover-carousel")
        try one.perform(InteractionAction("cycleRepeat"), at: 0)
        try one.perform(InteractionAction("cycleRepeat"), at: 0)
        #expect(one.state["repeat"] == .string("one"))
        try one.perform(InteractionAction("seek", ["time": .number(148)]), at: 0)
        try one.perform(InteractionAction("play"), at: 0)
        one.advance(to: 3)
        #expect(one.state["track"] == .int(0) && one.state["elapsed"] == .number(1), "\(one.state)")
        // Repeat all: after the last track, the first.
        var all = try make("cover-carousel")
        try all.perform(InteractionAction("cycleRepeat"), at: 0)
        try all.perform(InteractionAction("selectCover", ["index": .int(11)]), at: 0)
        all.advance(to: 2)
        let length = 150.0 + Double((11 * 47) % 120)
        try all.perform(InteractionAction("seek", ["time": .number(length - 1)]), at: 2)
        try all.perform(InteractionAction("play"), at: 2)
        all.advance(to: 6)
        #expect(all.state["track"] == .int(0) && all.state["playing"] == .bool(true), "\(all.state)")
        // Without repeat the last track stops.
        var off = try make("cover-carousel")
        try off.perform(InteractionAction("selectCover", ["index": .int(11)]), at: 0)
        off.advance(to: 2)
        try off.perform(InteractionAction("seek", ["time": .number(length - 1)]), at: 2)
        try off.perform(InteractionAction("play"), at: 2)
        off.advance(to: 6)
        #expect(off.state["track"] == .int(11) && off.state["playing"] == .bool(false))
    }

    /// A queue shorter than the catalogue shuffles its own tracks only.
    @Test func aShortQueueShufflesItsOwnTracks() throws {
        var driver = try make("cover-carousel", options: ["trackCount": .int(3)])
        try driver.perform(InteractionAction("selectCover", ["index": .int(1)]), at: 0)
        try driver.perform(InteractionAction("toggleShuffle"), at: 1)
        var tracks: Set<Int> = []
        for cover in 0..<3 {
            try driver.perform(InteractionAction("selectCover", ["index": .int(cover)]), at: 2 + Double(cover))
            driver.advance(to: 2.9 + Double(cover))
            tracks.insert(driver.state["track"]?.integer ?? -1)
        }
        #expect(tracks == [0, 1, 2], "\(tracks)")
    }

    /// The shuffle and repeat buttons work by tap, and show green when on.
    @Test func shuffleAndRepeatButtonsToggle() throws {
        var driver = try make("cover-carousel")
        for id in ["button.shuffle", "button.repeat"] {
            let box = try #require(driver.scene.flatLayer(id)).box
            let t = (driver.time ?? 0) + 0.5
            driver.handle(pointer(.down, box.midX, box.midY, t))
            driver.handle(pointer(.up, box.midX, box.midY, t + 0.08))
        }
        #expect(driver.state["shuffle"] == .bool(true) && driver.state["repeat"] == .string("all"))
        guard case .path(let icon)? = driver.scene.flatLayer("button.shuffle.icon")?.layer.content else { Issue.record("no icon"); return }
        #expect(icon.stroke == Color(hex: 0x1DB954))
    }

    @Test(arguments: ["flick-3000-one-cover.json", "slow-drag-60-percent-next.json", "actions.json", "rtl-flick.json", "reduce-motion-next.json"])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence("cover-carousel/" + trace, instants: [0.1, 0.3, 0.7, 1.5, 3.7])
    }

    private func replayTrace(flick distance: Double, options: [String: Scalar], at: Double) throws -> (state: InteractionState, scene: Scene) {
        var driver = try make("cover-carousel", options: options)
        let x0 = distance < 0 ? 300.0 : 90
        driver.handle(pointer(.down, x0, 272, 0))
        for step in 1...4 { driver.handle(pointer(.move, x0 + distance * Double(step) / 4, 272, 0.03 * Double(step) / 4)) }
        driver.handle(pointer(.up, x0 + distance, 272, 0.03))
        driver.advance(to: at)
        return (driver.state, driver.scene)
    }
}
