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
        /// The host's viewport changed (a rotation, a resized window or element):
        /// `{"t", "kind": "viewport", "viewport": {"width", "height"}}`, each side in
        /// `Trace.viewportRange`. The session goes on in the new size (shared/DESIGN.md,
        /// "The interaction contract"). A rotation's safe areas come as an
        /// `environment` event at the same `t`, next to it: the two apply together,
        /// as one relayout (`Trace.relayout(at:)`).
        case viewport(Size, time: Double)
        /// A live change of some options (a spring tuned in the Studio, a card's
        /// content height followed on iOS): `{"t", "kind": "options", "options": {…}}`,
        /// each a live option of the interaction (`OptionSpec.isLive`) with a valid
        /// value; applied without a restart (`InteractionDriver.setOptions(_:at:)`).
        case options([String: Scalar], time: Double)

        /// When the event happens, in seconds.
        public var time: Double {
            switch self {
            case .pointer(let event): event.time
            case .action(_, let time): time
            case .environment(_, let time): time
            case .viewport(_, let time): time
            case .options(_, let time): time
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
    /// The viewport sizes a trace may have, per side, in points — its own and
    /// every `viewport` event's (`InteractionViewport.range`).
    public static let viewportRange: ClosedRange<Double> = InteractionViewport.range
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

extension Trace {
    /// The viewport change that starts at event `index`, as replay applies it: the
    /// new size, and the environment when an `environment` event stands next to the
    /// `viewport` event at the same instant (in either order: a rotation's size and
    /// safe areas, one relayout with no frame between them), and how many events it
    /// takes (1 or 2). Nil when event `index` starts no viewport change.
    public func relayout(at index: Int) -> (viewport: Size, environment: InteractionEnvironment?, events: Int)? {
        guard events.indices.contains(index) else { return nil }
        let next = index + 1 < events.count ? events[index + 1] : nil
        switch (events[index], next) {
        case (.viewport(let size, let time), .environment(let environment, let other)?) where other == time: return (size, environment, 2)
        case (.viewport(let size, _), _): return (size, nil, 1)
        case (.environment(let environment, let time), .viewport(let size, let other)?) where other == time: return (size, environment, 2)
        default: return nil
        }
    }
}
