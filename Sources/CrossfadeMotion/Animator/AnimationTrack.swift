/// One animated property driven by a `PropertyAnimator`: a value that goes from
/// one state to another (or through keyframes) as the animator progresses.
///
/// It is the headless counterpart of what a UIKit animation closure sets on a
/// view. A track holds no time; the animator maps its own progress to the track's.
///
/// ```swift
/// let frame = AnimationTrack(from: miniFrame, to: fullFrame)
/// let fade = AnimationTrack(keyframes: [Keyframe(relativeStart: 0, relativeDuration: 0.5, value: 1.0)], initial: 0)
/// ```
public struct AnimationTrack<Value: AnimatableValue>: Sendable {
    @usableFromInline
    enum Path: Sendable {
        case interpolation(from: Value, to: Value)
        case keyframes(initial: Value, [Keyframe<Value>])
    }

    @usableFromInline let path: Path

    /// A track from `from` to `to`. It extrapolates past both ends, so a spring's
    /// overshoot reaches the property, as it does in UIKit.
    public init(from: Value, to: Value) {
        path = .interpolation(from: from, to: to)
    }

    /// A keyframe track, like `UIView.animateKeyframes`: starting at `initial`, each
    /// keyframe animates from the previous value to its own over its relative window
    /// (fractions of the track's progress). Keyframes are sorted by start time.
    public init(keyframes: [Keyframe<Value>], initial: Value) {
        path = .keyframes(initial: initial, keyframes.sorted { $0.relativeStart < $1.relativeStart })
    }

    /// The value at track progress `progress` (0 at the start, 1 at the end).
    @inlinable
    public func value(at progress: Double) -> Value {
        switch path {
        case .interpolation(let from, let to):
            return lerp(from, to, progress)
        case .keyframes(let initial, let keyframes):
            var value = initial
            for keyframe in keyframes {
                guard progress > keyframe.relativeStart else { break }
                value = lerp(value, keyframe.value, keyframe.localProgress(progress))
            }
            return value
        }
    }

    /// The rate of change of the value per unit of track progress.
    @inlinable
    public func derivative(at progress: Double) -> Value {
        switch path {
        case .interpolation(let from, let to):
            return to - from
        case .keyframes(let initial, let keyframes):
            var previous = initial
            var slope = Value.zero
            for keyframe in keyframes {
                guard progress > keyframe.relativeStart else { break }
                let local = keyframe.localProgress(progress)
                // Inside a keyframe's window its slope is what moves; past it, the value is held.
                slope = local < 1 ? (keyframe.value - previous).scaled(by: 1 / keyframe.relativeDuration) : .zero
                previous = lerp(previous, keyframe.value, local)
            }
            return slope
        }
    }
}

/// A keyframe: over `relativeStart …+ relativeDuration` of its track (fractions
/// 0…1), the value moves from the previous keyframe's value to `value`.
public struct Keyframe<Value: AnimatableValue>: Sendable {
    /// Where the keyframe starts, as a fraction 0…1 of its track.
    public let relativeStart: Double
    /// How long it lasts, as a fraction 0…1 of its track (0 jumps at its start).
    public let relativeDuration: Double
    /// The value it reaches at its end.
    public let value: Value

    /// Fractions are clamped into 0…1 (NaN → 0); a zero duration jumps at its start.
    public init(relativeStart: Double, relativeDuration: Double, value: Value) {
        self.relativeStart = clamp(relativeStart, 0...1)
        self.relativeDuration = clamp(relativeDuration, 0...1)
        self.value = value
    }

    @inlinable
    func localProgress(_ progress: Double) -> Double {
        guard relativeDuration > 0 else { return progress >= relativeStart ? 1 : 0 }
        return clamp((progress - relativeStart) / relativeDuration, 0...1)
    }
}
