import Foundation
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
        return Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(string: file.body)))
    }
}

enum StudioError: Error, CustomStringConvertible {
    case missingAssets
    var description: String { "the Studio's web assets are missing from the package resources" }
}
