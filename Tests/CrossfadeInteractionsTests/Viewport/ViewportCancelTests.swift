import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// A gesture in progress at a viewport change carries on — or, where its
/// geometry is gone, ends as exactly one cancel: a touch the arena has not given
/// to anyone yet (it was found where it landed, in the layout that is gone), and a
/// row held by its reorder handle. A cancel ends it as a system cancel would: the
/// tap does not fire, the pull does not move, the row goes back; nothing else
/// happens, and the rest of that finger's reports find no one.
@Suite("Viewport changes cancel only what lost its geometry")
struct ViewportCancelTests {
    /// A touch on `target` (the centre of its box), the viewport changing while it
    /// is down and undecided, then `moved` (pt) and lifted: what `key` reads at
    /// rest with the change and without it.
    struct Pending: Sendable, CustomTestStringConvertible {
        var line: Int
        var id: String
        var setUp: [String] = []
        var target: String
        var moved = Vector.zero
        var key: String
        var withoutChange: Scalar
        var withChange: Scalar
        var testDescription: String { "\(id): a touch on \(target)" }
    }

    static let pending: [Pending] = [
        Pending(
            line: #line, id: PlayerTransition.id, target: "miniPlayer", key: "state", withoutChange: .string("open"), withChange: .string("closed")),
        Pending(
            line: #line, id: LyricsCards.id, target: "card.0", moved: Vector(dx: 0, dy: 120), key: "front", withoutChange: .int(1),
            withChange: .int(0)),
        Pending(
            line: #line, id: CardPresentation.id, target: "presenting.upNext", key: "presented", withoutChange: .bool(true),
            withChange: .bool(false)),
        Pending(line: #line, id: CoverCarousel.id, target: "button.play", key: "playing", withoutChange: .bool(true), withChange: .bool(false)),
        Pending(line: #line, id: LibraryPager.id, target: "pager.category.1", key: "category", withoutChange: .int(1), withChange: .int(0)),
        Pending(line: #line, id: Showcase.id, target: "tab.0", key: "tab", withoutChange: .int(0), withChange: .int(2))
    ]

    static func rest(_ driver: inout AnyInteractionDriver, from t: Double) -> Double {
        var t = t
        for _ in 0..<600 where !driver.isAtRest {
            t += 1.0 / 60
            driver.advance(to: t)
        }
        return t
    }

    static func touch(_ c: Pending, change: Bool) throws -> (state: InteractionState, events: [InteractionEvent]) {
        var driver = try InteractionRegistry.standard.make(c.id, viewport: ViewportRun.phone)
        var t = 0.0
        for action in c.setUp {
            try driver.perform(InteractionAction(action), at: t)
            t = rest(&driver, from: t)
        }
        let box = try #require(driver.scene.flatLayer(c.target)?.box)
        var point = Point(x: box.midX, y: box.midY)
        #expect(driver.handle(PointerEvent(phase: .down, location: point, time: t + 0.01)) == nil)
        if change { try driver.setViewport(Size(width: 844, height: 390), at: t + 0.02) }
        if c.moved != .zero {
            for step in 1...6 {
                point = point + Vector(dx: c.moved.dx / 6, dy: c.moved.dy / 6)
                #expect(driver.handle(PointerEvent(phase: .move, location: point, time: t + 0.03 + Double(step) / 120)) == nil)
            }
        }
        #expect(driver.handle(PointerEvent(phase: .up, location: point, time: t + 0.1)) == nil)
        _ = rest(&driver, from: t + 0.1)
        return (driver.state, driver.takeEvents())
    }

    @Test(arguments: pending)
    func aTouchNotYetDecidedEndsAsOneCancel(_ c: Pending) throws {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let plain = try Self.touch(c, change: false)
        let changed = try Self.touch(c, change: true)
        #expect(plain.state[c.key] == c.withoutChange, "without the change: \(plain.state)", sourceLocation: at)
        #expect(changed.state[c.key] == c.withChange, "with the change: \(changed.state)", sourceLocation: at)
        #expect(changed.events.isEmpty, "the cancelled touch did something: \(changed.events)", sourceLocation: at)
    }

    /// A row held by its handle (lifted and moved) is let go at the change: it goes
    /// back to its slot, and neither the rest of the drag nor the lift moves it.
    @Test(arguments: [false, true])
    func aRowHeldByItsHandleIsLetGoAtTheChange(change: Bool) throws {
        var driver = try InteractionRegistry.standard.make(CardPresentation.id, viewport: ViewportRun.phone)
        try driver.perform(InteractionAction("present"), at: 0)
        var t = Self.rest(&driver, from: 0)
        let handle = try #require(driver.scene.flatLayer("card.row.0.handle")?.box)
        var point = Point(x: handle.midX, y: handle.midY)
        #expect(driver.handle(PointerEvent(phase: .down, location: point, time: t)) == nil)
        for _ in 0..<6 {
            t += 1.0 / 60
            point.y += 25
            #expect(driver.handle(PointerEvent(phase: .move, location: point, time: t)) == nil)
            if change, point.y > handle.midY + 70, driver.scene.viewport == ViewportRun.phone {
                try driver.setViewport(Size(width: 600, height: 960), at: t)
                #expect(driver.state["phase"] != .string("dragging"))
            }
        }
        #expect(driver.handle(PointerEvent(phase: .up, location: point, time: t + 0.01)) == nil)
        _ = Self.rest(&driver, from: t + 0.01)
        let reordered = driver.takeEvents().contains { if case .reordered = $0.kind { true } else { false } }
        #expect(reordered == !change)
        #expect(driver.state["presented"] == .bool(true))
    }
}
