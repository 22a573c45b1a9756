import Foundation
import CrossfadeTestSupport
import Testing

/// Compares `text` with the snapshot file `__Snapshots__/<name>.txt` beside the
/// tests. Set CROSSFADE_RECORD=1 to re-record; a missing snapshot is recorded
/// and the test fails, so a snapshot is never silently created in CI.
func assertTextSnapshot(_ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["CROSSFADE_RECORD"] != nil
    if recording || !FileManager.default.fileExists(atPath: file.path) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name); run again to compare.", sourceLocation: sourceLocation)
        return
    }
    let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    if expected != text {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        let detail =
            first.map { "line \($0.offset + 1): expected «\($0.element.0)» got «\($0.element.1)»" }
            ?? "line counts differ: \(expectedLines.count) vs \(actualLines.count)"
        Issue.record("Snapshot \(name) differs, \(detail)", sourceLocation: sourceLocation)
    }
}

/// A number formatted to 6 decimals, with -0 printed as 0, for stable snapshots.
func fixed(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    return String(format: "%.6f", rounded == 0 ? 0 : rounded)
}
