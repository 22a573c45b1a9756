#if canImport(UIKit)
    import Foundation
    import QuartzCore

    /// The display link: each frame advances the engine to the frame's target
    /// timestamp (when it will show), up to 120 Hz on ProMotion displays; paused
    /// whenever the host core says nothing will move.
    @MainActor
    final class DisplayLinkDriver: NSObject {
        private var link: CADisplayLink?
        private var onFrame: (Double) -> Void = { _ in }

        /// Starts a paused display link calling `onFrame` with each frame's target time.
        func start(_ onFrame: @escaping (Double) -> Void) {
            self.onFrame = onFrame
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.isPaused = true
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Whether frames stop coming.
        var isPaused: Bool {
            get { link?.isPaused ?? true }
            set { link?.isPaused = newValue }
        }

        /// Stops for good (the link holds its target until then).
        func stop() {
            link?.invalidate()
            link = nil
        }

        @objc private func step(_ link: CADisplayLink) { onFrame(link.targetTimestamp) }
    }
#endif
