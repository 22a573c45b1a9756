import ArgumentParser
import CrossfadeInteractions
import CrossfadeRender
import CrossfadeScene
import CrossfadeTrace
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a trace's replay as an SVG filmstrip (or one frame with --single)."
    )

    @Argument(help: "The trace file (JSON), or - for standard input.")
    var trace: String

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Where to write the SVG (- for standard output).")
    var out: String

    @Option(parsing: .unconditional, help: "Filmstrip frames per second (1–120).")
    var fps: Double = 10

    @Option(parsing: .unconditional, help: "Frames per row (1–100).")
    var columns: Int = 6

    @Option(parsing: .unconditional, help: "Stop at this time, in seconds (0–3600), instead of at the trace's end or at rest.")
    var at: Double?

    @Option(parsing: .unconditional, help: "Scale of each frame (0.1–2).")
    var scale: Double = 0.5

    @Flag(help: "Draw only the final frame, full size.")
    var single = false

    @Option(help: "A title above the filmstrip.")
    var title: String?

    static let maximumFrames = 400

    func validate() throws {
        guard fps.isFinite, (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120") }
        guard (1...100).contains(columns) else { throw ValidationError("--columns must be between 1 and 100") }
        guard scale.isFinite, (0.1...2).contains(scale) else { throw ValidationError("--scale must be between 0.1 and 2") }
        try validateStopTime(at)
    }

    func run() throws {
        let trace = loadTrace(self.trace)
        var frames: [(time: Double, scene: Scene)] = []
        let result: ReplayResult
        do {
            let replay = CrossfadeTrace.Replay(trace: trace, registry: .standard)
            result =
                single
                ? try replay.run(frameRate: fps, until: at)
                : try replay.run(frameRate: fps, until: at, maximumFrames: Self.maximumFrames) { time, driver in frames.append((time, driver.scene)) }
        } catch {
            fail("\(self.trace): \(error)")
        }
        let svg =
            single
            ? SVGRenderer().document(result.scene)
            : SVGRenderer().filmstrip(frames, columns: columns, scale: scale, title: title)
        if out == "-" {
            FileHandle.standardOutput.write(Data(svg.utf8))
        } else {
            do {
                try svg.write(toFile: out, atomically: true, encoding: .utf8)
            } catch {
                fail("\(out): cannot write the file")
            }
        }
        FileHandle.standardError.write(
            Data("wrote \(out == "-" ? "standard output" : out) (\(single ? 1 : frames.count) frames, \(trace.interaction))\n".utf8))
    }
}
