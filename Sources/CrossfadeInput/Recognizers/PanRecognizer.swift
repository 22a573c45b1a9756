import CrossfadeMotion

/// A pan gesture as a state machine, like `UIPanGestureRecognizer`:
/// possible → began → changed … → ended, cancelled or failed.
///
/// - It begins once the pointer has moved `slop` points (10 by default) from
///   where it went down, or at once on touch-down when `beginsImmediately` (to
///   catch an animation in flight).
/// - With a direction, it locks: the first `slop` of movement must be mostly
///   along that axis, otherwise it fails and a competing gesture can have it.
/// - It follows one pointer; other pointers are ignored while it tracks.
/// - `translation` is measured from the touch-down point, so what is dragged
///   stays exactly under the finger.
///
/// ```swift
/// var pan = PanRecognizer(direction: .vertical)
/// if let phase = pan.handle(event) { … pan.translation, pan.velocity … }
/// ```
public struct PanRecognizer: Sendable {
    /// Where the pan is in its life, as in `UIGestureRecognizer.State`.
    public enum State: String, Hashable, Sendable {
        /// Waiting for movement; recognized; moving; lifted; cancelled after recognition; never recognized.
        case possible, began, changed, ended, cancelled, failed
    }

    /// The axis the first movement must follow, or `.free` for any.
    public var direction: PanDirection
    /// Movement (pt) before the pan begins.
    public var slop: Double
    /// Begin on touch-down instead of after `slop` points.
    public var beginsImmediately: Bool

    /// The current state (`.possible` until a pointer is recognized).
    public private(set) var state: State = .possible
    /// The pointer being tracked, if any.
    public private(set) var pointer: Int?
    /// Where the tracked pointer went down.
    public private(set) var startLocation: Point = .zero
    /// Where the tracked pointer is now.
    public private(set) var location: Point = .zero
    /// When the tracked pointer went down, in seconds.
    public private(set) var startTime: Double = 0
    /// The velocity at the last event, in pt/s (at release: the release velocity).
    public private(set) var velocity: Vector = .zero

    private var tracker = VelocityTracker()

    /// A pan locked to `direction` that begins after `slop` points (10 by default), or at touch-down when `beginsImmediately`.
    public init(direction: PanDirection = .free, slop: Double = 10, beginsImmediately: Bool = false) {
        self.direction = direction
        self.slop = slop.isFinite && slop >= 0 ? slop : 10
        self.beginsImmediately = beginsImmediately
    }

    /// Movement since touch-down, in points.
    public var translation: Vector { location.offset(from: startLocation) }

    /// Whether the pan is recognized and the pointer still down.
    public var isActive: Bool { state == .began || state == .changed }

    /// Feeds one (admitted) event. Returns the new state when it changed or when
    /// the pan moved (`.changed`); nil when the event meant nothing to this pan.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> State? {
        guard event.location.isFinite, event.time.isFinite else { return nil }
        switch event.phase {
        case .down: return down(event)
        case .move: return move(event)
        case .up: return up(event)
        case .cancel: return cancel(event)
        }
    }

    /// Makes the pan give way (e.g. to a competing gesture): a possible pan
    /// fails, a recognized one is cancelled.
    @discardableResult
    public mutating func fail() -> State? {
        switch state {
        case .possible where pointer != nil: return transition(to: .failed)
        case .began, .changed: return transition(to: .cancelled)
        default: return nil
        }
    }

    private mutating func down(_ event: PointerEvent) -> State? {
        guard pointer == nil else { return nil }  // another pointer is already tracked
        pointer = event.pointer
        state = .possible
        startLocation = event.location
        location = event.location
        startTime = event.time
        velocity = .zero
        tracker.reset()
        tracker.add(event.location, at: event.time)
        return beginsImmediately ? transition(to: .began) : nil
    }

    private mutating func move(_ event: PointerEvent) -> State? {
        guard event.pointer == pointer else { return nil }
        location = event.location
        tracker.add(event.location, at: event.time)
        velocity = tracker.velocity()
        switch state {
        case .possible: return recognize()
        case .began, .changed: return transition(to: .changed)
        default: return nil
        }
    }

    /// The finger lifts. A lift where the last move left it is not a new sample (it
    /// would read as the finger stopping): the velocity is the motion's, unless the
    /// finger rested longer than the tracker's pause threshold (40 ms) before lifting.
    private mutating func up(_ event: PointerEvent) -> State? {
        guard event.pointer == pointer else { return nil }
        if event.location != location { tracker.add(event.location, at: event.time) }
        location = event.location
        velocity = tracker.velocity(at: event.time)
        return transition(to: isActive ? .ended : .failed)
    }

    private mutating func cancel(_ event: PointerEvent) -> State? {
        guard event.pointer == pointer else { return nil }
        return transition(to: isActive ? .cancelled : .failed)
    }

    /// Decides, while possible, whether the movement so far makes a pan.
    private mutating func recognize() -> State? {
        let moved = translation
        guard moved.length >= slop else { return nil }
        if let axis = direction.axis, abs(axis.main(moved)) <= abs(axis.cross(moved)) {
            return transition(to: .failed)
        }
        return transition(to: .began)
    }

    private mutating func transition(to newState: State) -> State {
        state = newState
        if newState == .ended || newState == .cancelled || newState == .failed { pointer = nil }
        return newState
    }
}
