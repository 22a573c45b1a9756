import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

/// Independent, hand-written evaluations of the three closed forms in PHYSICS.md,
/// to pin the generic implementation against.
private func referenceDisplacement(spring: Spring, x0: Double, v0: Double, t: Double) -> Double {
    let w0 = (spring.stiffness / spring.mass).squareRoot()
    let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    let lambda = zeta * w0
    if abs(zeta - 1) < 1e-8 {
        return (-w0 * t).exponential * (x0 + (v0 + w0 * x0) * t)
    } else if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return (-lambda * t).exponential * (x0 * (wd * t).cosine + ((v0 + lambda * x0) / wd) * (wd * t).sine)
    } else {
        let wd = w0 * (zeta * zeta - 1).squareRoot()
        let rPlus = -lambda + wd, rMinus = -lambda - wd
        let c2 = (v0 - rPlus * x0) / (rMinus - rPlus)
        let c1 = x0 - c2
        return c1 * (rPlus * t).exponential + c2 * (rMinus * t).exponential
    }
}

@Suite("Spring closed forms")
struct SpringClosedFormTests {
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, .default, .interactive,
        Spring(response: 0.5, dampingRatio: 0), Spring(response: 0.7, dampingRatio: 1.6),
        Spring(mass: 2, stiffness: 300, damping: 10), Spring(mass: 1, stiffness: 100, damping: 20)
    ]

    @Test(arguments: springs)
    func valueMatchesTheClosedForm(spring: Spring) {
        for (x0, v0) in [(1.0, 0.0), (-40.0, 300.0), (250.0, -2_000.0), (0.0, 10.0)] {
            for step in 0...120 {
                let t = Double(step) / 60
                let (x, _) = spring.displacement(from: x0, velocity: v0, time: t)
                let expected = referenceDisplacement(spring: spring, x0: x0, v0: v0, t: t)
                #expect(isClose(x, expected, tolerance: 1e-9 * max(1, abs(x0), abs(v0))))
            }
        }
    }

    @Test(arguments: springs)
    func velocityIsTheDerivativeOfValue(spring: Spring) {
        let h = 1e-6
        for step in 1...60 {
            let t = Double(step) / 40
            let (_, v) = spring.displacement(from: 80.0, velocity: -500.0, time: t)
            let ahead = spring.displacement(from: 80.0, velocity: -500.0, time: t + h).value
            let behind = spring.displacement(from: 80.0, velocity: -500.0, time: t - h).value
            #expect(isClose(v, (ahead - behind) / (2 * h), tolerance: 1e-4 * max(1, abs(v))))
        }
    }

    @Test(arguments: springs)
    func motionObeysTheEquationOfMotion(spring: Spring) {
        // m·x'' + c·x' + k·x = 0, with x'' from the analytic velocity by central difference.
        let h = 1e-6
        for step in 1...30 {
            let t = Double(step) / 30
            let (x, v) = spring.displacement(from: 50.0, velocity: 120.0, time: t)
            let acceleration =
                (spring.displacement(from: 50.0, velocity: 120.0, time: t + h).velocity
                    - spring.displacement(from: 50.0, velocity: 120.0, time: t - h).velocity) / (2 * h)
            let residual = spring.mass * acceleration + spring.damping * v + spring.stiffness * x
            #expect(abs(residual) < 1e-3 * max(1, spring.stiffness * 50))
        }
    }

    @Test func swiftUISemanticsStartAtZeroTowardTheTarget() {
        let spring = Spring.bouncy
        #expect(spring.value(target: 100.0, initialVelocity: 40, time: 0) == 0)
        #expect(isClose(spring.velocity(target: 100.0, initialVelocity: 40, time: 0), 40, tolerance: 1e-12))
        #expect(isClose(spring.value(target: 100.0, time: 10), 100, tolerance: 1e-9))
        let point = spring.value(target: Point(x: 10, y: -20), time: 0.2)
        #expect(isClose(point.x, spring.value(target: 10.0, time: 0.2), tolerance: 1e-12))
        #expect(isClose(point.y, spring.value(target: -20.0, time: 0.2), tolerance: 1e-12))
    }

    @Test func valueAndVelocityAtZeroArePinnedForRandomSprings() {
        for seed in sweepSeeds {
            var random = SeededGenerator(seed: seed)
            for _ in 0..<200 {
                let spring = Spring(response: random.double(in: 0.05...2), dampingRatio: random.double(in: 0...3))
                let target = random.double(in: -1_000...1_000), velocity = random.double(in: -5_000...5_000)
                #expect(spring.value(target: target, initialVelocity: velocity, time: 0) == 0, "seed \(seed)")
                #expect(
                    isClose(
                        spring.velocity(target: target, initialVelocity: velocity, time: 0), velocity,
                        tolerance: 1e-9 * max(1, abs(velocity))), "seed \(seed)")
            }
        }
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        for seed in sweepSeeds {
            var random = SeededGenerator(seed: seed)
            for _ in 0..<100 {
                let spring = Spring(response: random.double(in: 0.05...2), dampingRatio: 1)
                let x0 = random.double(in: -500...500)
                // From rest, or moving away from the target: the sign of x never changes.
                let v0 = x0.sign == .minus ? -random.double(in: 0...2_000) : random.double(in: 0...2_000)
                for step in 0...400 {
                    let x = spring.displacement(from: x0, velocity: v0, time: Double(step) / 100).value
                    #expect(x * x0 >= 0, "seed \(seed): x0 \(x0), v0 \(v0), x \(x)")
                }
            }
        }
    }

    @Test func overdampedSpringNeverOvershootsFromRest() {
        let spring = Spring(response: 0.4, dampingRatio: 2)
        for step in 0...400 {
            #expect(spring.value(target: 1.0, time: Double(step) / 100) <= 1)
        }
    }

    @Test func underdampedSpringOvershoots() {
        // The first peak of a step response overshoots by e^(−πζ/√(1−ζ²)).
        let spring = Spring.bouncy
        let peak = (0...2_000).map { spring.value(target: 1.0, time: Double($0) / 2_000) }.max()!
        let zeta = spring.dampingRatio
        let expected = 1 + (-Double.pi * zeta / (1 - zeta * zeta).squareRoot()).exponential
        #expect(isClose(peak, expected, tolerance: 1e-5))
    }

    @Test func nonsenseParametersAreClampedNeverNaN() {
        let negativeMass = Spring(mass: -3, stiffness: 100, damping: 10)
        #expect(negativeMass.mass == Spring.Limits.mass.lowerBound)
        let nanEverything = Spring(mass: .nan, stiffness: .nan, damping: .nan)
        #expect(nanEverything == Spring(mass: 1, stiffness: 100, damping: 10))
        let negativeDamping = Spring(mass: 1, stiffness: 100, damping: -5)
        #expect(negativeDamping.damping == 0)
        let infiniteResponse = Spring(response: .infinity, dampingRatio: -1)
        #expect(isClose(infiniteResponse.response, Spring.Limits.response.upperBound, tolerance: 1e-9))
        #expect(infiniteResponse.dampingRatio == 0)
        #expect(Spring(duration: .nan, bounce: .nan) == Spring(duration: 0.5, bounce: 0))
        #expect(Spring(duration: 0.5, bounce: -1).dampingRatio.isFinite)
        for spring in [negativeMass, nanEverything, negativeDamping, infiniteResponse] {
            for time in [-1.0, .nan, 0, 0.3, .infinity, -.infinity] {
                let value = spring.value(target: 10.0, initialVelocity: 3, time: time)
                let velocity = spring.velocity(target: 10.0, initialVelocity: 3, time: time)
                #expect(value.isFinite && velocity.isFinite, "\(spring) at \(time)")
            }
        }
        // Times before the start, or NaN, count as the start.
        #expect(Spring.snappy.value(target: 10.0, time: .nan) == 0)
        #expect(Spring.snappy.value(target: 10.0, time: -2) == 0)
        #expect(isClose(Spring.snappy.value(target: 10.0, time: .infinity), 10, tolerance: 1e-12))
    }
}
