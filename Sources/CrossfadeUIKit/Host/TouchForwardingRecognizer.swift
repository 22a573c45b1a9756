#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// Forwards touches to the host view's engine. Its state is the host core's
    /// (`RecognizerState.after(_:from:)`): it claims a touch only once the engine's
    /// arena decides and gives one up quickly when the engine declines; what it
    /// shares with the app's recognizers is `TouchArbitration`'s table, answered by
    /// `TouchForwardingArbiter`. Each report carries its coalesced touches with their
    /// `UITouch.timestamp`s (the display link's clock).
    @MainActor
    final class TouchForwardingRecognizer: UIGestureRecognizer {
        weak var hostView: CrossfadeHostView?
        private let arbiter = TouchForwardingArbiter()

        init() {
            super.init(target: nil, action: nil)
            cancelsTouchesInView = TouchArbitration.cancelsTouchesInView
            delaysTouchesBegan = TouchArbitration.delaysTouches
            delaysTouchesEnded = TouchArbitration.delaysTouches
            delegate = arbiter
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            hostView?.haptics.prepare()
            report(touches, event, .down)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            report(touches, event, .move)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            report(touches, event, .up)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            report(touches, event, .cancel)
        }

        /// UIKit resets the recognizer after it finished — also when UIKit gave its
        /// touches to another recognizer without `touchesCancelled`: the engine's
        /// touch ends and the next begins afresh.
        override func reset() {
            super.reset()
            hostView?.recognizerDidReset()
        }

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

    /// The recognizer's delegate: reads the facts off the other recognizer and
    /// answers with `TouchArbitration`'s table.
    @MainActor
    final class TouchForwardingArbiter: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            answer(gestureRecognizer, otherGestureRecognizer).together
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer)
            -> Bool
        {
            answer(gestureRecognizer, otherGestureRecognizer).engineWaits
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            answer(gestureRecognizer, otherGestureRecognizer).otherWaits
        }

        private func answer(_ own: UIGestureRecognizer, _ other: UIGestureRecognizer) -> TouchArbitration.Answer {
            let host = (own as? TouchForwardingRecognizer)?.hostView
            var facts = TouchArbitration.Facts()
            facts.isScreenEdgePan = other is UIScreenEdgePanGestureRecognizer
            facts.isHostRecognizer = other is TouchForwardingRecognizer
            facts.isPan = other is UIPanGestureRecognizer
            facts.isInsideHost = host.map { host in other.view.map { $0.isDescendant(of: host) } ?? false } ?? false
            facts.isOnHostView = host.map { host in other.view === host } ?? false
            facts.containsHost = host.map { host in other.view.map { host.isDescendant(of: $0) } ?? false } ?? false
            facts.isTrackedScrollView = host?.trackedScrollView.map { $0.panGestureRecognizer === other } ?? false
            return TouchArbitration.answer(for: TouchArbitration.Other(facts))
        }
    }
#endif
