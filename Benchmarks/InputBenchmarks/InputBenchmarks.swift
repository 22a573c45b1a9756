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

    Benchmark("NestedScrollChain: one delta through three owners") { benchmark in
        func owner(_ offset: Double, pin: Bool) -> ScrollOwner {
            ScrollOwner(
                ScrollPhysics(
                    ScrollConfiguration(
                        viewportLength: 600, contentLength: 1_000_000,
                        leadingEdge: pin ? .pin : .rubberBand, trailingEdge: pin ? .pin : .rubberBand),
                    contentOffset: offset))
        }
        var chain = NestedScrollChain(
            inner: owner(0, pin: true), outer: NestedScrollChain(inner: owner(0, pin: true), outer: owner(500_000, pin: false)))
        chain.beginDrag(at: 0)
        var time = 0.0
        var sign = 1.0
        for iteration in benchmark.scaledIterations {
            time += 1.0 / 120.0
            if iteration % 200 == 0 { sign = -sign }  // back and forth: every owner takes part, giving back included
            blackHole(chain.consume(sign * 7.5, at: time))
        }
    }

    Benchmark("GestureArena: down, moves past the slop, up") { benchmark in
        var arena = GestureArena<Int>()
        let entries: [GestureArena<Int>.Entry] = [.init(0, .control), .init(1, .pan(.horizontal)), .init(2, .pan(.vertical))]
        let pans = Array(entries.dropFirst())
        var time = 0.0
        for iteration in benchmark.scaledIterations {
            time += 0.1
            arena.down(PointerEvent(phase: .down, location: Point(x: 100, y: 100), time: time), entries: iteration % 2 == 0 ? entries : pans)
            arena.move(PointerEvent(phase: .move, location: Point(x: 112, y: 104), time: time + 0.01))
            blackHole(arena.up(PointerEvent(phase: .up, location: Point(x: 112, y: 104), time: time + 0.02)))
        }
    }
}
