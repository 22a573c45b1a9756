import CrossfadeWasmBuild
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// The WebAssembly engine the page runs: built in the background when the
/// server starts (or taken from the cache), then served as `/engine.wasm`.
/// Until it is ready, or if it cannot be built here, pages run in the
/// server-driven mode and `/api/engine` says why.
final class EngineAsset: Sendable {
    enum Status: Sendable {
        case building
        case ready(ByteBuffer, milliseconds: Int)
        case unavailable(String)
    }

    private let status: Mutex<Status>

    /// Starts building (`build` false: never, for tests that do not need it).
    init(build: Bool, report: @escaping @Sendable (String) -> Void) {
        status = Mutex(build ? .building : .unavailable("the WebAssembly engine is turned off for this server"))
        guard build else { return }
        Thread.detachNewThread { [self] in
            let started = Date()
            do {
                let builder = try WasmEngineBuilder()
                if try builder.cachedEngine() == nil { report("building the engine for the browser (first start only, about a minute)…") }
                let file = try builder.build()
                let data = try Data(contentsOf: file)
                let milliseconds = Int(Date().timeIntervalSince(started) * 1_000)
                self.status.withLock { $0 = .ready(ByteBuffer(bytes: data), milliseconds: milliseconds) }
                report("the engine runs in the page (WebAssembly, \(data.count / 1_000) KB, ready in \(milliseconds) ms)")
            } catch {
                let reason = "\(error)"
                self.status.withLock { $0 = .unavailable(reason) }
                report("the engine cannot run in the page, so the Studio drives it from the server: \(reason.split(separator: "\n").first ?? "")")
            }
        }
    }

    var current: Status { status.withLock { $0 } }

    /// The engine module, or 503 while it is not ready.
    func response() throws -> Response {
        guard case .ready(let bytes, _) = current else { throw HTTPError(.serviceUnavailable, message: "the WebAssembly engine is not ready") }
        var headers: HTTPFields = [.contentType: "application/wasm", .cacheControl: "no-cache"]
        headers.isolateCrossOrigin()
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
    }

    /// `{"status": "building" | "ready" | "unavailable", "bytes"?, "reason"?}`.
    var json: String {
        switch current {
        case .building: #"{"status":"building"}"#
        case .ready(let buffer, _): #"{"status":"ready","bytes":\#(buffer.readableBytes)}"#
        case .unavailable(let reason):
            #"{"status":"unavailable","reason":\#(quoteJSON(String(reason.split(separator: "\n").first ?? "")))}"#
        }
    }
}

/// A JSON string literal for `text`.
func quoteJSON(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case let c where c.value < 0x20: result += "\\u00" + (c.value < 16 ? "0" : "") + String(c.value, radix: 16)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
