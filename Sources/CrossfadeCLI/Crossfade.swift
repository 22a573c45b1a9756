import ArgumentParser
import CrossfadeInteractions
import CrossfadeTrace
import Foundation

@main
struct Crossfade: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crossfade",
        abstract:
            "Music-player interactions on a deterministic engine: the Studio, a static web export, replay traces, render filmstrips and videos, list interactions.",
        version: crossfadeVersion,
        subcommands: [Studio.self, ExportSite.self, Replay.self, Render.self, SpringCommand.self, List.self, EngineCommand.self, TypesCommand.self]
    )

    /// Runs the command; every error is one line on standard error: usage errors
    /// exit 64 (EX_USAGE), a bad trace or a failed run exits 1.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {  // --help, --version
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let text = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
            FileHandle.standardError.write(Data("crossfade: error: \(text)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}

/// Reads and decodes a trace file ("-" for standard input), or exits with one clear line.
func loadTrace(_ path: String) -> Trace {
    let data: Data
    if path == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        guard let contents = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read the file") }
        data = contents
    }
    guard let text = String(validating: data, as: UTF8.self) else { fail("\(path): the file is not valid UTF-8 text") }
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

/// Checks a stop time given with --at.
func validateStopTime(_ at: Double?) throws {
    if let at, !(at.isFinite && at >= 0 && at <= Trace.maximumTime) {
        throw ValidationError("--at must be a time from 0 to \(Int(Trace.maximumTime)) s")
    }
}
