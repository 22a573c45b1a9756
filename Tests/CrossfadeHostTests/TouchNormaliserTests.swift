import CrossfadeHost
import CrossfadeInput
import CrossfadeMotion
import CrossfadeTestSupport
import Testing

/// Platform touches into the engine's pointer events: one clock, stable ids,
/// no finger left down, coalesced samples.
@Suite("Touch normaliser")
struct TouchNormaliserTests {
    typealias T = PlatformTouch

    /// A touch report: identity, phase, (x, y), platform time, and coalesced samples (x, y, t).
    static func touch(
        _ identity: UInt64, _ phase: T.Phase, _ x: Double, _ y: Double, _ t: Double,
        _ samples: [(Double, Double, Double)] = []
    ) -> T {
        T(
            identity: identity, location: Point(x: x, y: y), timestamp: t, phase: phase,
            coalesced: samples.map { T.Sample(location: Point(x: $0.0, y: $0.1), timestamp: $0.2) })
    }

    /// What a host hands the normaliser, in order: a touch report, or a display
    /// frame it advanced the engine to (its target time).
    enum Input { case touch(T), frame(Double) }

    /// What came out, as `phase pointer x,y @t` (engine time, from the first input).
    static func run(_ inputs: [Input]) -> [String] {
        var normaliser = TouchNormaliser()
        var clock = HostClock()
        var out: [String] = []
        for input in inputs {
            switch input {
            case .frame(let target): _ = clock.time(target)
            case .touch(let report):
                for event in normaliser.events(for: report, clock: &clock) {
                    out.append(
                        "\(event.phase) \(event.pointer) \(decimalText(event.location.x)),\(decimalText(event.location.y)) @\(decimalText(event.time, fractionDigits: 6))"
                    )
                }
            }
        }
        return out
    }

    static func touches(_ reports: T...) -> [Input] { reports.map { .touch($0) } }

    static let cases: [(line: Int, inputs: [Input], expected: [String])] = [
        // A finger down, moved and lifted: times measured from the first input.
        (
            #line, touches(touch(7, .down, 10, 10, 100), touch(7, .move, 10, 30, 100.016), touch(7, .up, 10, 30, 100.032)),
            ["down 1 10,10 @0", "move 1 10,30 @0.016", "up 1 10,30 @0.032"]
        ),
        // The display advanced to its next frame's target (100.033) before the finger's
        // up (stamped 100.030) arrived: the up is delivered at the engine's time.
        (
            #line, [.touch(touch(7, .down, 10, 10, 100)), .frame(100.033), .touch(touch(7, .up, 10, 10, 100.030))],
            ["down 1 10,10 @0", "up 1 10,10 @0.033"]
        ),
        // A finger that begins again under an identity still down (its end was lost):
        // the old one is cancelled and the new down is accepted under pointer 1 again.
        (
            #line, touches(touch(1, .down, 10, 10, 100), touch(1, .down, 50, 50, 100.5)),
            ["down 1 10,10 @0", "cancel 1 10,10 @0.5", "down 1 50,50 @0.5"]
        ),
        // Two fingers: each keeps its id; a third gets the smallest free one.
        (
            #line,
            touches(
                touch(11, .down, 10, 10, 100), touch(22, .down, 90, 90, 100.01), touch(11, .up, 10, 10, 100.02),
                touch(33, .down, 40, 40, 100.03), touch(22, .move, 95, 90, 100.04)),
            ["down 1 10,10 @0", "down 2 90,90 @0.01", "up 1 10,10 @0.02", "down 1 40,40 @0.03", "move 2 95,90 @0.04"]
        ),
        // Coalesced samples become moves in time order; the report's own position last.
        (
            #line, touches(touch(7, .down, 0, 0, 100), touch(7, .move, 0, 30, 100.016, [(0, 10, 100.004), (0, 20, 100.008), (0, 30, 100.016)])),
            ["down 1 0,0 @0", "move 1 0,10 @0.004", "move 1 0,20 @0.008", "move 1 0,30 @0.016"]
        ),
        // Samples not newer than what was delivered are dropped.
        (
            #line,
            touches(
                touch(7, .down, 0, 0, 100), touch(7, .move, 0, 20, 100.02), touch(7, .move, 0, 25, 100.03, [(0, 20, 100.01), (0, 25, 100.03)])),
            ["down 1 0,0 @0", "move 1 0,20 @0.02", "move 1 0,25 @0.03"]
        ),
        // A move, an end or a cancel for a finger never seen beginning is ignored.
        (#line, touches(touch(9, .move, 0, 0, 100), touch(9, .up, 0, 0, 100.1), touch(9, .cancel, 0, 0, 100.2)), []),
        // Stationary reports say nothing; a non-finite location never goes down (its
        // time still starts the session's clock: the first timed input is time zero).
        (
            #line, touches(touch(7, .down, .nan, 0, 100), touch(8, .down, 5, 5, 100.1), touch(8, .stationary, 5, 5, 100.2)),
            ["down 1 5,5 @0.1"]
        ),
        // Positions to 1/10,000 pt and times to the microsecond (what a trace writes exactly).
        (
            #line, touches(touch(7, .down, 10.123456, 3.99999, 100), touch(7, .move, 11, 3, 100.0000004)),
            ["down 1 10.1235,4 @0", "move 1 11,3 @0"]
        )
    ]

    @Test(arguments: cases)
    func touchesBecomePointerEvents(line: Int, inputs: [Input], expected: [String]) {
        #expect(Self.run(inputs) == expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test func aLostTouchIsCancelledAndTheNextDownAccepted() {
        var session = try! AnyHostSession(interaction: "player-transition", viewport: Size(width: 390, height: 844))
        _ = try! session.frame(at: 50)
        #expect(session.touch(Self.touch(1, .down, 195, 729, 50.01)).refusals.isEmpty)
        _ = session.touch(Self.touch(1, .move, 195, 600, 50.05))
        #expect(session.touches.downCount == 1)
        #expect(session.loseTouches().refusals.isEmpty)  // pointer capture lost
        #expect(session.touches.downCount == 0)
        // The page reuses pointer id 1 for the next touch: accepted, not "already down".
        let next = session.touch(Self.touch(1, .down, 195, 729, 50.5))
        #expect(next.refusals.isEmpty)
        #expect(session.driver.state["phase"] != .string("idle") || session.touches.downCount == 1)
    }

    @Test func jitteredClocksNeverRunTheEngineBackwards() {
        var random = SeededGenerator(seed: 3)
        var session = try! AnyHostSession(interaction: "lyrics-cards", viewport: Size(width: 390, height: 844))
        var t = 1_000.0
        _ = session.touch(Self.touch(5, .down, 195, 420, t))
        for step in 0..<400 {
            // Frames target ~16 ms ahead; touch stamps jitter up to 12 ms behind them.
            t += random.double(in: 0.004...0.016)
            if step % 3 == 0 { _ = try! session.frame(at: t + 0.016) }
            let stamp = t - random.double(in: 0...0.012)
            let report =
                step == 399 ? Self.touch(5, .up, 195, 420 + Double(step) / 4, stamp) : Self.touch(5, .move, 195, 420 + Double(step) / 4, stamp)
            #expect(session.touch(report).refusals.isEmpty)
        }
        #expect(session.touches.downCount == 0)
    }
}
