import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// iOS 26's tab accessory: the platform places the mini player, and player-transition
/// runs the expansion from the frame the host gives (`InteractionEnvironment.accessoryFrame`),
/// which may change while the session runs (inline as the tab bar minimizes, expanded).
@Suite("player-transition from a tab accessory")
struct AccessoryFrameTests {
    static let expanded = Rect(x: 16, y: 713, width: 358, height: 48)
    static let inline = Rect(x: 96, y: 770, width: 198, height: 40)

    static func environment(_ frame: Rect?) -> InteractionEnvironment {
        var environment = InteractionEnvironment()
        environment.accessoryFrame = frame
        return environment
    }

    @Test func theClosedBarRestsInTheAccessoryAndOpensToTheScreen() throws {
        var driver = try make("player-transition")
        try driver.setEnvironment(Self.environment(Self.expanded), at: 0)
        #expect(driver.scene.flatLayer("miniPlayer")?.box == Self.expanded)
        #expect(driver.scene.flatLayer("player")?.box == Self.expanded, "the player grows from the accessory")
        try driver.perform(InteractionAction("open"), at: 0.1)
        _ = driver.advance(to: 0.35)
        let midway = try #require(driver.scene.flatLayer("player")).box
        #expect(midway.minX > 0 && midway.minX < 16 && midway.minY > 0 && midway.minY < 713, "between the accessory and the screen: \(midway)")
        _ = driver.advance(to: 2)
        #expect(driver.state["state"] == .string("open"))
        #expect(driver.scene.flatLayer("player")?.box == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    /// The tab bar minimizes: the accessory goes inline, the bar follows at once and
    /// nothing restarts; the open player stays open and closes into the new place.
    @Test func theAccessoryMovesAndTheBarFollowsWithoutARestart() throws {
        var driver = try make("player-transition")
        try driver.setEnvironment(Self.environment(Self.expanded), at: 0)
        try driver.setEnvironment(Self.environment(Self.inline), at: 0.5)
        #expect(driver.scene.flatLayer("miniPlayer")?.box == Self.inline)
        #expect(driver.state["state"] == .string("closed") && driver.state["phase"] == .string("idle"))
        try driver.perform(InteractionAction("open"), at: 1)
        _ = driver.advance(to: 3)
        try driver.setEnvironment(Self.environment(Self.expanded), at: 3.1)
        #expect(driver.state["state"] == .string("open") && driver.state["progress"] == .number(1))
        try driver.perform(InteractionAction("close"), at: 3.2)
        _ = driver.advance(to: 5)
        #expect(driver.scene.flatLayer("player")?.box == Self.expanded && driver.state["state"] == .string("closed"))
    }

    /// A drag on the accessory opens the player by the finger's travel over the
    /// accessory's height from the top, as from the bar the engine places itself.
    @Test func aDragFromTheAccessoryOpensIt() throws {
        var driver = try make("player-transition")
        try driver.setEnvironment(Self.environment(Self.expanded), at: 0)
        driver.handle(pointer(.down, 195, 737, 1))
        var y = 737.0, t = 1.0
        while y > 300 {
            y -= 30
            t += 0.008
            driver.handle(pointer(.move, 195, y, t))
        }
        driver.handle(pointer(.up, 195, y, t + 0.008))
        _ = driver.advance(to: t + 2)
        #expect(driver.state["state"] == .string("open"))
    }

    /// Without an accessory, the environment is written as before (no member), so
    /// every recorded trace reads and writes as it did.
    @Test func anAccessoryFrameRoundTripsThroughATrace() throws {
        let plain = try Trace.decode(
            #"{"interaction":"player-transition","events":[{"t":0.5,"kind":"environment","environment":{"appearance":"light"}}]}"#,
            registry: .standard)
        guard case .environment(let environment, _) = plain.events[0] else { Issue.record("an environment event"); return }
        #expect(environment.accessoryFrame == nil && !environment.json.serialized.contains("accessoryFrame"))
        let text =
            #"{"interaction":"player-transition","events":[{"t":0.5,"kind":"environment","environment":{"accessoryFrame":{"x":16,"y":713,"width":358,"height":48}}}]}"#
        let trace = try Trace.decode(text, registry: .standard)
        guard case .environment(let framed, let time) = trace.events[0] else { Issue.record("an environment event"); return }
        #expect(framed.accessoryFrame == Self.expanded && time == 0.5)
        #expect(try Trace.decode(trace.json.serialized, registry: .standard) == trace)
        let result = try Replay(trace: trace, registry: .standard).run(frameRate: 60)
        #expect(result.scene.flatLayer("miniPlayer")?.box == Self.expanded)
    }

    /// (line, accessoryFrame member, the error's path and sentence).
    @Test(arguments: [
        (#line, #"{"x":0,"y":700,"width":0,"height":48}"#, "events[0].environment.accessoryFrame.width: must be more than 0"),
        (#line, #"{"x":0,"y":700,"width":390,"height":-4}"#, "events[0].environment.accessoryFrame.height: must be more than 0"),
        (#line, #"{"x":0,"y":700,"width":390}"#, "events[0].environment.accessoryFrame.height"),
        (#line, #"{"x":0,"y":700,"width":390,"height":48,"z":1}"#, "events[0].environment.accessoryFrame.z: unknown field"),
        (#line, #"{"x":1e9,"y":700,"width":390,"height":48}"#, "events[0].environment.accessoryFrame.x: must be within"),
        (#line, #"[0,700,390,48]"#, "events[0].environment.accessoryFrame: must be an object")
    ])
    func aBadAccessoryFrameIsAClearError(line: Int, member: String, message: String) {
        let text = #"{"interaction":"player-transition","events":[{"t":0.5,"kind":"environment","environment":{"accessoryFrame":"# + member + "}}]}"
        do {
            _ = try Trace.decode(text, registry: .standard)
            Issue.record("line \(line): decoded")
        } catch {
            #expect("\(error)".hasPrefix(message), "line \(line): \(error)")
        }
    }
}
