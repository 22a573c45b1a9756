import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeSweep
import CrossfadeTrace
import Testing

/// What the harder property sweep found (issue 46: environment changes, lost and
/// second touches, frame bursts and gaps at random instants), each minimised trace
/// in `FuzzRegressions/` (where `FuzzRegressionTests` checks it with the sweep's checker).
@Suite("Sweep finding: an environment change while a list moves")
struct EnvironmentMidFlightFindingTests {
    /// library-pager seed 4432907734243 (trace 1670), minimised to 70 events: a drag
    /// down the list from its top, a lift (the list springs back through its rubber
    /// band), then 0.19 s later the text scale (0.58 → 1), direction, Reduce Motion
    /// and appearance change at the instant a finger lands on the list. The list's
    /// scroll took its new geometry but was drawn where the old one put it, so the
    /// touch at that same instant moved it 0.029 pt (the list now lays out again as a
    /// viewport change lays it out: its motion carries on from where it is drawn).
    @Test func theSweepsTraceHoldsEveryInvariant() throws {
        let trace = try FuzzFinding.trace("library-environment-change-mid-bounce")
        let problem = TraceChecker(registry: .standard).failure(of: trace)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// A list flicked (`dy` pt per 8 ms: up coasts, down from the top bounces) and let
    /// go; `after` seconds later the environment changes (text scale, direction,
    /// appearance). What is drawn then is where the list's motion is at that instant:
    /// advancing to the same instant, or a finger landing there, moves nothing.
    @Test(arguments: [
        (#line, "library-pager", -30.0, 0.05),
        (#line, "library-pager", -30.0, 0.3),
        (#line, "library-pager", 25.0, 0.05),
        (#line, "library-pager", 25.0, 0.2),
        (#line, "card-presentation", -30.0, 0.05),
        (#line, "card-presentation", -30.0, 0.3)
    ])
    func aListMovingThroughAnEnvironmentChangeIsDrawnWhereItIs(line: Int, interaction: String, dy: Double, after: Double) throws {
        let here = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        var trace = Trace(interaction: interaction)
        var events: [Trace.Event] = interaction == "card-presentation" ? [.action(InteractionAction("present"), time: 0)] : []
        let start = Point(x: 200, y: 600)
        for step in 0..<7 {
            let point = start + Vector(dx: 0, dy: dy * Double(step))
            events.append(.pointer(PointerEvent(phase: step == 0 ? .down : .move, location: point, time: 1 + Double(step) * 0.008)))
        }
        events.append(.pointer(PointerEvent(phase: .up, location: start + Vector(dx: 0, dy: dy * 6), time: 1.056)))
        trace.events = events
        let instant = 1.056 + after
        var driver: AnyInteractionDriver?
        _ = try Replay(trace: trace, registry: .standard).run(until: instant, hosting: { _, frame in driver = frame })
        var changed = try #require(driver)
        #expect(!changed.isAtRest, "the list still moves", sourceLocation: here)
        var environment = changed.environment
        environment.textScale = 2
        environment.layoutDirection = .rightToLeft
        environment.appearance = .light
        try changed.setEnvironment(environment, at: instant)
        var again = changed
        again.advance(to: instant)
        let difference = firstDifference(changed.scene, again.scene, tolerance: 1e-9)
        #expect(difference == nil, "advancing to the instant of the change moved \(difference ?? "")", sourceLocation: here)
        var touched = changed
        touched.handle(PointerEvent(phase: .down, location: start, time: instant))
        let moved = firstDifference(changed.scene, touched.scene, tolerance: 1e-9)
        #expect(moved == nil, "the touch at the instant of the change moved \(moved ?? "")", sourceLocation: here)
    }
}
