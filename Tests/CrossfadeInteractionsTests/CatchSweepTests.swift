import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import Testing

/// Catches on every scrollable: seeded flicks set a scroll view moving (decelerating,
/// bouncing past an edge, snapping), a finger lands anywhere in its frame while it
/// moves and holds still for 0.2 s, and the caught layers must not move at all, at
/// the touch or after it — UIScrollView's behaviour (issue 32). A failure names the
/// scrollable, the seed and the events.
@Suite("Catches hold every scrollable")
struct CatchSweepTests {
    /// A scroll view in an interaction: where to flick and catch, and what it moves.
    struct Scrollable: Sendable, CustomTestStringConvertible {
        var name: String
        var interaction: String
        var options: [String: Scalar] = [:]
        /// Actions performed first, 1 s apart (to show the scroll view).
        var setup: [InteractionAction] = []
        /// The layer whose box is the scroll view's frame: flicks start and catches land in it.
        var frame: String
        var axis: Axis
        /// Layers (by id prefix) the scroll view moves.
        var moves: [String]
        /// Points at the trailing edge where no flick starts: the rows' reorder handles there move a row, not the list.
        var handles = 0.0

        var testDescription: String { name }
    }

    static let scrollables: [Scrollable] = [
        Scrollable(name: "library strip", interaction: "library-pager", frame: "pager.pages", axis: .horizontal, moves: ["pager.page."]),
        Scrollable(name: "library lists", interaction: "library-pager", frame: "pager.pages", axis: .vertical, moves: ["pager.page.", "pager.list."]),
        Scrollable(
            name: "short library lists", interaction: "library-pager", options: ["rowCount": .int(2)], frame: "pager.pages", axis: .vertical,
            moves: ["pager.page.", "pager.list."]),
        Scrollable(
            name: "card content", interaction: "card-presentation", setup: [InteractionAction("present")], frame: "card.content",
            axis: .vertical, moves: ["card"], handles: 44),
        Scrollable(name: "cover carousel", interaction: "cover-carousel", frame: "carousel", axis: .horizontal, moves: ["cover."]),
        Scrollable(
            name: "showcase library strip", interaction: "showcase", frame: "library.pager.pages", axis: .horizontal,
            moves: ["library.pager.page."]),
        Scrollable(
            name: "showcase library lists", interaction: "showcase", frame: "library.pager.pages", axis: .vertical,
            moves: ["library.pager.page.", "library.pager.list."]),
        Scrollable(
            name: "showcase queue", interaction: "showcase", setup: [InteractionAction("queue.present")], frame: "queue.card.content",
            axis: .vertical, moves: ["queue.card"], handles: 44),
        Scrollable(
            name: "showcase carousel", interaction: "showcase", setup: [InteractionAction("player.open")], frame: "carousel.carousel",
            axis: .horizontal, moves: ["carousel.cover."])
    ]

    static let viewports = [
        Size(width: 390, height: 844), Size(width: 320, height: 568), Size(width: 430, height: 932), Size(width: 390, height: 264)
    ]

    @Test(arguments: scrollables)
    func aStillFingerHoldsAMovingScrollView(_ scrollable: Scrollable) throws {
        var caught = 0
        for seed in 0..<UInt64(150) {
            var random = SeededGenerator(seed: seed &* 7_919 &+ UInt64(scrollable.name.utf8.count))
            var events: [PointerEvent] = []
            let viewport = Self.viewports.randomElement(using: &random)!
            var driver = try InteractionRegistry.standard.make(scrollable.interaction, options: scrollable.options, viewport: viewport)
            var t = 0.0
            for action in scrollable.setup {
                try driver.perform(action, at: t)
                t += 1
                driver.advance(to: t)
            }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                flick(&driver, scrollable, &random, &t, &events)
                t += random.double(in: 0...0.4)
                driver.advance(to: t)
            }
            guard !driver.isAtRest, let area = onScreen(scrollable, driver.scene) else { continue }
            let spot = Point(x: random.double(in: area.minX + 1...area.maxX - 1), y: random.double(in: area.minY + 1...area.maxY - 1))
            let before = boxes(driver.scene, scrollable)
            guard movesOnItsOwn(driver, scrollable, until: t + 0.05) else { continue }
            caught += 1
            let down = PointerEvent(phase: .down, location: spot, time: t)
            events.append(down)
            driver.handle(down)
            var problem = difference(before, boxes(driver.scene, scrollable)).map { "the touch moved \($0)" }
            for step in 1...12 where problem == nil {
                let move = PointerEvent(phase: .move, location: spot, time: t + Double(step) / 60)
                events.append(move)
                driver.handle(move)
                problem = difference(before, boxes(driver.scene, scrollable)).map { "\($0) by \(move.time - t) s under a still finger" }
            }
            if let problem {
                Issue.record(
                    "\(scrollable.name) seed \(seed) (\(viewport.width) × \(viewport.height)): \(problem); events: \(events.map { "\($0.phase) (\($0.location.x), \($0.location.y)) t=\($0.time)" })"
                )
                return
            }
        }
        #expect(caught >= 40, "\(scrollable.name): only \(caught) catches found something moving")
    }

    /// A drag along the scroll view's axis (with a little of the other), 1 to 20 moves
    /// at 120 Hz up to 8,000 pt/s, lifted at once or after a pause.
    private func flick(
        _ driver: inout AnyInteractionDriver, _ scrollable: Scrollable, _ random: inout SeededGenerator,
        _ t: inout Double, _ events: inout [PointerEvent]
    ) {
        guard let area = onScreen(scrollable, driver.scene) else { return }
        var point = Point(
            x: random.double(in: area.minX + 1...area.maxX - 1 - scrollable.handles), y: random.double(in: area.minY + 1...area.maxY - 1))
        let speed = random.double(in: 100...8_000) * (Bool.random(using: &random) ? 1 : -1)
        let across = random.double(in: -0.15...0.15) * speed
        let velocity = scrollable.axis == .horizontal ? Vector(dx: speed, dy: across) : Vector(dx: across, dy: speed)
        func send(_ phase: PointerEvent.Phase) {
            let event = PointerEvent(phase: phase, location: point, time: t)
            if driver.handle(event) == nil { events.append(event) }
        }
        send(.down)
        for _ in 0..<Int.random(in: 1...20, using: &random) {
            t += 1.0 / 120
            point = point + Vector(dx: velocity.dx / 120, dy: velocity.dy / 120)
            send(.move)
        }
        t += [0, 0, 0.004, 0.05].randomElement(using: &random)!
        send(.up)
    }

    /// The part of the scroll view's frame on screen (where a finger can land), if any.
    private func onScreen(_ scrollable: Scrollable, _ scene: Scene) -> Rect? {
        guard let box = scene.flatLayer(scrollable.frame)?.box else { return nil }
        let minX = max(box.minX, 0), maxX = min(box.maxX, scene.viewport.width)
        let minY = max(box.minY, 0), maxY = min(box.maxY, scene.viewport.height)
        guard maxX - minX > 2, maxY - minY > 2 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether what this scroll view moves is moving now (the interaction may be busy elsewhere).
    private func movesOnItsOwn(_ driver: AnyInteractionDriver, _ scrollable: Scrollable, until later: Double) -> Bool {
        var probe = driver
        probe.advance(to: later)
        return difference(boxes(driver.scene, scrollable), boxes(probe.scene, scrollable)) != nil
    }

    private func boxes(_ scene: Scene, _ scrollable: Scrollable) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for layer in scene.flattened where scrollable.moves.contains(where: { layer.id.hasPrefix($0) }) { result[layer.id] = layer.box }
        return result
    }

    /// The first layer present in both whose box moved, described. A centre moves:
    /// a layer growing or shrinking about its centre by itself (a slider thumb let go
    /// a moment ago) keeps it, but for the last bit of rounding (`x - size / 2 + size / 2`),
    /// which is not a move: below a billionth of a point.
    private func difference(_ a: [String: Rect], _ b: [String: Rect]) -> String? {
        for (id, box) in a.sorted(by: { $0.key < $1.key }) {
            guard let other = b[id] else { continue }
            let moved = max(abs(other.midX - box.midX), abs(other.midY - box.midY))
            if moved > 1e-9 { return "\(id) moved \(moved) pt" }
        }
        return nil
    }
}
