import CrossfadeMotion

/// What every model's `handle(_:layers:)` shares: the arena decides who owns a
/// pointer, and a pan and a tap recognizer see every event of that pointer. A
/// model says what competes where a touch lands, then acts on the step returned:
///
/// ```swift
/// let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
/// switch gestures.handle(event, competitors: entries) {
/// case .began(let winner): begin(winner, at: event)
/// case .moved(let owner): move(owner, event)
/// case .ended(let decision, let tapped, let lifted): finish(decision, tapped, lifted)
/// case .none: break
/// }
/// ```
public struct PointerGestures<Member: Hashable & Sendable>: Sendable {
    /// Decides which member owns each pointer.
    public var arena = GestureArena<Member>()
    /// Follows the owning pointer from its first event (translation, velocity).
    public var pan = PanRecognizer(direction: .free, slop: 0, beginsImmediately: true)
    /// Tells whether the owning pointer's touch was a tap (10 pt, 0.5 s at most).
    public var tap = TapRecognizer()
    /// The finger's travel the owner has been handed so far (pt): `delta` is measured from it.
    public private(set) var delivered = Vector.zero
    /// The finger's travel since the owner's last step (pt): zero at `began`; at each
    /// `moved`, how far the finger went since the step before (the slop's travel
    /// arrives with the first move after a pan begins).
    public private(set) var delta = Vector.zero

    /// An empty arena and idle recognizers.
    public init() {}

    /// The cancel that ends a pointer the arena has not given to anyone yet, at
    /// `time` (s), or nil when there is none. Its competitors were found where it
    /// landed, in a layout that a viewport change has replaced: a model feeds this
    /// to its own `handle`, so the touch ends as one cancel, as a system cancel
    /// would end it (a tap waiting for it does not fire), and the rest of that
    /// pointer's events find no one.
    public func cancelOfUndecidedPointer(at time: Double) -> PointerEvent? {
        arena.decision == .pending ? cancelOfPointer(at: time) : nil
    }

    /// The cancel that ends the pointer in the arena, decided or not, at `time`
    /// (s), where the finger was last seen; nil when no pointer is in the arena.
    /// For a gesture whose geometry a viewport change has taken away.
    public func cancelOfPointer(at time: Double) -> PointerEvent? {
        guard let pointer = arena.pointer else { return nil }
        return PointerEvent(phase: .cancel, pointer: pointer, location: pan.location, time: time)
    }

    /// Whether `handle` acts on `event`: a touch while no pointer holds the arena
    /// (a second finger never steals the first one's gesture), or the held
    /// pointer's own events. A parent that routes a pointer on to its children
    /// reads this to leave every other pointer alone.
    public func admits(_ event: PointerEvent) -> Bool {
        event.phase == .down ? !arena.isHeld : event.pointer == arena.pointer
    }

    /// The travel since the last step along `axis` (pt): what a drag hands its
    /// nested-scrolling chain, or moves its layer by, one path for every model.
    public func delta(along axis: Axis) -> Double { axis.main(delta) }

    /// What one event means for the model: nothing, an owner beginning, moving, or the pointer ending.
    public enum Step: Sendable {
        /// Nothing for the model to do (no one competes, or another pointer).
        case none
        /// `member` owns the pointer from now: at the touch (a control, or a
        /// moving layer caught in flight), or as a pan passes the slop (the
        /// movement so far then arrives with the next move).
        case began(Member)
        /// The owner's pointer moved.
        case moved(Member)
        /// The pointer lifted (`lifted`) or was cancelled: what the arena decided
        /// and whether the tap recognizer saw a tap.
        case ended(GestureArena<Member>.Decision, tapped: Bool, lifted: Bool)
    }

    /// Feeds `event` to the arena and both recognizers. `competitors` is what
    /// lies under a touch, front-most first (only a `.down` reads it).
    public mutating func handle(_ event: PointerEvent, competitors: [GestureArena<Member>.Entry]) -> Step {
        guard admits(event) else { return .none }
        switch event.phase {
        case .down:
            arena.down(event, entries: competitors)
            tap.handle(event)
            pan.handle(event)
            delivered = .zero
            delta = .zero
            if let owner = arena.owner { return .began(owner) }
            return .none
        case .move:
            tap.handle(event)
            pan.handle(event)
            if let owner = arena.owner {
                delta = pan.translation - delivered
                delivered = pan.translation
                return .moved(owner)
            }
            if case .won(let winner) = arena.move(event) { return .began(winner) }
            return .none
        case .up, .cancel:
            let tapped = tap.handle(event) == .recognized
            pan.handle(event)
            return .ended(arena.up(event), tapped: tapped, lifted: event.phase == .up)
        }
    }
}
