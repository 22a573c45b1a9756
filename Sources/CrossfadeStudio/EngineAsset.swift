import CrossfadeTrace
import CrossfadeWasmBuild
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// The WebAssembly engine modules the page runs, one per interaction (issue 28: a
/// page loads the module of the interaction it shows): built in the background
/// when the server starts — the interaction the Studio opens on first, then the
/// others — or taken from the cache, and served beside crossfade.js as
/// `/crossfade/engine-<id>.wasm`.
/// Until the opening interaction's is ready, or if none can be built here, pages
/// run in the server-driven mode and `/api/engine.json` says why.
final class EngineAsset: Sendable {
    enum Status: Sendable {
        case building
        case ready(ByteBuffer, milliseconds: Int)
        case unavailable(String)
    }

    private let modules: Mutex<[EngineVariant: Status]>
    let opening: EngineVariant

    /// Starts building (`build` false: never, for tests that do not need it).
    init(build: Bool, opening: String, report: @escaping @Sendable (String) -> Void) {
        let opening = EngineVariant(interaction: opening) ?? .showcase
        self.opening = opening
        // The opening interaction's module first, the lab's next (the Studio's lab uses it), then the others.
        let order = [opening, .lab] + EngineVariant.interactionModules.filter { $0 != opening }
        var initial: [EngineVariant: Status] = [:]
        for variant in order { initial[variant] = build ? .building : .unavailable("the WebAssembly engine is turned off for this server") }
        modules = Mutex(initial)
        guard build else { return }
        Thread.detachNewThread { [self] in
            let started = Date()
            do {
                let builder = try WasmEngineBuilder()
                if try builder.cachedEngine(opening) == nil { report("building the engine for the browser (first start only, a minute or two)…") }
                for variant in order {
                    let file = try builder.build(variant)
                    let data = try Data(contentsOf: file)
                    let milliseconds = Int(Date().timeIntervalSince(started) * 1_000)
                    self.modules.withLock { $0[variant] = .ready(ByteBuffer(bytes: data), milliseconds: milliseconds) }
                    if variant == opening {
                        report("the engine runs in the page (WebAssembly, \(opening.rawValue) \(data.count / 1_000) KB, ready in \(milliseconds) ms)")
                    }
                }
            } catch {
                let reason = "\(error)"
                self.modules.withLock { modules in
                    for (variant, status) in modules { if case .building = status { modules[variant] = .unavailable(reason) } }
                }
                report("the engine cannot run in the page, so the Studio drives it from the server: \(reason.split(separator: "\n").first ?? "")")
            }
        }
    }

    /// The module of interaction `id`, or the lab's.
    func status(_ variant: EngineVariant) -> Status { modules.withLock { $0[variant] ?? .unavailable("no such module") } }

    /// The module named by an asset path (`engine-<id>.wasm`), if the path is one.
    static func variant(forAsset path: String) -> EngineVariant? {
        guard path.hasPrefix("engine-"), path.hasSuffix(".wasm") else { return nil }
        return EngineVariant(pageModule: String(path.dropFirst("engine-".count).dropLast(".wasm".count)))
    }

    /// The module, or 503 while it is being built.
    func response(_ variant: EngineVariant) throws -> Response {
        switch status(variant) {
        case .ready(let bytes, _):
            var headers: HTTPFields = [.contentType: "application/wasm", .cacheControl: "no-cache"]
            headers.isolateCrossOrigin()
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
        case .building:
            throw HTTPError(.serviceUnavailable, message: "the WebAssembly engine for \(variant.rawValue) is still being built")
        case .unavailable(let reason):
            throw HTTPError(.serviceUnavailable, message: String(reason.split(separator: "\n").first ?? ""))
        }
    }

    /// `{"status": "building" | "ready" | "unavailable", "bytes"?, "reason"?, "modules": {id: bytes}}`:
    /// the opening interaction's module decides the status; `modules` lists those ready.
    var json: String {
        let all = modules.withLock { $0 }
        var ready: [(String, JSONValue)] = []
        for variant in EngineVariant.allCases {
            if case .ready(let buffer, _)? = all[variant] { ready.append((variant.rawValue, .number(Double(buffer.readableBytes)))) }
        }
        let members: [(String, JSONValue)]
        switch all[opening] ?? .building {
        case .building: members = [("status", .string("building"))]
        case .ready(let buffer, _): members = [("status", .string("ready")), ("bytes", .number(Double(buffer.readableBytes)))]
        case .unavailable(let reason):
            members = [("status", .string("unavailable")), ("reason", .string(String(reason.split(separator: "\n").first ?? "")))]
        }
        return JSONValue.object(members + [("modules", .object(ready))]).serialized
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
