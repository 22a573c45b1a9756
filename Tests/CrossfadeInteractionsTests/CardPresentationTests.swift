import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

@Suite("card-presentation")
struct CardPresentationTests {
    static let largeTop = 57.0, height = 844.0

    /// (line, trace, presented, detent) at rest.
    @Test(arguments: [
        (#line, "tap-up-next-presents.json", true, "large"),
        (#line, "drag-up-presents.json", true, "large"),
        (#line, "slow-drag-down-30-percent-stays.json", true, "large"),
        (#line, "flick-down-dismisses.json", false, "none"),
        (#line, "content-300-then-drag-500.json", true, "large"),
        (#line, "status-bar-tap-twice.json", false, "none"),
        (#line, "slider-drag-never-dismisses.json", true, "large"),
        (#line, "catch-in-flight.json", true, "large"),
        (#line, "flick-content-to-top-does-not-dismiss.json", true, "large"),
        (#line, "detents-medium-then-large.json", true, "large"),
        (#line, "reduce-motion-present-dismiss.json", false, "none"),
        (#line, "actions.json", false, "none"),
        (#line, "modal-refuses-dismissal.json", false, "none")
    ])
    func traceEndsInState(line: Int, trace: String, presented: Bool, detent: String) throws {
        let result = try replay("card-presentation/" + trace)
        #expect(result.state["presented"] == .bool(presented) && result.state["detent"] == .string(detent), "line \(line): \(result.state)")
        #expect(result.state["phase"] == .string("idle") && result.state["contentOffset"] == .number(0), "line \(line)")
        let card = try #require(result.scene.flatLayer("card"))
        #expect(card.box.minY == (presented ? Self.largeTop : Self.height), "line \(line): card at \(card.box.minY)")
        // Over the app drawn dark (the default appearance) the status bar is light throughout.
        #expect(result.state["statusBar"] == .string("light"), "line \(line)")
    }

    @Test func sceneHasTheDocumentedLayersAndState() throws {
        let driver = try make("card-presentation")
        for id in ["presenting", "dim", "card", "card.grabber", "card.content", "card.row.0", "card.row.39", "card.slider", "statusBar"] {
            #expect(driver.scene.flatLayer(id) != nil, "\(id)")
        }
        #expect(driver.state.entries.prefix(5).map(\.key) == ["presented", "progress", "contentOffset", "statusBar", "phase"])
    }

    /// Everything behind the card is a function of progress: scale 1 → 0.92 about the
    /// centre with the top meeting the safe area, dim 0 → 0.4, corner radius 0 → 10.
    @Test func presentingDimAndCornersFollowProgressExactly() throws {
        var checked = 0
        for (_, state, scene) in try framesWithState("card-presentation/drag-up-presents.json") {
            guard case .number(let p)? = state["progress"], p > 0, p < 1 else { continue }
            let presenting = try #require(scene.flatLayer("presenting")), dim = try #require(scene.flatLayer("dim")),
                card = try #require(scene.flatLayer("card"))
            let scale = 1 - 0.08 * p
            #expect(isClose(presenting.box.width, 390 * scale, tolerance: 1e-9))
            #expect(isClose(presenting.box.minY, p * 47, tolerance: 1e-9), "top \(presenting.box.minY) at progress \(p)")
            #expect(isClose(dim.layer.opacity, 0.4 * p, tolerance: 1e-12))
            #expect(isClose(presenting.layer.cornerRadius.radius, 10 * p, tolerance: 1e-12) && card.layer.cornerRadius.corners == .top)
            #expect(isClose(card.box.minY, 844 - 787 * p, tolerance: 1e-9))
            checked += 1
        }
        #expect(checked > 30)
    }

    @Test func progressIsMonotonicWithAMonotonicDragAndFollowsTheFinger() throws {
        var previous = -1.0, cardTops: [Double] = []
        for (time, state, scene) in try framesWithState("card-presentation/drag-up-presents.json", at: 0.8) {
            guard case .number(let p)? = state["progress"] else { continue }
            #expect(p >= previous - 1e-12, "t \(time): \(p) after \(previous)")
            previous = p
            if time > 0.2 { cardTops.append(try #require(scene.flatLayer("card")).box.minY) }
        }
        // 1:1 with the finger: at the end of the 500 pt drag the card has moved 500 pt.
        #expect(isClose(cardTops.last ?? 0, 844 - 500, tolerance: 1e-9), "\(cardTops.last ?? 0)")
    }

    @Test func contentScrollsToItsTopThenTheSameDragDismisses() throws {
        let before = try replay("card-presentation/content-300-then-drag-500.json", at: 2.5)
        #expect(before.state["contentOffset"] == .number(300))
        let during = try replay("card-presentation/content-300-then-drag-500.json", at: 3.6)
        #expect(during.state["contentOffset"] == .number(0))
        #expect(try #require(during.scene.flatLayer("card")).box.minY == Self.largeTop + 200)
        // Dragging back up re-presents the card fully before the content scrolls again.
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        driver.handle(pointer(.down, 195, 600, 2.0))
        for step in 1...20 { driver.handle(pointer(.move, 195, 600 - Double(step) * 15, 2.0 + Double(step) / 120)) }  // content to 300
        driver.handle(pointer(.move, 195, 600, 2.3))  // back down 300: content to 0
        driver.handle(pointer(.move, 195, 700, 2.35))  // 100 more: the card leaves by 100
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == Self.largeTop + 100)
        driver.handle(pointer(.move, 195, 640, 2.4))  // up 60: the card comes back first
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == Self.largeTop + 40 && driver.state["contentOffset"] == .number(0))
        driver.handle(pointer(.move, 195, 560, 2.45))  // up 80: 40 re-presents, 40 scrolls
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == Self.largeTop && driver.state["contentOffset"] == .number(40))
    }

    @Test func aFlickThatReachesTheTopWhileDeceleratingDoesNotDismiss() throws {
        for (time, state, scene) in try framesWithState("card-presentation/flick-content-to-top-does-not-dismiss.json") where time > 2.8 {
            #expect(state["presented"] == .bool(true), "t \(time)")
            #expect(try #require(scene.flatLayer("card")).box.minY == Self.largeTop, "t \(time)")
        }
    }

    @Test func statusBarTapScrollsToTopThenDismisses() throws {
        #expect(try replay("card-presentation/status-bar-tap-twice.json", at: 2.9).state["contentOffset"] == .number(300))
        let scrolled = try replay("card-presentation/status-bar-tap-twice.json", at: 3.95)
        #expect(scrolled.state["contentOffset"] == .number(0) && scrolled.state["presented"] == .bool(true))
        #expect(try replay("card-presentation/status-bar-tap-twice.json").state["presented"] == .bool(false))
    }

    @Test func aDragThatStartsOnTheSliderNeverDismisses() throws {
        var values: [Double] = []
        for (time, state, scene) in try framesWithState("card-presentation/slider-drag-never-dismisses.json") where time >= 0.99 {
            #expect(try #require(scene.flatLayer("card")).box.minY == Self.largeTop, "t \(time)")
            if case .number(let value)? = state["slider"] { values.append(value) }
        }
        // It follows the finger's travel (90 pt of a 342 pt track), from where it was: no jump at the touch.
        #expect(values.first == 0.3 && isClose(values.last ?? 0, 0.3 + 90.0 / 342, tolerance: 1e-9), "the slider took the drag: \(values.last ?? 0)")
    }

    /// A touch on the moving card catches it exactly where it is drawn, and the next
    /// move carries it by exactly the finger's movement.
    @Test func catchInFlightHasNoJump() throws {
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 0.12)
        let drawn = try #require(driver.scene.flatLayer("card")).box.minY
        #expect(drawn > Self.largeTop + 100 && drawn < 700, "moving: \(drawn)")
        driver.handle(pointer(.down, 195, 750, 0.12))
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == drawn)
        driver.advance(to: 0.2)
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == drawn, "held while the finger rests")
        driver.handle(pointer(.move, 195, 745, 0.21))
        #expect(isClose(try #require(driver.scene.flatLayer("card")).box.minY, drawn - 5, tolerance: 1e-9))
    }

    /// The slider claims its touch only on a card at rest: touched while the card
    /// moves, it catches the card like any other part of it.
    @Test func aTouchOnTheSliderOfAMovingCardCatchesTheCard() throws {
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 0.15)
        let card = try #require(driver.scene.flatLayer("card")).box.minY
        let slider = try #require(driver.scene.flatLayer("card.slider")).box
        driver.handle(pointer(.down, slider.midX, slider.midY, 0.15))
        driver.advance(to: 0.4)
        #expect(try #require(driver.scene.flatLayer("card")).box.minY == card, "caught where it was drawn")
        driver.handle(pointer(.move, slider.midX + 40, slider.midY, 0.41))
        #expect(driver.state["slider"] == .number(0.3) && driver.state["phase"] == .string("dragging"))
    }

    /// A fling back up (the card dragged halfway down, then flicked) carries it past
    /// its top as its spring says, but drawn through a soft limit: never more than
    /// 4 % of the travel plus 1 (33 pt here), and its bottom never lifts off the
    /// screen's; on a small, bouncy configuration too.
    @Test(arguments: [(#line, 844.0, [String: Scalar]()), (#line, 140.0, ["springDampingRatio": .number(0.5), "springResponse": .number(0.1)])])
    func aHardFlingUpOvershootsALittleAndNeverShowsAGap(line: Int, height: Double, options: [String: Scalar]) throws {
        var driver = try make("card-presentation", options: options, viewport: Size(width: 390, height: height))
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 3)
        let top = try #require(driver.scene.flatLayer("card")).box.minY
        let travel = height - top, allowance = (0.04 * travel).rounded(.up) + 1
        var overshoots: [Double] = []
        for (index, speed) in [2_500.0, 30_000].enumerated() {
            var t = 3.0 + Double(index) * 4
            let y0 = top + 20, down = travel / 2, flick = down * 0.8
            driver.handle(pointer(.down, 195, y0, t))
            for step in 1...10 { t += 0.05; driver.handle(pointer(.move, 195, y0 + down * Double(step) / 10, t)) }
            for step in 1...4 { driver.handle(pointer(.move, 195, y0 + down - flick * Double(step) / 4, t + flick / speed * Double(step) / 4)) }
            t += flick / speed
            driver.handle(pointer(.up, 195, y0 + down - flick, t))
            var highest = Double.infinity
            for frame in 1...300 {
                driver.advance(to: t + Double(frame) / 120)
                let card = try #require(driver.scene.flatLayer("card")).box
                highest = min(highest, card.minY)
                #expect(card.maxY >= height, "line \(line): a gap of \(height - card.maxY) pt under the card")
            }
            overshoots.append(top - highest)
            #expect(driver.state["presented"] == .bool(true) && driver.state["phase"] == .string("idle"), "line \(line)")
        }
        #expect(overshoots[0] > 0.5 && overshoots[0] < overshoots[1], "line \(line): \(overshoots)")
        #expect(overshoots[1] < allowance && overshoots[1] > allowance * 0.6, "line \(line): \(overshoots) against \(allowance)")
    }

    /// Over a light app: dark until presentation starts, light until the card is gone.
    @Test func statusBarIsLightFromTheFirstFrameUntilTheCardIsGone() throws {
        var driver = try make("card-presentation", options: ["appearance": .string("light")])
        #expect(driver.state["statusBar"] == .string("dark"))
        try driver.perform(InteractionAction("present"), at: 0)
        #expect(driver.state["statusBar"] == .string("light"))
        driver.advance(to: 2)
        try driver.perform(InteractionAction("dismiss"), at: 2)
        var lastLight = 0.0
        for frame in 1...240 {
            let t = 2 + Double(frame) / 120
            driver.advance(to: t)
            let gone = try #require(driver.scene.flatLayer("card")).box.minY >= Self.height
            if driver.state["statusBar"] == .string("light") { lastLight = t; #expect(!gone, "t \(t)") } else { #expect(gone, "t \(t)") }
        }
        #expect(lastLight > 2.1)
    }

    @Test func grabberFlattensWhileDraggingAndReturnsAfter() throws {
        func dip(_ scene: Scene) throws -> Double {
            guard case .path(let path)? = try #require(scene.flatLayer("card.grabber")).layer.content,
                case .move(let a) = path.elements[0], case .line(let b) = path.elements[1]
            else { return .nan }
            return b.y - a.y
        }
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        let rest = try dip(driver.scene)
        #expect(rest > 2, "a chevron at rest: \(rest)")
        driver.handle(pointer(.down, 195, 400, 2))
        for step in 1...30 { driver.handle(pointer(.move, 195, 400 + Double(step) * 2, 2 + Double(step) / 120)) }
        #expect(abs(try dip(driver.scene)) < 0.01, "flat while dragged 60 pt")
        driver.handle(pointer(.up, 195, 460, 2.3))
        driver.advance(to: 4)
        #expect(isClose(try dip(driver.scene), rest, tolerance: 1e-9))
    }

    @Test func mediumDetentRestsAtHalfHeight() throws {
        let medium = try replay("card-presentation/detents-medium-then-large.json", at: 1.55)
        #expect(medium.state["detent"] == .string("medium") && medium.state["phase"] == .string("idle"))
        #expect(try #require(medium.scene.flatLayer("card")).box.minY == 422)
    }

    /// Reduce Motion: presented at once and fading in at its rest; dismissed at
    /// once, fading out where it was; the app behind never moves.
    @Test func reduceMotionCrossFadesInPlace() throws {
        var fadingIn = 0, fadingOut = 0, presentedAt: Double?
        for (time, state, scene) in try framesWithState("card-presentation/reduce-motion-present-dismiss.json") {
            let presenting = try #require(scene.flatLayer("presenting")), card = try #require(scene.flatLayer("card"))
            #expect(presenting.box == Rect(x: 0, y: 0, width: 390, height: 844))
            if state["progress"] == .number(1), presentedAt == nil { presentedAt = time }
            guard card.layer.opacity > 0, card.layer.opacity < 1 else { continue }
            #expect(card.box.minY == Self.largeTop, "t \(time): drawn at \(card.box.minY)")
            if time < 1 { fadingIn += 1 } else { fadingOut += 1 }
        }
        #expect(presentedAt.map { $0 < 0.1 } == true, "at its rest at once: \(presentedAt ?? -1)")
        #expect(fadingIn > 10 && fadingOut > 10, "\(fadingIn) frames fading in, \(fadingOut) out")
    }

    /// Reduce Motion keeps direct manipulation: the dragged card follows the
    /// finger exactly; released, it is at its detent at once and fades in there;
    /// dismissed, it fades out where it was, and a touch then moves nothing.
    @Test func reduceMotionWithDetentsFollowsTheFingerAndCrossFadesAfter() throws {
        var driver = try make("card-presentation", options: ["reduceMotion": .bool(true), "detents": .string("medium,large")])
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        var card = try #require(driver.scene.flatLayer("card"))
        #expect(driver.state["detent"] == .string("medium") && card.box.minY == 422 && card.layer.opacity == 1)
        // Dragged up 300 pt (past the middle between the detents) and held: it follows the finger.
        driver.handle(pointer(.down, 195, 600, 2))
        for step in 1...30 { driver.handle(pointer(.move, 195, 600 - Double(step) * 10, 2 + Double(step) / 60)) }
        driver.advance(to: 3)
        card = try #require(driver.scene.flatLayer("card"))
        #expect(card.box.minY == 422 - 300 && card.layer.opacity == 1, "\(card.box.minY)")
        driver.handle(pointer(.up, 195, 300, 3))
        driver.advance(to: 5)
        card = try #require(driver.scene.flatLayer("card"))
        #expect(driver.state["detent"] == .string("large") && card.box.minY == Self.largeTop && card.layer.opacity == 1)
        // Dismissed: it fades out where it is, and a touch while it fades moves nothing.
        try driver.perform(InteractionAction("dismiss"), at: 5)
        driver.advance(to: 5.1)
        card = try #require(driver.scene.flatLayer("card"))
        #expect(card.box.minY == Self.largeTop && card.layer.opacity > 0 && card.layer.opacity < 1, "\(card.layer.opacity)")
        #expect(driver.state["presented"] == .bool(false) && driver.state["progress"] == .number(0))
        let before = driver.scene
        driver.handle(pointer(.down, 195, 500, 5.1))
        #expect(driver.scene.flatLayer("card")?.box == before.flatLayer("card")?.box)
    }

    @Test(arguments: [
        "drag-up-presents.json", "content-300-then-drag-500.json", "catch-in-flight.json", "flick-down-dismisses.json",
        "detents-medium-then-large.json"
    ])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence("card-presentation/" + trace, instants: [0.1, 0.5, 1.05, 2.7, 3.7])
    }
}
