import Benchmark
import CrossfadeInteractions
import CrossfadeTrace

/// A trace document of `count` pointer events: a long drag of the mini player.
func syntheticTrace(events count: Int) -> String {
    var text = #"{"interaction": "player-transition", "viewport": {"width": 390, "height": 844}, "options": {}, "events": ["#
    text += #"{"t": 0, "kind": "down", "x": 195, "y": 729.5}"#
    for index in 1..<(count - 1) {
        let t = Double(index) / 240
        text += #", {"t": \#(t), "kind": "move", "x": 195.125, "y": \#(729.5 - Double(index % 480) * 0.61)}"#
    }
    text += #", {"t": \#(Double(count) / 240), "kind": "up", "x": 195.125, "y": 500.25}]}"#
    return text
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal, .peakMemoryResident],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 20
    )
    let text = syntheticTrace(events: 10_000)
    Benchmark("decode a trace of 10,000 events (\(text.utf8.count / 1_000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! Trace.decode(text, registry: .standard))
        }
    }
    let small = #"{"type":"pointer","kind":"move","pointer":1,"x":195.5,"y":431.25,"t":12.016}"#
    Benchmark("parse one Studio pointer message", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! JSONValue.parse(small))
        }
    }
}
