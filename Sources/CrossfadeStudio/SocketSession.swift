import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace

/// The server's end of one Studio page's WebSocket session (the page's end is the Studio's
/// `socket-session.js`), as a state machine with no sockets: it takes the page's messages
/// (JSON text) and returns the replies (shared/DESIGN.md, "The Studio"). A malformed
/// message gets an error reply; the session goes on unharmed.
///
/// It is a transport over the host core's `HostSession`, as the page's engine is:
/// pointers go through the touch normaliser (one clock, the page's own; a pointer
/// that goes down again under an id still down cancels the old one), frames
/// through the frame clock, and the host core records every accepted input, so
/// the recording replayed by `crossfade replay` gives the same scene.
///
/// A page that says `"form": "mount"` in its hello gets, for the hello and each
/// frame, a `frame` message (the time, the state and whether to pause) followed by a
/// binary one: the frame's mount operations, the bytes the engine in the page hands it
/// (MountEncoding). Otherwise it gets the scene, then diffs, as JSON. Every host call
/// carries the page's time `"t"` (s) and is applied at that instant through the host
/// clock; one without it is stamped on arrival: at the session's time as of its last
/// timed message. A `viewport` message (`{"type": "viewport", "viewport": {"width",
/// "height"}, "t"}`, optionally with the page's `"environment"` then) is a size change
/// of the running session, never a restart.
public struct SocketSession: Sendable {
    /// A reply: text (JSON) or binary (a frame's mount operations).
    public enum Reply: Hashable, Sendable {
        case text(String)
        case binary([UInt8])
    }

    public let registry: InteractionRegistry
    private var host: AnyHostSession?
    private var lastLayers: [FlatLayer] = []
    /// The page reads mount operations (binary) rather than scene diffs (JSON).
    private var mounts = false
    /// The mount operations of the `frame` replies not yet handed out, in order.
    private var pendingMounts: [[UInt8]] = []
    /// What the page called this session in its hello (`"session"`), said again in
    /// every frame reply, so replies to an earlier session still on the way are known.
    private var sessionTag: JSONValue?

    /// At most this many events are recorded in one session (about 25 minutes of
    /// continuous dragging at 60 Hz); past it the session goes on unrecorded.
    public var maximumRecordedEvents = TraceRecorder.maximumEvents {
        didSet { host?.recordingLimit = maximumRecordedEvents }
    }
    /// A reply longer than this (bytes) is replaced by an error saying so.
    public var maximumReplyBytes = 8 << 20

    public init(registry: InteractionRegistry = .standard) {
        self.registry = registry
    }

    /// Handles one message and returns the text replies, ready to send (the
    /// recording as the host core wrote it, exactly; everything else rounded), and
    /// nothing longer than `maximumReplyBytes`.
    public mutating func receiveText(_ text: String) -> [String] {
        receiveMessage(text).compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Handles one message and returns the replies, each `frame` reply followed by
    /// its mount operations (binary) when the page asked for them.
    public mutating func receiveMessage(_ text: String) -> [Reply] {
        pendingMounts.removeAll()
        let replies = receive(text)
        var out: [Reply] = []
        for reply in replies {
            out.append(.text(serialize(reply)))
            if reply["type"] == .string("frame"), !pendingMounts.isEmpty { out.append(.binary(pendingMounts.removeFirst())) }
        }
        return out
    }

    /// The reply's text (the recording as the host core wrote it, exactly; everything
    /// else rounded), or an error saying it is longer than `maximumReplyBytes`.
    private func serialize(_ reply: JSONValue) -> String {
        let text = reply["type"] == .string("trace") ? reply.exactSerialized : reply.serialized
        guard text.utf8.count <= maximumReplyBytes else {
            let type = reply["type"].flatMap { if case .string(let type) = $0 { type } else { nil } } ?? "reply"
            return Self.error("the \(type) is \(text.utf8.count) bytes, more than the \(maximumReplyBytes) a reply may be").serialized
        }
        return text
    }

    /// What the session shows now (nil before `hello`).
    public var scene: Scene? { host?.driver.scene }

    /// The session's recording since the last `hello`, as a replayable trace.
    public var recording: Trace? {
        guard let host else { return nil }
        return try? Trace.decode(host.recording(), registry: registry)
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
        case "environment": return environment(message)
        case "lose": return lose(message)
        case "viewport": return viewport(message)
        case "options": return options(message)
        case "trace": return [.object([("type", .string("trace")), ("trace", recordingJSON)])]
        default:
            return [
                Self.error("unknown message type '\(type)' (expected hello, pointer, frame, action, environment, viewport, options, lose or trace)")
            ]
        }
    }

    /// The host core's recording as JSON (its decimals read back exactly), or null
    /// before `hello`.
    private var recordingJSON: JSONValue {
        guard let host, let json = try? JSONValue.parse(host.recording()) else { return .null }
        return json
    }

    /// An error when the message's `"t"` is there but no finite number of seconds.
    static func timeProblem(_ message: JSONValue, _ type: String) -> JSONValue? {
        switch message["t"] {
        case nil: return nil
        case .number(let t)? where t.isFinite: return nil
        default: return error("\(type): \"t\" must be a number of seconds (the page's clock)")
        }
    }

    static func error(_ text: String) -> JSONValue {
        .object([("type", .string("error")), ("message", .string(text))])
    }

    private mutating func hello(_ message: JSONValue) -> [JSONValue] {
        guard case .string(let id)? = message["interaction"] else { return [Self.error("hello: \"interaction\" must be a string")] }
        switch message["form"] {
        case nil, .string("json")?: mounts = false
        case .string("mount")?: mounts = true
        default: return [Self.error("hello: \"form\" must be \"json\" (scene diffs) or \"mount\" (mount operations)")]
        }
        sessionTag = message["session"]
        do {
            let viewport = try Trace.decodeViewport(message["viewport"])
            guard let descriptor = registry[id] else { throw TraceError("interaction", "unknown interaction '\(quoted: id)'") }
            let options = try Trace.decodeOptions(message["options"], descriptor: descriptor)
            host = try AnyHostSession(interaction: id, options: options, viewport: viewport, registry: registry)
            host?.recordingLimit = maximumRecordedEvents
        } catch {
            return [Self.error("hello: \(error)")]
        }
        if mounts { return [mountFrame(first: true)] }
        lastLayers = host!.driver.scene.flattened
        return [
            .object([
                ("type", .string("scene")), ("t", .number(0)), ("state", host!.driver.state.json),
                ("layers", .array(lastLayers.enumerated().map { $1.studioJSON(order: $0) }))
            ])
        ]
    }

    private mutating func pointer(_ message: JSONValue) -> [JSONValue] {
        guard host != nil else { return [Self.error("pointer: say hello first")] }
        let event: PointerEvent
        do { event = try PointerEvent(json: message, at: "pointer", ignoring: ["type"]) } catch { return [Self.error("\(error)")] }
        let phase: PlatformTouch.Phase =
            switch event.phase {
            case .down: .down
            case .move: .move
            case .up: .up
            case .cancel: .cancel
            }
        let step = host!.touch(PlatformTouch(identity: UInt64(max(0, event.pointer)), location: event.location, timestamp: event.time, phase: phase))
        return step.refusals.map { Self.error("pointer refused: \($0)") } + (step.ignored.map { [Self.error("pointer refused: \($0)")] } ?? [])
            + (step.recordingStopped.map { [Self.error($0)] } ?? [])
    }

    private mutating func frame(_ message: JSONValue) -> [JSONValue] {
        guard host != nil else { return [Self.error("frame: say hello first")] }
        guard case .number(let pageTime)? = message["t"], pageTime.isFinite else { return [Self.error("frame: \"t\" must be a number of seconds")] }
        do { _ = try host!.advanceFrame(at: pageTime) } catch { return [Self.error(error.description)] }
        if mounts { return [mountFrame(first: false)] }
        let layers = host!.driver.scene.flattened
        let diff = SceneDiff(from: lastLayers, to: layers)
        lastLayers = layers
        return [
            .object([
                ("type", .string("diff")), ("t", .number(host!.time)), ("state", host!.driver.state.json),
                ("changed", .array(diff.changed.compactMap { $0.json(.studio) })), ("removed", .array(diff.removed.map(JSONValue.string)))
            ])
        ]
    }

    /// The time, state and whether to pause (text), with the frame's mount operations
    /// kept to follow it.
    private mutating func mountFrame(first: Bool) -> JSONValue {
        var writer = ByteWriter()
        let frame = host!.draw()
        MountEncoding.writeFrame(frame, time: host!.time, to: &writer)
        pendingMounts.append(writer.bytes)
        var members: [(String, JSONValue)] = [
            ("type", .string("frame")), ("t", .number(host!.time)), ("state", host!.driver.state.json), ("pause", .bool(frame.pause))
        ]
        if let sessionTag { members.append(("session", sessionTag)) }
        if first { members.append(("first", .bool(true))) }
        return .object(members)
    }

    /// Every finger still down is cancelled (the page was hidden).
    private mutating func lose(_ message: JSONValue) -> [JSONValue] {
        guard host != nil else { return [Self.error("lose: say hello first")] }
        if let problem = Self.timeProblem(message, "lose") { return [problem] }
        let step = Self.pageTime(message).map { host!.loseTouches(atPlatformTime: $0) } ?? host!.loseTouches()
        return step.refusals.map { Self.error("pointer refused: \($0)") }
    }

    /// `{"type": "environment", "environment": {…}, "t": SECONDS}`: applied without restarting a gesture.
    private mutating func environment(_ message: JSONValue) -> [JSONValue] {
        guard host != nil else { return [Self.error("environment: say hello first")] }
        if let problem = Self.timeProblem(message, "environment") { return [problem] }
        do {
            let environment = try InteractionEnvironment(json: message["environment"] ?? .null, at: "environment")
            let step =
                try Self.pageTime(message).map { t throws(InteractionError) in try host!.setEnvironment(environment, atPlatformTime: t) }
                ?? host!.setEnvironment(environment)
            return step.recordingStopped.map { [Self.error($0)] } ?? []
        } catch {
            return [Self.error("\(error)")]
        }
    }

    private mutating func action(_ message: JSONValue) -> [JSONValue] {
        guard host != nil, let descriptor = registry[host!.driver.id] else { return [Self.error("action: say hello first")] }
        if let problem = Self.timeProblem(message, "action") { return [problem] }
        do {
            let action = try Trace.decodeAction(message, at: "action", ignoring: ["type", "t"], descriptor: descriptor)
            let step =
                try Self.pageTime(message).map { t throws(InteractionError) in try host!.perform(action, atPlatformTime: t) } ?? host!.perform(action)
            return step.recordingStopped.map { [Self.error($0)] } ?? []
        } catch {
            return [Self.error("\(error)")]
        }
    }

    /// `{"type": "viewport", "viewport": {"width", "height"}, "environment": {…}, "t": SECONDS}`:
    /// the page's element changed size (with the environment as it is then, when given:
    /// a rotation's safe areas, in the same relayout); the running session lays out
    /// again and keeps its state.
    private mutating func viewport(_ message: JSONValue) -> [JSONValue] {
        guard host != nil else { return [Self.error("viewport: say hello first")] }
        if let problem = Self.timeProblem(message, "viewport") { return [problem] }
        do {
            let size = try Trace.decodeViewport(message["viewport"] ?? .null, at: "viewport")
            let environment = try message["environment"].map { value throws(TraceError) in try InteractionEnvironment(json: value, at: "environment")
            }
            let step =
                try Self.pageTime(message).map { t throws(InteractionError) in
                    try host!.setViewport(size, environment: environment, atPlatformTime: t)
                } ?? host!.setViewport(size, environment: environment)
            return step.recordingStopped.map { [Self.error($0)] } ?? []
        } catch {
            return [Self.error("viewport: \(error)")]
        }
    }

    /// `{"type": "options", "options": {…}, "t": SECONDS}`: live options (a spring tuned
    /// in the motion lab) applied to the running session without a restart, and recorded
    /// as the trace's `options` event. An option that cannot change live, an unknown one or
    /// a bad value is an error naming it, and nothing changes.
    private mutating func options(_ message: JSONValue) -> [JSONValue] {
        guard host != nil, let descriptor = registry[host!.driver.id] else { return [Self.error("options: say hello first")] }
        if let problem = Self.timeProblem(message, "options") { return [problem] }
        do {
            let given = try Trace.decodeLiveOptions(message["options"] ?? .null, at: "options", descriptor: descriptor)
            let step =
                try Self.pageTime(message).map { t throws(InteractionError) in try host!.setOptions(given, atPlatformTime: t) }
                ?? host!.setOptions(given)
            return step.recordingStopped.map { [Self.error($0)] } ?? []
        } catch {
            return [Self.error("\(error)")]
        }
    }

    /// The message's page time `"t"`, when it has one (`timeProblem` has checked it).
    static func pageTime(_ message: JSONValue) -> Double? {
        if case .number(let t)? = message["t"], t.isFinite { t } else { nil }
    }
}
