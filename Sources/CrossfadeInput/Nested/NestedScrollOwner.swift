import CrossfadeMotion

/// One owner in a chain of nested scrolling (shared/DESIGN.md, "Gestures"):
/// something that takes part of a drag along one axis — a scroll view's content,
/// a pager, a card being dismissed, a player being closed.
///
/// Deltas are in the finger's terms: points along the axis, positive when the
/// finger moves toward +axis (right or down). An owner takes what it can and
/// hands back the rest; one that rubber-bands takes everything.
public protocol NestedScrollOwner: Sendable {
    /// A finger starts a drag (or catches a moving owner): any motion stops exactly where it is.
    mutating func beginDrag(at time: Double)
    /// Takes what it can of `delta` (pt); returns the part it did not take.
    mutating func consume(_ delta: Double, at time: Double) -> Double
    /// The finger lifts. `velocity` (pt/s, finger terms) is the finger's when this
    /// owner carries the motion on, 0 when it only settles where it is.
    mutating func endDrag(velocity: Double, at time: Double)
    /// Steps any motion to `time`.
    mutating func advance(to time: Double)
    /// Where the owner is, in finger terms (pt): it moves by what it takes.
    var position: Double { get }
    /// Its speed now, pt/s in finger terms.
    var velocity: Double { get }
    /// Whether nothing moves and no finger holds it.
    var isAtRest: Bool { get }
}
