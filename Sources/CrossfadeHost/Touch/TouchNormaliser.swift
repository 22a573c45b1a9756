import CrossfadeInput
import CrossfadeMotion

/// Turns platform touches into the engine's pointer events, the places every host
/// library gets wrong handled once:
/// - **Stable pointer ids**: each finger gets the smallest free id from 1 while it is
///   down, whatever the platform's identity looks like.
/// - **One clock**: times go through the session's `HostClock`, so an up stamped
///   before the frame the engine has already advanced to (hosts advance to the
///   display's next frame time) is delivered at that time, not refused.
/// - **No finger stays down forever**: `loseAll` cancels every finger still down
///   (touches cancelled, pointer capture lost, the app resigning active, the view
///   leaving its window); a finger that begins again under an identity still down
///   (its end was lost) cancels the old one first.
/// - **Coalesced samples** become moves, in time order, skipping any not newer than
///   what was delivered.
/// Reports for fingers it never saw begin are ignored, never refused.
public struct TouchNormaliser: Sendable {
    struct Finger: Sendable {
        var identity: UInt64
        var pointer: Int
        var location: Point
    }

    private var fingers: [Finger] = []
    /// Why the last report gave no events, when it was not one the platform may
    /// send freely (a stationary report): a report for a finger never seen
    /// beginning, a beginning at no finite place. Nil otherwise.
    public private(set) var ignored: String?

    /// A normaliser with no finger down.
    public init() {}

    /// How many fingers are down.
    public var downCount: Int { fingers.count }

    /// The pointer events for `touch`, timed on `clock`.
    public mutating func events(for touch: PlatformTouch, clock: inout HostClock) -> [PointerEvent] {
        var events: [PointerEvent] = []
        ignored = nil
        clock.start(at: touch.timestamp)
        switch touch.phase {
        case .down:
            guard touch.location.isFinite else {
                ignored = "a touch cannot begin at a location that is not a finite number"
                return []
            }
            if let stale = fingers.firstIndex(where: { $0.identity == touch.identity }) {
                events.append(end(stale, phase: .cancel, at: clock.time(touch.timestamp)))
            }
            let pointer = freePointer()
            let location = Self.point(touch.location)
            fingers.append(Finger(identity: touch.identity, pointer: pointer, location: location))
            events.append(PointerEvent(phase: .down, pointer: pointer, location: location, time: clock.time(touch.timestamp)))
        case .move, .up:
            guard let index = fingers.firstIndex(where: { $0.identity == touch.identity }) else { return ignore(touch) }
            events += moves(index, touch, clock: &clock)
            if touch.phase == .up { events.append(end(index, phase: .up, at: clock.time(touch.timestamp))) }
        case .cancel:
            guard let index = fingers.firstIndex(where: { $0.identity == touch.identity }) else { return ignore(touch) }
            events.append(end(index, phase: .cancel, at: clock.time(touch.timestamp)))
        case .stationary:
            break
        }
        return events
    }

    private mutating func ignore(_ touch: PlatformTouch) -> [PointerEvent] {
        ignored = "touch \(touch.identity) is not down: its \(touch.phase.rawValue) report is ignored"
        return []
    }

    /// Cancels every finger still down, at the session's current time: the host lost
    /// its touches.
    public mutating func loseAll(clock: HostClock) -> [PointerEvent] {
        var events: [PointerEvent] = []
        while !fingers.isEmpty { events.append(end(0, phase: .cancel, at: clock.now)) }
        return events
    }

    /// The coalesced samples newer than the last delivered, then the report's own
    /// location if it moved.
    private mutating func moves(_ index: Int, _ touch: PlatformTouch, clock: inout HostClock) -> [PointerEvent] {
        var events: [PointerEvent] = []
        let pointer = fingers[index].pointer
        var samples = touch.coalesced
        samples.append(PlatformTouch.Sample(location: touch.location, timestamp: touch.timestamp))
        for sample in samples {
            let location = Self.point(sample.location)
            guard location != fingers[index].location, sample.location.isFinite else { continue }
            let time = clock.time(sample.timestamp)
            if let last = events.last, last.time == time { events.removeLast() }  // two samples at one instant: the later wins
            fingers[index].location = location
            events.append(PointerEvent(phase: .move, pointer: pointer, location: location, time: time))
        }
        return events
    }

    private mutating func end(_ index: Int, phase: PointerEvent.Phase, at time: Double) -> PointerEvent {
        let finger = fingers.remove(at: index)
        return PointerEvent(phase: phase, pointer: finger.pointer, location: finger.location, time: time)
    }

    private func freePointer() -> Int {
        var pointer = 1
        while fingers.contains(where: { $0.pointer == pointer }) { pointer += 1 }
        return pointer
    }

    private static func point(_ p: Point) -> Point {
        Point(x: Quantize.points(p.x), y: Quantize.points(p.y))
    }
}
