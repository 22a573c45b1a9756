import ArgumentParser
import CrossfadeStudio
import CrossfadeWasmBuild
import Foundation

struct ExportSite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-site",
        abstract: "Write the Studio, crossfade.js, the engine and an example web player as static files.",
        discussion: """
            Any static file server then serves them, with no Swift server behind: e.g.
              crossfade export-site site && python3 -m http.server -d site 8000
            and open http://127.0.0.1:8000/ (the Studio) or /example/ (a web player built with crossfade.js).
            The engine is built with your toolchain's Embedded Swift on the first run (about a minute, then cached).
            With --docs, the documentation site Scripts/docs.sh built goes in too, at /docs/:
              Scripts/docs.sh --hosting-base-path docs .build-docs/for-site
              crossfade export-site site --docs .build-docs/for-site
            """
    )

    @Argument(help: "The folder to write (made if missing; it must be empty or hold an earlier export).")
    var directory: String

    @Option(help: "A documentation site built by Scripts/docs.sh --hosting-base-path docs, copied to DIRECTORY/docs/.")
    var docs: String?

    func run() throws {
        let destination = URL(fileURLWithPath: directory)
        let documentation = docs.map { URL(fileURLWithPath: $0) }
        if let documentation, !FileManager.default.fileExists(atPath: documentation.appendingPathComponent("index.html").path) {
            fail(
                "--docs: \(documentation.path) holds no documentation site (no index.html): build one with Scripts/docs.sh --hosting-base-path docs \(documentation.path)"
            )
        }
        do {
            try StaticSite.checkDestination(destination)
            let builder = try WasmEngineBuilder()
            if try builder.cachedEngine(.showcase) == nil {
                FileHandle.standardError.write(
                    Data("crossfade: building the engine for the browser, one module per interaction (first run only, a few minutes)…\n".utf8))
            }
            var engines: [String: URL] = [:]
            for variant in EngineVariant.pageModules { engines[variant.rawValue] = try builder.build(variant) }
            var files = try StaticSite.export(to: destination, engines: engines)
            if let documentation { files += try StaticSite.addDocumentation(from: documentation, to: destination) }
            let bytes = files.reduce(0) {
                $0 + ((try? FileManager.default.attributesOfItem(atPath: destination.appendingPathComponent($1).path)[.size] as? Int) ?? 0)
            }
            print(
                "Wrote \(files.count) files (\(bytes / 1_000) KB) to \(destination.path): the Studio (index.html), the example player (example/), crossfade.js with what it loads and one engine module per interaction (crossfade/)\(documentation == nil ? "" : ", the documentation (docs/)")."
            )
        } catch let failure as StaticSite.Failure {
            fail(failure.description)
        } catch let unavailable as WasmEngineBuilder.Unavailable {
            fail("cannot build the engine for the browser: \(unavailable.description.split(separator: "\n").first ?? "")")
        } catch {
            fail("cannot write \(destination.path): \(error.localizedDescription)")
        }
    }
}
