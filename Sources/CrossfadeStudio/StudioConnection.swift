import CrossfadeTrace
import Foundation
import HummingbirdWebSocket
import NIOCore

/// One WebSocket connection: rate-limits messages, feeds the session, sends its
/// replies, and times the server's work per frame.
struct StudioConnection: Sendable {
    let configuration: StudioServer.Configuration

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        var session = SocketSession(registry: configuration.registry)
        var limiter = RateLimiter(limit: configuration.maximumMessagesPerSecond)
        let clock = ContinuousClock()
        let opened = clock.now
        do {
            for try await message in inbound.messages(maxSize: configuration.maximumMessageBytes) {
                guard case .text(let text) = message else {
                    try await outbound.write(.text(SocketSession.error("binary messages are not accepted").serialized))
                    continue
                }
                switch limiter.admit(at: seconds(clock.now - opened)) {
                case .refuse: continue
                case .refuseAndTell:
                    try await outbound.write(
                        .text(
                            SocketSession.error("rate limit: at most \(configuration.maximumMessagesPerSecond) messages per second; messages dropped")
                                .serialized))
                    continue
                case .admit: break
                }
                // Server time per frame: parsing, the engine, the diff and its serialisation.
                let start = clock.now
                let replies = session.receiveMessage(text)
                let micros = seconds(clock.now - start) * 1e6
                for reply in replies {
                    switch reply {
                    case .text(let reply):
                        let timed =
                            reply.hasPrefix("{\"type\":\"diff\"") || (reply.hasPrefix("{\"type\":\"frame\"") && !reply.hasSuffix("\"first\":true}"))
                        try await outbound.write(.text(timed ? withServerMicros(reply, micros) : reply))
                    case .binary(let bytes):
                        try await outbound.write(.binary(ByteBuffer(bytes: bytes)))
                    }
                }
            }
        } catch {
            // An oversized or malformed frame sequence ends the connection with a reason.
            try? await outbound.close(.messageTooLarge, reason: "messages are limited to \(configuration.maximumMessageBytes) bytes")
        }
    }
}

/// A diff's text with `"serverMicros"` added as its last member.
func withServerMicros(_ diff: String, _ micros: Double) -> String {
    String(diff.dropLast()) + ",\"serverMicros\":\(formatNumber(micros))}"
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// At most `limit` messages in any one-second window. Pure: the caller passes
/// the instant (seconds on any monotonic clock), so tests use exact instants.
struct RateLimiter {
    enum Decision { case admit, refuse, refuseAndTell }

    let limit: Int
    private var windowStart: Double?
    private var count = 0
    private var told = false

    init(limit: Int) { self.limit = limit }

    /// Admits a message arriving at `now` (s), refuses it, or refuses it and says
    /// so once per window.
    mutating func admit(at now: Double) -> Decision {
        if let start = windowStart, now - start < 1 {
            count += 1
        } else {
            windowStart = now
            count = 1
            told = false
        }
        guard count > limit else { return .admit }
        if told { return .refuse }
        told = true
        return .refuseAndTell
    }
}
