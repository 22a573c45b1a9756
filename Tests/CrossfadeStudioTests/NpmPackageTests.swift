import CrossfadeTestSupport
import CrossfadeWasmBuild
import Foundation
import Testing

/// The npm package as a user gets it (Tests/Browser/npm_package_test.py): `npm pack` offline
/// in a copy of the library's folder with the engine modules this suite's builder made (so
/// nothing is built twice), `npm install --offline` of the tarball, the consumer's TypeScript
/// against it, and a page importing it by name whose custom element mounts, draws and fires
/// a CustomEvent, in Chromium and in WebKitGTK (under a virtual display).
@Suite(
    "The npm package, packed, installed and run", .enabled(if: browserAvailable, "needs Chromium, chromedriver and Selenium (.ci/run installs them)"))
struct NpmPackageTests {
    @Test(.timeLimit(.minutes(20)))  // (about 15 s alone, the engines cached; sized for a loaded machine)
    func thePackedTarballInstallsAndItsElementsRunInBothEngines() async throws {
        let engines = try await onThread {
            let builder = try WasmEngineBuilder()
            return try EngineVariant.interactionModules.map { try builder.build($0) }.first!.deletingLastPathComponent()
        }
        let script = BrowserTests.repository.appendingPathComponent("Tests/Browser/npm_package_test.py").path
        let arguments = [script, BrowserTests.repository.path, engines.path, BrowserTests.artifacts.path, "chromium"]
        let command = webKitAvailable ? ["xvfb-run", "-a", "python3"] + arguments + ["webkit"] : ["python3"] + arguments
        let result = try await onThread { try runProcess("/usr/bin/env", command) }
        print(result.output)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("npm package: packed, installed and run"), "\(result.output)")
        if !webKitAvailable { print("WebKitGTK's WebDriver or xvfb-run is missing: the npm package ran in Chromium only") }
    }
}
