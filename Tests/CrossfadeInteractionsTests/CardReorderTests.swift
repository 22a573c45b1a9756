import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// card-presentation's rows reordered by their handles (issue 31, item 5): the
/// held row follows the finger exactly, the rows between make way, the drop
/// moves the queue and says so, a lost finger moves nothing, the list scrolls by
/// itself near its ends, and every frame rate draws the same.
@Suite("card-presentation: reorder handles")
struct CardReorderTests {
    /// The presented card's rows: the first row's top on screen, the pitch, a handle's x.
    static let firstRowTop = 177.0, pitch = 56.0, handleX = 368.0

    /// A presented card at rest at t = 2.
    static func presented(_ options: [String: Scalar] = [:]) throws -> AnyInteractionDriver {
        var driver = try make("card-presentation", options: options)
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        _ = driver.takeEvents()
        return driver
    }

    static func top(_ driver: AnyInteractionDriver, row: Int) throws -> Double {
        try #require(driver.scene.flatLayer("card.row.\(row)")).box.minY
    }

    static func title(_ driver: AnyInteractionDriver, row: Int) -> String? {
        CardPresentationLibraryTests.text(driver.scene.flatLayer("card.row.\(row).title")?.layer)?.text
    }

    static func titles(_ driver: AnyInteractionDriver) -> [String?] { (0..<8).map { title(driver, row: $0) } }

    /// Drags row `row` by its handle `dy` pt over `duration` s from `t0`, in 120 Hz steps; returns the last move's time.
    static func drag(
        _ driver: inout AnyInteractionDriver, row: Int, dy: Double, duration: Double, t0: Double,
        during: (AnyInteractionDriver, Double) throws -> Void = { _, _ in }
    ) throws -> Double {
        let y0 = firstRowTop + (Double(row) + 0.5) * pitch
        driver.handle(pointer(.down, handleX, y0, t0))
        let steps = Int((duration * 120).rounded())
        for step in 1...steps {
            let t = t0 + duration * Double(step) / Double(steps)
            driver.advance(to: t)
            driver.handle(pointer(.move, handleX, y0 + dy * Double(step) / Double(steps), t))
            try during(driver, dy * Double(step) / Double(steps))
        }
        return t0 + duration
    }

    @Test func theHeldRowFollowsTheFingerTheOthersMakeWayAndTheDropMovesTheQueue() throws {
        var driver = try Self.presented()
        let before = Self.titles(driver), cardTop = try #require(driver.scene.flatLayer("card")).box.minY
        let end = try Self.drag(&driver, row: 1, dy: 3 * Self.pitch, duration: 0.6, t0: 2) { (driver: AnyInteractionDriver, travel: Double) throws in
            // Exactly the finger's travel, and the card stays where it is (the handle is a control).
            #expect(abs(try Self.top(driver, row: 1) - (Self.firstRowTop + Self.pitch + travel)) < 1e-9, "travel \(travel)")
            #expect(try #require(driver.scene.flatLayer("card")).box.minY == cardTop)
            #expect(driver.scene.flatLayer("card.row.1")?.layer.zPosition == 1)
        }
        driver.advance(to: end + 0.5)
        // Rows 2…4 have made way (a slot up each); row 5 has not moved.
        for row in 2...4 { #expect(abs(try Self.top(driver, row: row) - (Self.firstRowTop + Double(row - 1) * Self.pitch)) < 0.02, "row \(row)") }
        #expect(try Self.top(driver, row: 5) == Self.firstRowTop + 5 * Self.pitch)
        #expect(driver.state.phaseName == "dragging")
        driver.handle(pointer(.up, Self.handleX, Self.firstRowTop + 4.5 * Self.pitch, end + 0.5))
        #expect(driver.takeEvents().map(\.description) == ["reordered from=1 to=4"])
        driver.advance(to: end + 2)
        #expect(driver.state.phaseName == "idle")
        // Every row back on its slot, none lifted; the titles moved with the row.
        for row in 0..<8 {
            #expect(try Self.top(driver, row: row) == Self.firstRowTop + Double(row) * Self.pitch, "row \(row)")
            #expect(driver.scene.flatLayer("card.row.\(row)")?.layer.zPosition == 0)
        }
        #expect(Self.titles(driver) == [before[0], before[2], before[3], before[4], before[1], before[5], before[6], before[7]])
    }

    /// The drop lands the row from where the finger left it: its first frame after the up is where it was, then it springs home.
    @Test func theDroppedRowLandsFromWhereTheFingerLeftIt() throws {
        var driver = try Self.presented()
        // 2.3 slots down: it drops on slot 3, 0.3 of a slot below it.
        let end = try Self.drag(&driver, row: 1, dy: 2.3 * Self.pitch, duration: 0.5, t0: 2)
        driver.advance(to: end + 0.4)
        driver.handle(pointer(.up, Self.handleX, Self.firstRowTop + 3.8 * Self.pitch, end + 0.4))
        let landing = try Self.top(driver, row: 3)
        #expect(abs(landing - (Self.firstRowTop + 3.3 * Self.pitch)) < 1e-9, "\(landing)")
        driver.advance(to: end + 0.5)
        let mid = try Self.top(driver, row: 3)
        #expect(mid < landing && mid > Self.firstRowTop + 3 * Self.pitch, "\(mid)")
        #expect(driver.scene.flatLayer("card.row.3")?.layer.zPosition == 1)
    }

    @Test func aLostFingerMovesNothing() throws {
        var driver = try Self.presented()
        let before = Self.titles(driver)
        let end = try Self.drag(&driver, row: 0, dy: 4 * Self.pitch, duration: 0.5, t0: 2)
        driver.handle(PointerEvent(phase: .cancel, location: Point(x: Self.handleX, y: 400), time: end + 0.1))
        driver.advance(to: end + 2)
        #expect(driver.takeEvents().isEmpty)
        #expect(Self.titles(driver) == before)
        for row in 0..<6 { #expect(try Self.top(driver, row: row) == Self.firstRowTop + Double(row) * Self.pitch, "row \(row)") }
    }

    /// (line, from, to): the action moves a row as a drop does; bad slots are errors naming the field.
    @Test(arguments: [(#line, 0, 2), (#line, 5, 1), (#line, 39, 0)])
    func moveRowMovesARow(line: Int, from: Int, to: Int) throws {
        var driver = try Self.presented()
        let before = (0..<40).map { CardPresentationLibraryTests.text(driver.scene.flatLayer("card.row.\($0).title")?.layer)?.text }
        try driver.perform(InteractionAction("moveRow", ["from": .int(from), "to": .int(to)]), at: 2)
        #expect(driver.takeEvents().map(\.description) == ["reordered from=\(from) to=\(to)"], "line \(line)")
        driver.advance(to: 4)
        var expected = before
        expected.insert(expected.remove(at: from), at: to)
        let after = (0..<40).map { CardPresentationLibraryTests.text(driver.scene.flatLayer("card.row.\($0).title")?.layer)?.text }
        #expect(after == expected, "line \(line)")
    }

    @Test func moveRowOutsideTheListIsAnErrorNamingTheField() throws {
        var driver = try Self.presented()
        #expect(throws: InteractionError.self) { try driver.perform(InteractionAction("moveRow", ["from": .int(40), "to": .int(0)]), at: 2) }
        do {
            try driver.perform(InteractionAction("moveRow", ["from": .int(3), "to": .int(40)]), at: 2)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("to") && error.description.contains("must be below 40"), "\(error)")
        }
        var plain = try Self.presented(["reorderable": .bool(false)])
        #expect(plain.scene.flatLayer("card.row.0.handle") == nil)
        #expect(throws: InteractionError.self) { try plain.perform(InteractionAction("moveRow", ["from": .int(0), "to": .int(1)]), at: 2) }
    }

    /// Without handles, the same touch drags the card: the handle is what claims it.
    @Test func withoutHandlesTheSameTouchDragsTheCard() throws {
        var driver = try Self.presented(["reorderable": .bool(false)])
        let cardTop = try #require(driver.scene.flatLayer("card")).box.minY
        _ = try Self.drag(&driver, row: 1, dy: 3 * Self.pitch, duration: 0.6, t0: 2)
        #expect(try #require(driver.scene.flatLayer("card")).box.minY > cardTop + 100)
    }

    @Test func reduceMotionRowsMakeWayAtOnceAndTheHeldRowStillFollowsTheFinger() throws {
        var driver = try Self.presented(["reduceMotion": .bool(true)])
        let end = try Self.drag(&driver, row: 1, dy: 2 * Self.pitch, duration: 0.4, t0: 2) { (driver: AnyInteractionDriver, travel: Double) throws in
            #expect(abs(try Self.top(driver, row: 1) - (Self.firstRowTop + Self.pitch + travel)) < 1e-9)
        }
        // No spring: rows 2 and 3 are already a slot up, at the move that passed them.
        #expect(try Self.top(driver, row: 2) == Self.firstRowTop + Self.pitch)
        #expect(try Self.top(driver, row: 3) == Self.firstRowTop + 2 * Self.pitch)
        driver.handle(pointer(.up, Self.handleX, Self.firstRowTop + 3.5 * Self.pitch, end))
        #expect(try Self.top(driver, row: 3) == Self.firstRowTop + 3 * Self.pitch)
    }

    /// Held near the bottom, the list scrolls by itself and the row goes with it, far down the queue.
    @Test func holdingARowNearTheBottomScrollsTheList() throws {
        let frames = try framesWithState("card-presentation/reorder-autoscroll.json", fps: 60)
        func offset(at t: Double) -> Double {
            guard case .number(let value)? = frames.last(where: { $0.time <= t + 1e-9 })?.state["contentOffset"] else { return .nan }
            return value
        }
        // The finger reaches the band (56 pt above 810) at 1 + (754 − 205)/600 · 0.5 s = 1.4575 s.
        #expect(offset(at: 1.45) == 0 && offset(at: 1.4667) > 0)
        let a = offset(at: 2.0), b = offset(at: 2.5)
        // 805 pt is 51 pt deep into the 56 pt band above 810: 900 · 51/56 ≈ 819.6 pt/s.
        #expect(abs((b - a) / 0.5 - 900 * 51 / 56) < 1e-6, "\(a) → \(b)")
        let result = try replay("card-presentation/reorder-autoscroll.json")
        #expect(result.events.map(\.description) == ["presented", "reordered from=0 to=24"])
    }

    @Test func autoScrollAndDropsAreTheSameAtEveryFrameRate() throws {
        try expectFrameRateIndependence("card-presentation/reorder-autoscroll.json", instants: [1.4, 1.9, 2.35, 2.8, 3.15])
        try expectFrameRateIndependence("card-presentation/reorder-row-by-handle.json", instants: [1.3, 1.65, 1.85])
        #expect(try EventReplays.sameAtEveryFrameRate("card-presentation/reorder-autoscroll.json").count == 2)
    }

    @Test func voiceOverMovesARowWithMoveUpAndMoveDown() throws {
        var driver = try Self.presented()
        let handle = try #require(driver.scene.flatLayer("card.row.0.handle")?.layer.accessibility)
        let first = try #require(Self.title(driver, row: 0))
        #expect(handle.label == "Reorder " + first)
        #expect(handle.actions.map(\.kind) == [.custom("Move down"), .escape])
        let middle = try #require(driver.scene.flatLayer("card.row.5.handle")?.layer.accessibility)
        #expect(middle.actions.map(\.kind) == [.custom("Move up"), .custom("Move down"), .escape])
        #expect(middle.actions[0].fields == [.init("from", 5), .init("to", 4)])
        // Performing it moves the row, and the labels follow their rows.
        try driver.perform(InteractionAction("moveRow", ["from": .int(0), "to": .int(1)]), at: 2)
        driver.advance(to: 3)
        #expect(driver.scene.flatLayer("card.row.1.handle")?.layer.accessibility?.label == "Reorder " + first)
    }
}
