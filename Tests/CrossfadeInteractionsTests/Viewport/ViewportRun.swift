import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// One case run at one frame rate, with the viewport change (or, for comparison,
/// without it): frames at the rate with the events at their times, as replay
/// does; around the change, samples of the measure at t − 1 ms, t − 0.1 ms, t
/// (before and after the change), t + 0.1 ms and t + 1 ms; after it, the drag's
/// continuation and frames until rest.
struct ViewportRun {
    /// The measure around the change.
    struct Sample {
        var earlyBefore = 0.0
        var lateAfter = 0.0
        /// Per second, over the 0.1 ms before the change (old layout) and after it (new layout).
        var velocityBefore = 0.0
        var velocityAfter = 0.0
    }

    static let step = 0.000_1
    static let phone = Size(width: 390, height: 844)

    var sample = Sample()
    var stateBefore = InteractionState([])
    var stateAfter = InteractionState([])
    /// Whether nothing moved on from the change (for a change at rest).
    var restsAfterTheChange = false
    /// How far the finger's first report after the change moved the measure.
    var jumpAtTheFirstReport: Double?
    var end = InteractionState([])

    init(_ c: ViewportCase, condition: ViewportCondition, changes: Bool) throws {
        var driver = try InteractionRegistry.standard.make(c.id, viewport: Self.phone)
        var frame = 0
        var next = 0
        func frames(until t: Double) throws {
            while Double(frame) / condition.fps < t {
                let time = Double(frame) / condition.fps
                while next < c.setUp.count, c.setUp[next].time <= time {
                    try Self.apply(c.setUp[next], to: &driver)
                    next += 1
                }
                #expect(driver.advance(to: time) == nil)
                frame += 1
            }
        }
        try frames(until: c.at - 0.001)
        while next < c.setUp.count {
            try Self.apply(c.setUp[next], to: &driver)
            next += 1
        }
        let measure = c.measure
        driver.advance(to: c.at - 0.001)
        sample.earlyBefore = measure.value(driver)
        stateBefore = driver.state
        driver.advance(to: c.at - Self.step)
        let late = measure.value(driver)
        driver.advance(to: c.at)
        let atBefore = measure.value(driver)
        sample.velocityBefore = (atBefore - late) / Self.step
        if changes { try driver.setViewport(condition.viewport, environment: condition.environment, at: c.at) }
        let atAfter = measure.value(driver)
        restsAfterTheChange = driver.isAtRest
        driver.advance(to: c.at + Self.step)
        sample.velocityAfter = (measure.value(driver) - atAfter) / Self.step
        driver.advance(to: c.at + 0.001)
        sample.lateAfter = measure.value(driver)
        stateAfter = driver.state
        restsAfterTheChange = restsAfterTheChange && driver.isAtRest
        try carryOn(c, &driver, changes: changes)
        var t = c.at + 0.1
        frame = Int((t * condition.fps).rounded(.up))
        while !driver.isAtRest, t < c.at + 10 {
            t = Double(frame) / condition.fps
            #expect(driver.advance(to: t) == nil)
            frame += 1
        }
        end = driver.state
    }

    /// The drag's continuation: the finger's first report after the change lands
    /// where the platform puts it in the new layout (the old point turned a
    /// quarter, for a rotation's swapped axes), the next ones move on by the
    /// case's steps, then it lifts.
    private mutating func carryOn(_ c: ViewportCase, _ driver: inout AnyInteractionDriver, changes: Bool) throws {
        guard !c.continuation.isEmpty, case .pointer(let last)? = c.setUp.last else { return }
        var t = c.at + 0.005
        let size = driver.scene.viewport
        var point =
            changes ? Point(x: last.location.y / Self.phone.height * size.width, y: last.location.x / Self.phone.width * size.height) : last.location
        let before = c.measure.value(driver)
        #expect(driver.handle(PointerEvent(phase: .move, location: point, time: t)) == nil)
        jumpAtTheFirstReport = c.measure.value(driver) - before
        for step in c.continuation {
            t += 1.0 / 120
            point = point + step
            #expect(driver.handle(PointerEvent(phase: .move, location: point, time: t)) == nil)
        }
        #expect(driver.handle(PointerEvent(phase: .up, location: point, time: t + 0.004)) == nil)
    }

    static func apply(_ event: Trace.Event, to driver: inout AnyInteractionDriver) throws {
        switch event {
        case .pointer(let pointer): #expect(driver.handle(pointer) == nil)
        case .action(let action, let time): try driver.perform(action, at: time)
        case .environment(let environment, let time): try driver.setEnvironment(environment, at: time)
        case .viewport(let size, let time): try driver.setViewport(size, at: time)
        case .options(let options, let time): try driver.setOptions(options, at: time)
        }
    }
}
