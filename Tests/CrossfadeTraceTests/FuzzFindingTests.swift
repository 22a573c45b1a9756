import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeSweep
import CrossfadeTestSupport
import CrossfadeTrace
import Foundation
import Testing

/// What an independent seeded fuzzer found on 2026-11-27 (issue 46, "Reliability"),
/// each as its trace in `FuzzRegressions/` (where `FuzzRegressionTests` also replays
/// it holding every invariant), pinned here by the numbers that were wrong.
enum FuzzFinding {
    static func trace(_ name: String) throws -> Trace {
        let text = try String(contentsOf: FuzzRegressionTests.folder.appendingPathComponent(name + ".json"), encoding: .utf8)
        return try Trace.decode(text, registry: .standard)
    }

    /// The trace up to (not including) its last `count` events.
    static func dropping(last count: Int, of trace: Trace) -> Trace {
        var shorter = trace
        shorter.events.removeLast(count)
        return shorter
    }

    /// Replays `trace` event by event, with 120 Hz frames between, and measures how
    /// far (pt) the layer under its last touch moved — its box's centre — from the
    /// touch until the lift, while that finger stays where it landed; also whether
    /// the scene said `dragging` all along. The layer is the one hit where the finger lands.
    static func driftUnderTheLastTouch(_ trace: Trace) throws -> (layer: String, drift: Double, dragging: Bool) {
        var driver = try InteractionRegistry.standard.make(trace.interaction, options: trace.options, viewport: trace.viewport)
        let downIndex = try #require(trace.events.lastIndex { if case .pointer(let p) = $0 { p.phase == .down } else { false } })
        guard case .pointer(let down) = trace.events[downIndex] else { throw TraceError("events", "no touch") }
        var layer: String?, start = Point.zero, drift = 0.0, dragging = true, time = 0.0
        for (index, event) in trace.events.enumerated() {
            var frame = time + 1 / 120
            while frame < event.time {
                driver.advance(to: frame)
                if let layer { measure(layer) }
                frame += 1 / 120
            }
            time = event.time
            switch event {
            case .pointer(let pointer):
                if index > downIndex, pointer.pointer == down.pointer {
                    #expect(pointer.location == down.location, "the finger stays where it landed")
                    if pointer.phase != .move { return (layer ?? "", drift, dragging) }
                }
                driver.handle(pointer)
            case .action(let action, let at): try driver.perform(action, at: at)
            case .environment(let environment, let at): try driver.setEnvironment(environment, at: at)
            case .viewport(let viewport, let at): try driver.setViewport(viewport, at: at)
            case .options(let options, let at): try driver.setOptions(options, at: at)
            }
            if index == downIndex {
                layer = try #require(driver.scene.hitTest(down.location))
                let box = try #require(driver.scene.flatLayer(layer!)).box
                start = Point(x: box.midX, y: box.midY)
            }
            if let layer, index >= downIndex { measure(layer) }
        }
        return (layer ?? "", drift, dragging)

        func measure(_ id: String) {
            guard let box = driver.scene.flatLayer(id)?.box else { return }
            drift = max(drift, abs(box.midX - start.x), abs(box.midY - start.y))
            dragging = dragging && driver.state["phase"] == .string("dragging")
        }
    }

    /// 30, 60 and 120 Hz and jittered frames (2–20 ms apart), each replayed to `instant`.
    static func replays(_ trace: Trace, until instant: Double) throws -> [(label: String, result: ReplayResult)] {
        let replay = Replay(trace: trace, registry: .standard)
        var random = SeededGenerator(seed: 46)
        var jittered: [Double] = [0]
        while jittered.last! < instant + 1 { jittered.append(jittered.last! + random.double(in: 0.002...0.02)) }
        return [
            ("30 Hz", try replay.run(frameRate: 30, until: instant)),
            ("60 Hz", try replay.run(frameRate: 60, until: instant)),
            ("120 Hz", try replay.run(frameRate: 120, until: instant)),
            ("jittered", try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] }, until: instant))
        ]
    }

    /// Replays at every rate of `replays` agree on the state and on every layer (1e-9 pt).
    static func expectSameAtEveryFrameRate(_ trace: Trace, at instant: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let runs = try replays(trace, until: instant)
        let reference = runs[2].result
        for (label, result) in runs {
            #expect(result.state == reference.state, "\(label) at \(instant): \(result.state)", sourceLocation: sourceLocation)
            let difference = firstDifference(result.scene, reference.scene, tolerance: 1e-9)
            #expect(difference == nil, "\(label) vs 120 Hz at \(instant): \(difference ?? "")", sourceLocation: sourceLocation)
        }
    }
}

/// Finding 1: with `axis: x` the deck is stacked across the drag (the back card
/// sits up the screen), so a card caught coming forward is off its slot across the
/// axis by the stack's own travel — up to `backOffset`, past the band's 24 pt
/// reach. The catch took that for a sideways pull, which the band cannot show: the
/// first move pulled the card back within the reach, a jump of 126 pt (6 pt with
/// the default 30). The band now takes up only a sideways pull; the stack's share is
/// held where the finger caught it (`LyricsCards.crossCatch`).
@Suite("Fuzz finding: a lyric card caught coming forward")
struct LyricsCatchFindingTests {
    /// The fuzzer's trace: a drag left past the dismissal offset, a lift, and a finger
    /// on the card coming forward 1 ms later, held still (before the fix: 126 pt at
    /// the first move; `card.1`'s box at 245.0 pt instead of 119.1).
    @Test func theCardCaughtJustAfterASwapStaysUnderTheFinger() throws {
        let trace = try FuzzFinding.trace("lyrics-axis-x-grab-after-swap-jumps")
        let held = try FuzzFinding.driftUnderTheLastTouch(trace)
        #expect(held.layer == "card.1")
        #expect(held.drift <= 1e-9, "\(held.layer) moved \(held.drift) pt under a still finger")
        #expect(held.dragging)
        // At the touch and 1 ms on, the card is where it flies without the finger (that millisecond apart).
        let free = try Replay(trace: FuzzFinding.dropping(last: 3, of: trace), registry: .standard).run(until: 0.403)
        let caught = try Replay(trace: trace, registry: .standard).run(until: 0.403)
        let freeBox = try #require(free.scene.flatLayer("card.1")).box, caughtBox = try #require(caught.scene.flatLayer("card.1")).box
        #expect(abs(freeBox.midY - caughtBox.midY) < 0.1, "caught at \(caughtBox.minY), free at \(freeBox.minY)")
    }

    /// A card brought forward by `next` and caught `after` seconds into its flight,
    /// for every axis and back offset: it stays under a still finger, and pulled
    /// across the axis it answers at once, a little (the band from where it was held).
    @Test(arguments: [
        (#line, "x", 150.0, 0.001),
        (#line, "x", 150.0, 0.1),
        (#line, "x", 30.0, 0.001),
        (#line, "x", 30.0, 0.05),
        (#line, "x", 0.0, 0.001),
        (#line, "y", 150.0, 0.001),
        (#line, "y", 30.0, 0.05),
        (#line, "both", 150.0, 0.001),
        (#line, "both", 30.0, 0.05)
    ])
    func aCardCaughtComingForwardHoldsAndAnswersTheFinger(line: Int, axis: String, backOffset: Double, after: Double) throws {
        let here = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        var driver = try InteractionRegistry.standard.make(
            "lyrics-cards", options: ["axis": .string(axis), "backOffset": .number(backOffset)], viewport: Trace.defaultViewport)
        try driver.perform(InteractionAction("next"), at: 0)
        driver.advance(to: after)
        let before = try #require(driver.scene.flatLayer("card.1")).box
        let spot = Point(x: before.midX, y: before.midY)
        driver.handle(PointerEvent(phase: .down, location: spot, time: after))
        driver.handle(PointerEvent(phase: .move, location: spot, time: after + 0.001))
        driver.advance(to: after + 0.3)
        let held = try #require(driver.scene.flatLayer("card.1")).box
        let moved = max(abs(held.midX - before.midX), abs(held.midY - before.midY))
        #expect(moved <= 1e-9, "moved \(moved) pt under a still finger", sourceLocation: here)
        #expect(driver.state["phase"] == .string("dragging"), sourceLocation: here)
        // Across the axis (x for y and y for x), 60 pt of finger moves the card a little, at once, toward the finger.
        let across = axis == "x" ? Vector(dx: 0, dy: 60) : Vector(dx: 60, dy: 0)
        driver.handle(PointerEvent(phase: .move, location: spot + across, time: after + 0.32))
        let pulled = try #require(driver.scene.flatLayer("card.1")).box
        let answer = axis == "x" ? pulled.midY - held.midY : pulled.midX - held.midX
        if axis == "both" {
            #expect(isClose(answer, 60, tolerance: 1e-9), "a free card follows the finger: \(answer)", sourceLocation: here)
        } else {
            #expect(answer > 5 && answer < 24, "a little, rubber-banded: \(answer) pt for 60", sourceLocation: here)
        }
    }
}

/// Finding 2: a finger landing on the library while the strip moves catches the
/// strip (a moving strip claims the touch at once); the list under the finger,
/// still bouncing back or coasting from the drag just let go, went on moving under
/// it (48.6 and 28.2 pt in 0.2 s, the state saying `dragging`). As a touch stops
/// every scroll view under it, the list under a finger that catches the strip is now
/// held with it, and let go, without velocity, when the finger lifts.
@Suite("Fuzz finding: a list moving under a finger that catches the strip")
struct LibraryCatchFindingTests {
    @Test(arguments: [
        (#line, "library-short-list-drifts-under-held-finger"),  // rowCount 2, a `nextPage` and a lift at once
        (#line, "library-list-drifts-after-select-category")  // a long list, `selectCategory` mid-drag
    ])
    func theListUnderAFingerThatCatchesTheStripHoldsStill(line: Int, name: String) throws {
        let here = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let trace = try FuzzFinding.trace(name)
        let held = try FuzzFinding.driftUnderTheLastTouch(trace)
        #expect(held.layer.hasPrefix("pager.list."), "the finger is on a list's row: \(held.layer)", sourceLocation: here)
        #expect(held.drift <= 1e-9, "\(held.layer) moved \(held.drift) pt under a still finger", sourceLocation: here)
        #expect(held.dragging, sourceLocation: here)
    }

    /// The same in the showcase's Home: a shelf flicked sideways, Home flicked up,
    /// and a finger on the shelf while both coast catches the shelf; Home, coasting
    /// on, carried the shelf 456 pt up under the still finger. It is held too now.
    @Test func homeCoastingUnderACaughtShelfHoldsStill() throws {
        var events: [Trace.Event] = [.action(InteractionAction("selectTab", ["index": .number(0)]), time: 0)]
        func flick(from start: Point, by step: Vector, at time: Double) {
            for index in 0..<8 {
                let point = Point(x: start.x + step.dx * Double(index), y: start.y + step.dy * Double(index))
                events.append(.pointer(PointerEvent(phase: index == 0 ? .down : .move, location: point, time: time + Double(index) * 0.008)))
            }
            let end = Point(x: start.x + step.dx * 7, y: start.y + step.dy * 7)
            events.append(.pointer(PointerEvent(phase: .up, location: end, time: time + 0.057)))
        }
        flick(from: Point(x: 350, y: 440), by: Vector(dx: -30, dy: 0), at: 0.5)  // the first shelf, sideways
        flick(from: Point(x: 100, y: 290), by: Vector(dx: 0, dy: -25), at: 0.7)  // Home, up
        let spot = Point(x: 200, y: 236)  // on the first shelf, carried up meanwhile
        events += [0.771, 0.8, 0.9, 1.0].enumerated().map { index, time in
            .pointer(PointerEvent(phase: index == 0 ? .down : index == 3 ? .up : .move, location: spot, time: time))
        }
        let trace = Trace(interaction: "showcase", events: events)
        let moving = try Replay(trace: FuzzFinding.dropping(last: 4, of: trace), registry: .standard).run(until: 0.771)
        #expect(moving.state["phase"] == .string("animating"), "both coast when the finger lands")
        let held = try FuzzFinding.driftUnderTheLastTouch(trace)
        #expect(held.layer.hasPrefix("home.shelf.0."), "the finger is on the first shelf: \(held.layer)")
        #expect(held.drift <= 1e-9, "\(held.layer) moved \(held.drift) pt under a still finger")
        #expect(held.dragging)
    }

    /// Let go, the list held past its edge springs back and the strip settles on a page: all at rest, in range.
    @Test func theHeldListIsLetGoAtTheLift() throws {
        let trace = try FuzzFinding.trace("library-short-list-drifts-under-held-finger")
        let lift = try #require(trace.events.last).time
        let during = try Replay(trace: trace, registry: .standard).run(until: lift - 0.01)
        #expect(during.state["contentOffset"] != .number(0), "held past its edge")
        let after = try Replay(trace: trace, registry: .standard).run()
        #expect(after.state["phase"] == .string("idle") && after.state["contentOffset"] == .number(0), "\(after.state)")
    }
}

/// Finding 3: the showcase's replays differed with the frame rate in two ways.
/// - A lyric line the playing clock reaches comes forward at its instant: the step
///   is split there. But the elapsed time at that instant, summed back, rounded to
///   8.099999999999998 s for a line at 8.1 s, so nothing came forward until the next
///   frame (at 20.2167 s at 120 Hz, 20.2333 s at 30 Hz: 0.223 pt apart at 21.197757).
///   The line comes forward now by its own time.
/// - The lyrics view hides when the player closes under it, but the showcase saw the
///   close only at the frame after it (4.38107 s: 4.3833 at 120 Hz, 4.4 at 30 Hz); a
///   finger dragging a card there dragged it by a different amount, and at 30 Hz the
///   card came back instead of swapping (front 3 vs 4 at 5.286521). The showcase
///   now steps to the instant the player's transition ends.
@Suite("Fuzz finding: the showcase at every frame rate")
struct ShowcaseFrameRateFindingTests {
    @Test(arguments: [
        (#line, "showcase-30-vs-120-hz-differ", [20.21, 21.197757]),
        (#line, "showcase-lyrics-front-differs-at-30-hz", [4.39, 4.5, 5.286521])
    ])
    func replaysAgreeAtEveryFrameRate(line: Int, name: String, instants: [Double]) throws {
        let trace = try FuzzFinding.trace(name)
        for instant in instants {
            try FuzzFinding.expectSameAtEveryFrameRate(
                trace, at: instant, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }

    /// The line at 8.1 s of the track started at 12.109206… s comes forward at 20.209206 s, at every frame rate.
    @Test func aSungLineComesForwardAtItsInstantEvenWhenTheSumRoundsShort() throws {
        let trace = try FuzzFinding.trace("showcase-30-vs-120-hz-differ")
        for (label, result) in try FuzzFinding.replays(trace, until: 20.3) {
            let swaps = result.events.filter { $0.source == "lyrics" && $0.type == "swap" }.map(\.time)
            #expect(swaps.count == 2, "\(label): \(swaps)")
            #expect(isClose(swaps.last ?? 0, 12.109206406148143 + 8.1, tolerance: 1e-9), "\(label): the second swap at \(swaps)")
        }
    }

    /// Lyrics open over the full player, the player closed by its action: the lyrics
    /// view starts hiding at the instant the player's close ends, at every frame rate.
    @Test func theLyricsViewHidesFromTheInstantThePlayerCloses() throws {
        let trace = Trace(
            interaction: "showcase",
            events: [
                .action(InteractionAction("player.open"), time: 0), .action(InteractionAction("openLyrics"), time: 0.01),
                .action(InteractionAction("player.close"), time: 1.5)
            ])
        let closed = try Replay(trace: trace, registry: .standard).run(until: 3).events.first { $0.source == "player" && $0.type == "closed" }
        let instant = try #require(closed).time
        for after in [0.001, 0.01, 0.05, 0.2] { try FuzzFinding.expectSameAtEveryFrameRate(trace, at: instant + after) }
    }
}

/// Finding 4, judged: the touch is the devices sheet's, and the player is right not
/// to be caught. Now Playing was pulled up past open; the devices sheet opened
/// mid-drag; the finger lifted and the player springs back (a rubber band of
/// 80 pt). The finger then lands at (135.1, 469.5): on the sheet's dim, above its
/// panel. The sheet is modal, as UIKit's sheets and action sheets are: its dim
/// covers the whole app, player included, and a touch on it belongs to the sheet —
/// a tap there closes it — never to what is drawn behind the dim (a presented
/// sheet's dimming view takes the touches outside the sheet; the presenting view
/// gets none). What moves behind the dim is the player finishing its own spring
/// (since issue 47, Now Playing springing back from past the end of its scroll: a
/// pull up scrolls it and never lifts the player), which a touch on the dim neither
/// holds nor changes: the layers move exactly as without the finger. A finger that caught the player through the dim
/// would also have to leave the sheet open under a drag it cannot see.
@Suite("Fuzz finding, judged: a touch on an open sheet is the sheet's")
struct SheetOwnsTheTouchFindingTests {
    @Test func aTouchOnTheDimIsTheSheetsAndThePlayerSpringsBackBehindIt() throws {
        let trace = try FuzzFinding.trace("showcase-player-not-caught-after-devices")
        let free = Replay(trace: FuzzFinding.dropping(last: 5, of: trace), registry: .standard)
        let touched = Replay(trace: trace, registry: .standard)
        let landing = try touched.run(until: 3.523885)
        #expect(landing.state["sheet"] == .string("devices"), "the sheet is open")
        #expect(landing.scene.hitTest(Point(x: 135.065278513223, y: 469.53975979905533)) == "sheet.dim", "the finger is on its dim")
        for instant in [3.523885, 3.6, 3.8, 4.0] {
            let with = try touched.run(until: instant), without = try free.run(until: instant)
            #expect(with.state.child("player") == without.state.child("player"), "at \(instant): \(with.state)")
            #expect(with.state["phase"] != .string("dragging"), "at \(instant) nothing is dragged")
            for id in ["player.player", "player.player.backdrop", "tabBar", "nowPlaying.scroll"] {
                let a = try #require(with.scene.flatLayer(id)).box, b = try #require(without.scene.flatLayer(id)).box
                #expect(a == b, "at \(instant) \(id) is where it is without the finger: \(a) vs \(b)")
            }
        }
        // The fling scrolls Now Playing (issue 47: a pull up never lifts the player), which
        // is still moving behind the dim when the finger lands there.
        let moved = try #require(free.run(until: 4.0).scene.flatLayer("nowPlaying.scroll")).box.minY
        let start = try #require(free.run(until: 3.523885).scene.flatLayer("nowPlaying.scroll")).box.minY
        #expect(abs(moved - start) > 5, "Now Playing moves behind the dim (springing back from past its end): \(moved - start) pt")
        #expect(try #require(free.run(until: 3.523885).scene.flatLayer("player.player")).box.minY == 0, "the player was never lifted")
        // The touch is the sheet's: lifted as a tap, it closes the sheet; the player never had it.
        var tapped = FuzzFinding.dropping(last: 5, of: trace)
        let spot = Point(x: 135.065278513223, y: 469.53975979905533)
        tapped.events += [
            .pointer(PointerEvent(phase: .down, location: spot, time: 3.523885)), .pointer(PointerEvent(phase: .up, location: spot, time: 3.6))
        ]
        let closed = try Replay(trace: tapped, registry: .standard).run(until: 4.2)
        #expect(closed.state["sheet"] == .string("none"))
        #expect(try free.run(until: 4.2).state["sheet"] == .string("devices"))
    }
}
