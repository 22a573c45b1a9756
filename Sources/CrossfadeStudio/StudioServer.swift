import CrossfadeInteractions
import CrossfadeTrace
import CrossfadeScene
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import Synchronization

/// The browser host: serves the Studio, the library it is built on (crossfade.js and
/// the engine modules), the interaction registry, and one engine session per WebSocket
/// connection (`SocketSession`).
///
/// Hardening (shared/DESIGN.md): loopback by default; the WebSocket Origin must
/// match the page's origin; messages are limited in size and rate; sessions are
/// capped; a malformed message gets an error reply and the session goes on; only
/// the files shipped in `Assets/` are ever served.
public struct StudioServer: Sendable {
    public struct Configuration: Sendable {
        public var host = "127.0.0.1"
        public var port = 8080
        public var maximumMessageBytes = 16 * 1024
        public var maximumMessagesPerSecond = 1_000
        public var maximumSessions = 64
        public var registry = InteractionRegistry.standard
        /// The interaction the page opens on (shared/DESIGN.md: the showcase).
        public var openingInteraction = StaticSite.openingInteraction
        /// Build (or load from the cache) the WebAssembly engine the page runs.
        public var servesWebAssemblyEngine = true
        /// Hears how building the WebAssembly engine goes (one line at a time).
        public var engineReport: @Sendable (String) -> Void = { _ in }

        public init() {}

        /// Whether `host` is a loopback address (only this machine can connect).
        public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1"].contains(host) || host.hasPrefix("127.") }
    }

    public let configuration: Configuration
    let assets: Assets
    let sessions: SessionCounter
    let engine: EngineAsset

    public init(configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        self.assets = try Assets.load()
        self.sessions = SessionCounter(limit: configuration.maximumSessions)
        self.engine = EngineAsset(
            build: configuration.servesWebAssemblyEngine, opening: configuration.openingInteraction, report: configuration.engineReport)
    }

    /// The number of open sessions.
    public var openSessions: Int { sessions.count }

    /// The Hummingbird application; `onRunning` receives the bound port (useful with port 0).
    public func application(
        logger: Logger = Logger(label: "crossfade.studio"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        let engine = self.engine
        router.get("/") { _, _ in try assets.response(for: "assets/index.html") }
        router.get("/assets/**") { _, context in
            try assets.response(for: "assets/" + context.parameters.getCatchAll().joined(separator: "/"))
        }
        // The library, and the engine modules beside it (crossfade.js finds them from its own URL).
        router.get("/crossfade/**") { _, context in
            let path = context.parameters.getCatchAll().joined(separator: "/")
            if let variant = EngineAsset.variant(forAsset: path) { return try engine.response(variant) }
            return try assets.response(for: "crossfade/" + path)
        }
        // The page's relative links need the folder's slash: /example → /example/.
        router.get("/example") { request, _ in
            guard request.uri.path.hasSuffix("/") else { return Response(status: .movedPermanently, headers: [.location: "/example/"]) }
            return try assets.response(for: "example/index.html")
        }
        router.get("/example/**") { _, context in
            let path = context.parameters.getCatchAll().joined(separator: "/")
            return try assets.response(for: "example/" + (path.isEmpty ? "index.html" : path))
        }
        let registryJSON = configuration.registry.json.serialized
        for path in ["/api/interactions", "/api/interactions.json"] {
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: registryJSON)))
            }
        }
        let studioJSON = StaticSite.studioJSON(opening: configuration.openingInteraction)
        router.get("/api/studio.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: studioJSON)))
        }
        for (path, handler) in [("/api/spring", MotionLabAPI.spring), ("/api/curve", MotionLabAPI.curve)] {
            router.get(RouterPath(path)) { request, _ in
                let query = request.uri.queryParameters.map { (String($0.key), $0.value) }
                let (ok, body) = handler(query)
                return Response(
                    status: ok ? .ok : .badRequest, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(string: body.serialized)))
            }
        }
        for path in ["/api/engine", "/api/engine.json"] {
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(string: engine.json)))
            }
        }
        let webSockets = Router(context: BasicWebSocketRequestContext.self)
        let configuration = self.configuration, sessions = self.sessions
        webSockets.ws("/session") { request, _ in
            guard originMatches(request) else {
                throw HTTPError(.forbidden, message: "the WebSocket Origin must match the page's origin")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            // Over the cap, the socket opens only to be closed with the reason (a refused
            // handshake would reach the page as a bare 400).
            guard sessions.acquire() else {
                try await outbound.close(.policyViolation, reason: "too many sessions (at most \(configuration.maximumSessions))")
                return
            }
            defer { sessions.release() }
            try await StudioConnection(configuration: configuration).run(inbound: inbound, outbound: outbound)
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: webSockets,
                configuration: .init(ws: .init(maxFrameSize: configuration.maximumMessageBytes))
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "crossfade-studio"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
    }
}

/// Whether the request's Origin is the page's own: `http://` + its Host header.
func originMatches(_ request: Request) -> Bool {
    guard let origin = request.headers[.origin], let host = request.head.authority else { return false }
    return origin == "http://\(host)"
}

/// Counts open sessions against a limit, safely across connections.
final class SessionCounter: Sendable {
    private let state: Mutex<Int>
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        self.state = Mutex(0)
    }

    var count: Int { state.withLock { $0 } }

    func acquire() -> Bool {
        state.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func release() { state.withLock { $0 -= 1 } }
}
