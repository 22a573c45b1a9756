import Foundation
import HTTPTypes
import Hummingbird

/// The Studio's files, read once from the package resources: the Studio app
/// (`Assets/`, served under `/assets/`), the library it is built on, crossfade.js and
/// what it loads (`crossfade/`, under `/crossfade/`, where the engine modules are
/// served beside it), and the example web player (`Example/`, under `/example/`).
/// Only these exact names are ever served: no path from a request reaches the file system.
struct Assets: Sendable {
    /// Each file by its path in the site (`assets/main.js`, `example/index.html`).
    let files: [String: (body: Data, type: String)]

    /// The resource folders and where they go in the site.
    static let folders = [("Assets", "assets"), ("crossfade", "crossfade"), ("Example", "example")]

    static func load() throws -> Assets {
        var files: [String: (Data, String)] = [:]
        for (resource, prefix) in folders {
            guard let directory = Bundle.module.url(forResource: resource, withExtension: nil) else { throw StudioError.missingAssets }
            let root = directory.standardizedFileURL.path
            for case let file as URL in FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) ?? .init() {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = String(file.standardizedFileURL.path.dropFirst(root.count + 1))
                files["\(prefix)/\(relative)"] = (try Data(contentsOf: file), contentType(of: relative))
            }
        }
        return Assets(files: files)
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        case "wasm": "application/wasm"
        default: "application/octet-stream"
        }
    }

    func response(for name: String) throws -> Response {
        guard let file = files[name] else { throw HTTPError(.notFound) }
        var headers: HTTPFields = [.contentType: file.type, .cacheControl: "no-cache"]
        headers.isolateCrossOrigin()
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.body)))
    }
}

enum StudioError: Error, CustomStringConvertible {
    case missingAssets
    var description: String { "the Studio's web assets are missing from the package resources" }
}

extension HTTPFields {
    /// Cross-origin isolation (the page loads nothing from elsewhere): browsers
    /// then give it fine-grained timers, so the Studio's per-frame engine times
    /// are measured in microseconds rather than coarse steps.
    mutating func isolateCrossOrigin() {
        self[HTTPField.Name("Cross-Origin-Opener-Policy")!] = "same-origin"
        self[HTTPField.Name("Cross-Origin-Embedder-Policy")!] = "require-corp"
        self[HTTPField.Name("Cross-Origin-Resource-Policy")!] = "same-origin"
    }
}
