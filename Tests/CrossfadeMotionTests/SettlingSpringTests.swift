import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("SettlingSpring")
struct SettlingSpringTests {
    /// (line, spring, start, velocity, target, tolerance): each lands exactly on its
    /// target at rest at its settle instant, was outside the tolerance just before
    /// it, and never snaps by more than the tolerance.
    @Test(arguments: [
        (#line, Spring(response: 0.42, dampingRatio: 0.82), 120.0, 0.0, 0.0, SettlingTolerance.points),
        (#line, Spring(response: 0.42, dampingRatio: 0.82), 0.0, -1_500.0, -30.0, .points),
        (#line, Spring(settlingDuration: 0.5, dampingRatio: 1), 0.4, 2.5, 1.0, .progress),
        (#line, Spring(response: 0.45, dampingRatio: 1.4), 300.0, 900.0, 0.0, .points),
        (#line, Spring(response: 0.3, dampingRatio: 1), 0.7, 0.0, 0.0, .opacity),
        (#line, Spring(response: 0.2, dampingRatio: 0.2), 10.0, 0.0, 0.0, .points)
    ])
    func landsExactlyOnItsTargetAtTheSettleInstant(
        line: Int, spring: Spring, start: Double, velocity: Double, target: Double, tolerance: SettlingTolerance
    ) {
        var motion = SettlingSpring(spring: spring, value: start, velocity: velocity, target: target, time: 1, tolerance: tolerance)
        let settle = motion.settleTime
        #expect(settle > 1, "line \(line): it takes time")
        // Sampled densely before the instant, the free motion is still away or moving
        // well into the second half of the wait: the instant is not far later than needed.
        var probe = SpringState(spring: spring, value: start, velocity: velocity, target: target, time: 1)
        var lastOutside = 1.0
        for step in 0..<4_000 {
            let t = 1 + (settle - 1) * Double(step) / 4_000
            probe.advance(to: t)
            if abs(probe.value - target) > tolerance.value || abs(probe.velocity) > tolerance.velocity { lastOutside = t }
        }
        #expect(lastOutside > 1 + (settle - 1) * 0.5, "line \(line): settles at \(settle) s, last outside at \(lastOutside) s")
        probe.advance(to: settle)
        #expect(abs(probe.value - target) <= tolerance.value, "line \(line): the snap is within the tolerance")
        motion.advance(to: settle - 1e-9)
        #expect(!motion.isSettled && motion.value != target, "line \(line)")
        motion.advance(to: settle)
        #expect(motion.isSettled && motion.value == target && motion.velocity == 0, "line \(line)")
        motion.advance(to: settle + 10)
        #expect(motion.value == target && motion.velocity == 0, "line \(line)")
    }

    @Test func retargetingKeepsPositionAndVelocityContinuous() {
        var motion = SettlingSpring(spring: .snappy, value: 0.0, velocity: 0, target: 100, time: 0, tolerance: .points)
        motion.advance(to: 0.12)
        let (value, velocity) = (motion.value, motion.velocity)
        motion.animate(to: -40)
        #expect(motion.value == value && motion.velocity == velocity && motion.target == -40)
        motion.advance(to: 0.12 + 1e-7)
        #expect(abs(motion.value - value - velocity * 1e-7) < 1e-6)
    }

    @Test func releaseCarriesTheGivenVelocity() {
        var card = SettlingSpring(spring: .bouncy, value: Vector(dx: 0, dy: 60), tolerance: .points)
        card.animate(to: .zero, velocity: Vector(dx: 0, dy: -400))
        #expect(card.velocity == Vector(dx: 0, dy: -400))
        card.advance(to: 1e-6)
        #expect(abs(card.value.dy - (60 - 400e-6)) < 1e-6)
    }

    @Test func componentsSettleSeparately() {
        // Settled horizontally almost at once; vertically it has far to go: the later one wins.
        let spring = Spring(response: 0.4, dampingRatio: 1)
        let motion = SettlingSpring(spring: spring, value: Vector(dx: 0.005, dy: 200), velocity: .zero, target: .zero, time: 0, tolerance: .points)
        let vertical = spring.settleTime(displacement: 200, velocity: 0, tolerance: 0.01, velocityTolerance: 0.5)
        #expect(motion.settleTime == vertical)
    }

    @Test func holdingStopsAtOnceWithoutAJump() {
        var motion = SettlingSpring(spring: .bouncy, value: 0.0, velocity: 2_000, target: 0, time: 0, tolerance: .points)
        motion.advance(to: 0.05)
        let caught = motion.value
        motion.hold(at: caught)
        #expect(motion.value == caught && motion.velocity == 0 && motion.isSettled)
        motion.advance(to: 3)
        #expect(motion.value == caught, "held where it was caught")
    }
}

@Suite("restingDetent: release decisions by projection")
struct RestingDetentTests {
    /// (line, position, velocity pt/s, detents, origin, maximum steps, expected index).
    @Test(arguments: [
        (#line, 300.0, 0.0, [0.0, 697], nil as Double?, nil as Int?, 0),  // a slow release short of half: back
        (#line, 360.0, 0.0, [0.0, 697], nil, nil, 1),  // past half: on
        (#line, 40.0, 1_500.0, [0.0, 697], nil, nil, 1),  // a 40 pt flick at 1,500 pt/s travels: 748.5 pt projected
        (#line, 600.0, -400.0, [0.0, 697], nil, nil, 1),  // moving back slowly from 600: projects to 400.4, stays
        (#line, 600.0, -600.0, [0.0, 697], nil, nil, 0),  // faster back: projects to 300.6, returns
        (#line, 348.5, 0.0, [0.0, 697], nil, nil, 0),  // an exact tie: the lower detent
        (#line, 410.0, 9_000.0, [0.0, 390, 780, 1_170], 390.0, 1, 2),  // a hard flick pages at most once
        (#line, 410.0, 9_000.0, [0.0, 390, 780, 1_170], nil, nil, 3),  // unlimited, it goes to the end
        (#line, 380.0, -9_000.0, [0.0, 390, 780, 1_170], 390.0, 1, 0),
        (#line, 500.0, 0.0, [0.0, 390, 780, 1_170], 390.0, 0, 1),  // zero steps: stays on the origin's detent
        (#line, 5.0, 0.0, [], nil, nil, 0)
    ])
    func choosesTheDetentNearestTheProjection(
        line: Int, position: Double, velocity: Double, detents: [Double],
        origin: Double?, steps: Int?, expected: Int
    ) {
        #expect(
            restingDetent(position: position, velocity: velocity, detents: detents, origin: origin, maximumSteps: steps) == expected,
            "line \(line)")
    }

    @Test func usesTheGivenDecelerationRate() {
        // 1,000 pt/s projects 499 pt at .normal but only 99 pt at .fast.
        #expect(restingDetent(position: 0, velocity: 1_000, detents: [0, 300], decelerationRate: .normal) == 1)
        #expect(restingDetent(position: 0, velocity: 1_000, detents: [0, 300], decelerationRate: .fast) == 0)
    }
}

@Suite("Axis and layout direction")
struct AxisTests {
    @Test(arguments: Axis.allCases)
    func buildsValuesBackFromTheirComponents(axis: Axis) {
        let vector = Vector(dx: 3, dy: -7)
        #expect(axis.vector(main: axis.main(vector), cross: axis.cross(vector)) == vector)
        let point = Point(x: 11, y: 13)
        #expect(axis.point(main: axis.main(point), cross: axis.cross(point)) == point)
        let size = Size(width: 390, height: 844)
        #expect(axis.size(main: axis.main(size), cross: axis.cross(size)) == size)
        #expect(axis.project(vector) == axis.vector(axis.main(vector)))
        #expect(axis.perpendicular.main(vector) == axis.cross(vector))
        #expect(axis.span(of: Rect(x: 1, y: 2, width: 10, height: 20)) == (axis == .horizontal ? 1...11 : 2...22))
    }

    @Test func rightToLeftMirrorsHorizontalPositionsAndMovements() {
        let rtl = LayoutDirection.rightToLeft, ltr = LayoutDirection.leftToRight
        #expect(ltr.x(leading: 20, width: 100, in: 390) == 20)
        #expect(rtl.x(leading: 20, width: 100, in: 390) == 270)
        #expect(rtl.mirrored(Rect(x: 20, y: 5, width: 100, height: 8), in: 390) == Rect(x: 270, y: 5, width: 100, height: 8))
        #expect(rtl.leadingDelta(-40) == 40 && ltr.leadingDelta(-40) == -40)
        #expect(rtl.screenDelta(rtl.leadingDelta(17)) == 17)
    }
}
