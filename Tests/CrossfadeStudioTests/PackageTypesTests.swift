import CrossfadeStudio
import CrossfadeTestSupport
import Foundation
import Testing

/// The npm package's interaction knowledge is generated from the specs (PackageTypes): this
/// fails while `types/interactions.d.ts` or `interactions.js` differs from what it writes
/// (`swift run crossfade types` writes them), and a page's TypeScript (Tests/Consumer/Web) compiles
/// against the package's types while a copy with a misspelt event name does not.
@Suite("The npm package's types")
struct PackageTypesTests {
    static let library = BrowserTests.repository.appendingPathComponent("Sources/CrossfadeStudio/crossfade")

    @Test func theGeneratedTypesAreCurrent() throws {
        for (path, text) in PackageTypes.files {
            let written = try String(contentsOf: Self.library.appendingPathComponent(path), encoding: .utf8)
            #expect(written == text, "\(path) is not what PackageTypes generates: `swift run crossfade types` writes it again")
        }
    }

    @Test func theTypesNameEachInteractionsEventsFieldsAndSlots() {
        let types = PackageTypes.declarations()
        #expect(types.contains("'centered': { source: ''; index: number };"))
        #expect(types.contains("slots: `cover.${number}` | 'empty';"))
        #expect(types.contains("'cover-carousel': CoverCarousel;"))
    }

    /// tsc --strict (skipLibCheck false) on Tests/Consumer/Web/consumer.ts with the package
    /// folder as `node_modules/crossfade` (its types need no build), then on a copy with
    /// `'centered'` misspelt: that one must fail, naming the typo. Skipped without tsc unless
    /// CROSSFADE_REQUIRE_BROWSER says the machine is CI's.
    @Test(.timeLimit(.minutes(15)))  // (seconds alone; minutes beside the WebAssembly builds on 2 cores)
    func aConsumerCompilesAndAMisspeltEventDoesNot() async throws {
        let found = try await onThread { try runProcess("/usr/bin/env", ["sh", "-c", "command -v tsc"]) }
        guard found.status == 0 else {
            if ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil { Issue.record("tsc is not installed (node-typescript)") }
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("node_modules"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("node_modules/crossfade"), withDestinationURL: Self.library)
        let consumer = BrowserTests.repository.appendingPathComponent("Tests/Consumer/Web")
        for name in ["consumer.ts", "tsconfig.json", "package.json"] {
            try FileManager.default.copyItem(at: consumer.appendingPathComponent(name), to: work.appendingPathComponent(name))
        }
        let compiles = try await onThread { try runProcess("/usr/bin/env", ["tsc", "-p", work.path]) }
        #expect(compiles.status == 0, "the consumer compiles:\n\(compiles.output)")

        let source = work.appendingPathComponent("consumer.ts")
        let text = try String(contentsOf: source, encoding: .utf8)
        #expect(text.contains("player.on('centered'"))
        try text.replacingOccurrences(of: "player.on('centered'", with: "player.on('centred'").write(to: source, atomically: true, encoding: .utf8)
        let typo = try await onThread { try runProcess("/usr/bin/env", ["tsc", "-p", work.path]) }
        #expect(typo.status != 0 && typo.output.contains("\"centred\""), "a misspelt event name must not compile:\n\(typo.output)")
    }
}
