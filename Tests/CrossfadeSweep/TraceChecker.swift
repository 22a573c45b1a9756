import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace

/// Drives a trace in process and checks, at every event and at frames between
/// them, what must hold for any input (issue "Reliability"): no trap; every number
/// finite; no layer of negative size, whatever the viewport (or its changes);
/// opacities in 0…1; legal state values; a touch moves nothing at the
/// instant it lands, and a caught layer stays put under a still finger; at rest
/// within `Replay.settleLimit` after the last event; 30 and 120 Hz replays, and the
/// checker's own irregular frames (bursts of frames within a millisecond, gaps of
/// hundreds of milliseconds), end on the same scene; the same trace replays to the
/// same bytes.
public struct TraceChecker: Sendable {
    public let registry: InteractionRegistry
    /// Replays at 30 and 120 Hz and twice over are compared for one trace in `replayEvery`.
    public var replayEvery: Int

    public init(registry: InteractionRegistry, replayEvery: Int = 1) {
        self.registry = registry
        self.replayEvery = max(1, replayEvery)
    }

    /// The first thing wrong with `trace`, or nil.
    public func failure(of trace: Trace, index: Int = 0) -> String? {
        var driver: AnyInteractionDriver
        do { driver = try registry.make(trace.interaction, options: trace.options, viewport: trace.viewport) } catch {
            return "cannot build: \(error)"
        }
        if let problem = check(driver, "at the start", checkingIDs: true) { return problem }
        var clock = SeededGenerator(seed: Self.frameSeed(trace))
        var time = 0.0
        var position = 0
        while position < trace.events.count {
            let event = trace.events[position]
            if let problem = frames(&driver, from: time, to: event.time, &clock) { return problem }
            time = event.time
            if let change = trace.relayout(at: position) {
                if let problem = relayout(&driver, change.viewport, change.environment, at: event.time) { return "event \(position): \(problem)" }
                position += change.events
                continue
            }
            defer { position += 1 }
            switch event {
            case .pointer(let pointer):
                let before = driver.scene
                let wasDragging = driver.state["phase"] == .string("dragging")
                if let reason = driver.handle(pointer) { return "event \(position) refused: \(reason)" }
                // Nothing may move at the touch, beyond a spring that was within its settling
                // tolerance of a new target landing on it (at most 0.01 pt, `.points`).
                if pointer.phase == .down, let moved = firstDifference(before, driver.scene, tolerance: 0.01) {
                    return "event \(position): the touch at \(pointer.location) moved \(moved)"
                }
                if pointer.phase == .down, !wasDragging, driver.state["phase"] == .string("dragging"),
                    let problem = holds(driver, pointer, until: nextTime(after: position, in: trace))
                {
                    return "event \(position): \(problem)"
                }
            case .action(let action, _):
                do { try driver.perform(action, at: event.time) } catch { return "event \(position) refused: \(error)" }
            case .environment(let environment, _):
                do { try driver.setEnvironment(environment, at: event.time) } catch { return "event \(position) refused: \(error)" }
            case .viewport:
                break  // (applied above, with the environment beside it)
            case .options(let options, _):
                do { try driver.setOptions(options, at: event.time) } catch { return "event \(position) refused: \(error)" }
            }
            if let problem = check(driver, "after event \(position)", checkingIDs: true) { return problem }
        }
        let end = time + Replay.settleLimit
        if let problem = frames(&driver, from: time, to: end, &clock) { return problem }
        // Nothing may still animate; a clock may still run (a playing track), which replay
        // then follows for the whole settle limit, the same at every frame rate — and
        // what that clock drives may animate (the showcase's lyric card coming forward
        // as its line is sung).
        let clockRuns = driver.state["playing"] == .bool(true)
        guard driver.isAtRest || driver.state["phase"] == .string("idle") || clockRuns else {
            return "not at rest \(Replay.settleLimit) s after the last event: \(driver.state)"
        }
        if index % replayEvery == 0, let problem = replaysAgree(trace, until: end, checked: driver) { return problem }
        return nil
    }

    /// Whether `problem` says the trace itself was refused (an event, an action that
    /// no longer applies, options) rather than that an invariant broke.
    public static func isRefusal(_ problem: String) -> Bool {
        problem.hasPrefix("cannot build") || problem.contains(" refused: ") && !problem.contains("frame at")
    }

    /// A viewport change (with the environment beside it, a rotation's) applied at
    /// `time`, as replay applies it: accepted, and every invariant holding in the
    /// new layout (ids unique, nothing non-finite or negative).
    private func relayout(_ driver: inout AnyInteractionDriver, _ viewport: Size, _ environment: InteractionEnvironment?, at time: Double)
        -> String?
    {
        do { try driver.setViewport(viewport, environment: environment, at: time) } catch { return "refused: \(error)" }
        return check(driver, "after the viewport change to \(viewport)", checkingIDs: true)
    }

    /// Frames between two instants: while anything moves, up to 60 frames of the
    /// first second (where bounces and overshoots peak), most 1/60 s apart, some in
    /// a burst (2 to 12 frames within a millisecond), some after a gap (0.1–0.5 s)
    /// or at an odd interval; then at most 12 more, spread evenly over the rest.
    /// `clock` (seeded by the trace) draws the intervals, so a trace is always
    /// checked with the same frames.
    private func frames(_ driver: inout AnyInteractionDriver, from start: Double, to end: Double, _ clock: inout SeededGenerator) -> String? {
        guard end > start else { return nil }
        var time = start
        var budget = 60
        while !driver.isAtRest, budget > 0 {
            var steps = [Self.frameStep(&clock)]
            if steps[0] == 0 { steps = (0..<Int.random(in: 2...12, using: &clock)).map { _ in clock.double(in: 0.000_001...0.000_08) } }
            for step in steps where time + step < end && time + step < start + 1 {
                time += step
                budget -= 1
                if let problem = frame(&driver, at: time) { return problem }
            }
            if time + 1.0 / 60 >= end || time + 1.0 / 60 >= start + 1 { break }
        }
        let count = min(12, max(1, Int((end - time) * 60)))
        for step in 1...count {
            if let problem = frame(&driver, at: step == count ? end : time + (end - time) * Double(step) / Double(count)) { return problem }
        }
        return nil
    }

    /// The next frame's interval, s: mostly a 60 Hz frame; 0 for a burst.
    private static func frameStep(_ clock: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<10, using: &clock) {
        case 0: 0
        case 1: clock.double(in: 0.1...0.5)
        case 2: clock.double(in: 0.001...0.05)
        default: 1.0 / 60
        }
    }

    /// The seed of a trace's frame intervals: its events' times and count (FNV-1a).
    static func frameSeed(_ trace: Trace) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in [UInt64(trace.events.count)] + trace.events.map({ $0.time.bitPattern }) {
            hash ^= value
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private func frame(_ driver: inout AnyInteractionDriver, at t: Double) -> String? {
        if let reason = driver.advance(to: t) { return "frame at \(t) refused: \(reason)" }
        return check(driver, "at \(t) s")
    }

    private func check(_ driver: AnyInteractionDriver, _ when: @autoclosure () -> String, checkingIDs: Bool = false) -> String? {
        if let problem = driver.invariantViolation(checkingIDs: checkingIDs) { return "\(when()): \(problem)" }
        if let problem = negativeSize(driver.scene.layers) { return "\(when()): \(problem)" }
        return stateProblem(driver.state).map { "\(when()): \($0)" }
    }

    /// A layer whose frame has a negative width or height (any viewport from 100
    /// to 4,000 pt a side draws none: outside the fit range things clip, never invert).
    private func negativeSize(_ layers: [Layer]) -> String? {
        for layer in layers {
            if layer.frame.width < 0 || layer.frame.height < 0 { return "layer \(layer.id) has a negative size: \(layer.frame)" }
            if let problem = negativeSize(layer.children) { return problem }
        }
        return nil
    }

    /// Every number finite and a legal phase, in the state and in every child's nested in it.
    private func stateProblem(_ state: InteractionState, path: String = "state") -> String? {
        var legalPhase = false
        for (key, value) in state.entries {
            if case .number(let number) = value, !number.isFinite { return "\(path) \(key) is \(number)" }
            if key == "phase", case .string(let phase) = value { legalPhase = phase == "idle" || phase == "dragging" || phase == "animating" }
        }
        guard legalPhase else { return "\(path) has no legal phase: \(state)" }
        for child in state.nested {
            if let problem = stateProblem(InteractionState(child.entries.map { ($0.key, $0.value) }), path: path + "." + child.key) { return problem }
        }
        return nil
    }

    /// A layer caught by a finger stays where it is while the finger is still.
    private func holds(_ driver: AnyInteractionDriver, _ down: PointerEvent, until next: Double?) -> String? {
        guard let hit = driver.scene.hitTest(down.location), let root = rootAncestor(of: hit, in: driver.scene) else { return nil }
        let before = driver.scene.flatLayer(root)!.box
        var probe = driver
        let later = min(next ?? (down.time + 0.5), down.time + 0.5)
        guard later > down.time else { return nil }
        probe.advance(to: later)
        guard let after = probe.scene.flatLayer(root)?.box else { return nil }
        let moved = max(abs(after.midX - before.midX), abs(after.midY - before.midY))
        return moved > 1e-9 ? "\(root), caught by a still finger, moved \(moved) pt by \(later) s" : nil
    }

    private func rootAncestor(of id: String, in scene: Scene) -> String? {
        let flat = scene.flattened
        var current = flat.first { $0.id == id }
        while let layer = current, let parent = layer.parent { current = flat.first { $0.id == parent } }
        return current?.id
    }

    private func nextTime(after position: Int, in trace: Trace) -> Double? {
        position + 1 < trace.events.count ? trace.events[position + 1].time : nil
    }

    /// 30 Hz and 120 Hz replays end on the same state and layers, and a 120 Hz
    /// replay to `end` on those the checker's irregular frames reached there
    /// (`checked`); replaying twice gives the same bytes.
    private func replaysAgree(_ trace: Trace, until end: Double, checked: AnyInteractionDriver) -> String? {
        let replay = Replay(trace: trace, registry: registry)
        do {
            let slow = try replay.run(frameRate: 30, until: end), fast = try replay.run(frameRate: 120, until: end)
            guard slow.state == fast.state else { return "30 Hz ends in \(slow.state), 120 Hz in \(fast.state)" }
            if let difference = firstDifference(slow.scene, fast.scene, tolerance: 1e-9) { return "30 vs 120 Hz: \(difference)" }
            guard checked.state == fast.state else { return "irregular frames end in \(checked.state), 120 Hz in \(fast.state)" }
            if let difference = firstDifference(checked.scene, fast.scene, tolerance: 1e-9) { return "irregular frames vs 120 Hz: \(difference)" }
            let again = try replay.run(frameRate: 120, until: end)
            guard again.json.exactSerialized == fast.json.exactSerialized else { return "the same trace replayed to different bytes" }
        } catch {
            return "replay failed: \(error)"
        }
        return nil
    }
}

/// The first layer property that differs between two scenes by more than `tolerance`, described.
public func firstDifference(_ a: Scene, _ b: Scene, tolerance: Double = 0) -> String? {
    let left = a.flattened, right = b.flattened
    guard left.map({ $0.id }) == right.map({ $0.id }) else { return "the layers differ: \(left.map { $0.id }) vs \(right.map { $0.id })" }
    for (l, r) in zip(left, right) {
        let pairs: [(String, Double, Double)] = [
            ("x", l.box.minX, r.box.minX), ("y", l.box.minY, r.box.minY), ("width", l.box.width, r.box.width),
            ("height", l.box.height, r.box.height), ("opacity", l.layer.opacity, r.layer.opacity),
            ("zPosition", l.layer.zPosition, r.layer.zPosition), ("cornerRadius", l.layer.cornerRadius.radius, r.layer.cornerRadius.radius)
        ]
        for (name, x, y) in pairs where !(abs(x - y) <= tolerance) { return "\(l.id).\(name) \(x) → \(y)" }
    }
    return nil
}
