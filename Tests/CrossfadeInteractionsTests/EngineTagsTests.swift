import CrossfadeEngineABI
import CrossfadeTestSupport
import Foundation
import Testing

/// Every number the page and the engine agree on is named once, in Swift, and the page's
/// `tags.js` is generated from those names: this test fails while the file differs
/// from what `EngineTags.javaScript` writes (`CROSSFADE_RECORD=1` writes it), and the
/// library's JSDoc types — the page's side of the boundary — pass `tsc --checkJs`.
@Suite("The boundary's tags and types")
struct EngineTagsTests {
    static let library = WasmParityTests.repository.appendingPathComponent("Sources/CrossfadeStudio/crossfade")

    @Test func theGeneratedTagsAreCurrent() throws {
        let file = Self.library.appendingPathComponent("tags.js")
        if ProcessInfo.processInfo.environment["CROSSFADE_RECORD"] != nil {
            try EngineTags.javaScript.write(to: file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(
            written == EngineTags.javaScript,
            "tags.js is not what EngineTags generates: CROSSFADE_RECORD=1 swift test --filter EngineTagsTests writes it again")
    }

    @Test func theTagsNameWhatTheEngineWrites() {
        let groups = Dictionary(uniqueKeysWithValues: EngineTags.groups.map { ($0.name, $0.cases) })
        #expect(groups["Status"]?.map(\.name) == ["refused", "done", "draw", "pause", "resume"])
        #expect(groups["Status"]?.first?.value == -1, "a refusal is the one negative result")
        #expect(groups["TouchPhase"]?.map(\.name) == ["down", "move", "stationary", "up", "cancel"], "the page's names, all the way in")
        #expect(groups["Change"]?.map(\.value) == [1, 2, 4, 8, 16, 32, 64, 128])
        for group in EngineTags.groups {
            #expect(Set(group.cases.map(\.value)).count == group.cases.count, "\(group.name): two names share a number")
        }
    }

    /// The library folder's JSDoc types check (`tsc -p jsconfig.json`: strict, DOM lib),
    /// as CI runs it; skipped where Debian's node-typescript is not installed, unless
    /// CROSSFADE_REQUIRE_BROWSER says the machine is CI's.
    @Test(.timeLimit(.minutes(15)))  // (seconds alone; minutes beside the WebAssembly builds on 2 cores; sized for a machine 3x slower)
    func theLibrarysTypesCheck() async throws {
        // (Node runs for a while: off the cooperative pool, so the suites beside it keep their threads.)
        let found = try await onThread { try runProcess("/usr/bin/env", ["sh", "-c", "command -v tsc"]) }
        guard found.status == 0 else {
            if ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil { Issue.record("tsc is not installed (node-typescript)") }
            return
        }
        let config = Self.library.appendingPathComponent("jsconfig.json").path
        let tsc = try await onThread { try runProcess("/usr/bin/env", ["tsc", "-p", config]) }
        #expect(tsc.status == 0, "tsc --checkJs on crossfade.js's folder:\n\(tsc.output)")
    }

    @Test func thePackageHasTheProjectsVersion() throws {
        let version = try String(contentsOf: WasmParityTests.repository.appendingPathComponent("VERSION"), encoding: .utf8)
        let package = try String(contentsOf: Self.library.appendingPathComponent("package.json"), encoding: .utf8)
        #expect(
            package.contains("\"version\": \"\(version.trimmingCharacters(in: .whitespacesAndNewlines))\""), "package.json's version is VERSION's")
    }
}
