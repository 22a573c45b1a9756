import CrossfadeMotion

/// One axis of UIScrollView-like scrolling, headless: drag 1:1 inside the bounds
/// and rubber-banded outside, decelerate on release, bounce back from past an
/// edge, page or snap (choosing from the projected position), and scroll to an
/// offset. Time is passed in; every motion is evaluated in closed form from its
/// start, so any frame rate gives the same offsets.
///
/// Inputs are in the finger's terms: a positive `translation` (finger moving
/// down or right) decreases the content offset, as in UIKit.
///
/// ```swift
/// var scroll = ScrollPhysics(ScrollConfiguration(viewportLength: 700, contentLength: 2_000))
/// scroll.beginDrag(at: 0)
/// let unconsumed = scroll.drag(translation: -120, at: 0.1)   // content moves up 120 pt
/// scroll.endDrag(velocity: -900, at: 0.12)                   // finger velocity, pt/s
/// scroll.advance(to: 0.5)
/// ```
public struct ScrollPhysics: Sendable {
    /// What the content is doing.
    public enum Phase: String, Hashable, Sendable {
        /// At rest; following a finger; coasting after a flick; springing back from past an edge; springing to a page, snap offset or `scroll(to:animated:)` target.
        case idle, dragging, decelerating, bouncing, snapping
    }

    /// The geometry and feel of the axis.
    public var configuration: ScrollConfiguration
    /// The content offset, pt: 0 when the content's start is at the viewport's start.
    public internal(set) var contentOffset: Double
    /// The offset's velocity, pt/s (positive: content moving toward its end).
    public internal(set) var velocity: Double = 0
    /// What the content is doing now.
    public internal(set) var phase: Phase = .idle
    /// The last time the physics was advanced to, in seconds.
    public internal(set) var time: Double = 0
    /// Where a snap, bounce or animated scroll is heading, if one is.
    public internal(set) var targetOffset: Double?
    /// The instant the content last came to rest, s: a spring's analytic settle
    /// instant or a deceleration's stop, not the frame that noticed it, so what
    /// follows a rest (a carousel adopting its track) is the same at every frame rate.
    public internal(set) var restTime: Double = 0

    var dragStartRaw = 0.0
    var dragStartOffset = 0.0
    /// Where the drag caught the content, for paging's one-page limit (a relayout
    /// maps it into the new geometry as it maps targets).
    var dragOrigin = 0.0
    /// The finger's translation at the drag's last step (what `relayout` re-bases the drag on).
    var dragTranslation = 0.0
    var motion: ScrollMotion = .none

    /// Scrolling at rest at `contentOffset` (clamped to the scrollable range; the minimum offset when nil).
    public init(_ configuration: ScrollConfiguration, contentOffset: Double? = nil) {
        self.configuration = configuration
        self.contentOffset = clamp(contentOffset ?? configuration.minimumOffset, configuration.minimumOffset...configuration.maximumOffset)
    }

    /// Whether the content is at (or pulled past) its leading edge.
    public var isAtTop: Bool { contentOffset <= configuration.minimumOffset + 1e-9 }
    /// Whether the content is at (or pulled past) its trailing edge.
    public var isAtBottom: Bool { contentOffset >= configuration.maximumOffset - 1e-9 }
    /// Whether it is moving on its own (decelerating, bouncing or snapping).
    public var isDecelerating: Bool { phase == .decelerating || phase == .bouncing || phase == .snapping }
    /// Whether nothing moves and no finger holds it.
    public var isAtRest: Bool { phase == .idle }

    // MARK: Dragging

    /// A finger touches the content: any motion stops exactly where it is.
    public mutating func beginDrag(at time: Double) {
        advance(to: time)
        motion = .none
        velocity = 0
        targetOffset = nil
        phase = .dragging
        dragStartOffset = contentOffset
        dragOrigin = contentOffset
        dragStartRaw = unbanded(contentOffset)
        dragTranslation = 0
    }

    /// The finger has moved `translation` points since `beginDrag`. Returns the part
    /// of the drag the content did not take at a pinned edge (or the overscroll at a
    /// rubber-band edge), in the finger's terms: positive past the leading edge.
    @discardableResult
    public mutating func drag(translation: Double, at time: Double) -> Double {
        if phase != .dragging { beginDrag(at: time) }
        if time.isFinite, time >= self.time { self.time = time }
        guard translation.isFinite else { return 0 }
        dragTranslation = translation
        let raw = dragStartRaw - translation
        // A finger back where it caught the content holds it exactly there (the
        // band and its inverse round-trip only to within an ulp or two).
        contentOffset = translation == 0 ? dragStartOffset : banded(raw)
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        return raw < low ? low - raw : raw > high ? high - raw : 0
    }

    /// The finger lifts with `velocity` pt/s (the finger's, as a recognizer reports it).
    public mutating func endDrag(velocity fingerVelocity: Double, at time: Double) {
        if time.isFinite, time >= self.time { self.time = time }
        let offsetVelocity = fingerVelocity.isFinite ? -fingerVelocity : 0
        phase = .idle
        release(velocity: offsetVelocity)
    }

    /// Scrolls to `offset` (clamped into the bounds): with a spring from the current
    /// position and velocity when `animated` (the snap spring, or `spring`), at once otherwise.
    public mutating func scroll(to offset: Double, animated: Bool, at time: Double, spring: Spring? = nil) {
        advance(to: time)
        guard offset.isFinite else { return }
        let target = clamp(offset, configuration.minimumOffset...configuration.maximumOffset)
        if animated {
            startSpring(spring ?? configuration.snapSpring, to: target, velocity: velocity, phase: .snapping)
        } else {
            contentOffset = target
            stop()
        }
    }

    /// Stops any motion where it is.
    public mutating func stop() {
        motion = .none
        velocity = 0
        targetOffset = nil
        phase = .idle
        restTime = time
    }

    // MARK: Time

    /// Moves every running motion to `newTime` (seconds), exactly. Earlier or
    /// non-finite times are ignored.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        switch motion {
        case .none:
            return
        case .deceleration(let run):
            if let crossing = run.edgeCrossing, newTime >= crossing.time {
                reachEdge(crossing)
                advance(to: newTime)
                return
            }
            let sample = run.sample(at: newTime)
            contentOffset = sample.offset
            velocity = sample.velocity
            if newTime >= run.stopTime {
                stop()
                restTime = run.stopTime
            }
        case .spring(var spring):
            spring.advance(to: newTime)
            contentOffset = spring.value
            if spring.isSettled {
                stop()
                restTime = min(newTime, spring.settleTime)
            } else {
                velocity = spring.velocity
                motion = .spring(spring)
            }
        case .bounce(var spring):
            spring.advance(to: newTime)
            contentOffset = banded(spring.value)
            if spring.isSettled {
                stop()
                restTime = min(newTime, spring.settleTime)
            } else {
                velocity = spring.velocity * bandSlope(raw: spring.value, moving: spring.velocity)
                motion = .bounce(spring)
            }
        }
    }
}

/// A running scroll motion, evaluated from its start.
enum ScrollMotion: Sendable {
    case none
    case deceleration(DecelerationRun)
    case spring(SettlingSpring<Double>)
    /// Back from past an edge: a spring in the unbanded offset, drawn through the band.
    case bounce(SettlingSpring<Double>)
}

/// UIScrollView's exponential deceleration from a release, possibly meeting an edge.
struct DecelerationRun: Sendable {
    struct EdgeCrossing: Sendable {
        let time: Double
        let edge: Double
        let velocity: Double
    }

    let start: Double
    let offset: Double
    let velocity: Double
    let rate: DecelerationRate
    let stopTime: Double
    let edgeCrossing: EdgeCrossing?

    func sample(at time: Double) -> (offset: Double, velocity: Double) {
        let elapsed = min(time, stopTime) - start
        return (
            offset + rate.offset(initialVelocity: velocity, time: elapsed),
            time >= stopTime ? 0 : rate.velocity(initialVelocity: velocity, time: elapsed)
        )
    }
}
