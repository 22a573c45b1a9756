import CrossfadeTrace
import CrossfadeTestSupport
import CrossfadeWasmBuild
import Foundation
import Testing

/// Whether the browser test can run here: python3 with Selenium, Chromium and chromedriver.
/// `.ci/run` installs them and sets CROSSFADE_REQUIRE_BROWSER=1, so CI never skips.
let browserAvailable: Bool = {
    let required = ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil
    let tools = ["/usr/bin/chromium", "/usr/bin/chromedriver"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    let selenium = (try? runProcess("/usr/bin/env", ["python3", "-c", "import selenium"]).status) == 0
    return required || (tools && selenium)
}()

/// Whether WebKitGTK's WebDriver can run here (under xvfb-run): required where the
/// browser tests are (CROSSFADE_REQUIRE_BROWSER; `.ci/run` installs both).
let webKitAvailable: Bool = {
    let required = ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil
    return required || ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite(
    "Studio in headless Chromium", .serialized, .enabled(if: browserAvailable, "needs Chromium, chromedriver and Selenium (.ci/run installs them)"))
struct BrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let artifacts = repository.appendingPathComponent(".build/browser-artifacts")

    @Test(.timeLimit(.minutes(45)))  // (about 8 min alone; 16 min beside the other suites on 2 cores; sized for a machine 3x slower)
    func dragsInTheBrowserDriveTheEngineInBothModes() async throws {
        // Build (or find cached) every module the walk loads first, so the page finds each
        // one ready: the server builds them one after another, and on a loaded machine a page
        // waiting for one that is still being built would time out.
        _ = try await onThread {
            let builder = try WasmEngineBuilder()
            for variant in [EngineVariant.all] + EngineVariant.pageModules { _ = try builder.build(variant) }
        }
        try await withStudio({ $0.servesWebAssemblyEngine = true }) { port in
            let script = Self.repository.appendingPathComponent("Tests/Browser/studio_browser_test.py").path
            let result = try runProcess("/usr/bin/env", ["python3", script, "http://127.0.0.1:\(port)/", Self.artifacts.path])
            print(result.output)
            #expect(result.status == 0, "\(result.output)")
        }
        for mode in ["socket", "wasm"] {
            let file = { (name: String) in Self.artifacts.appendingPathComponent("\(mode)-\(name)") }
            // The trace recorded in the page replays through the engine to the same state.
            let traceText = try String(contentsOf: file("recorded-trace.json"), encoding: .utf8)
            let pageState = try JSONValue.parse(String(contentsOf: file("recorded-state.json"), encoding: .utf8))
            let trace = try Trace.decode(traceText, registry: .standard)
            let replayed = try Replay(trace: trace, registry: .standard).run()
            #expect(replayed.state.json["front"] == pageState["front"], "\(mode)")
            #expect(replayed.state.json["phase"] == .string("idle"), "\(mode)")
            // And through the real command line tool, as a user would.
            let executable = builtProduct("crossfade").path
            let tracePath = file("recorded-trace.json").path
            let cli = try await onThread { try runProcess(executable, ["replay", tracePath]) }
            #expect(cli.status == 0, "\(cli.output)")
            #expect(try JSONValue.parse(cli.output)["state"]?["front"] == pageState["front"], "\(mode)")
            // Recorded while music played: the replay stops where recording stopped (the
            // trace's end), on the track, cover and elapsed time the page showed then.
            let playing = try Trace.decode(String(contentsOf: file("playing-trace.json"), encoding: .utf8), registry: .standard)
            let shown = try JSONValue.parse(String(contentsOf: file("playing-state.json"), encoding: .utf8))
            let replayedPlaying = try Replay(trace: playing, registry: .standard).run()
            #expect(replayedPlaying.time == playing.end, "\(mode)")
            for key in ["centered", "track", "playing", "phase"] {
                #expect(
                    replayedPlaying.state.json[key] == shown[key], "\(mode): \(key) replayed \(replayedPlaying.state) vs shown \(shown.serialized)")
            }
            if case .number(let replayedElapsed)? = replayedPlaying.state.json["elapsed"], case .number(let shownElapsed)? = shown["elapsed"] {
                #expect(abs(replayedElapsed - shownElapsed) < 1e-3, "\(mode): elapsed \(replayedElapsed) replayed vs \(shownElapsed) shown")
            } else {
                Issue.record("\(mode): no elapsed time in \(replayedPlaying.state) or \(shown.serialized)")
            }
            let metrics = try JSONValue.parse(String(contentsOf: file("metrics.json"), encoding: .utf8))
            print("browser metrics (\(mode)): \(metrics.serialized)")
            #expect(FileManager.default.fileExists(atPath: file("studio.png").path))
        }
        // (Frame timing is measured alone, after `swift test`, against a same-run baseline:
        // Tests/Browser/frame_timing.py. Here the walk only reports its figures.)
        let showcase = try JSONValue.parse(String(contentsOf: Self.artifacts.appendingPathComponent("wasm-showcase-metrics.json"), encoding: .utf8))
        print("browser metrics (showcase, in the page): \(showcase.serialized)")
    }

    /// `crossfade export-site DIR`, served by Python's plain http.server: the example
    /// web player's own <img> covers are moved and scaled as the engine says (the page's
    /// recording, replayed natively, puts every cover layer exactly where its <img> is),
    /// it hears `centered`, a lost pointer capture cancels its drag and the next drag
    /// is taken; the exported Studio runs in the page and says why it has no server mode.
    /// Then the page fuzz (Tests/Browser/page_fuzz.py) runs on the same site.
    @Test(.timeLimit(.minutes(30)))  // (the walk about 2 min, the page fuzz about 1 min alone)
    func theExportedSiteWorksFromAPlainStaticServer() async throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let executable = builtProduct("crossfade").path
        // A documentation site as Scripts/docs.sh writes one (here a small stand-in): copied to docs/.
        let docs = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: docs) }
        try FileManager.default.createDirectory(at: docs.appendingPathComponent("documentation/crossfademotion"), withIntermediateDirectories: true)
        try Data("<!doctype html><title>Crossfade documentation</title>".utf8).write(to: docs.appendingPathComponent("index.html"))
        try Data("{}".utf8).write(to: docs.appendingPathComponent("documentation/crossfademotion/index.json"))
        let export = try await onThread { try runProcess(executable, ["export-site", site.path, "--docs", docs.path]) }
        try #require(export.status == 0, "\(export.output)")
        #expect(export.output.contains("the documentation (docs/)"), "\(export.output)")
        #expect(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("docs/documentation/crossfademotion/index.json").path),
            "the documentation is in the export")
        #expect(try String(contentsOf: site.appendingPathComponent("docs/index.html"), encoding: .utf8).contains("Crossfade documentation"))
        let script = Self.repository.appendingPathComponent("Tests/Browser/site_browser_test.py").path
        let result = try await onThread { try runProcess("/usr/bin/env", ["python3", script, site.path, Self.artifacts.path]) }
        print(result.output)
        try #require(result.status == 0, "\(result.output)")
        let trace = try Trace.decode(
            String(contentsOf: Self.artifacts.appendingPathComponent("example-trace.json"), encoding: .utf8), registry: .standard)
        let shown = try JSONValue.parse(String(contentsOf: Self.artifacts.appendingPathComponent("example-covers.json"), encoding: .utf8))
        let replayed = try Replay(trace: trace, registry: .standard).run()
        guard case .object(let covers) = shown, covers.count >= 3 else { Issue.record("covers: \(shown.serialized)"); return }
        for (id, box) in covers {
            let layer = try #require(replayed.scene.flattened.first { $0.id == id }, "the replay draws \(id)")
            let b = layer.box
            guard case .array(let numbers) = box else { continue }
            let page = numbers.compactMap { if case .number(let v) = $0 { v } else { nil } }
            let engine = [b.minX, b.minY, b.width, b.height]
            #expect(zip(page, engine).allSatisfy { abs($0 - $1) < 0.5 }, "\(id): the <img> is at \(page), the engine draws it at \(engine)")
        }
        let metrics = try JSONValue.parse(String(contentsOf: Self.artifacts.appendingPathComponent("example-metrics.json"), encoding: .utf8))
        print("browser metrics (example player, static site): \(metrics.serialized)")

        // The page fuzz on the same site: random Pointer Event sequences through crossfade.js into
        // each interaction, each page's recording replayed natively by the command line tool and
        // every mounted element where the replay draws its layer (0.5 px). A fixed seed and budget
        // here; CROSSFADE_PAGE_FUZZ_RUNS and CROSSFADE_PAGE_FUZZ_SEED run it longer or elsewhere.
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["CROSSFADE_PAGE_FUZZ_RUNS"] ?? "24", seed = environment["CROSSFADE_PAGE_FUZZ_SEED"] ?? "1"
        let fuzz = Self.repository.appendingPathComponent("Tests/Browser/page_fuzz.py").path
        let fuzzed = try await onThread {
            try runProcess("/usr/bin/env", ["python3", fuzz, site.path, Self.artifacts.path, executable, "--runs", runs, "--seed", seed])
        }
        print(fuzzed.output)
        #expect(fuzzed.status == 0, "\(fuzzed.output)")
        #expect(fuzzed.output.contains("page fuzz: \(runs) runs"), "\(fuzzed.output)")

        // The same export, embedded in third-party pages (Tests/Browser/embedding/), in
        // Chromium and in WebKitGTK (under a virtual display), one browser session each.
        let embedding = Self.repository.appendingPathComponent("Tests/Browser/embedding_browser_test.py").path
        let webKit = webKitAvailable ? ["webkit"] : []
        let command = webKitAvailable ? ["xvfb-run", "-a", "python3", embedding] : ["python3", embedding]
        let embedded = try await onThread { try runProcess("/usr/bin/env", command + [site.path, Self.artifacts.path, "chromium"] + webKit) }
        print(embedded.output)
        #expect(embedded.status == 0, "\(embedded.output)")
        if !webKitAvailable { print("WebKitGTK's WebDriver or xvfb-run is missing: the embedding checks ran in Chromium only") }

        // Screen readers and keys in the same pages and the showcase: Chromium's accessibility
        // tree (DevTools) and real key presses.
        let accessibility = Self.repository.appendingPathComponent("Tests/Browser/accessibility_browser_test.py").path
        let read = try await onThread { try runProcess("/usr/bin/env", ["python3", accessibility, site.path, Self.artifacts.path]) }
        print(read.output)
        #expect(read.status == 0, "\(read.output)")
    }
}
