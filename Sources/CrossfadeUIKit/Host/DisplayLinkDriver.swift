#if canImport(UIKit)
    import Foundation
    import QuartzCore
    import UIKit

    /// The display link: each frame advances the engine to the frame's target
    /// timestamp (when it will show), up to 120 Hz on ProMotion displays; paused
    /// whenever the host core says nothing will move. It exists while the view is
    /// in a window: on iOS 27 and later it is the window scene's own
    /// (`UIWindowScene.displayLink(target:selector:)`, retargeted when the scene
    /// moves between displays; `CADisplayLink(target:selector:)` is deprecated
    /// there), before that `CADisplayLink`'s.
    @MainActor
    final class DisplayLinkDriver: NSObject {
        private var link: CADisplayLink?
        private var onFrame: (Double) -> Void = { _ in }
        private var paused = true

        /// Calls `onFrame` with each frame's target time once the view is in a
        /// window (`attach(to:)`); paused until told otherwise.
        func start(_ onFrame: @escaping (Double) -> Void) { self.onFrame = onFrame }

        /// The view moved to `window` (nil: out of any): the link for its display,
        /// in the state it was in.
        func attach(to window: UIWindow?) {
            link?.invalidate()
            link = nil
            guard let window else { return }
            let made: CADisplayLink?
            if #available(iOS 27, *) {
                // (A window outside any scene, or the exceptional nil: the plain link.)
                made =
                    window.windowScene?.displayLink(target: self, selector: #selector(step(_:)))
                    ?? CADisplayLink(target: self, selector: #selector(step(_:)))
            } else {
                made = CADisplayLink(target: self, selector: #selector(step(_:)))
            }
            guard let made else { return }
            made.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            made.isPaused = paused
            made.add(to: .main, forMode: .common)
            link = made
        }

        /// Whether frames stop coming.
        var isPaused: Bool {
            get { paused }
            set {
                paused = newValue
                link?.isPaused = newValue
            }
        }

        /// Stops for good (the link holds its target until then).
        func stop() {
            link?.invalidate()
            link = nil
        }

        @objc private func step(_ link: CADisplayLink) { onFrame(link.targetTimestamp) }
    }
#endif
