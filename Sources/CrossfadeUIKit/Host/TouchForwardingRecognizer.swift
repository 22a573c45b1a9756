#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// Forwards every touch to the host view's engine: not a pan recognizer, which
    /// waits for movement, but one that begins at the real touch down, so a finger
    /// catches an animation in flight. Each report carries its coalesced touches
    /// with their `UITouch.timestamp`s (the display link's clock); its state is the
    /// host core's. It cancels no touches in the views under it (the app's views in
    /// slots keep theirs) and delays none.
    @MainActor
    final class TouchForwardingRecognizer: UIGestureRecognizer {
        weak var hostView: CrossfadeHostView?

        init() {
            super.init(target: nil, action: nil)
            cancelsTouchesInView = false
            delaysTouchesBegan = false
            delaysTouchesEnded = false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            hostView?.haptics.prepare()
            report(touches, event, .down)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { report(touches, event, .move) }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { report(touches, event, .up) }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { report(touches, event, .cancel) }

        private func report(_ touches: Set<UITouch>, _ event: UIEvent, _ phase: PlatformTouch.Phase) {
            guard let hostView else { return }
            let reports = touches.map { touch in
                PlatformTouch(
                    identity: UInt64(UInt(bitPattern: ObjectIdentifier(touch))), location: Point(touch.location(in: hostView)),
                    timestamp: touch.timestamp, phase: phase,
                    coalesced: (event.coalescedTouches(for: touch) ?? []).map { sample in
                        PlatformTouch.Sample(location: Point(sample.location(in: hostView)), timestamp: sample.timestamp)
                    })
            }
            hostView.touches(reports).recognizer.map { state = UIKitTranslation.state($0) }
        }
    }
#endif
