import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace

/// One browser session as a state machine, with no sockets: it takes the page's
/// messages (JSON text) and returns the replies (shared/DESIGN.md, "The Studio").
/// A malformed message gets an error reply; the session goes on unharmed.
///
/// Times are the page's clock; the session measures from its first timed
/// message, and records every input it accepted, so the recording replayed by
/// `crossfade replay` gives the same scene.
public struct StudioSession: Sendable {
    public let registry: InteractionRegistry
    private var driver: AnyInteractionDriver?
    private var trace: Trace?
    private var origin: Double?
    private var now = 0.0
    private var lastLayers: [FlatLayer] = []

    /// At most this many events are recorded in one session (about 25 minutes of
    /// continuous dragging at 60 Hz); past it the session goes on unrecorded.
    public var maximumRecordedEvents = 100_000
    /// A reply longer than this (bytes) is replaced by an error saying so.
    public var maximumReplyBytes = 8 << 20
    private var recordingFull = false

    public init(registry: InteractionRegistry = .standard) {
        self.registry = registry
    }

    /// Handles one message and returns the replies as text, ready to send: traces
    /// exact (so a recording replays bit for bit), everything else rounded, and
    /// nothing longer than `maximumReplyBytes`.
    public mutating func receiveText(_ text: String) -> [String] {
        receive(text).map { reply in
            let text = reply["type"] == .string("trace") ? reply.exactSerialized : reply.serialized
            guard text.utf8.count <= maximumReplyBytes else {
                return Self.error("the \(reply["type"].flatMap { if case .string(let type) = $0 { type } else { nil } } ?? "reply") is \(text.utf8.count) bytes, more than the \(maximumReplyBytes) a reply may be").serialized
            }
            return text
        }
    }

    /// What the session shows now (nil before `hello`).
    public var scene: Scene? { driver?.scene }

    /// The session's recording since the last `hello`, as a replayable trace that
    /// ends now (the session's latest time, within the trace's bound): replayed,
    /// it stops on the scene the page shows, a playing track's clock included.
    public var recording: Trace? {
        guard var recording = trace else { return nil }
        recording.end = min(max(now, recording.events.last?.time ?? 0), Trace.maximumTime)
        return recording
    }

    /// Handles one message; returns the replies to send, in order.
    public mutating func receive(_ text: String) -> [JSONValue] {
        let message: JSONValue
        do { message = try JSONValue.parse(text, maximumDepth: 16) } catch { return [Self.error("\(error)")] }
        guard case .string(let type)? = message["type"] else { return [Self.error("a message needs a string \"type\"")] }
        switch type {
        case "hello": return hello(message)
        case "pointer": return pointer(message)
        case "frame": return frame(message)
        case "action": return action(message)
        case "trace": return [.object([("type", .string("trace")), ("trace", recording?.json ?? .null)])]  // sent exactly: see StudioConnection
        default: return [Self.error("unknown message type '\(type)' (expected hello, pointer, frame, action or trace)")]
        }
    }

    static func error(_ text: String) -> JSONValue {
        .object([("type", .string("error")), ("message", .string(text))])
    }

    private mutating func hello(_ message: JSONValue) -> [JSONValue] {
        guard case .string(let id)? = message["interaction"] else { return [Self.error("hello: \"interaction\" must be a string")] }
        let viewport: Size
        let options: [String: Scalar]
        do {
            viewport = try Trace.decodeViewport(message["viewport"])
            guard let descriptor = registry[id] else { throw TraceError("interaction", "unknown interaction '\(quoted: id)'") }
            options = try Trace.decodeOptions(message["options"], descriptor: descriptor)
            driver = try registry.make(id, options: options, viewport: viewport)
        } catch {
            return [Self.error("hello: \(error)")]
        }
        trace = Trace(interaction: id, viewport: viewport, options: options, events: [])
        recordingFull = false
        origin = nil
        now = 0
        lastLayers = driver!.scene.flattened
        return [.object([("type", .string("scene")), ("t", .number(0)), ("state", driver!.state.json),
                         ("layers", .array(lastLayers.enumerated().map { $1.studioJSON(order: $0) }))])]
    }

    /// Session time for a page timestamp: seconds since the first timed message.
    private mutating func sessionTime(_ pageTime: Double) -> Double {
        let start = origin ?? pageTime
        origin = start
        return pageTime - start
    }

    private mutating func pointer(_ message: JSONValue) -> [JSONValue] {
        guard driver != nil else { return [Self.error("pointer: say hello first")] }
        var event: PointerEvent
        do { event = try PointerEvent(json: message, at: "pointer", ignoring: ["type"]) } catch { return [Self.error("\(error)")] }
        event.time = sessionTime(event.time)
        if let reason = driver!.handle(event) { return [Self.error("pointer refused: \(reason)")] }
        now = event.time
        return record(.pointer(event))
    }

    private mutating func frame(_ message: JSONValue) -> [JSONValue] {
        guard driver != nil else { return [Self.error("frame: say hello first")] }
        guard case .number(let pageTime)? = message["t"], pageTime.isFinite else { return [Self.error("frame: \"t\" must be a number of seconds")] }
        let time = sessionTime(pageTime)
        if let reason = driver!.advance(to: time) { return [Self.error("frame refused: \(reason)")] }
        now = time
        let layers = driver!.scene.flattened
        let diff = SceneDiff(from: lastLayers, to: layers)
        lastLayers = layers
        return [.object([("type", .string("diff")), ("t", .number(now)), ("state", driver!.state.json),
                         ("changed", .array(diff.changed.compactMap { $0.json(.studio) })), ("removed", .array(diff.removed.map(JSONValue.string)))])]
    }

    private mutating func action(_ message: JSONValue) -> [JSONValue] {
        guard driver != nil, let id = trace?.interaction, let descriptor = registry[id] else { return [Self.error("action: say hello first")] }
        let action: InteractionAction
        do {
            action = try Trace.decodeAction(message, at: "action", ignoring: ["type"], descriptor: descriptor)
            try driver!.perform(action, at: now)
        } catch {
            return [Self.error("\(error)")]
        }
        return record(.action(action, time: now))
    }

    /// Adds an accepted event to the recording while it has room (and the trace's
    /// time bound allows); says once when it stops.
    private mutating func record(_ event: Trace.Event) -> [JSONValue] {
        guard !recordingFull else { return [] }
        guard let count = trace?.events.count, count < maximumRecordedEvents, event.time <= Trace.maximumTime else {
            recordingFull = true
            return [Self.error("recording stopped: a trace holds at most \(maximumRecordedEvents) events and \(Int(Trace.maximumTime)) s; the session goes on unrecorded")]
        }
        trace?.events.append(event)
        return []
    }
}
