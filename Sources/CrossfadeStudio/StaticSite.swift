import CrossfadeInteractions
import CrossfadeTrace
import Foundation

/// The Studio, crossfade.js, the engine and the example web player as static
/// files that work from any static file server, with no Swift server behind them:
/// the same paths the Studio's server serves, the interactions' specs as a file,
/// and an engine status that tells the page there is no server (so the page says
/// why the server-driven mode is off). The library and everything it loads, engine
/// modules included, are one folder, `crossfade/`, found from crossfade.js's own URL:
/// a page can take that folder alone.
///
/// ```swift
/// let files = try StaticSite.export(to: URL(fileURLWithPath: "site"), engines: ["showcase": showcaseWasm, …])
/// // python3 -m http.server -d site   →   /, /example/, /crossfade/crossfade.js
/// ```
public enum StaticSite {
    /// The interaction the Studio opens on (shared/DESIGN.md: the showcase).
    public static let openingInteraction = "showcase"

    /// What the Studio page asks of its host before it starts: `{"opens": ID}`.
    static func studioJSON(opening: String) -> String {
        JSONValue.object([("opens", .string(opening))]).serialized
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes the site into `directory` (made if missing; it must be empty or hold
    /// an earlier export) and returns the paths written, relative to it.
    @discardableResult
    public static func export(to directory: URL, engines: [String: URL], registry: InteractionRegistry = .standard) throws -> [String] {
        try checkDestination(directory)
        let assets = try Assets.load()
        var files: [(String, Data)] = assets.files.keys.sorted().map { ($0, assets.files[$0]!.body) }
        files.append(("index.html", assets.files["assets/index.html"]!.body))
        // One engine module per interaction, beside crossfade.js (it loads `engine-<id>.wasm` from its own folder).
        var sizes: [(String, JSONValue)] = []
        for id in engines.keys.sorted() {
            let wasm: Data
            do { wasm = try Data(contentsOf: engines[id]!) } catch { throw Failure(description: "cannot read the engine at \(engines[id]!.path)") }
            files.append(("crossfade/engine-\(id).wasm", wasm))
            sizes.append((id, .number(Double(wasm.count))))
        }
        let opening = sizes.first { $0.0 == openingInteraction }?.1 ?? .number(0)
        files.append(("api/interactions.json", Data(registry.json.serialized.utf8)))
        files.append(("api/studio.json", Data(studioJSON(opening: openingInteraction).utf8)))
        let status = JSONValue.object([("status", .string("ready")), ("bytes", opening), ("server", .bool(false)), ("modules", .object(sizes))])
        files.append(("api/engine.json", Data(status.serialized.utf8)))
        for (path, body) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: file)
        }
        return files.map(\.0)
    }

    /// Copies the documentation site in `source` (Scripts/docs.sh's output, built with
    /// `--hosting-base-path docs`) to `directory/docs`, replacing an earlier copy, and
    /// returns the paths written, relative to `directory`.
    public static func addDocumentation(from source: URL, to directory: URL) throws -> [String] {
        let target = directory.appendingPathComponent("docs")
        try? FileManager.default.removeItem(at: target)
        do { try FileManager.default.copyItem(at: source, to: target) } catch {
            throw Failure(description: "cannot copy the documentation from \(source.path) to \(target.path)")
        }
        let files = FileManager.default.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? []
        return files.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: target.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.map { "docs/" + $0 }
    }

    /// Refuses to write over anything but an empty folder or an earlier export.
    public static func checkDestination(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Failure(description: "\(directory.path) is a file, not a folder") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let earlier = ["crossfade/crossfade.js", "assets/crossfade.js"].contains {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        guard contents.isEmpty || earlier else {
            throw Failure(description: "\(directory.path) is not empty (and holds no earlier export): choose an empty or new folder")
        }
    }
}
