import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("UnitCurve")
struct UnitCurveTests {
    static let curves: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .default,
        .bezier(startControlPoint: Point(x: 0.2, y: 0.8), endControlPoint: Point(x: 0.3, y: 0.95)),
        .bezier(startControlPoint: Point(x: 0.9, y: 0.05), endControlPoint: Point(x: 0.95, y: 0.1))
    ]

    @Test(arguments: curves)
    func endsArePinned(curve: UnitCurve) {
        #expect(isClose(curve.value(at: 0), 0, tolerance: 1e-12))
        #expect(isClose(curve.value(at: 1), 1, tolerance: 1e-12))
    }

    @Test(arguments: curves)
    func roundTripsThroughItsInverse(curve: UnitCurve) {
        for step in 0...1_000 {
            let x = Double(step) / 1_000
            #expect(isClose(curve.inverse.value(at: curve.value(at: x)), x, tolerance: 1e-6), "x \(x)")
        }
    }

    @Test(arguments: curves)
    func velocityIsTheSlope(curve: UnitCurve) {
        let h = 1e-6
        for step in 1..<100 {
            let x = Double(step) / 100
            let slope = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(isClose(curve.velocity(at: x), slope, tolerance: 1e-4 * max(1, abs(slope))), "x \(x)")
        }
    }

    @Test func knownValues() {
        #expect(isClose(UnitCurve.linear.value(at: 0.3), 0.3, tolerance: 1e-12))
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-9))
        // easeIn is slower than linear everywhere inside, easeOut faster.
        for step in 1..<20 {
            let x = Double(step) / 20
            #expect(UnitCurve.easeIn.value(at: x) < x)
            #expect(UnitCurve.easeOut.value(at: x) > x)
        }
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        // CSS `ease` at 0.25: 0.4085 (Chromium's cubic-bezier(0.25,0.1,0.25,1)).
        #expect(isClose(UnitCurve.default.value(at: 0.25), 0.4085, tolerance: 5e-4))
    }

    @Test func extrapolatesLinearlyOutsideTheUnitInterval() {
        let curve = UnitCurve.default
        #expect(isClose(curve.value(at: -0.5), -0.5 * 0.1 / 0.25, tolerance: 1e-12))
        #expect(isClose(curve.value(at: 1.5), 1, tolerance: 1e-12))  // end slope is 0
        #expect(isClose(UnitCurve.linear.value(at: 2), 2, tolerance: 1e-12))
        #expect(curve.value(at: .nan) == 0)
    }

    @Test func controlPointsAreSanitised() {
        let curve = UnitCurve.bezier(startControlPoint: Point(x: -1, y: .nan), endControlPoint: Point(x: 7, y: 1))
        #expect(curve.startControlPoint == Point(x: 0, y: 0))
        #expect(curve.endControlPoint.x == 1)
        for step in 0...10 { #expect(curve.value(at: Double(step) / 10).isFinite) }
    }
}
