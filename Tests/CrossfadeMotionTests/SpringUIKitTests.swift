import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("UIKit's duration solve and Core Animation's settling duration")
struct SpringUIKitTests {
    @Test func physicsExamples() {
        let half = Spring(settlingDuration: 0.5, dampingRatio: 0.5)
        #expect(isClose(half.stiffness.squareRoot(), 25.4338, tolerance: 5e-5), "ω = \(half.stiffness.squareRoot())")
        #expect(isClose(half.stiffness, 646.88, tolerance: 5e-3) && isClose(half.damping, 25.434, tolerance: 5e-4))
        let critical = Spring(settlingDuration: 0.5, dampingRatio: 1)
        #expect(isClose(critical.stiffness.squareRoot(), 18.4668, tolerance: 5e-5))
        #expect(isClose(Spring(mass: 1, stiffness: 100, damping: 10).coreAnimationSettlingDuration(), 1.4727, tolerance: 5e-5))
    }

    /// (line, T, ζ): released from rest, the spring is within 0.001 of a unit target
    /// at exactly T when critically damped. Under-damped, UIKit's own equation bounds
    /// the oscillating (sine) term by ε, so the whole displacement at T is within
    /// ε·√(1 + g²)/g, g = ζ/√(1 − ζ²) — e.g. 0.00143 at ζ 0.7, which is what UIKit does.
    @Test(arguments: [
        (#line, 0.1, 1.0), (#line, 0.35, 1.0), (#line, 0.5, 1.0), (#line, 2.0, 1.0), (#line, 10.0, 1.0),
        (#line, 0.5, 0.9), (#line, 0.5, 0.7), (#line, 0.5, 0.5), (#line, 0.3, 0.8), (#line, 1.0, 0.6), (#line, 0.25, 0.95),
        (#line, 0.5, 0.2)
    ])
    func withinEpsilonAtExactlyTheDuration(line: Int, duration: Double, zeta: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: zeta)
        #expect(isClose(spring.dampingRatio, zeta, tolerance: 1e-9) && spring.mass == 1, "line \(line)")
        let remaining = abs(1 - spring.value(target: 1.0, time: duration))
        let g = zeta / (1 - zeta * zeta).squareRoot()
        let bound = zeta >= 1 ? 0.001 : 0.001 * (1 + g * g).squareRoot() / g
        #expect(remaining <= bound + 1e-9, "line \(line): \(remaining) left at T (bound \(bound))")
        if zeta < 1 {
            // And the sine term UIKit solves for is exactly ε at T.
            let w = spring.stiffness.squareRoot(), wd = w * (1 - zeta * zeta).squareRoot()
            #expect(isClose(zeta * w / wd * (-zeta * w * duration).exponential, 0.001, tolerance: 1e-12), "line \(line)")
        }
    }

    @Test func velocityEntersTheSolveAndTheInverseRecoversTheDuration() {
        let still = Spring(settlingDuration: 0.6, dampingRatio: 0.8)
        let pushed = Spring(settlingDuration: 0.6, dampingRatio: 0.8, initialVelocity: 3)
        #expect(still.stiffness != pushed.stiffness, "UIKit's solve depends on the relative velocity")
        for (duration, zeta, velocity) in [(0.6, 0.8, 0.0), (0.6, 0.8, 3.0), (0.5, 1.0, 0.0), (1.5, 0.4, -2.0), (0.3, 1.0, 2.0)] {
            let spring = Spring(settlingDuration: duration, dampingRatio: zeta, initialVelocity: velocity)
            let recovered = spring.uikitDuration(initialVelocity: velocity)
            #expect(
                recovered.map { isClose($0, duration, tolerance: 1e-9) } == true,
                "T \(duration) ζ \(zeta) v \(velocity): \(String(describing: recovered))")
        }
        #expect(Spring(response: 0.4, dampingRatio: 1.5).uikitDuration() == nil, "UIKit has no over-damped duration spring")
    }

    @Test func clampsLikeUIKit() {
        #expect(isClose(Spring(settlingDuration: 0.5, dampingRatio: 3).dampingRatio, 1, tolerance: 1e-12))
        #expect(Spring(settlingDuration: 60, dampingRatio: 1) == Spring(settlingDuration: 10, dampingRatio: 1))
        #expect(Spring(settlingDuration: 0, dampingRatio: 1) == Spring(settlingDuration: 0.01, dampingRatio: 1))
        #expect(Spring(settlingDuration: .nan, dampingRatio: .nan) == Spring(settlingDuration: 0.5, dampingRatio: 1))
    }

    @Test func coreAnimationAndSwiftUISettlingDurationsDiffer() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.coreAnimationSettlingDuration() - spring.settlingDuration) > 0.05)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).coreAnimationSettlingDuration() == .infinity)
        // ζ = 1: (1 + ω0 t)·e^(−ω0 t) = 0.001 exactly at the result.
        let critical = Spring(response: 0.5, dampingRatio: 1)
        let t = critical.coreAnimationSettlingDuration(), w = critical.stiffness.squareRoot()
        #expect(isClose((1 + w * t) * (-w * t).exponential, 0.001, tolerance: 1e-12))
    }
}
