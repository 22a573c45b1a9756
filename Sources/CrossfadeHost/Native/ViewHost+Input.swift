import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// One touch report (UIKit's touches of one `touchesBegan`/`Moved`/`Ended`/
    /// `Cancelled` call, each with its coalesced samples): fed to the engine, and
    /// the state the touch-forwarding recognizer takes.
    public mutating func touches(_ touches: [PlatformTouch]) -> ViewStep {
        var step = step()
        guard var session else {
            step.recognizer = .failed
            return step
        }
        let before = session.touches.downCount
        hadInput = hadInput || !touches.isEmpty
        for touch in touches {
            let result = session.touch(touch)
            step.log += result.refusals + [result.ignored, result.recordingStopped].compactMap { $0 }
        }
        let after = session.touches.downCount
        self.session = session
        step.recognizer = RecognizerState(fingersBefore: before, after: after, cancelled: touches.contains { $0.phase == .cancel })
        step.displayLinkPaused = displayLinkPaused
        return step
    }

    /// The host lost its touches (cancelled, the app resigning active, the view
    /// leaving its window): every finger still down is cancelled.
    public mutating func loseTouches() -> ViewStep {
        guard var session else { return step() }
        let result = session.loseTouches()
        self.session = session
        var step = step()
        step.log += result.refusals
        return step
    }

    /// Performs an interaction action (a façade's `openPlayer`, an accessibility
    /// action) at the session's current time — the last frame's or input's, which
    /// stands still while frames pause at rest, so an action long after the last
    /// frame shows its first frame already well on its way: a host with a clock
    /// says when with `perform(_:atPlatformTime:)`. A refused action is logged.
    /// Before the session starts (the view not laid out yet), it waits and is
    /// performed at the start.
    public mutating func perform(_ action: InteractionAction) -> ViewStep {
        perform(action, at: nil)
    }

    /// Performs an interaction action at platform time `platformTime` (s, UIKit's
    /// `CACurrentMediaTime()`): it animates from that instant, however long the
    /// display link has been paused. Otherwise as `perform(_:)`.
    public mutating func perform(_ action: InteractionAction, atPlatformTime platformTime: Double) -> ViewStep {
        perform(action, at: platformTime)
    }

    private mutating func perform(_ action: InteractionAction, at platformTime: Double?) -> ViewStep {
        guard var session else {
            pendingActions.append(action)
            return step()
        }
        var log: [String] = []
        hadInput = true
        do {
            let result =
                if let platformTime { try session.perform(action, atPlatformTime: platformTime) } else { try session.perform(action) }
            log += [result.recordingStopped].compactMap { $0 }
        } catch {
            log.append("\(action.name): \(error)")
        }
        self.session = session
        var step = step()
        step.log = log
        return step
    }

    /// Whether a touch at `point` (pt, in the host view) is the host's: inside the
    /// viewport, and (for an overlay whose empty areas pass touches through to the
    /// views behind) on a layer.
    public func receivesTouch(at point: Point) -> Bool {
        guard let session, let viewport, Rect(origin: .zero, size: viewport).contains(point) else { return false }
        guard configuration.passesTouchesThroughEmptyAreas else { return true }
        return configuration.filter.apply(session.driver.scene.layers).hitTest(point) != nil
    }

    /// The layers now (nil before the session starts).
    public var scene: Scene? { session?.driver.scene }

    /// The interaction's state now (nil before the session starts).
    public var state: InteractionState? { session?.driver.state }

    /// Every input so far as a trace (nil before the session starts).
    public func recording() -> String? { session?.recording() }
}
