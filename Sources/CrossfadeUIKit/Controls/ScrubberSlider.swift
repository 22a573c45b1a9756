#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import QuartzCore
    import UIKit

    /// Spotify's scrubber as a control: the thumb moves by the finger's travel (a
    /// touch alone moves nothing, unlike UISlider's jump), grows and gains a
    /// half-transparent halo while held, and springs back small. Sends
    /// `.valueChanged` as the value moves. The engine's one slider (`Slider`)
    /// decides all of it, through `ScrubberCore`.
    ///
    /// ```swift
    /// let scrubber = ScrubberSlider()
    /// scrubber.addTarget(self, action: #selector(seek(_:)), for: .valueChanged)
    /// scrubber.value = 0.25
    /// ```
    @MainActor
    open class ScrubberSlider: UIControl {
        private var core = ScrubberCore(value: 0)
        private let trackLayer = CALayer()
        private let fillLayer = CALayer()
        private let haloLayer = CALayer()
        private let thumbLayer = CALayer()
        private var displayLink = DisplayLinkDriver()

        public override init(frame: CGRect) {
            super.init(frame: frame)
            trackLayer.backgroundColor = UIKitTranslation.cgColor(CrossfadeMotion.Color(white: 1, alpha: 0.3))
            fillLayer.backgroundColor = UIKitTranslation.cgColor(CrossfadeMotion.Color(white: 1, alpha: 1))
            haloLayer.backgroundColor = UIKitTranslation.cgColor(CrossfadeMotion.Color(white: 1, alpha: 0.3))
            thumbLayer.backgroundColor = UIKitTranslation.cgColor(CrossfadeMotion.Color(white: 1, alpha: 1))
            for part in [trackLayer, fillLayer, haloLayer, thumbLayer] { layer.addSublayer(part) }
            isAccessibilityElement = true
            accessibilityLabel = ScrubberCore.accessibilityLabel
            accessibilityTraits = .adjustable
            displayLink.start { [weak self] time in self?.advance(to: time) }
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        isolated deinit { displayLink.stop() }

        override open func didMoveToWindow() {
            super.didMoveToWindow()
            displayLink.attach(to: window)
        }

        /// The track's length in seconds, when known: VoiceOver reads "0:56 of 3:45"
        /// and a swipe moves 10 s (without it: percent, and 5 %).
        public var duration: TimeInterval? {
            get { core.duration }
            set { core.duration = newValue }
        }

        /// What VoiceOver reads as the value (the host core's text).
        override open var accessibilityValue: String? {
            get { core.accessibilityValue }
            set {}
        }

        /// VoiceOver's swipe up: later by the host core's step; sends `.valueChanged`.
        override open func accessibilityIncrement() {
            core.accessibilityIncrement()
            placeParts()
            sendActions(for: .valueChanged)
        }

        /// VoiceOver's swipe down: earlier by the host core's step; sends `.valueChanged`.
        override open func accessibilityDecrement() {
            core.accessibilityDecrement()
            placeParts()
            sendActions(for: .valueChanged)
        }

        /// The value, 0…1 (the playhead's fraction); setting it moves the thumb unless a finger holds it.
        public var value: Float {
            get { Float(core.value) }
            set {
                core.show(Double(newValue))
                placeParts()
            }
        }

        override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            core.begin(atX: Double(touch.location(in: self).x), timestamp: touch.timestamp)
            displayLink.isPaused = false
            return true
        }

        override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            core.move(toX: Double(touch.location(in: self).x), width: Double(bounds.width), timestamp: touch.timestamp)
                .map { _ in sendActions(for: .valueChanged) }
            placeParts()
            return true
        }

        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            core.end(timestamp: touch?.timestamp ?? 0)
            displayLink.isPaused = false
        }

        override open func cancelTracking(with event: UIEvent?) {
            core.cancel(timestamp: 0)
            sendActions(for: .valueChanged)
            displayLink.isPaused = false
        }

        override open func layoutSubviews() {
            super.layoutSubviews()
            core.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            placeParts()
        }

        private func advance(to time: Double) {
            core.frame(at: time)
            placeParts()
            displayLink.isPaused = core.isSettled
        }

        /// Puts the parts where the core says, with actions disabled.
        private func placeParts() {
            let parts = core.layout(in: Size(bounds.size))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            place(trackLayer, parts.track)
            place(fillLayer, parts.fill)
            place(haloLayer, parts.halo)
            place(thumbLayer, parts.thumb)
            haloLayer.opacity = Float(parts.haloOpacity)
            CATransaction.commit()
        }

        private func place(_ part: CALayer, _ rect: Rect) {
            part.bounds = CGRect(x: 0, y: 0, width: CGFloat(rect.width), height: CGFloat(rect.height))
            part.position = CGPoint(x: CGFloat(rect.midX), y: CGFloat(rect.midY))
            part.cornerRadius = CGFloat(rect.height / 2)
            part.cornerCurve = .continuous
        }
    }
#endif
