import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("Deceleration, projection and rubber band")
struct ScrollPhysicsFormulaTests {
    @Test func uiScrollViewRates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
        #expect(DecelerationRate(rawValue: 1.5).rawValue < 1)
    }

    @Test(arguments: [(1_000.0, 0.998), (-2_500.0, 0.998), (800.0, 0.99)])
    func decelerationFollowsTheExponential(v0: Double, d: Double) {
        let rate = DecelerationRate(rawValue: d)
        let lnd = d.naturalLogarithm
        for step in 0...20 {
            let t = Double(step) / 10
            #expect(isClose(rate.velocity(initialVelocity: v0, time: t), v0 * d.raised(to: 1000 * t), tolerance: 1e-9))
            #expect(isClose(rate.offset(initialVelocity: v0, time: t), v0 * (d.raised(to: 1000 * t) - 1) / (1000 * lnd), tolerance: 1e-9))
        }
        #expect(isClose(rate.offset(initialVelocity: v0, time: 100), rate.restingOffset(initialVelocity: v0), tolerance: 1e-6))
        let stop = rate.duration(initialVelocity: v0, threshold: 1)
        #expect(isClose(abs(rate.velocity(initialVelocity: v0, time: stop)), 1, tolerance: 1e-9))
        #expect(rate.duration(initialVelocity: 0.2, threshold: 1) == 0)
    }

    @Test func projectionIsTheWWDCFormula() {
        #expect(isClose(project(initialVelocity: 1_000), 499, tolerance: 1e-9))
        #expect(isClose(project(initialVelocity: -1_500, decelerationRate: .fast), -1.5 * 0.99 / 0.01, tolerance: 1e-9))
        #expect(project(initialVelocity: .nan) == 0)
    }

    @Test(arguments: [0.0, 10, 100, 390, 2_000, -50, -844])
    func rubberBandMatchesTheFormula(offset: Double) {
        let dimension = 844.0
        let expected = (1 - 1 / (abs(offset) * 0.55 / dimension + 1)) * dimension * (offset < 0 ? -1 : 1)
        #expect(isClose(rubberBand(offset: offset, dimension: dimension), expected, tolerance: 1e-9))
        #expect(abs(rubberBand(offset: offset, dimension: dimension)) < dimension)
        #expect(isClose(rubberBandInverse(banded: expected, dimension: dimension), offset, tolerance: 1e-6))
    }

    @Test(arguments: [1.0, 40, 150, -90])
    func rubberBandSlopeIsTheDerivativeAtTheBandedOffset(offset: Double) {
        let banded = rubberBand(offset: offset, dimension: 844)
        let h = 1e-6
        let numeric = (rubberBand(offset: offset + h, dimension: 844) - rubberBand(offset: offset - h, dimension: 844)) / (2 * h)
        #expect(isClose(rubberBandSlope(banded: banded, dimension: 844), numeric, tolerance: 1e-6))
        #expect(rubberBandSlope(banded: 0, dimension: 844) == 1)
    }

    @Test func rubberBandStartsAtTheCoefficientAndSlowsDown() {
        let h = 1e-6
        #expect(isClose(rubberBand(offset: h, dimension: 400) / h, 0.55, tolerance: 1e-6))
        var previous = 0.0, previousStep = Double.infinity
        for step in 1...100 {
            let value = rubberBand(offset: Double(step) * 20, dimension: 400)
            #expect(value > previous && value - previous < previousStep)
            previousStep = value - previous
            previous = value
        }
        #expect(rubberBand(offset: 50, dimension: 0) == 0)
        #expect(rubberBand(offset: .nan, dimension: 400) == 0)
    }
}
