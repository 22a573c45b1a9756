import CrossfadeMotion

/// A tap: a pointer that goes down and up without moving more than
/// `maximumMovement` points and within `maximumDuration` seconds.
public struct TapRecognizer: Sendable {
    /// Whether the current touch may still be, is, or cannot be a tap.
    public enum State: String, Hashable, Sendable {
        /// Still possible; completed as a tap; moved too far, took too long or was cancelled.
        case possible, recognized, failed
    }

    /// How far the pointer may move from where it went down, in points.
    public var maximumMovement: Double
    /// How long the pointer may stay down, in seconds.
    public var maximumDuration: Double
    /// The state of the current (or last) touch.
    public private(set) var state: State = .possible
    /// Where the pointer went down.
    public private(set) var location: Point = .zero
    private var pointer: Int?
    private var startTime = 0.0

    /// A tap of at most `maximumMovement` points (10) and `maximumDuration` seconds (0.5); a non-finite value means the default.
    public init(maximumMovement: Double = 10, maximumDuration: Double = 0.5) {
        self.maximumMovement = maximumMovement.isFinite ? max(0, maximumMovement) : 10
        self.maximumDuration = maximumDuration.isFinite ? max(0, maximumDuration) : 0.5
    }

    /// Whether a pointer is down and could still become a tap.
    public var isTracking: Bool { pointer != nil && state == .possible }

    /// Feeds one event. Returns `.recognized` on the up that completes a tap,
    /// `.failed` when the pointer moves or waits too long; nil otherwise.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> State? {
        guard event.location.isFinite, event.time.isFinite else { return nil }
        if event.phase == .down {
            guard pointer == nil else { return nil }
            pointer = event.pointer
            state = .possible
            location = event.location
            startTime = event.time
            return nil
        }
        guard event.pointer == pointer else { return nil }
        let tooFar = event.location.distance(to: location) > maximumMovement
        let tooLong = event.time - startTime > maximumDuration
        switch event.phase {
        case .move:
            guard state == .possible, tooFar || tooLong else { return nil }
            state = .failed
            return .failed
        case .up:
            pointer = nil
            guard state == .possible else { return nil }
            state = tooFar || tooLong ? .failed : .recognized
            return state
        case .cancel:
            pointer = nil
            let wasPossible = state == .possible
            state = .failed
            return wasPossible ? .failed : nil
        case .down:
            return nil
        }
    }
}
