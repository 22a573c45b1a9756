import CrossfadeMotion

/// A touch as a platform reports it, before it becomes the engine's pointer
/// events: UIKit's `UITouch` (with `coalescedTouches(for:)`), the page's Pointer
/// Events (with `getCoalescedEvents()`).
public struct PlatformTouch: Hashable, Sendable {
    /// Where the touch is in its life, by the engine's names for a pointer's (`PointerEvent.Phase`),
    /// so a page's `down` stays `down` all the way in: UIKit's `UITouch.Phase` began, moved,
    /// stationary, ended and cancelled are down, move, stationary, up and cancel.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Down; moved; down without moving (UIKit's stationary); lifted; taken away by the system.
        case down, move, stationary, up, cancel
    }

    /// One sample between two reports (a coalesced touch): where and when.
    public struct Sample: Hashable, Sendable {
        /// Where, in the host view's points.
        public var location: Point
        /// When, in the platform's seconds.
        public var timestamp: Double

        /// A sample at `location` (pt) and `timestamp` (platform seconds).
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
    /// Where the touch is in its life.
    public var phase: Phase
    /// The samples since the last report, oldest first (the report's own position may
    /// be the last of them).
    public var coalesced: [Sample]

    /// A report of touch `identity` at `location` and `timestamp`, with the samples coalesced since the last one.
    public init(identity: UInt64, location: Point, timestamp: Double, phase: Phase, coalesced: [Sample] = []) {
        self.identity = identity
        self.location = location
        self.timestamp = timestamp
        self.phase = phase
        self.coalesced = coalesced
    }
}
