import Foundation
import HTTPTypes
import Hummingbird

/// The page and its files, read once from the package resources. Only these
/// exact names are ever served: no path from a request reaches the file system.
struct Assets: Sendable {
    let files: [String: (body: String, type: String)]

    static func load() throws -> Assets {
        guard let directory = Bundle.module.url(forResource: "Assets", withExtension: nil) else {
            throw StudioError.missingAssets
        }
        var files: [String: (String, String)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let type = switch (name as NSString).pathExtension {
            case "html": "text/html; charset=utf-8"
            case "css": "text/css; charset=utf-8"
            case "js": "text/javascript; charset=utf-8"
            case "svg": "image/svg+xml"
            default: "application/octet-stream"
            }
            files[name] = (try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8), type)
        }
        return Assets(files: files)
    }

    func response(for name: String) throws -> Response {
        guard let file = files[name] else { throw HTTPError(.notFound) }
        var headers: HTTPFields = [.contentType: file.type, .cacheControl: "no-cache"]
        headers.isolateCrossOrigin()
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: file.body)))
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
