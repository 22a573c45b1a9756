import ArgumentParser
import CrossfadeInteractions
import CrossfadeTrace

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace and print the final scene as JSON.",
        discussion: """
            Without --at, replays to the trace's "end" (when its recording stopped) if it has one, else past
            the last event until the interaction is at rest (at most 10 s later).
            Prints {"interaction", "time", "state", "layers"}; layers are flattened in paint order with
            their bounding boxes in viewport points; a layer where the app's own view goes carries "slot".
            With --events, "events" follows: what happened at which instant (threshold, swap, opened…).
            """
    )

    @Argument(help: "The trace file (JSON), or - for standard input.")
    var trace: String

    @Option(parsing: .unconditional, help: "Stop at this time, in seconds (0–3600), instead of at the trace's end or at rest.")
    var at: Double?

    @Option(parsing: .unconditional, help: "Frames per second between events (1–1000).")
    var fps: Double = CrossfadeTrace.Replay.defaultFrameRate

    @Flag(help: "Also print the events, at their instants: \"events\": [{\"t\", \"type\", …}].")
    var events = false

    func validate() throws {
        guard fps.isFinite, (1...1_000).contains(fps) else { throw ValidationError("--fps must be between 1 and 1000") }
        try validateStopTime(at)
    }

    func run() throws {
        let trace = loadTrace(self.trace)
        do {
            let result = try CrossfadeTrace.Replay(trace: trace, registry: .standard).run(frameRate: fps, until: at)
            print(result.json(events: events).serialized)
        } catch {
            fail("\(self.trace): \(error)")
        }
    }
}
