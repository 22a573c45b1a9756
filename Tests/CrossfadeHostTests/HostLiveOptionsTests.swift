import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// A host changes live options (a card's content height as the app's table loads,
/// `isModalInPresentation`, the controller's title; the tab accessory's frame in the
/// environment): applied at the platform's time, recorded, and replayed to the scene shown.
@Suite("Host live options")
struct HostLiveOptionsTests {
    @Test func aLiveChangeIsRecordedAndReplaysToTheSceneTheHostShowed() throws {
        var session = try AnyHostSession(interaction: CardPresentation.id, options: ["contentHeight": .number(300)], viewport: HostTimeTests.phone)
        _ = try session.frame(at: 20)
        _ = try session.perform(InteractionAction("present"), atPlatformTime: 20.01)
        _ = try session.frame(at: 20.2)
        let step = try session.setOptions(
            ["contentHeight": .number(1_234.567_890_1), "title": .string("Messages"), "dismissible": .bool(false)], atPlatformTime: 20.25)
        #expect(step.relayout)
        var environment = session.environment
        environment.safeArea.top = 59
        _ = try session.setEnvironment(environment, atPlatformTime: 20.3)
        var t = 20.31
        while !(try session.frame(at: t).pause), t < 24 { t += 1.0 / 60 }
        #expect(session.driver.state["presented"] == .bool(true), "the card stayed presented through the changes")
        let text = session.recording()
        #expect(
            text.contains(
                #"{"t":0.25,"kind":"options","options":{"contentHeight":1234.56789,"dismissible":false,"title":"Messages"}}"#),
            "numbers on the 1e-6 grid, names in order: \(text)")
        let trace = try Trace.decode(text, registry: .standard)
        for rate in [30.0, 60, 120] {
            let replayed = try Replay(trace: trace, registry: .standard).run(frameRate: rate)
            #expect(replayed.scene == session.driver.scene && replayed.state == session.driver.state, "at \(rate) Hz")
        }
    }

    @Test func aRefusedChangeIsNotRecorded() throws {
        var session = try AnyHostSession(interaction: CardPresentation.id, viewport: HostTimeTests.phone)
        _ = try session.frame(at: 1)
        #expect(throws: InteractionError.self) { try session.setOptions(["cardGap": .number(4)], atPlatformTime: 1.5) }
        #expect(throws: InteractionError.invalidOption(name: "t", reason: "must be a finite number of seconds, not nan")) {
            try session.setOptions(["title": .string("Up")], atPlatformTime: .nan)
        }
        #expect(try Trace.decode(session.recording(), registry: .standard).events.isEmpty)
    }

    /// The tab accessory's frame is part of the environment a host records: on the
    /// 1/10,000 pt grid, and the recording replays to the bar where the host drew it.
    @Test func anAccessoryFrameIsRecordedOnTheGrid() throws {
        var session = try AnyHostSession(interaction: PlayerTransition.id, viewport: HostTimeTests.phone)
        _ = try session.frame(at: 3)
        var environment = session.environment
        environment.accessoryFrame = Rect(x: 16.000_01, y: 713.333_333_3, width: 358, height: 48)
        _ = try session.setEnvironment(environment, atPlatformTime: 3.5)
        let text = session.recording()
        #expect(text.contains(#""accessoryFrame":{"x":16,"y":713.3333,"width":358,"height":48}"#), "\(text)")
        let replayed = try Replay(trace: try Trace.decode(text, registry: .standard), registry: .standard).run(frameRate: 60)
        #expect(replayed.scene == session.driver.scene)
        #expect(session.driver.scene.flatLayer("miniPlayer")?.box.minY == 713.3333)
    }
}
