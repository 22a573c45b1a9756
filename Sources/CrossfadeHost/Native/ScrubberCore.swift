import CrossfadeInteractions
import CrossfadeMotion

/// The engine's one slider (`Slider`: the thumb moves by the finger's travel,
/// grows while held and springs back) as a stand-alone control's core, for
/// `ScrubberSlider: UIControl`: touches and display frames in, the value and the
/// parts' frames out. Times go through a `HostClock`, like a session's.
///
/// ```swift
/// var scrubber = ScrubberCore(value: 0.25)
/// scrubber.begin(atX: 80, timestamp: t0)
/// scrubber.move(toX: 140, width: 300, timestamp: t1)   // 0.45: send .valueChanged
/// scrubber.end(timestamp: t2)
/// let parts = scrubber.layout(in: Size(width: 300, height: 28))
/// ```
public struct ScrubberCore: Sendable {
    private var slider: Slider
    private var clock = HostClock()
    /// Right to left: the track fills from the right.
    public var layoutDirection: LayoutDirection

    /// Whether the layout is right to left (the platform's flag, for `layoutDirection`).
    public var isRightToLeft: Bool {
        get { layoutDirection == .rightToLeft }
        set { layoutDirection = LayoutDirection(isRightToLeft: newValue) }
    }

    /// A scrubber at `value` (0…1).
    public init(value: Double, layoutDirection: LayoutDirection = .leftToRight) {
        slider = Slider(value: value, spring: .thumb)
        self.layoutDirection = layoutDirection
    }

    /// The value, 0…1.
    public var value: Double { slider.value }
    /// Whether the display link can pause: the thumb has stopped growing or shrinking.
    public var isSettled: Bool { slider.isSettled }

    /// Sets the value from outside (the playhead), unless a finger holds the thumb.
    public mutating func show(_ value: Double) { slider.show(value) }

    /// A finger takes the thumb at `x` (pt) at platform time `timestamp` (s): the thumb grows.
    public mutating func begin(atX x: Double, timestamp: Double) {
        slider.advance(to: clock.time(timestamp))
        slider.begin(atX: x)
    }

    /// The finger moved: the new value, or nil when it did not change.
    public mutating func move(toX x: Double, width: Double, timestamp: Double) -> Double? {
        slider.advance(to: clock.time(timestamp))
        let before = slider.value
        slider.move(toX: x, trackWidth: Self.track(width), direction: layoutDirection)
        return slider.value == before ? nil : slider.value
    }

    /// The finger lifted: the value it chose.
    @discardableResult
    public mutating func end(timestamp: Double) -> Double {
        slider.advance(to: clock.time(timestamp))
        return slider.end()
    }

    /// The touch was cancelled: the value goes back.
    public mutating func cancel(timestamp: Double) {
        slider.advance(to: clock.time(timestamp))
        slider.cancel()
    }

    /// A display frame at `timestamp`: the thumb's spring advances.
    public mutating func frame(at timestamp: Double) { slider.advance(to: clock.time(timestamp)) }

    /// The track's length in seconds, when known (VoiceOver reads times, and a swipe
    /// moves 10 s); nil or not a positive finite number: it reads and moves in percent.
    public var duration: Double?

    /// What VoiceOver reads first (UIKit's `accessibilityLabel`).
    public static let accessibilityLabel = "Playback position"

    /// What VoiceOver reads as the value: "0:56 of 3:45", or "25 %" without a duration.
    public var accessibilityValue: String {
        guard let duration = knownDuration else { return "\(Int((value * 100).rounded())) %" }
        return "\(Self.clock(value * duration)) of \(Self.clock(duration))"
    }

    /// VoiceOver's swipe up (the adjustable trait's increment): 10 s later, or 5 %
    /// without a duration, within the track. Returns the new value (send `.valueChanged`).
    @discardableResult
    public mutating func accessibilityIncrement() -> Double { step(by: 1) }

    /// VoiceOver's swipe down: 10 s earlier, or 5 % without a duration.
    @discardableResult
    public mutating func accessibilityDecrement() -> Double { step(by: -1) }

    private var knownDuration: Double? {
        guard let duration, duration.isFinite, duration > 0 else { return nil }
        return duration
    }

    private mutating func step(by direction: Double) -> Double {
        let step = knownDuration.map { 10 / $0 } ?? 0.05
        slider.show(min(max(value + direction * step, 0), 1))
        return value
    }

    /// `m:ss`, whole seconds rounded down.
    private static func clock(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds.isFinite ? seconds : 0))
        let s = whole % 60
        return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
    }

    /// The parts' frames in a control of `size`, as cover-carousel draws them: a
    /// 4 pt track inset by the halo's radius, the fill up to the value, a thumb
    /// from 8 to 16 pt as it grows, and a 28 pt half-transparent halo fading in.
    public func layout(in size: Size) -> ScrubberLayout {
        let inset = Self.haloSize / 2, width = Self.track(size.width)
        let track = Rect(x: inset, y: size.height / 2 - 2, width: width, height: 4)
        let grow = min(max(slider.growth.value, 0), 1.2)
        let filled = width * slider.value
        let rightToLeft = layoutDirection == .rightToLeft
        let x = rightToLeft ? track.maxX - filled : track.minX + filled
        let fill = Rect(x: rightToLeft ? x : track.minX, y: track.minY, width: filled, height: track.height)
        let thumb = 8 + 8 * grow
        return ScrubberLayout(
            track: track, fill: fill,
            thumb: Rect(x: x - thumb / 2, y: track.midY - thumb / 2, width: thumb, height: thumb),
            halo: Rect(x: x - inset, y: track.midY - inset, width: Self.haloSize, height: Self.haloSize),
            haloOpacity: min(max(grow, 0), 1))
    }

    private static let haloSize = 28.0
    private static func track(_ width: Double) -> Double { max(1, width - haloSize) }
}

/// Where a scrubber's parts go, pt, in the control's bounds.
public struct ScrubberLayout: Hashable, Sendable {
    /// The track, full width.
    public var track: Rect
    /// The played part of the track.
    public var fill: Rect
    /// The thumb (a circle: its corner radius is half its width).
    public var thumb: Rect
    /// The halo around the thumb.
    public var halo: Rect
    /// The halo's opacity, 0 at rest.
    public var haloOpacity: Double
}
