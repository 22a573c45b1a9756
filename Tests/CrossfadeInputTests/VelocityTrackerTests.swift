import CrossfadeMotion
import CrossfadeTestSupport
import Testing
@testable import CrossfadeInput

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    /// A drag at constant velocity sampled at `rate` Hz with timestamps jittered by
    /// up to ±`jitter` s (each sample's position is exact for its own timestamp).
    private func drag(velocity: Vector, rate: Double, jitter: Double, seed: UInt64, duration: Double = 0.3) -> (VelocityTracker, Double) {
        var random = SeededGenerator(seed: seed)
        var tracker = VelocityTracker()
        let start = Point(x: 100, y: 600)
        var last = 0.0
        var frame = 0
        while Double(frame) / rate <= duration {
            var t = Double(frame) / rate + (frame == 0 ? 0 : random.double(in: -jitter...jitter))
            t = max(t, last + 0.0005)
            tracker.add(start + velocity.scaled(by: t), at: t)
            last = t
            frame += 1
        }
        return (tracker, last)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func constantSpeedIsEstimatedWithin2Percent(rate: Double) {
        for seed in sweepSeeds {
            for velocity in [Vector(dx: 0, dy: -1_500), Vector(dx: 800, dy: 300), Vector(dx: -120, dy: 0)] {
                let (tracker, end) = drag(velocity: velocity, rate: rate, jitter: 0.003, seed: seed)
                let estimate = tracker.velocity(at: end)
                #expect((estimate - velocity).length <= 0.02 * velocity.length, "seed \(seed) at \(rate) Hz: \(estimate)")
            }
        }
    }

    @Test func acceleratingDragIsEstimatedAtTheNewestSample() {
        // x = 2000·t² → velocity at t is 4000·t: a degree-2 fit is exact.
        var tracker = VelocityTracker()
        for frame in 0...30 {
            let t = Double(frame) / 120
            tracker.add(Point(x: 2_000 * t * t, y: 0), at: t)
        }
        #expect(isClose(tracker.velocity().dx, 4_000 * 0.25, tolerance: 1e-6))
    }

    @Test func stopThenReleaseGivesZero() {
        var tracker = VelocityTracker()
        for frame in 0...20 { tracker.add(Point(x: 0, y: Double(frame) * 10), at: Double(frame) / 60) }
        let last = 20.0 / 60
        #expect(tracker.velocity(at: last).length > 500)
        #expect(tracker.velocity(at: last + 0.041) == .zero)
        // Holding still with repeated samples also ends at zero.
        for frame in 1...6 { tracker.add(Point(x: 0, y: 200), at: last + Double(frame) / 60) }
        #expect(tracker.velocity(at: last + 0.1).length < 1)
    }

    @Test func reversalIsDetected() {
        var tracker = VelocityTracker()
        for frame in 0...20 { tracker.add(Point(x: Double(frame) * 10, y: 0), at: Double(frame) / 120) }
        for frame in 1...12 { tracker.add(Point(x: 200 - Double(frame) * 10, y: 0), at: (20 + Double(frame)) / 120) }
        #expect(tracker.velocity().dx < -1_000)
    }

    @Test func speedIsClampedToTheMaximum() {
        var tracker = VelocityTracker(maximumSpeed: 5_000)
        for frame in 0...10 { tracker.add(Point(x: 0, y: Double(frame) * 500), at: Double(frame) / 60) }
        #expect(isClose(tracker.velocity().length, 5_000, tolerance: 1e-6))
    }

    @Test func badSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 10, y: 0), at: 0.01)
        tracker.add(Point(x: .nan, y: 0), at: 0.02)
        tracker.add(Point(x: 30, y: 0), at: .infinity)
        tracker.add(Point(x: 40, y: 0), at: 0.005)  // older than the newest
        tracker.add(Point(x: 20, y: 0), at: 0.02)
        #expect(isClose(tracker.velocity().dx, 1_000, tolerance: 1e-6))
    }

    @Test func aSingleSampleHasNoVelocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.add(Point(x: 3, y: 4), at: 1)
        #expect(tracker.velocity() == .zero)
    }
}
