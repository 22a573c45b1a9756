import CrossfadeTrace
import CrossfadeTestSupport
import Foundation
import Testing

/// End-to-end: runs the real built `crossfade` executable.
@Suite("crossfade command line")
struct CommandLineTests {
    static let executable = builtProduct("crossfade")

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `crossfade` with `arguments` in the repository, with `environment` in place
    /// of this process's when given.
    func run(_ arguments: [String], input: String? = nil, environment: [String: String]? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let environment { process.environment = environment }
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

    @Test func versionIsTheOneInTheVersionFile() throws {
        let file = try String(contentsOf: Self.repository.appendingPathComponent("VERSION"), encoding: .utf8)
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == file, "crossfade --version prints VERSION's text")
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

    /// export-site writes only into an empty folder or over an earlier export: anything
    /// else is refused in one line, before the engine is built.
    @Test func exportSiteRefusesAFolderThatIsNotItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let busy = try run(["export-site", folder.path])
        #expect(busy.status == 1 && busy.stdout.isEmpty)
        #expect(busy.stderr == "crossfade: error: \(folder.path) is not empty (and holds no earlier export): choose an empty or new folder\n")
        let file = folder.appendingPathComponent("notes.txt").path
        #expect(try run(["export-site", file]).stderr == "crossfade: error: \(file) is a file, not a folder\n")
        #expect(try run(["export-site"]).status == 64, "the folder is required")
        let noDocs = folder.appendingPathComponent("no-docs").path
        let docs = try run(["export-site", folder.appendingPathComponent("new").path, "--docs", noDocs])
        #expect(
            docs.status == 1
                && docs.stderr
                    == "crossfade: error: --docs: \(noDocs) holds no documentation site (no index.html): build one with Scripts/docs.sh --hosting-base-path docs \(noDocs)\n"
        )
    }

    @Test func unknownOptionsAreRejected() throws {
        let result = try run(["replay", "Traces/player-transition/tap-opens.json", "--speed", "2"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--speed"))
        let badFPS = try run(["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.svg", "--fps", "0"])
        #expect(badFPS.status != 0 && badFPS.stderr.contains("--fps"))
    }

    /// (line, arguments, exit status, the one line on standard error).
    @Test(arguments: [
        (
            #line, ["replay", "Traces/player-transition/tap-opens.json", "--at", "-1"], Int32(64),
            "crossfade: error: --at must be a time from 0 to 3600 s"
        ),
        (#line, ["replay", "Traces/player-transition/tap-opens.json", "--at", "1e9"], 64, "crossfade: error: --at must be a time from 0 to 3600 s"),
        (#line, ["replay", "Traces/player-transition/tap-opens.json", "--fps", "-5"], 64, "crossfade: error: --fps must be between 1 and 1000"),
        (
            #line, ["replay", "Traces/player-transition/tap-opens.json", "--at", "abc"], 64,
            "crossfade: error: The value 'abc' is invalid for '--at <at>'"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.svg", "--fps", "500"], 64,
            "crossfade: error: --fps must be between 1 and 120"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.svg", "--at", "-2"], 64,
            "crossfade: error: --at must be a time from 0 to 3600 s"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.png"], 64,
            "crossfade: error: --out: an unknown extension .png; known: .svg, .gif, .mp4, .webm"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/movie"], 64,
            "crossfade: error: --out: no extension; known: .svg, .gif, .mp4, .webm"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.gif", "--fps", "60"], 64,
            "crossfade: error: --fps must be between 1 and 50 for a GIF"
        ),
        (
            #line, ["render", "Traces/player-transition/tap-opens.json", "--out", "/tmp/x.mp4", "--columns", "4"], 64,
            "crossfade: error: --columns is for SVG output, not a .mp4"
        ),
        (#line, ["replay"], 64, "crossfade: error: Missing expected argument '<trace>'"),
        (#line, ["replay", "no-such-file.json"], 1, "crossfade: error: no-such-file.json: cannot read the file"),
        (#line, ["studio", "--max-sessions", "0"], 64, "crossfade: error: --max-sessions must be between 1 and 1024")
    ])
    func badArgumentsGetOneLineAndAConsistentStatus(line: Int, arguments: [String], status: Int32, message: String) throws {
        let result = try run(arguments)
        #expect(result.status == status, "line \(line)")
        #expect(result.stderr == message + "\n", "line \(line)")
        #expect(result.stdout.isEmpty, "line \(line)")
    }

    @Test func hostileInputGetsOneShortLine() throws {
        // A 50 MB interaction name is not echoed back.
        let name = String(repeating: "x", count: 50_000_000)
        let huge = try run(["replay", "-"], input: #"{"interaction": ""# + name + #"", "events": []}"#)
        #expect(
            huge.status == 1 && huge.stderr.count < 300
                && huge.stderr.hasSuffix("(known: player-transition, lyrics-cards, card-presentation, cover-carousel, library-pager, showcase)\n"),
            "\(huge.stderr.prefix(300))")
        // Invalid UTF-8, NUL bytes and 50 MB of garbage: one line each, never a trap.
        let invalid = try run(["replay", "-"], input: String(decoding: [0x7B, 0xFF, 0xFE, 0x7D], as: UTF8.self))
        #expect(invalid.status == 1 && invalid.stderr.hasPrefix("crossfade: error: -: ") && invalid.stderr.split(separator: "\n").count == 1)
        var garbage = SeededGenerator(seed: 50)
        let bytes = (0..<50_000_000).map { _ in UInt8.random(in: 0x20...0x7E, using: &garbage) }
        let noise = try run(["replay", "-"], input: String(decoding: bytes, as: UTF8.self))
        #expect(noise.status == 1 && noise.stderr.split(separator: "\n").count == 1 && noise.stderr.count < 300, "\(noise.stderr.prefix(300))")
    }

    @Test func renderWritesToStandardOutputForADash() throws {
        let result = try run(["render", "Traces/player-transition/tap-opens.json", "--out", "-", "--single"])
        #expect(result.status == 0 && result.stdout.hasPrefix("<svg xmlns="))
        #expect(!FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("-").path))
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
        #expect(interactions.compactMap { $0["id"] }.contains(.string("player-transition")))
        let text = try run(["list"])
        #expect(text.stdout.contains("player-transition:") && text.stdout.contains("reduceMotion = false"))
    }
}

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("crossfade studio")
struct StudioCommandTests {
    // A clean clone's first `crossfade studio` builds the WebAssembly engine (about
    // 66 s on two busy cores, racing the parity test for the cache): a minute was
    // too tight and failed CI twice; the limit is there to catch a hang.
    @Test(.timeLimit(.minutes(12)))
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
        #expect(result.status == 64 && result.stderr == "crossfade: error: --port must be between 0 and 65535\n")
    }

    @Test(.timeLimit(.minutes(12)))
    func aPortInUseIsSaidPlainly() async throws {
        let first = Process()
        first.executableURL = CommandLineTests.executable
        first.arguments = ["studio", "--port", "0"]
        let out = Pipe()
        first.standardOutput = out
        first.standardError = Pipe()
        try first.run()
        defer { first.terminate() }
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
        let port = try #require(line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        let second = try await onThread { try CommandLineTests().run(["studio", "--port", "\(port)"]) }
        #expect(second.status == 1)
        #expect(second.stderr.hasPrefix("crossfade: error: port \(port) is in use; try --port"), "\(second.stderr)")
    }
}
