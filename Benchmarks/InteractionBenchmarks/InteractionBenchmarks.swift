import Benchmark
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One animating frame: advance 1/120 s, then build the scene, restarting the
/// animation whenever it comes to rest so every iteration is mid-flight.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let viewport = Size(width: 390, height: 844)

    Benchmark("player-transition frame (advance + scene)") { benchmark in
        var model = try! InteractionRegistry.standard.make("player-transition", viewport: viewport)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if model.isAtRest { try! model.perform(InteractionAction("toggle")) }
            time += 1.0 / 120
            model.advance(to: time)
            blackHole(model.scene)
        }
    }

    Benchmark("player-transition frame (advance only)") { benchmark in
        var model = try! InteractionRegistry.standard.make("player-transition", viewport: viewport)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if model.isAtRest { try! model.perform(InteractionAction("toggle")) }
            time += 1.0 / 120
            model.advance(to: time)
            blackHole(model.isAtRest)
        }
    }

    Benchmark("lyrics-cards frame (advance + scene)") { benchmark in
        var model = try! InteractionRegistry.standard.make("lyrics-cards", viewport: viewport)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if model.isAtRest { try! model.perform(InteractionAction("next")) }
            time += 1.0 / 120
            model.advance(to: time)
            blackHole(model.scene)
        }
    }

    Benchmark("lyrics-cards frame (advance only)") { benchmark in
        var model = try! InteractionRegistry.standard.make("lyrics-cards", viewport: viewport)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if model.isAtRest { try! model.perform(InteractionAction("next")) }
            time += 1.0 / 120
            model.advance(to: time)
            blackHole(model.isAtRest)
        }
    }
}
