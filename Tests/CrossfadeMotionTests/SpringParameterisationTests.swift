import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("Spring parameterisations")
struct SpringParameterisationTests {
    @Test func durationAndBounceMatchApplesDocumentedConstants() {
        // SwiftUI documents Spring(duration: 0.5, bounce: 0.3) as stiffness ≈ 157.91, damping ≈ 17.59.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.mass, 1, tolerance: 1e-12))
        #expect(isClose(spring.stiffness, 157.91, tolerance: 0.005))
        #expect(isClose(spring.damping, 17.59, tolerance: 0.005))
        #expect(isClose(spring.dampingRatio, 0.7, tolerance: 1e-12))
        #expect(isClose(spring.bounce, 0.3, tolerance: 1e-12))
        #expect(isClose(spring.duration, 0.5, tolerance: 1e-12))
    }

    @Test(arguments: [
        (0.5, 0.0, 1.0), (0.5, 0.15, 0.85), (0.3, 0.3, 0.7), (1.0, -0.5, 2.0), (0.8, -0.2, 1.25), (0.25, 1.0, 0.0)
    ])
    func bounceMapsToDampingRatio(duration: Double, bounce: Double, zeta: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(isClose(spring.dampingRatio, zeta, tolerance: 1e-12))
        #expect(isClose(spring.bounce, bounce, tolerance: 1e-12))
        #expect(isClose(spring.response, duration, tolerance: 1e-12))
    }

    @Test(arguments: [(0.5, 0.825), (0.15, 0.86), (1.2, 1.0), (0.35, 2.5), (0.6, 0.1)])
    func responseAndDampingRatioRoundTrip(response: Double, zeta: Double) {
        let spring = Spring(response: response, dampingRatio: zeta)
        let twoPi = 2 * Double.pi
        #expect(isClose(spring.stiffness, (twoPi / response) * (twoPi / response), tolerance: 1e-9))
        #expect(isClose(spring.damping, 4 * Double.pi * zeta / response, tolerance: 1e-9))
        #expect(isClose(spring.response, response, tolerance: 1e-12))
        #expect(isClose(spring.dampingRatio, zeta, tolerance: 1e-12))
    }

    @Test(arguments: [(1.0, 100.0, 10.0), (2.0, 300.0, 5.0), (0.5, 50.0, 40.0)])
    func physicalConstantsDeriveResponseAndRatio(mass: Double, stiffness: Double, damping: Double) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(spring.mass == mass && spring.stiffness == stiffness && spring.damping == damping)
        #expect(isClose(spring.response, 2 * Double.pi / (stiffness / mass).squareRoot(), tolerance: 1e-12))
        #expect(isClose(spring.dampingRatio, damping / (2 * (stiffness * mass).squareRoot()), tolerance: 1e-12))
    }

    @Test func presetsMatchSwiftUI() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(isClose(Spring.default.response, 0.5, tolerance: 1e-12))
        #expect(isClose(Spring.default.dampingRatio, 0.825, tolerance: 1e-12))
        #expect(isClose(Spring.interactive.response, 0.15, tolerance: 1e-12))
        #expect(isClose(Spring.interactive.dampingRatio, 0.86, tolerance: 1e-12))
        #expect(Spring.snappy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.25))
    }

    @Test(arguments: [0.1, 0.25, 0.5, 1.0, 2.0])
    func uikitDurationSolveIsWithinEpsilonExactlyAtDurationWhenCriticallyDamped(duration: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: 1)
        #expect(spring.mass == 1)
        let remaining = 1 - spring.value(target: 1.0, time: duration)
        #expect(isClose(remaining, 0.001, tolerance: 1e-9))
        #expect(isClose(spring.settlingDuration, duration, tolerance: 1e-6))
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, .default, .interactive, Spring(response: 0.4, dampingRatio: 1.8)])
    func settlingDurationIsTheLastTimeOutsideTheBand(spring: Spring) {
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        // Just before, the unit step is still 0.001 away (or more); after, never again.
        #expect(abs(1 - spring.value(target: 1.0, time: settle - 1e-6)) >= 0.001 - 1e-9)
        for step in 1...400 {
            #expect(abs(1 - spring.value(target: 1.0, time: settle + Double(step) * 0.005)) < 0.001)
        }
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }
}
