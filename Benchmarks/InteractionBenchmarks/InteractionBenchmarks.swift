import Benchmark
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One animating frame of `id`: advance 1/120 s (then read the scene when
/// `drawing`), performing the next of `restarts` whenever the model comes to
/// rest so every iteration is mid-flight.
func frameBenchmark(_ id: String, restarts: [String], drawing: Bool, options: [String: Scalar] = [:], setup: [InteractionAction] = [],
                    label: String = "") {
    Benchmark("\(id)\(label) frame (advance\(drawing ? " + scene" : " only"))") { benchmark in
        var driver = try! InteractionRegistry.standard.make(id, options: options, viewport: Size(width: 390, height: 844))
        for action in setup { try! driver.perform(action, at: 0) }
        driver.advance(to: 5)
        let actions = restarts.map { InteractionAction($0) }
        var time = 5.0, next = 0
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
        // The same frames with 12 and with 100,000 covers (only those near the screen are layers).
        frameBenchmark("cover-carousel", restarts: ["increment", "decrement"], drawing: drawing,
                       setup: [InteractionAction("selectCover", ["index": .number(6)])], label: " 12 covers")
        frameBenchmark("cover-carousel", restarts: ["increment", "decrement"], drawing: drawing, options: ["trackCount": .number(100_000)],
                       setup: [InteractionAction("selectCover", ["index": .number(50_000)])], label: " 100,000 covers")
    }
}
