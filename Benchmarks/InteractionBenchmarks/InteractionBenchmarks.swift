import Benchmark
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One animating frame of `id`: advance 1/120 s (then read the scene when
/// `drawing`), performing the next of `restarts` whenever the model comes to
/// rest so every iteration is mid-flight.
func frameBenchmark(_ id: String, restarts: [String], drawing: Bool) {
    Benchmark("\(id) frame (advance\(drawing ? " + scene" : " only"))") { benchmark in
        var driver = try! InteractionRegistry.standard.make(id, viewport: Size(width: 390, height: 844))
        let actions = restarts.map { InteractionAction($0) }
        var time = 0.0, next = 0
        // Building the interaction (its layers, ids, paths) is not a frame: measure the loop alone.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 120
            if driver.isAtRest {
                try! driver.perform(actions[next % actions.count], at: time)
                next += 1
            }
            driver.advance(to: time)
            if drawing { blackHole(driver.scene) } else { blackHole(driver.isAtRest) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    for drawing in [true, false] {
        frameBenchmark("player-transition", restarts: ["toggle"], drawing: drawing)
        frameBenchmark("lyrics-cards", restarts: ["next"], drawing: drawing)
        frameBenchmark("card-presentation", restarts: ["present", "dismiss"], drawing: drawing)
    }
}
