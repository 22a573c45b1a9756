import CrossfadeMotion

/// The one Reduce Motion rule, as iOS applies it: what a finger drags still
/// follows the finger (direct manipulation is not motion the user did not ask
/// for); the animations the engine runs by itself — a release settling, an
/// action, a swap — do not travel: the thing is at its destination at once and
/// cross-fades in there.
///
/// A model keeps one `CrossFade` per thing that can jump, starts it where it
/// would have started an animation, and multiplies what it draws by `opacity`.
///
/// ```swift
/// if configuration.environment.reduceMotion {
///     position.hold(at: target)   // there at once
///     fade.start()                // and cross-fading in
/// } else {
///     position.animate(to: target, velocity: releaseVelocity)
/// }
/// ```
public struct CrossFade: Sendable {
    /// 0 just jumped (transparent) … 1 fully shown.
    public private(set) var shown: SettlingSpring<Double>

    /// A cross-fade on `spring` (the default is quick and never overshoots).
    public init(spring: Spring = .crossFade) {
        shown = SettlingSpring(spring: spring, value: 1, tolerance: .progress)
    }

    /// The thing just jumped: it fades in from transparent.
    public mutating func start() {
        shown.hold(at: 0)
        shown.animate(to: 1)
    }

    /// The opacity to draw with, 0…1.
    public var opacity: Double { min(max(0, shown.value), 1) }

    /// Whether the fade has finished.
    public var isSettled: Bool { shown.isSettled }

    /// Advances the fade to `time`, in seconds.
    public mutating func advance(to time: Double) { shown.advance(to: time) }

    /// Fades on `spring` from now on: a fade under way carries on from where it is
    /// (`SettlingSpring.retune`), the next one starts on it.
    public mutating func retune(_ spring: Spring) { shown.retune(spring) }
}

extension Spring {
    /// Reduce Motion's cross-fade: about a quarter of a second, no overshoot.
    public static let crossFade = Spring(response: 0.3, dampingRatio: 1)
}
