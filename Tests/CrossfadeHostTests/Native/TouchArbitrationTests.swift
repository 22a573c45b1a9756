import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// Sharing touches with UIKit: what the touch-forwarding recognizer answers its
/// delegate about each other recognizer, which state it takes at each report, and
/// what a host does with a touch UIKit took away.
@Suite("Touch arbitration")
struct TouchArbitrationTests {
    typealias Other = TouchArbitration.Other

    // MARK: The delegate's answers

    @Test(arguments: [
        (#line, Other.edgeSwipe, false, true, false),
        (#line, .trackedScroll, false, false, true),
        (#line, .inSlot, true, false, false),
        (#line, .panInSlot, false, false, false),
        (#line, .innerHost, false, true, false),
        (#line, .outerHost, false, false, true),
        (#line, .elsewhere, false, false, false)
    ])
    func theDelegateAnswers(_ line: Int, _ other: Other, _ together: Bool, _ engineWaits: Bool, _ otherWaits: Bool) {
        let answer = TouchArbitration.answer(for: other)
        #expect(
            answer == TouchArbitration.Answer(together: together, engineWaits: engineWaits, otherWaits: otherWaits),
            "line \(line): \(other)")
    }

    static func facts(
        edge: Bool = false, host: Bool = false, inside: Bool = false, contains: Bool = false, tracked: Bool = false, onHost: Bool = false,
        pan: Bool = false
    ) -> TouchArbitration.Facts {
        var facts = TouchArbitration.Facts()
        facts.isPan = pan
        facts.isOnHostView = onHost
        facts.isScreenEdgePan = edge
        facts.isHostRecognizer = host
        facts.isInsideHost = inside
        facts.containsHost = contains
        facts.isTrackedScrollView = tracked
        return facts
    }

    @Test(arguments: [
        (#line, facts(), Other.elsewhere),
        (#line, facts(edge: true), .edgeSwipe),
        (#line, facts(edge: true, inside: true), .edgeSwipe),
        (#line, facts(inside: true), .inSlot),
        (#line, facts(inside: true, pan: true), .panInSlot),
        (#line, facts(pan: true), .elsewhere),
        (#line, facts(edge: true, pan: true), .edgeSwipe),
        (#line, facts(inside: true, tracked: true, pan: true), .trackedScroll),
        (#line, facts(inside: true, tracked: true), .trackedScroll),
        (#line, facts(tracked: true), .trackedScroll),
        (#line, facts(host: true, inside: true), .innerHost),
        (#line, facts(host: true, contains: true), .outerHost),
        (#line, facts(host: true), .elsewhere),
        (#line, facts(contains: true), .elsewhere),
        (#line, facts(inside: true, onHost: true), .elsewhere),
        (#line, facts(edge: true, inside: true, onHost: true), .elsewhere)
    ])
    func theFactsSayWhatTheOtherIs(_ line: Int, _ facts: TouchArbitration.Facts, _ expected: Other) {
        #expect(Other(facts) == expected, "line \(line)")
    }

    // MARK: The recognizer's states

    typealias Kind = RecognizerState.Report.Kind

    static func report(
        _ kind: Kind, down: Int, session: Bool = true, claims: Bool = true, control: Bool = false,
        app: Bool = false, dragging: Bool = false, travel: Double = 0, tap: Bool = false
    ) -> RecognizerState.Report {
        var report = RecognizerState.Report(kind, fingersDown: down)
        report.hasSession = session
        report.engineClaims = claims
        report.onEngineControl = control
        report.onAppView = app
        report.engineDragging = dragging
        report.travel = travel
        report.enginesTap = tap
        return report
    }

    @Test(arguments: [
        // At the first finger's down.
        (#line, RecognizerState.possible, report(.down, down: 1, session: false), RecognizerState.failed),
        (#line, .possible, report(.down, down: 1, claims: false), .failed),
        (#line, .possible, report(.down, down: 1, claims: false, app: true), .failed),
        (#line, .possible, report(.down, down: 1, control: true), .began),
        (#line, .possible, report(.down, down: 1, control: true, app: true), .possible),
        (#line, .possible, report(.down, down: 1), .possible),
        (#line, .possible, report(.down, down: 2), .possible),
        // Moving, waiting for the engine's arena.
        (#line, .possible, report(.move, down: 1, dragging: true, travel: 6), .began),
        (#line, .possible, report(.move, down: 1, app: true, dragging: true, travel: 6), .possible),
        (#line, .possible, report(.move, down: 1, app: true, dragging: true, travel: 10), .began),
        (#line, .possible, report(.move, down: 1, travel: 12), .possible),
        (#line, .possible, report(.move, down: 1, travel: 12.5), .failed),
        (#line, .possible, report(.move, down: 1, app: true, travel: 30), .failed),
        // Lifting or cancelled while waiting.
        (#line, .possible, report(.up, down: 0, tap: true), .ended),
        (#line, .possible, report(.up, down: 0, travel: 11, tap: true), .ended),
        (#line, .possible, report(.up, down: 0, travel: 13, tap: true), .failed),
        (#line, .possible, report(.up, down: 0), .failed),
        (#line, .possible, report(.up, down: 1, tap: true), .possible),
        (#line, .possible, report(.cancel, down: 0), .failed),
        (#line, .possible, report(.cancel, down: 0, dragging: true), .failed),
        // Once claimed.
        (#line, .began, report(.move, down: 1), .changed),
        (#line, .changed, report(.down, down: 2), .changed),
        (#line, .changed, report(.up, down: 1), .changed),
        (#line, .changed, report(.up, down: 0), .ended),
        (#line, .began, report(.up, down: 0), .ended),
        (#line, .changed, report(.cancel, down: 0), .cancelled),
        (#line, .began, report(.cancel, down: 1), .changed),
        // Finished: until UIKit resets.
        (#line, .ended, report(.down, down: 1, control: true), .ended),
        (#line, .failed, report(.move, down: 1, dragging: true), .failed),
        (#line, .cancelled, report(.up, down: 0), .cancelled)
    ])
    func theRecognizerTakesItsState(_ line: Int, _ from: RecognizerState, _ report: RecognizerState.Report, _ expected: RecognizerState) {
        #expect(RecognizerState.after(report, from: from) == expected, "line \(line)")
    }

    // MARK: A host's touches

    static let phone = Size(width: 390, height: 844)

    static func touch(_ phase: PlatformTouch.Phase, _ x: Double, _ y: Double, _ t: Double, identity: UInt64 = 1) -> PlatformTouch {
        PlatformTouch(identity: identity, location: Point(x: x, y: y), timestamp: t, phase: phase)
    }

    static func started(_ configuration: ViewHost.Configuration) -> ViewHost {
        var host = ViewHost(configuration)
        _ = host.setInWindow(true)
        _ = host.layout(viewport: phone, environment: InteractionEnvironment())
        _ = host.frame(at: 1)
        return host
    }

    /// The bug: a host nested in a host (the showcase's carousel inside the mini
    /// player) had its touch taken by UIKit without `touchesCancelled`; the next
    /// down reported `.changed` to a recognizer in `.possible`.
    @Test func theTouchAfterALostOneBeginsAfresh() {
        var host = Self.started(.miniPlayer())
        #expect(host.touches([Self.touch(.down, 195, 730, 1.01)]).recognizer == .possible)
        #expect(host.session?.touches.downCount == 1)
        // UIKit gave the touch to another recognizer: ours failed and is reset, no cancel reported.
        _ = host.recognizerDidReset()
        #expect(host.session?.touches.downCount == 0)
        #expect(host.recording()?.contains("\"cancel\"") == true)
        #expect(host.touches([Self.touch(.down, 195, 730, 1.5, identity: 2)]).recognizer == .possible)
        #expect(host.touches([Self.touch(.move, 195, 700, 1.52, identity: 2)]).recognizer == .began)
        #expect(host.touches([Self.touch(.up, 195, 640, 1.54, identity: 2)]).recognizer == .ended)
    }

    @Test func aFinishedRecognizerThatWasNeverResetStartsAfreshAtTheNextDown() {
        var host = Self.started(.miniPlayer())
        _ = host.touches([Self.touch(.down, 195, 730, 1.01)])
        #expect(host.touches([Self.touch(.move, 290, 760, 1.02)]).recognizer != .possible)
        #expect(host.touches([Self.touch(.down, 195, 730, 1.5, identity: 2)]).recognizer == .possible)
        #expect(host.session?.touches.downCount == 1)
    }

    @Test func aMovingInteractionDoesNotTakeATouchWhereItClaimsNothing() {
        var host = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo))
        _ = host.perform(CoverCarousel.Action.next.interactionAction, atPlatformTime: 1.01)
        _ = host.frame(at: 1.05)
        #expect(host.session?.driver.phase != .idle)
        #expect(host.session?.driver.claims(at: Point(x: 195, y: 480)).isEmpty == true)
        #expect(host.touches([Self.touch(.down, 195, 480, 1.06)]).recognizer == .failed)
        #expect(host.session?.touches.downCount == 0)
    }

    @Test func lostTouchesCancelTheRecognizerThatHeldThemAndTheRestOfTheirSequenceChangesNothing() {
        var host = Self.started(.miniPlayer())
        _ = host.touches([Self.touch(.down, 195, 730, 1.01)])
        #expect(host.touches([Self.touch(.move, 195, 690, 1.03)]).recognizer == .began)
        #expect(host.loseTouches().recognizer == .cancelled)
        #expect(host.session?.touches.downCount == 0)
        let late = host.touches([Self.touch(.move, 195, 650, 1.05)])
        #expect(late.recognizer == nil)
        #expect(host.recognition == .cancelled)
        // Not yet claimed: it fails.
        _ = host.recognizerDidReset()
        #expect(host.touches([Self.touch(.down, 195, 730, 2.01, identity: 2)]).recognizer == .possible)
        #expect(host.loseTouches().recognizer == .failed)
        #expect(host.loseTouches().recognizer == nil, "nothing left to lose")
    }

    @Test func aTouchWhereTheEngineClaimsNothingIsGivenUpAtItsDownAndNeverFed() {
        var host = Self.started(.miniPlayer())
        let before = host.recording()
        // Above the mini player the app's own screen shows (the demo home is left out).
        #expect(host.touches([Self.touch(.down, 195, 300, 1.01)]).recognizer == .failed)
        #expect(host.session?.touches.downCount == 0)
        #expect(host.recording() == before)
    }

    @Test func aSwipeThatNeverBecomesTheEnginesIsGivenUpPastTheTravelAndCancelledInTheEngine() {
        // The carousel's strip claims horizontal pans: a vertical one is the page's own.
        var host = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo))
        var t = 1.01, y = 250.0
        #expect(host.touches([Self.touch(.down, 195, y, t)]).recognizer == .possible)
        var state: RecognizerState? = .possible
        while state == .possible, y > 150 {
            y -= 2
            t += 0.008
            state = host.touches([Self.touch(.move, 195, y, t)]).recognizer
        }
        #expect(state == .failed)
        #expect((250 - y) > TouchArbitration.giveUpTravel, "gave up after \(250 - y) pt")
        #expect((250 - y) <= TouchArbitration.giveUpTravel + 2)
        #expect(host.session?.touches.downCount == 0)
        #expect(host.session?.driver.phase != .dragging)
    }

    @Test func aSidewaysSwipeOnThePagerIsClaimedOnceTheEngineDrags() {
        var host = Self.started(ViewHost.Configuration(interaction: "library-pager", presentation: .demo))
        var t = 1.01, x = 300.0
        #expect(host.touches([Self.touch(.down, x, 500, t)]).recognizer == .possible)
        var state: RecognizerState? = .possible
        while state == .possible, x > 200 {
            x -= 2
            t += 0.008
            state = host.touches([Self.touch(.move, x, 500, t)]).recognizer
        }
        #expect(state == .began, "at \(300 - x) pt")
        #expect(host.session?.driver.phase == .dragging)
        #expect(host.touches([Self.touch(.up, x - 40, 500, t + 0.02)]).recognizer == .ended)
    }

    @Test func aTapOnTheEnginesButtonEndsAtItsLiftAndTheSlidersThumbBeginsAtItsDown() {
        var host = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo))
        guard let play = host.scene?.flatLayer("button.play")?.box, let track = host.scene?.flatLayer("slider.track")?.box else {
            Issue.record("no button.play or slider.track layer")
            return
        }
        let before = host.state
        #expect(host.touches([Self.touch(.down, play.midX, play.midY, 1.01)]).recognizer == .possible)
        #expect(host.touches([Self.touch(.up, play.midX, play.midY, 1.08)]).recognizer == .ended)
        #expect(host.state != before, "the tap played")
        _ = host.recognizerDidReset()
        #expect(host.touches([Self.touch(.down, track.minX + 40, track.midY, 1.5)]).recognizer == .began)
        #expect(host.touches([Self.touch(.move, track.minX + 90, track.midY, 1.55)]).recognizer == .changed)
        #expect(host.touches([Self.touch(.up, track.minX + 90, track.midY, 1.6)]).recognizer == .ended)
    }

    @Test func aDragOnTheAppsViewInASlotIsClaimedOnlyPastTheSlop() {
        // Covers in slots: the app's cover view is front-most; the carousel's pan takes
        // it only after the app's view had its chance at a tap.
        let tracks: [(title: String, artist: String, duration: Double)] = (0..<5).map { ("T\($0)", "A", 200) }
        var host = Self.started(.coverCarousel(tracks))
        guard let cover = host.scene?.flattened.first(where: { if case .slot("cover.0")? = $0.layer.content { true } else { false } })?.box
        else {
            Issue.record("no cover.0 slot")
            return
        }
        var t = 1.01, x = cover.midX
        #expect(host.touches([Self.touch(.down, x, cover.midY, t)]).recognizer == .possible)
        var state: RecognizerState? = .possible
        var claimedAt = 0.0
        while state == .possible, x > cover.midX - 60 {
            x -= 1
            t += 0.008
            state = host.touches([Self.touch(.move, x, cover.midY, t)]).recognizer
            claimedAt = cover.midX - x
        }
        #expect(state == .began)
        #expect(claimedAt >= TouchArbitration.appViewSlop, "claimed at \(claimedAt) pt")
        #expect(claimedAt <= TouchArbitration.appViewSlop + 1, "claimed at \(claimedAt) pt")
    }
}
