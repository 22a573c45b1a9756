import CrossfadeMotion

/// A horizontal slider, as UISlider and Spotify's scrubber behave: a control (it
/// claims its touch; nothing else moves), whose thumb moves by the finger's
/// travel — a touch alone moves nothing — and grows while held, shrinking on a
/// spring after. One model for every slider Crossfade draws (the card's row, Now
/// Playing's progress).
///
/// ```swift
/// var slider = Slider(value: 0.3, spring: .thumb)
/// slider.begin(atX: 200)
/// slider.move(toX: 260, trackWidth: 300, direction: .leftToRight)   // 0.5
/// let committed = slider.end()                                      // 0.5
/// ```
public struct Slider: Sendable {
    /// The value shown, 0…1: the finger's while held.
    public private(set) var value: Double
    /// How far the thumb has grown: 0 at rest, 1 held (sprung, so it may pass 1 a little).
    public private(set) var growth: SettlingSpring<Double>
    /// Where the drag is measured from (the value then and the finger's x), and
    /// the value it began at (a cancel goes back there).
    private var drag: (value: Double, x: Double, began: Double)?

    /// A slider at `value` (clamped to 0…1) whose thumb grows and shrinks on `spring`.
    public init(value: Double, spring: Spring) {
        self.value = min(max(0, value), 1)
        growth = SettlingSpring(spring: spring, value: 0, tolerance: .progress)
    }

    /// Whether a finger holds it.
    public var isHeld: Bool { drag != nil }

    /// Whether the thumb has stopped growing or shrinking.
    public var isSettled: Bool { growth.isSettled }

    /// Sets the value from outside (the playhead), unless a finger holds it.
    public mutating func show(_ newValue: Double) {
        guard drag == nil else { return }
        value = min(max(0, newValue), 1)
    }

    /// A finger takes the thumb at `x` (pt): the thumb grows; the value stays.
    public mutating func begin(atX x: Double) {
        drag = (value, x, value)
        growth.animate(to: 1)
    }

    /// The finger moved to `x`: the value moves by its travel along the track's
    /// leading-to-trailing direction.
    public mutating func move(toX x: Double, trackWidth: Double, direction: LayoutDirection) {
        guard let drag else { return }
        let travel = direction.leadingDelta(x - drag.x)
        value = min(max(0, drag.value + travel / max(1, trackWidth)), 1)
    }

    /// The track was laid out again at another length while a finger holds the
    /// thumb, last seen at `x` (pt): the value stays where it is, and the finger
    /// moves it by its travel over the new length from there (no jump).
    public mutating func relayout(fingerX x: Double) {
        guard let drag else { return }
        self.drag = (value, x, drag.began)
    }

    /// The finger lifted: the value it chose (to seek to, or commit); the thumb shrinks.
    @discardableResult
    public mutating func end() -> Double {
        drag = nil
        growth.animate(to: 0)
        return value
    }

    /// The touch was cancelled: the value goes back to where the drag began.
    public mutating func cancel() {
        if let drag { value = drag.began }
        drag = nil
        growth.animate(to: 0)
    }

    /// Advances the thumb's growth to `time`, in seconds.
    public mutating func advance(to time: Double) { growth.advance(to: time) }

    /// The thumb grows and shrinks on `spring` from now on: a growth under way
    /// carries on from where it is (`SettlingSpring.retune`).
    public mutating func retune(_ spring: Spring) { growth.retune(spring) }
}

extension Spring {
    /// A slider thumb's growth: quick, with a little overshoot.
    public static let thumb = Spring(response: 0.25, dampingRatio: 0.8)
}
