import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import CrossfadeScene
import CrossfadeTestSupport
import Testing

@Suite("player-transition")
struct PlayerTransitionTests {
    static let miniCentreY = 844.0 - 83 - 64 + 32

    @Test(arguments: [
        ("player-transition/slow-drag-past-half-opens.json", "open"),
        ("player-transition/slow-drag-30-percent-closes.json", "closed"),
        ("player-transition/flick-40pt-1500-opens.json", "open"),
        ("player-transition/drag-down-open-player-closes.json", "closed"),
        ("player-transition/grab-mid-animation-release-back.json", "closed"),
        ("player-transition/tap-opens.json", "open"),
        ("player-transition/toggle-twice.json", "closed"),
        ("player-transition/reduce-motion-drag-opens.json", "open")
    ])
    func traceEndsInState(trace: String, expected: String) throws {
        let result = try replay(trace)
        #expect(result.state["state"] == .string(expected))
        #expect(result.state["phase"] == .string("idle"))
        let player = try #require(result.scene.flatLayer("player"))
        let tabBar = try #require(result.scene.flatLayer("tabBar"))
        if expected == "open" {
            #expect(player.box == Rect(x: 0, y: 0, width: 390, height: 844))
            #expect(tabBar.box.minY >= 844 || tabBar.layer.opacity == 0, "the tab bar is out of view")
        } else {
            #expect(player.box == Rect(x: 0, y: 697, width: 390, height: 64))
            #expect(tabBar.box == Rect(x: 0, y: 761, width: 390, height: 83))
        }
    }

    /// A release at the fastest speed (8,000 pt/s, from a 0.3 pt twitch) into a slow
    /// finishing spring (2.8 s) throws the player past open; drawn, it stays within
    /// the viewport's reach (it came out 858 pt past before, beyond what a finger's
    /// rubber band can hold), and a finger catching it there holds it still.
    @Test func aFlickIntoASlowSpringStaysWithinReachAndIsCaughtWhereItIs() throws {
        let name = "player-transition/flick-into-slow-spring-caught.json"
        var highest = 0.0
        for t in stride(from: 2.80, through: 3.05, by: 0.05) {
            let player = try #require(try replay(name, at: t).scene.flatLayer("player"))
            highest = max(highest, -player.box.minY)
        }
        #expect(highest > 422 && highest < 844, "the stretch past open peaks at \(highest) pt (half the viewport to the viewport)")
        let before = try #require(try replay(name, at: 3.0585).scene.flatLayer("player")).box
        let caught = try #require(try replay(name, at: 3.0586).scene.flatLayer("player")).box
        #expect(abs(caught.minY - before.minY) < 0.2 && abs(caught.height - before.height) < 0.3, "caught at \(before), drawn at \(caught)")
        #expect(try replay(name).state["state"] == .string("closed"))
    }

    @Test(arguments: [(#line, 100.0), (#line, 421.0), (#line, 500.0), (#line, 2_000.0), (#line, 1e9)])
    func pastAnEndTheSpringIsDrawnUpToTheViewport(line: Int, offset: Double) {
        let drawn = PlayerTransition.reachLimited(offset, dimension: 844)
        #expect(drawn <= offset && drawn <= 844, "line \(line): \(offset) pt drawn at \(drawn)")
        #expect(PlayerTransition.reachLimited(-offset, dimension: 844) == -drawn, "line \(line): symmetric")
        if offset <= 422 { #expect(drawn == offset, "line \(line): drawn as it runs up to half the viewport") }
        // The same slope on both sides of the knee: no visible kink.
        let slope = (PlayerTransition.reachLimited(422.001, dimension: 844) - PlayerTransition.reachLimited(422, dimension: 844)) / 0.001
        #expect(abs(slope - 1) < 1e-3)
    }

    /// `state` names the side the player rests on; `target` where it is heading:
    /// the other side from the first frame of an opening, back again when turned
    /// around mid-flight, and the resting side once it settles.
    @Test func targetNamesWhereAMovingPlayerIsHeading() throws {
        var driver = try make("player-transition")
        #expect(driver.state["target"] == .string("closed"))
        try driver.perform(InteractionAction("open"), at: 0)
        driver.advance(to: 0.1)
        #expect(driver.state["state"] == .string("closed") && driver.state["target"] == .string("open"), "\(driver.state)")
        try driver.perform(InteractionAction("toggle"), at: 0.15)
        driver.advance(to: 0.2)
        #expect(driver.state["state"] == .string("closed") && driver.state["target"] == .string("closed"), "turned around: \(driver.state)")
        try driver.perform(InteractionAction("open"), at: 0.25)
        driver.advance(to: 3)
        #expect(driver.state["state"] == .string("open") && driver.state["target"] == .string("open") && driver.state.phaseName == "idle")
        // A drag down from open heads for closed while the finger holds it.
        driver.handle(pointer(.down, 195, 300, 3.1))
        for step in 1...10 { driver.handle(pointer(.move, 195, 300 + Double(step) * 8, 3.1 + Double(step) / 60)) }
        #expect(driver.state["target"] == .string("closed") && driver.state.phaseName == "dragging", "\(driver.state)")
    }

    /// The frame spring is UIKit's duration spring with the `dampingRatio` option
    /// (what the motion lab's "apply" sets): 1 never passes the top; 0.4 does, by
    /// as much as the spring's own overshoot predicts, and still ends open.
    @Test(arguments: [(#line, 1.0, 0.0), (#line, 0.7, 0.046), (#line, 0.4, 0.254)])
    func dampingRatioOptionShapesTheOpening(line: Int, zeta: Double, overshoot: Double) throws {
        var driver = try make("player-transition", options: ["dampingRatio": .number(zeta), "duration": .number(0.5)])
        try driver.perform(InteractionAction("open"), at: 0)
        var highest = Double.infinity
        for frame in 1...120 {
            _ = driver.advance(to: Double(frame) / 120)
            highest = min(highest, try #require(driver.scene.flatLayer("player")).box.minY)
        }
        let travel = 697.0  // the closed player's top
        let spring = Spring(settlingDuration: 0.5, dampingRatio: zeta)
        let predicted = (0...6000).map { spring.value(target: 1.0, time: Double($0) / 12000) }.max()! - 1
        #expect(isClose(-highest / travel, predicted, tolerance: 0.01), "line \(line): overshoot \(-highest / travel), spring \(predicted)")
        #expect(isClose(max(0, predicted), overshoot, tolerance: 0.002), "line \(line): predicted \(predicted)")
        #expect(driver.state["state"] == .string("open") && driver.isAtRest, "line \(line)")
    }

    @Test func sceneHasTheDocumentedLayers() throws {
        let scene = try make("player-transition").scene
        for id in ["tabBar", "miniPlayer", "player", "player.artwork", "player.title", "player.chevron"] {
            #expect(scene.layer(id) != nil, "\(id)")
        }
    }

    @Test func dragFollowsTheFingerAndPausesTheTransition() throws {
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        for frame in 1...20 { driver.handle(pointer(.move, 195, Self.miniCentreY - Double(frame) * 10, Double(frame) / 60)) }
        // 200 pt of 697: the container's top follows the finger 1:1.
        #expect(isClose(driver.scene.flatLayer("player")!.box.minY, 697 - 200, tolerance: 1e-9))
        #expect(driver.state["phase"] == .string("dragging"))
        driver.advance(to: 2)  // time passes, the finger holds: nothing moves
        #expect(isClose(driver.scene.flatLayer("player")!.box.minY, 697 - 200, tolerance: 1e-9))
        // Content fades in over the first half with the ease-in curve (scrubsLinearly = false).
        let fraction = 200.0 / 697
        let expected = min(1, UnitCurve.easeIn.value(at: fraction) / 0.5)
        #expect(isClose(driver.scene.flatLayer("player.content")!.layer.opacity, expected, tolerance: 1e-9))
    }

    @Test func releaseVelocityCarriesIntoTheSpring() throws {
        var driver = try make("player-transition")
        let speed = 800.0  // pt/s upward
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        var t = 0.0
        for frame in 1...24 {
            t = Double(frame) / 120
            driver.handle(pointer(.move, 195, Self.miniCentreY - speed * t, t))
        }
        driver.handle(pointer(.up, 195, Self.miniCentreY - speed * t, t))
        let y0 = driver.scene.flatLayer("player")!.box.minY
        driver.advance(to: t + 1e-6)
        let velocity = (driver.scene.flatLayer("player")!.box.minY - y0) / 1e-6
        #expect(abs(velocity + speed) <= 0.05 * speed, "container leaves at \(velocity) pt/s")
    }

    @Test func decidesByProjectionNotVelocitySign() throws {
        // Dragged up 80% and released moving slightly down: projected still past half → opens.
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        for frame in 1...60 { driver.handle(pointer(.move, 195, Self.miniCentreY - Double(frame) * 9.3, Double(frame) / 60)) }
        for frame in 1...3 { driver.handle(pointer(.move, 195, Self.miniCentreY - 558 + Double(frame), 1 + Double(frame) / 120)) }
        driver.handle(pointer(.up, 195, Self.miniCentreY - 555, 1.03))
        driver.advance(to: 3)
        #expect(driver.state["state"] == .string("open"))
    }

    @Test func catchingInFlightStopsExactlyWhereItIs() throws {
        var driver = try make("player-transition")
        try driver.perform(InteractionAction("open"), at: 0)
        driver.advance(to: 0.12)
        let before = driver.scene.flatLayer("player")!.box
        driver.handle(pointer(.down, 195, 755, 0.12))
        #expect(driver.scene.flatLayer("player")!.box == before)
        #expect(driver.state["phase"] == .string("dragging"))
        driver.advance(to: 0.5)
        #expect(driver.scene.flatLayer("player")!.box == before, "held by the finger")
    }

    @Test func grabMidAnimationHasNoJump() throws {
        let name = "player-transition/grab-mid-animation-release-back.json"
        let all = try framesWithState(name)
        let pointers = try loadTrace(name).events.compactMap { if case .pointer(let event) = $0 { event } else { nil } }
        let grab = try #require(pointers.first { $0.phase == .down })
        let release = try #require(pointers.first { $0.phase == .up })
        // Each 120 Hz step is bounded by the previous step (the speed) plus what the
        // stiffest force on the container can add in one frame: a jump would break it.
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 1)
        let dt = 1.0 / 120
        let maximumChange = spring.stiffness * 697 * dt * dt
        var previousY = all[0].scene.flatLayer("player")!.box.minY
        var previousStep = 0.0
        var heldFrames = 0
        var grabY: Double?
        for (time, _, scene) in all.dropFirst() {
            let y = scene.flatLayer("player")!.box.minY
            let step = y - previousY
            #expect(abs(step) <= abs(previousStep) + maximumChange, "jump of \(step) pt after \(previousStep) pt at \(time) s")
            if time >= grab.time, time < release.time {
                // Caught in flight: from the touch on, the player follows the finger 1:1.
                let finger = pointers.last { $0.time <= time }!
                let start = grabY ?? y
                grabY = start
                #expect(isClose(y - start, finger.location.y - grab.location.y, tolerance: 1e-6), "at \(time) s the player is not under the finger")
                heldFrames += 1
            }
            previousStep = step
            previousY = y
        }
        #expect(all.contains { $0.state.phaseName == "animating" } && all.last!.state.phaseName == "idle")
        #expect(heldFrames >= 15, "the finger held the player through the drag")
        #expect(previousY == 697, "released back: closed")
    }

    @Test func rubberBandsPastTheEnds() throws {
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        driver.handle(pointer(.move, 195, Self.miniCentreY + 20, 0.05))
        driver.handle(pointer(.move, 195, Self.miniCentreY + 100, 0.1))
        let top = driver.scene.flatLayer("miniPlayer")!.box.minY
        #expect(top > 697 && top < 697 + 100, "moves down less than the finger")
        #expect(isClose(top - 697, rubberBand(offset: 100, dimension: 844), tolerance: 1e-9))
        driver.handle(pointer(.up, 195, Self.miniCentreY + 100, 0.15))
        driver.advance(to: 2)
        #expect(driver.scene.flatLayer("miniPlayer")!.box.minY == 697)
        #expect(driver.state["state"] == .string("closed") && driver.isAtRest)
    }

    @Test func cancelledPanReversesToWhereItStarted() throws {
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniCentreY, 0))
        for frame in 1...40 { driver.handle(pointer(.move, 195, Self.miniCentreY - Double(frame) * 12, Double(frame) / 60)) }
        #expect(driver.scene.flatLayer("player")!.box.minY < 300)
        driver.handle(PointerEvent(phase: .cancel, location: Point(x: 195, y: Self.miniCentreY - 480), time: 0.7))
        #expect(driver.state["phase"] == .string("animating"))
        driver.advance(to: 3)
        #expect(driver.state["state"] == .string("closed"))
        #expect(driver.scene.flatLayer("player")!.box == Rect(x: 0, y: 697, width: 390, height: 64))
    }

    @Test func tapOnTheChevronCloses() throws {
        var driver = try make("player-transition")
        try driver.perform(InteractionAction("open"), at: 0)
        driver.advance(to: 2)
        let chevron = driver.scene.flatLayer("player.chevron")!.box
        driver.handle(pointer(.down, chevron.midX, chevron.midY, 2))
        driver.handle(pointer(.up, chevron.midX, chevron.midY, 2.05))
        driver.advance(to: 4)
        #expect(driver.state["state"] == .string("closed"))
    }

    /// Reduce Motion keeps direct manipulation: while the finger drags, the player
    /// moves exactly as it does without Reduce Motion (the same drag); from the
    /// release on nothing travels — it is open, and fades in there.
    @Test func reduceMotionFollowsTheFingerThenCrossFadesWithoutMoving() throws {
        let reduced = try frames("player-transition/reduce-motion-drag-opens.json", fps: 30)
        let moving = try frames("player-transition/slow-drag-past-half-opens.json", fps: 30)  // the same events, motion on
        let release = 1.6
        for ((time, scene), (_, reference)) in zip(reduced, moving) where time < release {
            #expect(scene.flatLayer("player")!.box == reference.flatLayer("player")!.box, "at \(time)")
            #expect(scene.flatLayer("tabBar")!.box == reference.flatLayer("tabBar")!.box, "at \(time)")
        }
        #expect(reduced.contains { $0.time < release && $0.scene.flatLayer("player")!.box.minY < 500 }, "the drag moved the player")
        for (time, scene) in reduced where time >= release {
            #expect(scene.flatLayer("player")!.box == Rect(x: 0, y: 0, width: 390, height: 844), "at \(time)")
            #expect(scene.flatLayer("tabBar")!.box.minY >= 844, "at \(time)")
        }
        let end = try replay("player-transition/reduce-motion-drag-opens.json")
        #expect(end.scene.flatLayer("player")!.layer.opacity == 1 && end.scene.flatLayer("miniPlayer")!.layer.opacity == 0)
    }

    @Test func unknownActionIsAnError() throws {
        var driver = try make("player-transition")
        #expect(throws: InteractionError.unknownAction("fly")) { try driver.perform(InteractionAction("fly"), at: 0) }
    }

    @Test(arguments: [
        "player-transition/slow-drag-past-half-opens.json", "player-transition/flick-40pt-1500-opens.json",
        "player-transition/grab-mid-animation-release-back.json", "player-transition/toggle-twice.json",
        "player-transition/drag-down-open-player-closes.json"
    ])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence(trace, instants: [0.1, 0.2, 0.35, 0.5, 1.0, 1.7])
    }
}
