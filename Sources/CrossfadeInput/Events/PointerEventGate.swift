import CrossfadeMotion

/// Admits only well-formed pointer streams: finite numbers within
/// `PointerEvent.coordinateLimit`, time that never runs
/// backwards, a down before moves and ups, no second down for a pointer already down.
///
/// Everything downstream (trackers, recognizers, interactions) can then assume a
/// sane stream. A refused event leaves the gate unchanged; the reason is for the
/// host's log.
///
/// ```swift
/// var gate = PointerEventGate()
/// switch gate.admit(event) {
/// case .success(let event): recognizer.handle(event)
/// case .failure(let reason): log(reason)
/// }
/// ```
public struct PointerEventGate: Sendable {
    /// The time of the last admitted event (or frame), in seconds.
    public private(set) var lastTime: Double?
    /// The pointers currently down.
    public private(set) var pointersDown: Set<Int> = []

    /// A gate that has admitted nothing yet: no time, no pointer down.
    public init() {}

    /// Checks `event` and, if it is admissible, records it.
    public mutating func admit(_ event: PointerEvent) -> Result<PointerEvent, PointerEventRejection> {
        if let reason = rejection(of: event) { return .failure(reason) }
        lastTime = event.time
        switch event.phase {
        case .down: pointersDown.insert(event.pointer)
        case .up, .cancel: pointersDown.remove(event.pointer)
        case .move: break
        }
        return .success(event)
    }

    /// Checks a frame time (or any other clock input) against the stream's time.
    public mutating func admit(time: Double) -> Result<Double, PointerEventRejection> {
        guard time.isFinite else { return .failure(.nonFiniteTime) }
        if let lastTime, time < lastTime { return .failure(.timeRanBackwards(previous: lastTime, received: time)) }
        lastTime = time
        return .success(time)
    }

    /// Why `event` would be refused, or nil if it is admissible.
    public func rejection(of event: PointerEvent) -> PointerEventRejection? {
        guard event.time.isFinite else { return .nonFiniteTime }
        guard event.location.isFinite else { return .nonFiniteLocation }
        let limit = PointerEvent.coordinateLimit
        guard abs(event.location.x) <= limit, abs(event.location.y) <= limit else { return .locationOutOfRange }
        if let lastTime, event.time < lastTime { return .timeRanBackwards(previous: lastTime, received: event.time) }
        switch event.phase {
        case .down where pointersDown.contains(event.pointer): return .pointerAlreadyDown(event.pointer)
        case .move, .up, .cancel: return pointersDown.contains(event.pointer) ? nil : .pointerNotDown(event.pointer)
        default: return nil
        }
    }
}
