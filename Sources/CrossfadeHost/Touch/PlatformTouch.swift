import CrossfadeMotion

/// A touch as a platform reports it, before it becomes the engine's pointer
/// events: UIKit's `UITouch` (with `coalescedTouches(for:)`), the page's Pointer
/// Events (with `getCoalescedEvents()`).
public struct PlatformTouch: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// One sample between two reports (a coalesced touch): where and when.
    public struct Sample: Hashable, Sendable {
        public var location: Point
        public var timestamp: Double

        public init(location: Point, timestamp: Double) {
            self.location = location
            self.timestamp = timestamp
        }
    }

    /// Which finger: any value the platform keeps for one touch from its start to its
    /// end (a `UITouch`'s identity, a Pointer Event's `pointerId`).
    public var identity: UInt64
    /// Where, in the host view's points (the engine's coordinates).
    public var location: Point
    /// When, in the platform's seconds (the same clock as its display frames).
    public var timestamp: Double
    public var phase: Phase
    /// The samples since the last report, oldest first (the report's own position may
    /// be the last of them).
    public var coalesced: [Sample]

    public init(identity: UInt64, location: Point, timestamp: Double, phase: Phase, coalesced: [Sample] = []) {
        self.identity = identity
        self.location = location
        self.timestamp = timestamp
        self.phase = phase
        self.coalesced = coalesced
    }
}
