import CrossfadeTrace
import CrossfadeTestSupport
import Foundation
import Testing

/// End-to-end: runs the real built `crossfade` executable.
@Suite("crossfade command line")
struct CommandLineTests {
    static let executable = builtProduct("crossfade")

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.repository
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    @Test func replayPrintsTheFinalScene() throws {
        let result = try run(["replay", "Traces/player-transition/tap-opens.json"])
        #expect(result.status == 0)
        let json = try JSONValue.parse(result.stdout)
        #expect(json["interaction"] == .string("player-transition"))
        #expect(json["state"]?["state"] == .string("open"))
    }

    @Test func replayAtATimeAndFromStandardInput() throws {
        let trace = #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "action", "name": "open"}]}"#
        let result = try run(["replay", "-", "--at", "0.2", "--fps", "60"], input: trace)
        #expect(result.status == 0)
        let json = try JSONValue.parse(result.stdout)
        #expect(json["time"] == .number(0.2))
        #expect(json["state"]?["phase"] == .string("animating"))
    }

    @Test func malformedTraceFailsWithOneClearLine() throws {
        let result = try run(["replay", "-"], input: #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": "a", "y": 1}]}"#)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "crossfade: error: -: events[0].x: must be a number, not a string\n")
        let missing = try run(["replay", "no-such-file.json"])
        #expect(missing.status == 1 && missing.stderr.contains("cannot read"))
    }

    @Test func unknownOptionsAreRejected() throws {
        let result = try run(["replay", "Traces/player-transition/tap-opens.json", "--speed", "2"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--speed"))
        let badFPS = try run(["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.svg", "--fps", "0"])
        #expect(badFPS.status != 0 && badFPS.stderr.contains("--fps"))
    }

    @Test func renderWritesAFilmstrip() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-cli-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["render", "Traces/player-transition/tap-opens.json", "--out", out.path, "--fps", "8", "--columns", "4"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("t = 0.000 s") && svg.contains("t = 0.125 s"))
    }

    @Test func listNamesEveryInteractionWithItsOptions() throws {
        let result = try run(["list", "--json"])
        #expect(result.status == 0)
        let json = try JSONValue.parse(result.stdout)
        guard case .array(let interactions) = json else { Issue.record("an array"); return }
        #expect(interactions.compactMap { $0["id"] } .contains(.string("player-transition")))
        let text = try run(["list"])
        #expect(text.stdout.contains("player-transition:") && text.stdout.contains("reduceMotion = false"))
    }
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("crossfade studio")
struct StudioCommandTests {
    @Test(.timeLimit(.minutes(1)))
    func studioPrintsItsURLServesAndStopsCleanlyOnSIGTERM() async throws {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["studio", "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        // The first line names the URL (port 0 picks a free port).
        let reader = out.fileHandleForReading
        let line = try await onThread { () -> String in
            var line = ""
            while !line.contains("\n") {
                let byte = reader.readData(ofLength: 1)
                guard !byte.isEmpty else { break }
                line += String(decoding: byte, as: UTF8.self)
            }
            return line
        }
        #expect(line.hasPrefix("Crossfade Studio: http://127.0.0.1:"), "\(line)")
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let (data, response) = try await URLSession.shared.data(from: URL(string: url + "api/interactions")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("lyrics-cards"))
        process.terminate()  // SIGTERM
        let rest = try await onThread { () -> String in
            process.waitUntilExit()
            return String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(process.terminationStatus == 0)
        #expect(rest.contains("Crossfade Studio stopped."))
    }

    @Test func invalidPortIsRejected() throws {
        let result = try CommandLineTests().run(["studio", "--port", "70000"])
        #expect(result.status != 0 && result.stderr.contains("--port"))
    }
}
