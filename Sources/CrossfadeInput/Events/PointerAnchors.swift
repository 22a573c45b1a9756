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

    /// The pointers down (one or two, in practice: a linear scan, no hashing).
    private var held: [Held] = []

    /// No pointer down.
    public init() { held.reserveCapacity(4) }

    /// `event` (admitted by a `PointerEventGate`) as the model should see it: moved
    /// by its pointer's offset, re-anchored first when a viewport change came since
    /// its last report. An up or cancel forgets the pointer.
    public mutating func admit(_ event: PointerEvent) -> PointerEvent {
        if event.phase == .down {
            held.removeAll { $0.pointer == event.pointer }
            held.append(Held(pointer: event.pointer, last: event.location, offset: .zero, reanchors: false))
            return event
        }
        guard let index = held.firstIndex(where: { $0.pointer == event.pointer }) else { return event }
        if held[index].reanchors {
            held[index].offset = held[index].last.offset(from: event.location)
            held[index].reanchors = false
        }
        var seen = event
        if held[index].offset != .zero { seen.location = event.location + held[index].offset }
        if event.phase == .move {
            held[index].last = seen.location
        } else {
            held.remove(at: index)
        }
        return seen
    }

    /// A viewport change: every pointer down re-anchors at its next report.
    public mutating func viewportChanged() {
        for index in held.indices { held[index].reanchors = true }
    }

    /// Whether any pointer is down.
    public var isEmpty: Bool { held.isEmpty }
}
