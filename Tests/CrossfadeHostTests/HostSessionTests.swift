import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// A host session end to end: touches and frames on a jittered platform clock in,
/// mount operations and events out, the display link paused at rest and woken by
/// input, and a recording that replays to exactly the scene the host showed.
@Suite("Host session")
struct HostSessionTests {
    static func touch(_ phase: PlatformTouch.Phase, _ x: Double, _ y: Double, _ t: Double, identity: UInt64 = 1) -> PlatformTouch {
        PlatformTouch(identity: identity, location: Point(x: x, y: y), timestamp: t, phase: phase)
    }

    /// Drives a session like a 60 Hz display with jitter: frames target 16.7 ms ahead,
    /// touches arrive stamped between them.
    static func drive(_ id: String, seed: UInt64, gesture: [(PlatformTouch.Phase, Double, Double)], action: InteractionAction? = nil)
        throws -> (session: AnyHostSession, target: RecordingMountTarget, events: [InteractionEvent], pausedAtEnd: Bool)
    {
        var random = SeededGenerator(seed: seed)
        var session = try AnyHostSession(interaction: id, viewport: Size(width: 390, height: 844))
        var target = RecordingMountTarget()
        var events: [InteractionEvent] = []
        var t = 5_000.0
        var paused = false
        for (phase, x, y) in gesture {
            t += random.double(in: 0.006...0.02)
            let frame = try session.frame(at: t + 0.0167)
            target.apply(frame.operations)
            events += frame.events
            _ = session.touch(touch(phase, x, y, t - random.double(in: 0...0.01)))
        }
        if let action { _ = try session.perform(action) }
        for _ in 0..<400 where !paused {
            t += random.double(in: 0.008...0.025)
            let frame = try session.frame(at: t + 0.0167)
            target.apply(frame.operations)
            events += frame.events
            paused = frame.pause
        }
        return (session, target, events, paused)
    }

    static let flick: [(PlatformTouch.Phase, Double, Double)] = [
        (.down, 195, 729), (.move, 195, 700), (.move, 195, 640), (.move, 195, 560),
        (.up, 195, 560)
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aRecordingReplaysToTheSceneTheHostShowed(seed: UInt64) throws {
        let run = try Self.drive("player-transition", seed: seed, gesture: Self.flick, action: InteractionAction("toggle"))
        let trace = try Trace.decode(run.session.recording(), registry: .standard)
        let replayed = try Replay(trace: trace, registry: .standard).run()
        #expect(replayed.scene == run.session.driver.scene)
        #expect(replayed.state == run.session.driver.state)
        #expect(trace.events.count == 6)  // down, three moves, up, the action
        // What the host mounted is what the engine drew.
        #expect(
            Scene(viewport: replayed.scene.viewport, layers: run.target.layers).flattened.map { $0.box } == replayed.scene.flattened.map { $0.box })
    }

    @Test func theRecordingHoldsExactDecimals() throws {
        var session = try AnyHostSession(
            interaction: "lyrics-cards", options: ["springResponse": .number(0.4123456789)],
            viewport: Size(width: 390.00001, height: 844))
        _ = try session.frame(at: 10)
        _ = session.touch(Self.touch(.down, 195.123456, 420, 10.0123456789))
        let text = session.recording()
        #expect(
            text == #"{"interaction":"lyrics-cards","viewport":{"width":390,"height":844},"options":{"springResponse":0.412346},"#
                + #""events":[{"t":0.012346,"kind":"down","x":195.1235,"y":420}],"end":0.012346}"#)
    }

    @Test func theDisplayLinkPausesAtRestAndWakesOnInput() throws {
        var session = try AnyHostSession(interaction: "player-transition", viewport: Size(width: 390, height: 844))
        #expect(try session.frame(at: 1).pause)  // nothing moves: pause after drawing
        let step = session.touch(Self.touch(.down, 195, 729, 1.5))
        #expect(step.resumeFrames)  // a touch wakes it
        #expect(try !session.frame(at: 1.52).pause)  // a finger is down
        #expect(!session.touch(Self.touch(.move, 195, 700, 1.53)).resumeFrames)  // already running
        _ = session.touch(Self.touch(.up, 195, 700, 1.54))
        var frames = 0, time = 1.54
        while try !session.frame(at: time).pause, frames < 200 { frames += 1; time += 1.0 / 60 }
        #expect(frames > 5 && frames < 100)  // it settles, then pauses
        #expect(try session.perform(InteractionAction("open")).resumeFrames)  // an action wakes it too
    }

    @Test func eventsReachTheHostAtTheirInstants() throws {
        let run = try Self.drive("player-transition", seed: 7, gesture: Self.flick)
        #expect(run.pausedAtEnd)
        #expect(run.session.driver.state["state"] == .string("open"))
    }
}
