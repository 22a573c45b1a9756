import Benchmark
import CrossfadeInput
import CrossfadeMotion

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    Benchmark("ScrollPhysics decelerating frame (120 Hz)") { benchmark in
        let configuration = ScrollConfiguration(viewportLength: 700, contentLength: 1_000_000)
        var scroll = ScrollPhysics(configuration, contentOffset: 500_000)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if !scroll.isDecelerating {
                scroll.beginDrag(at: time)
                scroll.endDrag(velocity: -3_000, at: time)
            }
            time += 1.0 / 120.0
            scroll.advance(to: time)
            blackHole(scroll.contentOffset)
        }
    }

    Benchmark("VelocityTracker add + velocity (120 Hz)") { benchmark in
        var tracker = VelocityTracker()
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 1.0 / 120.0
            tracker.add(Point(x: 100, y: 800 - 1_200 * time.truncatingRemainder(dividingBy: 0.5)), at: time)
            blackHole(tracker.velocity())
        }
    }

    Benchmark("VelocityTracker add (120 Hz)") { benchmark in
        var tracker = VelocityTracker()
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 1.0 / 120.0
            tracker.add(Point(x: 100, y: 800 - 1_200 * time.truncatingRemainder(dividingBy: 0.5)), at: time)
        }
        blackHole(tracker.velocity())
    }
}
