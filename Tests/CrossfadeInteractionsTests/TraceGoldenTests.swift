import CrossfadeInteractions
import CrossfadeTrace
import CrossfadeScene
import Foundation
import Testing

/// Every trace in `Traces/` replays to the outputs recorded beside it
/// (`<name>.expected.json`): `crossfade replay`'s JSON at a few instants and at
/// rest, compared exactly as text. Re-record on purpose with CROSSFADE_RECORD=1;
/// a missing golden is recorded and the test fails, so CI never creates one silently.
@Suite("Trace goldens")
struct TraceGoldenTests {
    /// The instants each golden holds besides the final, at-rest output.
    static let instants: [Double] = [0.05, 0.15, 0.3, 0.6, 1.0, 2.0]

    /// Every trace file under `Traces/`, relative to it (goldens excluded).
    static let traces: [String] = {
        let root = tracesDirectory.standardizedFileURL.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
    }()

    /// The golden text for a trace: one replay output per line (the instants
    /// before its end, then the final output), as `crossfade replay` prints them.
    static func goldenText(for name: String) throws -> String {
        let trace = try loadTrace(name)
        let replay = Replay(trace: trace, registry: .standard)
        let final = try replay.run()
        var lines = try instants.filter { $0 < final.time }.map { try replay.run(until: $0).json.serialized }
        lines.append(final.json.serialized)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyTraceHasAGolden() {
        #expect(Self.traces.count >= 36, "found \(Self.traces)")
    }

    @Test(arguments: traces)
    func traceReplaysToItsGolden(name: String) throws {
        let text = try Self.goldenText(for: name)
        let golden = tracesDirectory.appendingPathComponent(String(name.dropLast(".json".count)) + ".expected.json")
        let recording = ProcessInfo.processInfo.environment["CROSSFADE_RECORD"] != nil
        if recording || !FileManager.default.fileExists(atPath: golden.path) {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again to compare")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if expected != text {
            let pairs = zip(expected.split(separator: "\n"), text.split(separator: "\n")).enumerated()
            let first = pairs.first { $0.element.0 != $0.element.1 }
            let detail = first.map { index, pair in
                let column = zip(pair.0, pair.1).prefix { $0 == $1 }.count
                return "output \(index + 1) differs at character \(column): expected …\(pair.0.dropFirst(max(0, column - 60)).prefix(140))… got …\(pair.1.dropFirst(max(0, column - 60)).prefix(140))…"
            } ?? "a different number of outputs"
            Issue.record("\(name): \(detail)")
        }
    }
}
