import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// The environment re-applied on change (issue 27): a drag goes on under a new
/// environment, a scene at rest equals a fresh session's, and a recording with the
/// change replays to the same scene.
@Suite("Host environment")
struct HostEnvironmentTests {
    static let viewport = Size(width: 390, height: 844)

    /// Another environment: a taller status bar, a shorter home indicator, larger
    /// text, light colours (direction kept: a drag's decisions do not mirror).
    static var changed: InteractionEnvironment {
        InteractionEnvironment(safeArea: EdgeInsets(top: 59, bottom: 20), textScale: 1.3, appearance: .light)
    }

    /// A drag per interaction: where it starts (the centre of `grab`'s box), each
    /// move's travel, the layer that follows the finger, what a release decides.
    struct DragCase: Sendable, CustomTestStringConvertible {
        var line: Int
        var id: String
        var setUp: [String] = []
        var grab: String
        var step: Vector
        var follower: String
        var key: String
        var expected: Scalar
        var testDescription: String { "\(id) drags \(follower)" }
    }

    static let drags: [DragCase] = [
        DragCase(
            line: #line, id: "player-transition", grab: "miniPlayer", step: Vector(dx: 0, dy: -25), follower: "miniPlayer", key: "state",
            expected: .string("open")),
        DragCase(line: #line, id: "lyrics-cards", grab: "card.0", step: Vector(dx: 0, dy: 15), follower: "card.0", key: "front", expected: .int(1)),
        DragCase(
            line: #line, id: "card-presentation", setUp: ["present"], grab: "card.grabber", step: Vector(dx: 0, dy: 25), follower: "card",
            key: "presented", expected: .bool(false)),
        DragCase(
            line: #line, id: "cover-carousel", grab: "cover.0", step: Vector(dx: -20, dy: 0), follower: "cover.1", key: "centered", expected: .int(1)),
        DragCase(
            line: #line, id: "library-pager", grab: "pager.page.0.0", step: Vector(dx: -25, dy: 0), follower: "pager.page.0.1", key: "subcategory",
            expected: .int(1)),
        DragCase(
            line: #line, id: "showcase", grab: "library.pager.page.0.0", step: Vector(dx: -25, dy: 0), follower: "library.pager.page.0.1",
            key: "library", expected: .int(1))
    ]

    /// The ids of the layers drawn with some opacity (theirs and their ancestors').
    static func visible(_ flat: [FlatLayer]) -> Set<String> {
        var opacity: [String: Double] = [:]
        for layer in flat { opacity[layer.id] = layer.layer.opacity * (layer.parent.flatMap { opacity[$0] } ?? 1) }
        return Set(opacity.filter { $0.value > 0 }.keys)
    }

    static func box(_ id: String, in scene: Scene) -> Rect? { scene.flattened.first { $0.id == id }?.box }

    /// Runs the drag; with `change`, the environment changes after the fourth move.
    /// Returns the follower's travel over the move after the change, the phase just
    /// after the change, and the state at rest after the release.
    static func run(_ c: DragCase, change: InteractionEnvironment?) throws -> (travel: Vector, phase: Scalar?, state: InteractionState) {
        var session = try AnyHostSession(interaction: c.id, viewport: viewport, exactly: true)
        var t = 0.0
        for action in c.setUp {
            try session.perform(InteractionAction(action), at: t)
            t += 2
            _ = session.advance(to: t)
        }
        let start = try #require(box(c.grab, in: session.driver.scene))
        var p = Point(x: start.midX, y: start.midY)
        #expect(session.handle(PointerEvent(phase: .down, location: p, time: t)) == nil)
        for _ in 0..<4 {
            t += 1.0 / 60; p = Point(x: p.x + c.step.dx, y: p.y + c.step.dy)
            #expect(session.handle(PointerEvent(phase: .move, location: p, time: t)) == nil)
        }
        if let change { try session.setEnvironment(change, at: t) }
        let phase = session.driver.state["phase"]
        let before = try #require(box(c.follower, in: session.driver.scene))
        t += 1.0 / 60; p = Point(x: p.x + c.step.dx, y: p.y + c.step.dy)
        #expect(session.handle(PointerEvent(phase: .move, location: p, time: t)) == nil)
        let after = try #require(box(c.follower, in: session.driver.scene))
        for _ in 0..<4 {
            t += 1.0 / 60; p = Point(x: p.x + c.step.dx, y: p.y + c.step.dy)
            #expect(session.handle(PointerEvent(phase: .move, location: p, time: t)) == nil)
        }
        t += 1.0 / 60
        #expect(session.handle(PointerEvent(phase: .up, location: p, time: t)) == nil)
        for _ in 0..<600 where !session.driver.isAtRest {
            t += 1.0 / 60
            _ = session.advance(to: t)
        }
        return (Vector(dx: after.midX - before.midX, dy: after.midY - before.midY), phase, session.driver.state)
    }

    @Test(arguments: drags)
    func aChangeMidDragKeepsTheDrag(_ c: DragCase) throws {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let plain = try Self.run(c, change: nil)
        let changed = try Self.run(c, change: Self.changed)
        #expect(changed.phase == .string("dragging"), sourceLocation: at)
        #expect(
            abs(changed.travel.dx - c.step.dx) < 1e-6 && abs(changed.travel.dy - c.step.dy) < 1e-6,
            "the dragged layer moved \(changed.travel) for a finger's \(c.step)", sourceLocation: at)
        #expect(abs(plain.travel.dx - c.step.dx) < 1e-6 && abs(plain.travel.dy - c.step.dy) < 1e-6, sourceLocation: at)
        let decided = c.id == "showcase" ? changed.state.child("library")?["subcategory"] : changed.state[c.key]
        let decidedPlain = c.id == "showcase" ? plain.state.child("library")?["subcategory"] : plain.state[c.key]
        #expect(decided == c.expected, "released: \(changed.state)", sourceLocation: at)
        #expect(decidedPlain == c.expected, "released without a change: \(plain.state)", sourceLocation: at)
    }

    /// Per interaction: actions that put it somewhere other than its start, and the
    /// environment options a fresh session is built with to match the change.
    static let rests: [(line: Int, id: String, actions: [String])] = [
        (#line, "player-transition", []),
        (#line, "player-transition", ["open"]),
        (#line, "lyrics-cards", ["next"]),
        (#line, "card-presentation", []),
        (#line, "card-presentation", ["present"]),
        (#line, "cover-carousel", ["next", "next"]),
        (#line, "library-pager", ["nextPage", "nextPage", "nextPage"]),
        (#line, "showcase", []),
        (#line, "showcase", ["player.open", "queue.present"])
    ]

    static func options(_ e: InteractionEnvironment, full: Bool) -> [String: Scalar] {
        var options: [String: Scalar] = [
            "topSafeArea": .number(e.safeArea.top), "bottomSafeArea": .number(e.safeArea.bottom),
            "rtl": .bool(e.isRightToLeft), "reduceMotion": .bool(e.reduceMotion)
        ]
        if full {
            options["textScale"] = .number(e.textScale)
            options["appearance"] = .string(e.appearance.rawValue)
        }
        return options
    }

    static func settled(_ id: String, options: [String: Scalar] = [:], actions: [String], change: InteractionEnvironment?) throws -> AnyHostSession {
        var session = try AnyHostSession(interaction: id, options: options, viewport: viewport, exactly: true)
        var t = 0.0
        for action in actions {
            try session.perform(InteractionAction(action), at: t)
            t += 3
            _ = session.advance(to: t)
        }
        if let change {
            try session.setEnvironment(change, at: t)
        }
        t += 3
        _ = session.advance(to: t)
        return session
    }

    @Test(arguments: rests.indices)
    func atRestAChangeDrawsWhatAFreshSessionDraws(_ index: Int) throws {
        let (line, id, actions) = Self.rests[index]
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        var environment = Self.changed
        environment.layoutDirection = .rightToLeft
        if id == "showcase" { environment.textScale = 1; environment.appearance = .dark }  // not among its options
        let changed = try Self.settled(id, actions: actions, change: environment)
        let fresh = try Self.settled(id, options: Self.options(environment, full: id != "showcase"), actions: actions, change: nil)
        #expect(changed.driver.state == fresh.driver.state, sourceLocation: at)
        #expect(changed.driver.scene.background == fresh.driver.scene.background, sourceLocation: at)
        let a = changed.driver.scene.flattened, b = fresh.driver.scene.flattened
        #expect(a.map(\.id) == b.map(\.id), sourceLocation: at)
        // Layers nobody sees may differ: a reused list keeps the rows of the page it
        // showed before (hidden), which a tree built afresh never had.
        let seen = Self.visible(a), seenFresh = Self.visible(b)
        for (x, y) in zip(a, b) where x != y && (seen.contains(x.id) || seenFresh.contains(y.id)) {
            Issue.record("\(id) \(actions): layer \(x.id) differs from a fresh session's: \(x) vs \(y)", sourceLocation: at)
            break
        }
    }

    @Test func textScaleDirectionAndAppearanceShow() throws {
        var session = try AnyHostSession(interaction: "player-transition", viewport: Self.viewport, exactly: true)
        let before = session.driver.scene
        var e = InteractionEnvironment()
        e.textScale = 1.5
        e.layoutDirection = .rightToLeft
        e.appearance = .light
        try session.setEnvironment(e, at: 0)
        let after = session.driver.scene
        func text(_ scene: Scene, _ id: String) -> TextContent? {
            if case .text(let text)? = scene.flattened.first(where: { $0.id == id })?.layer.content { text } else { nil }
        }
        let size = try #require(text(before, "home.title")?.fontSize), scaled = try #require(text(after, "home.title")?.fontSize)
        #expect(abs(scaled - 1.5 * size) < 1e-9)
        let first = try #require(Self.box("tabBar.item.0", in: before)), mirrored = try #require(Self.box("tabBar.item.0", in: after))
        #expect(abs(mirrored.minX - (Self.viewport.width - first.maxX)) < 1e-9)
        #expect(after.background != before.background)
        #expect(after.background == Palette.light.background)
    }

    /// Reduce Motion switched on mid-drag: the release cross-fades (the player is
    /// open at once, fading in) instead of springing there.
    @Test func reduceMotionMidSessionMakesTheNextReleaseACrossFade() throws {
        func frameAfterRelease(reduceMotion: Bool) throws -> (top: Double, opacity: Double) {
            var session = try AnyHostSession(interaction: "player-transition", viewport: Self.viewport, exactly: true)
            var t = 0.0, y = 729.0
            _ = session.handle(PointerEvent(phase: .down, location: Point(x: 195, y: y), time: t))
            for _ in 0..<8 {
                t += 1.0 / 60; y -= 30
                _ = session.handle(PointerEvent(phase: .move, location: Point(x: 195, y: y), time: t))
            }
            if reduceMotion {
                var e = InteractionEnvironment()
                e.reduceMotion = true
                try session.setEnvironment(e, at: t)
            }
            t += 1.0 / 60
            _ = session.handle(PointerEvent(phase: .up, location: Point(x: 195, y: y), time: t))
            _ = session.advance(to: t + 1.0 / 60)
            let player = try #require(session.driver.scene.flattened.first { $0.id == "player" })
            return (player.box.minY, player.layer.opacity)
        }
        let moving = try frameAfterRelease(reduceMotion: false), fading = try frameAfterRelease(reduceMotion: true)
        #expect(moving.top > 1, "without Reduce Motion the player springs up from where the finger left it")
        #expect(fading.top == 0, "with Reduce Motion the player is open at once")
        #expect(fading.opacity < 1, "and fades in there")
    }

    static let invalid: [(line: Int, environment: InteractionEnvironment, field: String)] = [
        (#line, InteractionEnvironment(safeArea: EdgeInsets(top: .nan)), "safeArea.top"),
        (#line, InteractionEnvironment(safeArea: EdgeInsets(top: 47, bottom: -1)), "safeArea.bottom"),
        (#line, InteractionEnvironment(safeArea: EdgeInsets(top: 47, leading: .infinity)), "safeArea.leading"),
        (#line, InteractionEnvironment(textScale: .nan), "textScale"),
        (#line, InteractionEnvironment(textScale: 9), "textScale")
    ]

    @Test(arguments: invalid.indices)
    func nonsenseIsRefusedAndNothingChanges(_ index: Int) throws {
        let (line, environment, field) = Self.invalid[index]
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        var session = try AnyHostSession(interaction: "card-presentation", viewport: Self.viewport)
        _ = try session.perform(InteractionAction("present"))
        let scene = session.driver.scene, recording = session.recording(), before = session.environment
        do {
            _ = try session.setEnvironment(environment)
            Issue.record("accepted \(environment)", sourceLocation: at)
        } catch {
            guard case .invalidEnvironment(let refused, let reason) = error else { Issue.record("\(error)", sourceLocation: at); return }
            #expect(refused == field, sourceLocation: at)
            #expect("\(error)".hasPrefix("environment: '\(field)' must"), "\(error): \(reason)", sourceLocation: at)
        }
        #expect(session.driver.scene == scene && session.environment == before && session.recording() == recording, sourceLocation: at)
    }

    /// A host session with a change mid-drag, recorded: the trace holds the change
    /// and replays to the scene the host showed.
    @Test(arguments: ["player-transition", "card-presentation", "library-pager", "showcase"])
    func aRecordedChangeReplaysIdentically(_ id: String) throws {
        var session = try AnyHostSession(interaction: id, viewport: Self.viewport)
        var t = 100.0
        func touch(_ phase: PlatformTouch.Phase, _ x: Double, _ y: Double) -> PlatformTouch {
            PlatformTouch(identity: 7, location: Point(x: x, y: y), timestamp: t, phase: phase)
        }
        _ = try session.frame(at: t)
        let start = try #require(
            Self.box(
                id == "showcase"
                    ? "library.pager.page.0.0" : id == "library-pager" ? "pager.page.0.0" : id == "card-presentation" ? "presenting" : "miniPlayer",
                in: session.driver.scene))
        var p = Point(x: start.midX, y: start.midY)
        let step = id.contains("library") || id == "showcase" ? Vector(dx: -23.3, dy: 0) : Vector(dx: 0, dy: -31.7)
        _ = session.touch(touch(.down, p.x, p.y))
        for index in 0..<8 {
            t += 0.0163
            p = Point(x: p.x + step.dx, y: p.y + step.dy)
            _ = session.touch(touch(.move, p.x, p.y))
            _ = try session.frame(at: t + 0.008)
            if index == 3 {
                var e = Self.changed
                e.reduceMotion = id == "player-transition"
                e.textScale = 1.234_567_891  // off the grid: the session puts it on
                let step = try session.setEnvironment(e)
                #expect(step.relayout && step.resumeFrames == false || step.relayout)
            }
        }
        t += 0.0163
        _ = session.touch(touch(.up, p.x, p.y))
        for _ in 0..<400 {
            t += 0.0167
            if try session.frame(at: t).pause { break }
        }
        let text = session.recording()
        #expect(text.contains("\"kind\":\"environment\",\"environment\":{\"topSafeArea\":59,"), "\(text.prefix(400))")
        let trace = try Trace.decode(text, registry: .standard)
        #expect(trace.events.contains { if case .environment(let e, _) = $0 { e.textScale == 1.234568 } else { false } })
        let result = try Replay(trace: trace, registry: .standard).run()
        #expect(result.state == session.driver.state)
        #expect(result.scene == session.driver.scene)
        // The decoded trace writes back to the same events.
        #expect(try Trace.decode(trace.json.exactSerialized, registry: .standard) == trace)
    }

    static let badEvents: [(line: Int, event: String, error: String)] = [
        (
            #line, #"{"t":0,"kind":"environment","environment":{"topSafeArea":-3}}"#,
            "events[0].environment.topSafeArea: must not be negative (-3.0 pt)"
        ),
        (
            #line, #"{"t":0,"kind":"environment","environment":{"textScale":0.1}}"#,
            "events[0].environment.textScale: must be between 0.5 and 3.5, not 0.1"
        ),
        (#line, #"{"t":0,"kind":"environment","environment":{"dark":true}}"#, "events[0].environment.dark: unknown field"),
        (#line, #"{"t":0,"kind":"environment","environment":{"rtl":1}}"#, "events[0].environment.rtl: must be a boolean, not a number"),
        (#line, #"{"t":0,"kind":"environment"}"#, "events[0].environment: is missing"),
        (#line, #"{"t":0,"kind":"environment","environment":{},"x":1}"#, "events[0].x: unknown field for an environment event")
    ]

    @Test(arguments: badEvents.indices)
    func malformedEnvironmentEventsNameTheirField(_ index: Int) {
        let (line, event, expected) = Self.badEvents[index]
        let text = #"{"interaction":"lyrics-cards","events":["# + event + "]}"
        #expect(throws: TraceError.self, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)) {
            do { _ = try Trace.decode(text, registry: .standard) } catch {
                #expect(
                    "\(error)".hasPrefix(expected), "\(error)",
                    sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
                throw error
            }
        }
    }
}
