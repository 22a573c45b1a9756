// A consumer of the engine's products alone — the standard library and nothing else, as a
// small app or a WebAssembly host links them: no Foundation to bring libm along, so a
// rounding call the engine makes in debug must find libm through the products' own
// linker settings. It drives one interaction through each layer and stops with the
// failures when a result is not what the engine promises.
import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace

var failures: [String] = []
@MainActor func expect(_ condition: Bool, _ what: String) {
    if !condition { failures.append(what) }
}

// CrossfadeMotion: a spring in exact closed form, rounding on the way (libm in debug).
var spring = SpringState(spring: Spring(duration: 0.5, bounce: 0.3), value: 0.0, velocity: 1_200, target: 80, time: 0)
spring.advance(to: 0.016)
expect(spring.value > 0 && spring.value < 80, "a spring moves toward its target (\(spring.value))")
expect((2.5).rounded() == 3 && (2.0).squareRoot() > 1.41, "rounding and square roots link")

// CrossfadeInput, CrossfadeInteractions, CrossfadeScene: a drag opens the player.
var player = InteractionDriver<PlayerTransition>(configuration: .init(viewport: Size(width: 390, height: 844)))
player.handle(PointerEvent(phase: .down, location: Point(x: 195, y: 729), time: 0))
for step in 1...10 { player.handle(PointerEvent(phase: .move, location: Point(x: 195, y: 729 - 40 * Double(step)), time: 0.016 * Double(step))) }
player.handle(PointerEvent(phase: .up, location: Point(x: 195, y: 300), time: 0.17))
player.advance(to: 2)
expect(player.state.json["state"] == .string("open"), "a drag up opens the player (\(player.state))")
expect(player.scene.flattened.contains { $0.id == "miniPlayer" }, "the scene has the mini player")

// CrossfadeHost and CrossfadeEngineABI: a host session's first frame, encoded for the page.
do {
    var session = try AnyHostSession(interaction: "cover-carousel", viewport: Size(width: 390, height: 844))
    let frame = try session.frame(at: 10)
    var writer = ByteWriter()
    MountEncoding.writeFrame(frame, time: session.time, to: &writer)
    expect(!frame.operations.isEmpty && writer.bytes.count > 100, "a host session's first frame mounts the tree")

    // CrossfadeTrace: a trace replays.
    let trace = try Trace.decode(#"{"interaction":"lyrics-cards","viewport":{"width":390,"height":844},"events":[]}"#, registry: .standard)
    let replay = try Replay(trace: trace, registry: .standard).run()
    expect(replay.state.json["front"] == .number(0), "the empty trace replays to the first card")
} catch {
    failures.append("\(error)")
}

if failures.isEmpty {
    print("crossfade consumer: the engine products linked and behaved")
} else {
    fatalError("crossfade consumer: \(failures.joined(separator: "; "))")
}
