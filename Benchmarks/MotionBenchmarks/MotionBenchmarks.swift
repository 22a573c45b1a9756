import Benchmark
import CrossfadeMotion

// Figures for the closing notes: run with
//   CROSSFADE_BENCHMARKS=1 swift package --scratch-path .build-bench benchmark
// Metrics are wall clock, instructions and mallocs (retain/release counting
// crashes on this toolchain, so it is not used).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    Benchmark("Spring value+velocity (underdamped)") { benchmark in
        let spring = Spring.bouncy
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 0.001
            blackHole(spring.value(target: 100.0, initialVelocity: 250, time: time))
            blackHole(spring.velocity(target: 100.0, initialVelocity: 250, time: time))
        }
    }

    Benchmark("Spring value+velocity (critically damped, Point)") { benchmark in
        let spring = Spring.smooth
        var time = 0.0
        let target = Point(x: 120, y: -300)
        for _ in benchmark.scaledIterations {
            time += 0.001
            blackHole(spring.value(target: target, time: time))
            blackHole(spring.velocity(target: target, time: time))
        }
    }

    Benchmark("SpringState step (120 Hz)") { benchmark in
        var state = SpringState(spring: .snappy, value: 0.0, velocity: 900, target: 300, time: 0)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 1.0 / 120.0
            state.advance(to: time)
            blackHole(state.value)
        }
    }

    Benchmark("UnitCurve value (easeInOut)") { benchmark in
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_7
            if x > 1 { x -= 1 }
            blackHole(UnitCurve.easeInOut.value(at: x))
        }
    }
}
