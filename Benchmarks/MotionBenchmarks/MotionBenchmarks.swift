import Benchmark
import CrossfadeMotion
import Glibc

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

    Benchmark("PropertyAnimator advance + 6 tracks (spring)") { benchmark in
        var animator = PropertyAnimator(duration: 0.5, dampingRatio: 1)
        let frame = animator.addAnimations(
            AnimationTrack(from: Rect(x: 0, y: 700, width: 390, height: 64), to: Rect(x: 0, y: 0, width: 390, height: 844)))
        let tabBar = animator.addAnimations(AnimationTrack(from: 0.0, to: 83.0))
        let corner = animator.addAnimations(AnimationTrack(from: 0.0, to: 12.0))
        let dim = animator.addAnimations(AnimationTrack(from: Color.clear, to: Color.black.withAlpha(0.4)))
        let transform = animator.addAnimations(AnimationTrack(from: AffineTransform.identity, to: AffineTransform(scaleX: 0.92, y: 0.92)))
        let fade = animator.addAnimations(AnimationTrack(keyframes: [Keyframe(relativeStart: 0, relativeDuration: 0.5, value: 1.0)], initial: 0.0))
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if !animator.isRunning {
                animator = PropertyAnimator(duration: 0.5, dampingRatio: 1, time: time)
                animator.startAnimation()
            }
            time += 1.0 / 120.0
            animator.advance(to: time)
            blackHole(animator.value(of: frame))
            blackHole(animator.value(of: tabBar))
            blackHole(animator.value(of: corner))
            blackHole(animator.value(of: dim))
            blackHole(animator.value(of: transform))
            blackHole(animator.value(of: fade))
        }
    }

    Benchmark("PropertyAnimator advance + 6 tracks (easeInOut)") { benchmark in
        var animator = PropertyAnimator(duration: 0.5, curve: .easeInOut)
        let tracks = (0..<6).map { animator.addAnimations(AnimationTrack(from: 0.0, to: Double($0) * 100)) }
        var time = 0.0
        for _ in benchmark.scaledIterations {
            if !animator.isRunning {
                animator = PropertyAnimator(duration: 0.5, curve: .easeInOut, time: time)
                animator.startAnimation()
            }
            time += 1.0 / 120.0
            animator.advance(to: time)
            for track in tracks { blackHole(animator.value(of: track)) }
        }
    }

    // The engine's own elementary functions beside the platform's libm (glibc), on
    // the arguments animations use; 1,000 calls an iteration.
    func elementary(
        _ name: String, ours: @escaping @Sendable (Double) -> Double, libm: @escaping @Sendable (Double) -> Double,
        arguments: ClosedRange<Double>
    ) {
        let values = (0..<1_000).map { arguments.lowerBound + (arguments.upperBound - arguments.lowerBound) * Double($0) / 999 }
        for (label, function) in [("Crossfade", ours), ("libm", libm)] {
            Benchmark("\(name) ×1000 (\(label))", configuration: .init(scalingFactor: .one)) { benchmark in
                for _ in benchmark.scaledIterations {
                    var sum = 0.0
                    for value in values { sum += function(value) }
                    blackHole(sum)
                }
            }
        }
    }
    elementary("exp", ours: { $0.exponential }, libm: { Glibc.exp($0) }, arguments: -10...10)
    elementary("log", ours: { $0.naturalLogarithm }, libm: { Glibc.log($0) }, arguments: 0.001...100)
    elementary("sin", ours: { $0.sine }, libm: { Glibc.sin($0) }, arguments: -10...10)
    elementary("cos", ours: { $0.cosine }, libm: { Glibc.cos($0) }, arguments: -10...10)
    elementary("atan2(x, 1.5)", ours: { $0.arcTangent(x: 1.5) }, libm: { Glibc.atan2($0, 1.5) }, arguments: -10...10)
    elementary("pow(x, 1.7)", ours: { $0.raised(to: 1.7) }, libm: { Glibc.pow($0, 1.7) }, arguments: 0...10)
}
