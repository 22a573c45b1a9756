import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// Every host call carries its own time (shared/DESIGN.md, "Hosts inside someone
/// else's app"): an action, an environment or a viewport change is stamped with
/// the platform's time through the host clock, never with the last frame's, which
/// stands still while the display link pauses at rest.
@Suite("Host time")
struct HostTimeTests {
    static let phone = Size(width: 390, height: 844)

    /// Frames at 60 Hz from `start` until the display link may pause; returns the last frame's time.
    static func framesUntilPause(_ session: inout AnyHostSession, from start: Double) throws -> Double {
        var t = start
        while !(try session.frame(at: t).pause), t < start + 5 { t += 1.0 / 60 }
        return t
    }

    @Test func anActionTwoSecondsAfterTheLastFrameAnimatesFromThatInstant() throws {
        var session = try AnyHostSession(interaction: PlayerTransition.id, viewport: Self.phone)
        let last = try Self.framesUntilPause(&session, from: 100)
        let step = try session.perform(InteractionAction("open"), atPlatformTime: last + 2)
        #expect(step.resumeFrames)
        // A quarter of a second in: the player is on its way, as it would be had the
        // frames never paused — not at its end, as an action stamped 2 s back would be.
        _ = try session.frame(at: last + 2.1)
        let progress = try #require(session.driver.state["progress"]?.number)
        #expect(progress > 0.1 && progress < 0.9, "0.1 s after the action the player is \(progress) open")
        let trace = try Trace.decode(session.recording(), registry: .standard)
        #expect(abs((trace.events.first?.time ?? 0) - (last + 2 - 100)) < 1e-6)
    }

    @Test func anEnvironmentChangeIsStampedWhenItHappened() throws {
        var session = try AnyHostSession(interaction: CardPresentation.id, viewport: Self.phone)
        _ = try Self.framesUntilPause(&session, from: 10)
        var environment = session.environment
        environment.safeArea.top = 59
        _ = try session.setEnvironment(environment, atPlatformTime: 13.5)
        let trace = try Trace.decode(session.recording(), registry: .standard)
        #expect(trace.events.map { $0.time } == [3.5])
        #expect(throws: InteractionError.invalidEnvironment(field: "t", reason: "must be a finite number of seconds, not nan")) {
            try session.setEnvironment(environment, atPlatformTime: .nan)
        }
    }

    @Test func aTimeThatIsNotFiniteIsRefusedNamingItAndTheClockStays() throws {
        var session = try AnyHostSession(interaction: PlayerTransition.id, viewport: Self.phone)
        _ = try session.frame(at: 5)
        #expect(throws: InteractionError.invalidActionField(action: "open", field: "t", reason: "must be a finite number of seconds, not inf")) {
            try session.perform(InteractionAction("open"), atPlatformTime: .infinity)
        }
        #expect(throws: InteractionError.invalidViewport(field: "width", reason: "must be between 100 and 4000 points, not 20.0")) {
            try session.setViewport(Size(width: 20, height: 844), atPlatformTime: 9)
        }
        #expect(session.time == 0)
        #expect(try Trace.decode(session.recording(), registry: .standard).events.isEmpty)
    }
}

/// A viewport change through the host core: applied to the running session,
/// recorded, and replayed to the same scene.
@Suite("Host viewport")
struct HostViewportTests {
    static let landscape = InteractionEnvironment(safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))

    @Test func aRotationMidFlightIsRecordedAndReplaysToTheSceneTheHostShowed() throws {
        var session = try AnyHostSession(interaction: CardPresentation.id, viewport: HostTimeTests.phone)
        _ = try session.frame(at: 50)
        _ = try session.perform(InteractionAction("present"), atPlatformTime: 50.01)
        _ = try session.frame(at: 50.1)
        let step = try session.setViewport(Size(width: 844, height: 390), environment: Self.landscape, atPlatformTime: 50.12)
        #expect(step.relayout)
        #expect(session.driver.state["presented"] == .bool(true))
        var t = 50.13
        while !(try session.frame(at: t).pause), t < 53 { t += 1.0 / 60 }
        let text = session.recording()
        #expect(text.contains(#"{"t":0.12,"kind":"viewport","viewport":{"width":844,"height":390}},{"t":0.12,"kind":"environment""#))
        let trace = try Trace.decode(text, registry: .standard)
        for rate in [30.0, 60, 120] {
            let replayed = try Replay(trace: trace, registry: .standard).run(frameRate: rate)
            #expect(replayed.scene == session.driver.scene, "at \(rate) Hz")
            #expect(replayed.state == session.driver.state, "at \(rate) Hz")
        }
        var random = SeededGenerator(seed: 7)
        let jitter = (0..<4_000).map { _ in random.double(in: 0.002...0.03) }
        var times: [Double] = [0]
        for gap in jitter { times.append(times.last! + gap) }
        let jittered = try Replay(trace: trace, registry: .standard).run(frameTimes: { times[min($0, times.count - 1)] })
        #expect(jittered.scene == session.driver.scene)
    }

    @Test func theSameSizeAgainChangesAndRecordsNothing() throws {
        var session = try AnyHostSession(interaction: LyricsCards.id, viewport: HostTimeTests.phone)
        _ = try session.frame(at: 1)
        let step = try session.setViewport(HostTimeTests.phone, atPlatformTime: 1.5)
        #expect(!step.relayout)
        #expect(try Trace.decode(session.recording(), registry: .standard).events.isEmpty)
    }
}
