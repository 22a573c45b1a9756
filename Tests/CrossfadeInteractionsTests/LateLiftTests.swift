import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTestSupport
import Testing

/// A flick keeps its velocity when the finger lifts within the rest window
/// (40 ms) of its last move; only a real pause before the lift reads as zero.
/// A 40 pt flick at 1,500 pt/s opens the player and swaps the lyric cards; the
/// same 40 pt drag at rest does neither.
@Suite("Flicks survive a late finger-up")
struct LateLiftTests {
    static let delays: [Double] = [0, 0.004, 0.008, 0.016, 0.025, 0.033, 0.040, 0.045, 0.050, 0.060]
    static let rates: [Double] = [60, 120, 240]

    /// Flicks `distance` pt (negative: up) from `start` at 1,500 pt/s, sampled at
    /// `rate` Hz, lifting `delay` s after the last move at the same spot.
    func flick(_ driver: inout AnyInteractionDriver, from start: Point, by distance: Double, rate: Double, delay: Double) {
        let duration = abs(distance) / 1_500
        let steps = max(1, Int((duration * rate).rounded()))
        driver.handle(PointerEvent(phase: .down, location: start, time: 0))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            driver.handle(PointerEvent(phase: .move, location: Point(x: start.x, y: start.y + distance * f), time: duration * f))
        }
        driver.handle(PointerEvent(phase: .up, location: Point(x: start.x, y: start.y + distance), time: duration + delay))
        driver.advance(to: duration + delay + 3)
    }

    @Test(arguments: rates, delays)
    func thePlayerOpensUnlessTheFingerRested(rate: Double, delay: Double) throws {
        var driver = try make("player-transition")
        flick(&driver, from: Point(x: 195, y: 844 - 83 - 32), by: -40, rate: rate, delay: delay)
        let expected = delay <= VelocityTracker.pauseThreshold ? "open" : "closed"
        #expect(driver.state["state"] == .string(expected), "\(rate) Hz, lifted \(delay * 1_000) ms after the last move")
    }

    @Test(arguments: rates, delays)
    func theCardsSwapUnlessTheFingerRested(rate: Double, delay: Double) throws {
        var driver = try make("lyrics-cards")
        flick(&driver, from: Point(x: 195, y: 440), by: 40, rate: rate, delay: delay)
        let expected = delay <= VelocityTracker.pauseThreshold ? 1 : 0
        #expect(driver.state["front"] == .int(expected), "\(rate) Hz, lifted \(delay * 1_000) ms after the last move")
    }
}
