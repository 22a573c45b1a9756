import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// One touch report (UIKit's touches of one `touchesBegan`/`Moved`/`Ended`/
    /// `Cancelled` call, each with its coalesced samples): fed to the engine (unless
    /// the recognizer gives the touch up at its down), and the state the
    /// touch-forwarding recognizer takes (`RecognizerState.after(_:from:)`). A touch
    /// the recognizer gives up after it was fed is cancelled in the engine.
    public mutating func touches(_ touches: [PlatformTouch]) -> ViewStep {
        var step = step()
        // A finished recognizer starts afresh only at a new sequence's downs (UIKit
        // resets it before; here for a reset that never came); the rest of a sequence
        // it finished (its touches lost, say) changes nothing.
        if touch.state.isFinished {
            guard touches.allSatisfy({ $0.phase == .down }) else { return step }
            step.log += recognizerDidReset().log
        }
        guard var session else {
            touch.state = .failed
            step.recognizer = .failed
            return step
        }
        guard !touches.isEmpty else { return step }
        let kind: RecognizerState.Report.Kind =
            if touches.contains(where: { $0.phase == .cancel }) {
                .cancel
            } else if touches.contains(where: { $0.phase == .down }) {
                .down
            } else if touches.contains(where: { $0.phase == .up }) {
                .up
            } else {
                .move
            }
        let fresh = touch.state == .possible && session.touches.downCount == 0
        if fresh, let down = touches.first(where: { $0.phase == .down }) {
            touch.beginSequence(
                at: down.location, claims: session.driver.claims(at: down.location), onAppView: isAppView(at: down.location, session: session))
        }
        touch.travelled(touches)
        var report = touch.report(kind, fingersDown: session.touches.downCount)
        if fresh, kind == .down, RecognizerState.after(report, from: .possible) == .failed {
            // Given up at its down: the engine never sees this touch.
            touch.state = .failed
            step.recognizer = .failed
            return step
        }
        hadInput = true
        for platformTouch in touches {
            let result = session.touch(platformTouch)
            step.log += result.refusals + [result.ignored, result.recordingStopped].compactMap { $0 }
        }
        report.fingersDown = session.touches.downCount
        report.engineDragging = session.driver.phase == .dragging
        let state = RecognizerState.after(report, from: touch.state)
        if state == .failed, session.touches.downCount > 0 { step.log += session.loseTouches().refusals }
        touch.state = state
        self.session = session
        step.recognizer = state
        step.displayLinkPaused = displayLinkPaused
        return step
    }

    /// UIKit reset the touch-forwarding recognizer (after it ended, was cancelled or
    /// failed — also when UIKit took its touches away without `touchesCancelled`):
    /// the engine's fingers still down are cancelled, and the next touch begins afresh.
    public mutating func recognizerDidReset() -> ViewStep {
        defer { touch = TouchSequence() }
        guard let session, session.touches.downCount > 0 else { return step() }
        var step = loseTouches()
        step.recognizer = nil
        return step
    }

    /// The touch-forwarding recognizer's state now.
    public var recognition: RecognizerState { touch.state }

    /// Whether the front-most thing under `point` (pt) is the app's own view in a
    /// slot the configuration fills (rather than a layer the engine draws).
    func isAppView(at point: Point, session: AnyHostSession) -> Bool {
        guard !session.showsEmptyState else { return false }
        let flat = Scene(viewport: session.driver.viewport, layers: mountedLayers(session)).flattened
        var opacity: [String: Double] = [:]
        var hit: FlatLayer?
        for layer in flat {
            let shown = layer.layer.opacity * (layer.parent.flatMap { opacity[$0] } ?? 1)
            opacity[layer.id] = shown
            let filled = configuration.filter.fills(layer.layer)
            if shown >= 0.01, filled || layer.layer.isHitTestable, layer.box.contains(point) { hit = layer }
        }
        return hit.map { configuration.filter.fills($0.layer) || isInsideFilled($0, flat) } ?? false
    }

    private func isInsideFilled(_ layer: FlatLayer, _ flat: [FlatLayer]) -> Bool {
        var parent = layer.parent
        while let id = parent, let found = flat.first(where: { $0.id == id }) {
            if configuration.filter.fills(found.layer) { return true }
            parent = found.parent
        }
        return false
    }

    /// The host lost its touches (cancelled, the app resigning active, the view
    /// leaving its window): every finger still down is cancelled, and the recognizer
    /// that held them is cancelled (or fails, if it had not claimed them yet).
    public mutating func loseTouches() -> ViewStep {
        guard var session else { return step() }
        let held = session.touches.downCount > 0
        let result = session.loseTouches()
        self.session = session
        var step = step()
        step.log += result.refusals
        if held, !touch.state.isFinished {
            touch.state = touch.state.hasClaimed ? .cancelled : .failed
            step.recognizer = touch.state
        }
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
        return step(logging: log)
    }

    /// Whether a touch at `point` (pt, in the host view) is the host's: inside the
    /// viewport, and (for an overlay whose empty areas pass touches through to the
    /// views behind) on a layer.
    public func receivesTouch(at point: Point) -> Bool {
        guard let session, let viewport, Rect(origin: .zero, size: viewport).contains(point) else { return false }
        guard configuration.passesTouchesThroughEmptyAreas else { return true }
        return !session.showsEmptyState && mountedLayers(session).hitTest(point) != nil
    }

    /// The layers the host mounts of `session`'s scene (the filter applied, the
    /// demo's chrome left out when embedded); not for an empty state.
    func mountedLayers(_ session: AnyHostSession) -> [Layer] {
        configuration.filter.apply(session.presentation.mounted(session.driver.scene.layers, of: session.driver.id))
    }

    /// The layers now (nil before the session starts).
    public var scene: Scene? { session?.driver.scene }

    /// The interaction's state now (nil before the session starts).
    public var state: InteractionState? { session?.driver.state }

    /// Every input so far as a trace (nil before the session starts).
    public func recording() -> String? { session?.recording() }
}
