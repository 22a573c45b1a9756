import CrossfadeMotion

/// Keeps a finger held across a viewport change from jumping.
///
/// After a viewport change a platform reports a held finger in the new layout's
/// coordinates (a rotation swaps the axes; a view that grows may move its
/// origin), so the finger's next report can be far from its last in points
/// though the finger barely moved. Models move what a finger holds by its travel
/// between reports: without this, what it holds would jump. So each pointer down
/// at a viewport change is re-anchored: its next report is taken to be where the
/// finger was at its last one, and every later report of that pointer moves it by
/// its travel from there (the offset kept until the pointer lifts). Pointers that
/// go down after the change are untouched. Deterministic: a trace's replay
/// re-anchors exactly as the session did.
///
/// ```swift
/// var anchors = PointerAnchors()
/// let seen = anchors.admit(event)        // every admitted pointer event, before the model
/// anchors.viewportChanged()              // at a viewport change
/// ```
public struct PointerAnchors: Sendable {
    /// One pointer down: where the model last saw it, and the offset its reports take.
    struct Held: Sendable {
        var pointer: Int
        var last: Point
        var offset: Vector
        var reanchors: Bool
    }

    // Two fingers kept inline, more in an array: a session's touches allocate
    // nothing unless a third finger comes down.
    private var first: Held?
    private var second: Held?
    private var more: [Held] = []

    /// No pointer down.
    public init() {}

    /// `event` (admitted by a `PointerEventGate`) as the model should see it: moved
    /// by its pointer's offset, re-anchored first when a viewport change came since
    /// its last report. An up or cancel forgets the pointer.
    public mutating func admit(_ event: PointerEvent) -> PointerEvent {
        if event.phase == .down {
            forget(event.pointer)
            store(Held(pointer: event.pointer, last: event.location, offset: .zero, reanchors: false))
            return event
        }
        guard var held = take(event.pointer) else { return event }
        if held.reanchors {
            held.offset = held.last.offset(from: event.location)
            held.reanchors = false
        }
        var seen = event
        if held.offset != .zero { seen.location = event.location + held.offset }
        if event.phase == .move {
            held.last = seen.location
            store(held)
        }
        return seen
    }

    /// A viewport change: every pointer down re-anchors at its next report.
    public mutating func viewportChanged() {
        first?.reanchors = true
        second?.reanchors = true
        for index in more.indices { more[index].reanchors = true }
    }

    /// Whether any pointer is down.
    public var isEmpty: Bool { first == nil && second == nil && more.isEmpty }

    private mutating func store(_ held: Held) {
        if first == nil {
            first = held
        } else if second == nil {
            second = held
        } else {
            more.append(held)
        }
    }

    /// Removes and returns pointer `pointer`'s entry, if it is down.
    private mutating func take(_ pointer: Int) -> Held? {
        if let held = first, held.pointer == pointer {
            first = nil
            return held
        }
        if let held = second, held.pointer == pointer {
            second = nil
            return held
        }
        guard let index = more.firstIndex(where: { $0.pointer == pointer }) else { return nil }
        return more.remove(at: index)
    }

    private mutating func forget(_ pointer: Int) { _ = take(pointer) }
}
