import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

/// Records a host session as a trace (shared/DESIGN.md, "Traces and replay"),
/// written once for every host: the Studio in either mode, the web host, UIKit.
///
/// Everything the engine was fed went through `HostClock` and `Quantize`, so the
/// decimal text written here (microseconds, 1/10,000 pt) reads back to exactly the
/// values the engine saw, and `crossfade replay` reproduces the session bit for
/// bit. The trace's `"end"` is the session time recording stopped at.
///
/// ```swift
/// var recorder = TraceRecorder(interaction: "player-transition", viewport: Size(width: 390, height: 844))
/// recorder.record(PointerEvent(phase: .down, location: Point(x: 195, y: 729), time: 0.1))
/// let json = recorder.text(end: 2.5)
/// ```
public struct TraceRecorder: Sendable {
    enum Entry: Sendable {
        case pointer(PointerEvent)
        case action(InteractionAction, time: Double)
        /// An index into `environments`: kept out of line, so an entry stays as
        /// small as a pointer event (a session records thousands of those).
        case environment(Int, time: Double)
        /// The viewport laid out for from `time` on.
        case viewport(Size, time: Double)
        /// Live options applied at `time`, by name in name order.
        case options([(String, Scalar)], time: Double)
    }

    /// At most this many events are recorded by default (about 25 minutes of
    /// continuous dragging at 60 Hz); past it the session goes on unrecorded.
    public static let maximumEvents = 100_000
    /// The latest time a trace may hold, s (the decoder's bound).
    public static let maximumTime = 3_600.0

    /// The id of the interaction recorded, e.g. `player-transition`.
    public let interaction: String
    /// The viewport the session started in, in points (a later size is recorded
    /// as a `viewport` event).
    public let viewport: Size
    /// The options the interaction was made with, name and value, in the order given.
    public let options: [(String, Scalar)]
    private var entries: [Entry] = []
    /// The environments recorded, in order (see `Entry.environment`).
    private var environments: [InteractionEnvironment] = []
    /// The most events this recorder keeps.
    public var maximumEvents = TraceRecorder.maximumEvents
    /// Why recording stopped, once it has: one sentence for the host to show.
    public var fullMessage: String {
        "recording stopped: a trace holds at most \(maximumEvents) events and \(Int(Self.maximumTime)) s; the session goes on unrecorded"
    }

    /// Whether recording stopped because the trace was full.
    public private(set) var isFull = false

    /// A recorder for a session of `interaction` in `viewport` with `options` (in
    /// the order they are written; numbers as the session was built with them).
    public init(interaction: String, viewport: Size, options: [(String, Scalar)] = []) {
        self.interaction = interaction
        self.viewport = viewport
        self.options = options
    }

    /// How many events are recorded.
    public var count: Int { entries.count }

    /// Records a pointer event the engine accepted; false once the trace is full.
    @discardableResult
    public mutating func record(_ event: PointerEvent) -> Bool { add(.pointer(event), time: event.time) }

    /// Records an action the engine performed at `time`; false once the trace is full.
    @discardableResult
    public mutating func record(_ action: InteractionAction, at time: Double) -> Bool { add(.action(action, time: time), time: time) }

    /// Records an environment the engine applied at `time`; false once the trace is full.
    @discardableResult
    public mutating func record(_ environment: InteractionEnvironment, at time: Double) -> Bool {
        guard add(.environment(environments.count, time: time), time: time) else { return false }
        environments.append(environment)
        return true
    }

    /// Records a viewport the engine laid out for from `time` (its size on the
    /// 1/10,000 pt grid); false once the trace is full. A rotation's environment
    /// is recorded next, at the same time: replay applies the two as one relayout.
    @discardableResult
    public mutating func record(_ viewport: Size, at time: Double) -> Bool { add(.viewport(viewport, time: time), time: time) }

    /// Records live options the engine applied at `time` (numbers on the 1e-6
    /// grid); false once the trace is full.
    @discardableResult
    public mutating func record(options: [String: Scalar], at time: Double) -> Bool {
        add(.options(options.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, time: time), time: time)
    }

    private mutating func add(_ entry: Entry, time: Double) -> Bool {
        guard !isFull else { return false }
        guard entries.count < maximumEvents, time <= Self.maximumTime else {
            isFull = true
            return false
        }
        entries.append(entry)
        return true
    }

    /// The trace as JSON text, with `"end"` at `end` (s; at least the last event's time).
    public func text(end: Double) -> String {
        var out = "{\"interaction\":" + JSONText.string(interaction)
        out += ",\"viewport\":{\"width\":" + JSONText.points(viewport.width) + ",\"height\":" + JSONText.points(viewport.height) + "}"
        out += ",\"options\":{" + options.map { JSONText.string($0.0) + ":" + JSONText.scalar($0.1) }.joined(separator: ",") + "}"
        out += ",\"events\":["
        var lastTime = 0.0
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "," }
            switch entry {
            case .pointer(let event):
                out +=
                    "{\"t\":" + JSONText.time(event.time) + ",\"kind\":\"" + Self.kind(event.phase) + "\",\"x\":" + JSONText.points(event.location.x)
                    + ",\"y\":" + JSONText.points(event.location.y) + (event.pointer == 1 ? "" : ",\"pointer\":" + String(event.pointer)) + "}"
                lastTime = event.time
            case .action(let action, let time):
                out += "{\"t\":" + JSONText.time(time) + ",\"kind\":\"action\",\"name\":" + JSONText.string(action.name)
                for key in action.fields.keys.sorted() { out += "," + JSONText.string(key) + ":" + JSONText.scalar(action.fields[key]!) }
                out += "}"
                lastTime = time
            case .environment(let index, let time):
                out +=
                    "{\"t\":" + JSONText.time(time) + ",\"kind\":\"environment\",\"environment\":" + JSONText.environment(environments[index]) + "}"
                lastTime = time
            case .viewport(let size, let time):
                out +=
                    "{\"t\":" + JSONText.time(time) + ",\"kind\":\"viewport\",\"viewport\":{\"width\":" + JSONText.points(size.width)
                    + ",\"height\":" + JSONText.points(size.height) + "}}"
                lastTime = time
            case .options(let options, let time):
                out += "{\"t\":" + JSONText.time(time) + ",\"kind\":\"options\",\"options\":{"
                out += options.map { JSONText.string($0.0) + ":" + JSONText.scalar($0.1) }.joined(separator: ",") + "}}"
                lastTime = time
            }
        }
        out += "],\"end\":" + JSONText.time(min(Self.maximumTime, max(end, lastTime))) + "}"
        return out
    }

    private static func kind(_ phase: PointerEvent.Phase) -> String {
        switch phase {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        }
    }
}

/// JSON text for the values a trace holds, without float printing: numbers are on
/// `Quantize`'s grids, so they are written exactly as decimals.
enum JSONText {
    static func time(_ seconds: Double) -> String { Quantize.text(seconds, scale: 1_000_000, digits: 6) }
    static func points(_ value: Double) -> String { Quantize.text(value, scale: 10_000, digits: 4) }

    /// An environment as a trace's `environment` object (every member; insets
    /// and the text scale on the grid `Quantize` put them on).
    static func environment(_ e: InteractionEnvironment) -> String {
        let insets = e.safeArea
        return "{\"topSafeArea\":" + points(insets.top) + ",\"bottomSafeArea\":" + points(insets.bottom)
            + ",\"leadingSafeArea\":" + points(insets.leading) + ",\"trailingSafeArea\":" + points(insets.trailing)
            + ",\"rtl\":" + (e.isRightToLeft ? "true" : "false") + ",\"reduceMotion\":" + (e.reduceMotion ? "true" : "false")
            + ",\"textScale\":" + Quantize.text(e.textScale, scale: 1_000_000, digits: 6) + ",\"appearance\":\"" + e.appearance.rawValue + "\""
            + (e.accessoryFrame.map { frame in
                ",\"accessoryFrame\":{\"x\":" + points(frame.origin.x) + ",\"y\":" + points(frame.origin.y) + ",\"width\":" + points(frame.size.width)
                    + ",\"height\":" + points(frame.size.height) + "}"
            } ?? "") + "}"
    }

    static func scalar(_ value: Scalar) -> String {
        switch value {
        case .number(let number): Quantize.text(number, scale: 1_000_000, digits: 6)
        case .bool(let bool): bool ? "true" : "false"
        case .string(let text): string(text)
        }
    }

    static func string(_ text: String) -> String {
        var out = "\""
        let hex = Array("0123456789abcdef")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                out += "\\u00" + String(hex[Int(c.value >> 4)]) + String(hex[Int(c.value & 15)])
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
