import Benchmark
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// A benchmark's frames from 5 s on, 1/120 s apart: the next of `restarts` is
/// performed whenever the model comes to rest, so every frame is mid-flight.
struct RestartingClock {
    let actions: [InteractionAction]
    var time = 5.0, next = 0

    init(_ restarts: [String]) { actions = restarts.map { InteractionAction($0) } }

    /// Advances `driver` one frame, restarting it first if it is at rest.
    mutating func frame(_ driver: inout AnyInteractionDriver) {
        time += 1.0 / 120
        if driver.isAtRest, !actions.isEmpty {
            try! driver.perform(actions[next % actions.count], at: time)
            next += 1
        }
        driver.advance(to: time)
    }
}

/// One animating frame of `id`: advance 1/120 s (then read the scene when
/// `drawing`), performing the next of `restarts` whenever the model comes to
/// rest so every iteration is mid-flight.
func frameBenchmark(
    _ id: String, restarts: [String], drawing: Bool, options: [String: Scalar] = [:], setup: [InteractionAction] = [],
    label: String = ""
) {
    Benchmark("\(id)\(label) frame (advance\(drawing ? " + scene" : " only"))") { benchmark in
        var driver = try! InteractionRegistry.standard.make(id, options: options, viewport: Size(width: 390, height: 844))
        for action in setup { try! driver.perform(action, at: 0) }
        driver.advance(to: 5)
        var clock = RestartingClock(restarts)
        // Building the interaction (its layers, ids, paths) is not a frame: measure the loop alone.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            clock.frame(&driver)
            if drawing { blackHole(driver.scene) } else { blackHole(driver.isAtRest) }
        }
    }
}

/// One animating frame as a host runs it: advance 1/120 s, then plan the mount
/// operations from the layers' change marks and take them (what a UIKit host or
/// the page applies), restarting as `frameBenchmark` does.
func hostFrameBenchmark(_ id: String, restarts: [String], setup: [InteractionAction] = [], label: String = "") {
    Benchmark("\(id)\(label) host frame (advance + mount operations)") { benchmark in
        var driver = try! InteractionRegistry.standard.make(id, options: [:], viewport: Size(width: 390, height: 844))
        for action in setup { try! driver.perform(action, at: 0) }
        driver.advance(to: 5)
        var planner = MountPlanner()
        blackHole(planner.plan(driver.scene.layers))
        driver.takeChanges()
        var clock = RestartingClock(restarts)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            clock.frame(&driver)
            blackHole(planner.plan(driver.scene.layers).count)
            driver.takeChanges()
        }
    }
}

/// 50 categories of 20 sub-categories each.
let largeLibrary = (0..<50).map { c in "Category \(c):" + (0..<20).map { "Shelf \(c)-\($0)" }.joined(separator: ",") }.joined(separator: ";")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    hostFrameBenchmark("player-transition", restarts: ["toggle"])
    hostFrameBenchmark("card-presentation", restarts: ["present", "dismiss"])
    hostFrameBenchmark("cover-carousel", restarts: ["increment", "decrement"], setup: [InteractionAction("selectCover", ["index": .number(6)])])
    hostFrameBenchmark("showcase", restarts: ["player.toggle"], label: " player")
    hostFrameBenchmark(
        "showcase", restarts: [], setup: [InteractionAction("player.open"), InteractionAction("openLyrics"), InteractionAction("carousel.play")],
        label: " playing")
    for drawing in [true, false] {
        frameBenchmark("player-transition", restarts: ["toggle"], drawing: drawing)
        frameBenchmark("lyrics-cards", restarts: ["next"], drawing: drawing)
        frameBenchmark("card-presentation", restarts: ["present", "dismiss"], drawing: drawing)
        // The same frames with 12 and with 100,000 covers (only those near the screen are layers).
        frameBenchmark(
            "cover-carousel", restarts: ["increment", "decrement"], drawing: drawing,
            setup: [InteractionAction("selectCover", ["index": .number(6)])], label: " 12 covers")
        frameBenchmark(
            "cover-carousel", restarts: ["increment", "decrement"], drawing: drawing, options: ["trackCount": .number(100_000)],
            setup: [InteractionAction("selectCover", ["index": .number(50_000)])], label: " 100,000 covers")
        // The default library (2 × 3 pages) and 50 categories × 20 sub-categories, paging
        // back and forth inside a category (only the pages and labels near the screen are layers).
        frameBenchmark(
            "library-pager", restarts: ["nextPage", "previousPage"], drawing: drawing,
            setup: [InteractionAction("selectSubcategory", ["index": .number(1)])], label: " 2 × 3")
        frameBenchmark(
            "library-pager", restarts: ["nextPage", "previousPage"], drawing: drawing, options: ["categories": .string(largeLibrary)],
            setup: [InteractionAction("selectCategory", ["index": .number(25)]), InteractionAction("selectSubcategory", ["index": .number(9)])],
            label: " 50 × 20")
        // Everything mounted: the player opening and closing over Your Library (every
        // child advanced and updated each frame), and a playing track's clock.
        frameBenchmark("showcase", restarts: ["player.toggle"], drawing: drawing, label: " player")
        frameBenchmark(
            "showcase", restarts: [], drawing: drawing,
            setup: [
                InteractionAction("player.open"), InteractionAction("openLyrics"),
                InteractionAction("carousel.play")
            ], label: " playing")
    }
}
