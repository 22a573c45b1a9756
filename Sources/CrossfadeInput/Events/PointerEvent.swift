import CrossfadeMotion

/// One pointer (finger, mouse or pen) event: where and when, in points and seconds.
///
/// ```swift
/// let down = PointerEvent(phase: .down, pointer: 1, location: Point(x: 195, y: 420), time: 0)
/// ```
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down, moved, lifted, or was cancelled by the system.
        case down, move, up, cancel
    }

    /// What happened: down, move, up or cancel.
    public var phase: Phase
    /// Which pointer this is (1 unless several are down).
    public var pointer: Int
    /// The location in viewport points (origin top-left, y down).
    public var location: Point
    /// The timestamp in seconds (the host's clock; only differences matter).
    public var time: Double

    /// An event of `phase` for `pointer` (1 by default) at `location` (pt) and `time` (s).
    public init(phase: Phase, pointer: Int = 1, location: Point, time: Double) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
    }

    /// The event in short, e.g. `down#1 (195.0, 420.0) @0.0`.
    public var description: String { "\(phase.rawValue)#\(pointer) \(location) @\(time)" }

    /// How far from the viewport's origin a pointer may be, in points, on either
    /// axis: far beyond any screen, yet small enough that no arithmetic on it can
    /// overflow. Events outside are refused.
    public static let coordinateLimit = 1_000_000.0
}

/// Why a pointer event was refused. The state of whoever refused it is unchanged.
public enum PointerEventRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The location has a NaN or infinite coordinate.
    case nonFiniteLocation
    /// The location is more than `PointerEvent.coordinateLimit` points from the origin on an axis.
    case locationOutOfRange
    /// The time is NaN or infinite.
    case nonFiniteTime
    /// The time is earlier than the last admitted event's (both in seconds).
    case timeRanBackwards(previous: Double, received: Double)
    /// A down for a pointer that is already down.
    case pointerAlreadyDown(Int)
    /// A move, up or cancel for a pointer that is not down.
    case pointerNotDown(Int)

    /// Why the event was refused, in a sentence for logs.
    public var description: String {
        switch self {
        case .nonFiniteLocation: "pointer location is not a finite number"
        case .locationOutOfRange: "pointer location is more than \(Int(PointerEvent.coordinateLimit)) pt from the origin"
        case .nonFiniteTime: "pointer time is not a finite number"
        case .timeRanBackwards(let previous, let received): "time ran backwards: \(received) s after \(previous) s"
        case .pointerAlreadyDown(let id): "pointer \(id) is already down"
        case .pointerNotDown(let id): "pointer \(id) is not down"
        }
    }
}
