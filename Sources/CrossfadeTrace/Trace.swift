import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

/// A recorded session: which interaction, the viewport, its options and the
/// events in time order (shared/DESIGN.md, "Traces and replay").
public struct Trace: Hashable, Sendable {
    public enum Event: Hashable, Sendable {
        case pointer(PointerEvent)
        case action(InteractionAction, time: Double)
        /// The host's environment changed (safe areas, direction, Reduce Motion,
        /// text scale, appearance): `{"t", "kind": "environment", "environment": {…}}`.
        case environment(InteractionEnvironment, time: Double)

        /// When the event happens, in seconds.
        public var time: Double {
            switch self {
            case .pointer(let event): event.time
            case .action(_, let time): time
            case .environment(_, let time): time
            }
        }
    }

    public var interaction: String
    public var viewport: Size
    public var options: [String: Scalar]
    public var events: [Event]
    /// When the recording stopped, in seconds (at or after the last event, at most
    /// `maximumTime`): a replay without a stop time of its own stops here, where the
    /// recorder's screen was, instead of running on to rest. Nil: run on to rest.
    public var end: Double?

    public init(
        interaction: String, viewport: Size = Trace.defaultViewport, options: [String: Scalar] = [:], events: [Event] = [],
        end: Double? = nil
    ) {
        self.interaction = interaction
        self.viewport = viewport
        self.options = options
        self.events = events
        self.end = end
    }

    /// The iPhone 14/15 viewport, 390 × 844 pt.
    public static let defaultViewport = Size(width: 390, height: 844)
    /// The viewport sizes a trace may have, per side, in points.
    public static let viewportRange: ClosedRange<Double> = 100...4_000
    /// The latest time an event may have, and the latest `--at`: an hour, in seconds.
    public static let maximumTime = 3_600.0
}

/// A trace that cannot be replayed, with the field at fault: one clear line.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: `events[3].x`, `options.axis`, `interaction`… (empty for the whole document).
    public var field: String
    public var reason: String

    public init(_ field: String, _ reason: String) {
        self.field = field
        self.reason = reason
    }

    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }
}
