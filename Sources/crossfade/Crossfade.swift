import ArgumentParser
import CrossfadeInteractions
import CrossfadeRender
import CrossfadeTrace
import CrossfadeScene
import CrossfadeStudio
import Foundation
import Logging

@main
struct Crossfade: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crossfade",
        abstract: "Music-player interactions on a deterministic engine: replay traces, render filmstrips, list interactions.",
        subcommands: [Studio.self, Replay.self, Render.self, List.self]
    )
}

/// Reads and decodes a trace file ("-" for standard input), or exits with one clear line.
func loadTrace(_ path: String) throws -> Trace {
    let text: String
    if path == "-" {
        text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
        guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read the file") }
        text = String(decoding: data, as: UTF8.self)
    }
    do {
        return try Trace.decode(text, registry: .standard)
    } catch {
        fail("\(path): \(error)")
    }
}

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("crossfade: error: \(message)\n".utf8))
    Foundation.exit(1)
}

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace and print the final scene as JSON.",
        discussion: """
        Without --at, replays past the last event until the interaction is at rest (at most 10 s later).
        Prints {"interaction", "time", "state", "layers"}; layers are flattened in paint order with
        their bounding boxes in viewport points.
        """
    )

    @Argument(help: "The trace file (JSON), or - for standard input.")
    var trace: String

    @Option(help: "Stop at this time, in seconds, instead of at rest.")
    var at: Double?

    @Option(help: "Frames per second between events (1–1000).")
    var fps: Double = CrossfadeTrace.Replay.defaultFrameRate

    func run() throws {
        let trace = try loadTrace(self.trace)
        do {
            let result = try CrossfadeTrace.Replay(trace: trace, registry: .standard).run(frameRate: fps, until: at)
            print(result.json.serialized)
        } catch {
            fail("\(self.trace): \(error)")
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a trace's replay as an SVG filmstrip (or one frame with --single)."
    )

    @Argument(help: "The trace file (JSON), or - for standard input.")
    var trace: String

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var out: String

    @Option(help: "Filmstrip frames per second (1–120).")
    var fps: Double = 10

    @Option(help: "Frames per row.")
    var columns: Int = 6

    @Option(help: "Stop at this time, in seconds, instead of at rest.")
    var at: Double?

    @Option(help: "Scale of each frame (0.1–2).")
    var scale: Double = 0.5

    @Flag(help: "Draw only the final frame, full size.")
    var single = false

    @Option(help: "A title above the filmstrip.")
    var title: String?

    func validate() throws {
        guard fps.isFinite, (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120") }
        guard columns >= 1, columns <= 100 else { throw ValidationError("--columns must be between 1 and 100") }
        guard scale.isFinite, (0.1...2).contains(scale) else { throw ValidationError("--scale must be between 0.1 and 2") }
    }

    func run() throws {
        let trace = try loadTrace(self.trace)
        var frames: [(time: Double, scene: Scene)] = []
        let result: ReplayResult
        do {
            result = try CrossfadeTrace.Replay(trace: trace, registry: .standard).run(frameRate: fps, until: at) { time, driver in
                frames.append((time, driver.scene))
            }
        } catch {
            fail("\(self.trace): \(error)")
        }
        guard frames.count <= 400 else { fail("\(frames.count) frames is too many for a filmstrip: lower --fps or set --at") }
        let svg = single
            ? SVGRenderer().document(result.scene)
            : SVGRenderer().filmstrip(frames, columns: columns, scale: scale, title: title)
        do {
            try svg.write(toFile: out, atomically: true, encoding: .utf8)
        } catch {
            fail("\(out): cannot write: \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("wrote \(out) (\(single ? 1 : frames.count) frames, \(trace.interaction))\n".utf8))
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the interactions, their options and defaults, and their actions.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let registry = InteractionRegistry.standard
        if json {
            print(registry.json.serialized)
            return
        }
        for descriptor in registry.descriptors {
            print("\(descriptor.id): \(descriptor.summary)")
            for option in descriptor.options {
                print("  \(option.name) = \(option.defaultValue)  \(option.summary) [\(option.kind.summary)]")
            }
            print("  actions: \(descriptor.actions.map { action in action.fields.isEmpty ? action.name : "\(action.name)(\(action.fields.map(\.name).joined(separator: ", ")))" }.joined(separator: ", "))")
            print("")
        }
    }
}

struct Studio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the browser Studio: the interactions live, in a phone-sized frame.",
        discussion: "Serves on 127.0.0.1 (this machine only) unless --host names another address. Stop it with Ctrl-C."
    )

    @Option(help: "The address to listen on. Anything but loopback lets other machines connect.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        var configuration = StudioServer.Configuration()
        configuration.host = host
        configuration.port = port
        if !configuration.isLoopback {
            FileHandle.standardError.write(Data("crossfade: warning: listening on \(host), not loopback: other machines can reach the Studio\n".utf8))
        }
        let server = try StudioServer(configuration: configuration)
        var logger = Logger(label: "crossfade.studio")
        logger.logLevel = .warning
        let host = self.host
        let application = server.application(logger: logger) { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            FileHandle.standardOutput.write(Data("Crossfade Studio: http://\(shown):\(port)/  (Ctrl-C to stop)\n".utf8))
        }
        try await application.runService()
        print("Crossfade Studio stopped.")
    }
}
