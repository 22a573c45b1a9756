import CrossfadeInteractions
import CrossfadeTrace
import CrossfadeScene
import Foundation
import Testing

/// Every trace in `Traces/` replays to the golden recorded beside it
/// (`<name>.golden.txt`, see `Golden`): one line per layer per instant, read by
/// people. A difference is reported as `instant · layer · field · expected → got`.
/// Re-record on purpose with CROSSFADE_RECORD=1 and review the `git diff`; a
/// missing golden is recorded and the test fails, so CI never creates one silently.
@Suite("Trace goldens")
struct TraceGoldenTests {
    static let goldenSuffix = ".golden.txt"

    /// Every trace file under `Traces/`, relative to it.
    static let traces: [String] = files(endingIn: ".json")
    /// Every golden file under `Traces/`, relative to it.
    static let goldens: [String] = files(endingIn: goldenSuffix)

    static func files(endingIn suffix: String) -> [String] {
        let root = tracesDirectory.standardizedFileURL.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(suffix) }.sorted()
    }

    static func goldenName(of trace: String) -> String { String(trace.dropLast(".json".count)) + goldenSuffix }

    @Test func everyTraceHasAGoldenAndEveryGoldenItsTrace() {
        let missing = Self.traces.filter { !Self.goldens.contains(Self.goldenName(of: $0)) }
        let orphans = Self.goldens.filter { golden in !Self.traces.contains { Self.goldenName(of: $0) == golden } }
        #expect(missing.isEmpty, "traces without a golden: \(missing)")
        #expect(orphans.isEmpty, "goldens without a trace: \(orphans)")
        #expect(Self.traces.count >= 70, "found \(Self.traces.count) traces")
    }

    @Test func goldensStayReadable() throws {
        var total = 0
        for golden in Self.goldens {
            let text = try String(contentsOf: tracesDirectory.appendingPathComponent(golden), encoding: .utf8)
            total += text.utf8.count
            let lines: [Substring] = text.split(separator: "\n")
            let longest = lines.reduce(0) { max($0, $1.count) }
            #expect(longest <= 300, "\(golden) has a line of \(longest) characters")
            // No title says which index it is ("Holocene · 2"): text comes from the catalogue.
            for line in lines where line.contains(/text=".* · [0-9]+"/) { Issue.record("\(golden): an index suffix in \(line)") }
        }
        #expect(total < 3_000_000, "the goldens take \(total) bytes")
    }

    @Test(arguments: traces)
    func traceReplaysToItsGolden(name: String) throws {
        let got = try Golden(replay: Replay(trace: loadTrace(name), registry: .standard))
        let file = tracesDirectory.appendingPathComponent(Self.goldenName(of: name))
        let recording = ProcessInfo.processInfo.environment["CROSSFADE_RECORD"] != nil
        if recording || !FileManager.default.fileExists(atPath: file.path) {
            try got.text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); run again to compare")
            return
        }
        let expected = try Golden(parsing: String(contentsOf: file, encoding: .utf8))
        let comparison = GoldenComparison(expected: expected, got: got)
        if !comparison.isEmpty { Issue.record("\(name): \(comparison.report())") }
    }
}
