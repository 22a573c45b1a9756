/// One uninterrupted run of a `PropertyAnimator` toward an end: along a timing
/// curve or a spring, from where the presented progress was when it began.
struct AnimatorRun: Sendable {
    /// The instant motion begins (after any start delay), in seconds.
    let start: Double
    let startProgress: Double
    let motion: Motion

    enum Motion: Sendable {
        case curve(CurveRun)
        case spring(SpringRun)
    }

    init(_ parameters: TimingParameters, from progress: Double, to end: Double, duration: Double, remaining: Double?, start: Double) {
        self.start = start
        self.startProgress = progress
        switch parameters.kind {
        case .curve(let curve):
            motion = .curve(CurveRun(curve: curve, from: progress, to: end, duration: duration, remaining: remaining))
        case .spring(let spring, let relativeVelocity):
            motion = .spring(SpringRun(spring: spring, from: progress, to: end, velocity: relativeVelocity * (end - progress), start: start))
        case .dampingRatio(let ratio, let relativeVelocity):
            let settling = remaining ?? duration * abs(end - progress)
            let spring = Spring(settlingDuration: settling, dampingRatio: ratio)
            motion = .spring(SpringRun(spring: spring, from: progress, to: end, velocity: relativeVelocity * (end - progress), start: start))
        }
    }

    private init(start: Double, startProgress: Double, motion: Motion) {
        self.start = start
        self.startProgress = startProgress
        self.motion = motion
    }

    /// Progress and its velocity at `time`, or nil once the run has finished.
    func sample(at time: Double) -> (progress: Double, velocity: Double)? {
        guard time >= start else { return (startProgress, 0) }  // waiting out a start delay
        switch motion {
        case .curve(let run): return run.sample(elapsed: time - start)
        case .spring(let run): return run.sample(at: time)
        }
    }

    func isFinished(at time: Double) -> Bool { time >= start && sample(at: time) == nil }

    /// The instant the run finishes: `sample(at:)` is nil from then on.
    var completionTime: Double {
        switch motion {
        case .curve(let run): start + run.duration
        case .spring(let run): max(start, run.motion.settleTime)
        }
    }

    /// The same motion turned around toward `end` at `time`, continuing from `progress`.
    func reversed(toward end: Double, at time: Double, progress: Double) -> AnimatorRun {
        let now = max(time, start)
        switch motion {
        case .curve(let run):
            let turned = run.turned(toward: end, elapsed: now - start, progress: progress)
            return AnimatorRun(start: now, startProgress: progress, motion: .curve(turned))
        case .spring(let run):
            let velocity = time > start ? (run.sample(at: time)?.velocity ?? 0) : 0
            let turned = SpringRun(spring: run.spring, from: progress, to: end, velocity: velocity, start: now)
            return AnimatorRun(start: now, startProgress: progress, motion: .spring(turned))
        }
    }
}

/// Progress along a timing curve: the curve's input f runs at a constant rate
/// from f0 to its end. A residual δ (the part of the starting progress the curve
/// cannot express, e.g. past an end) fades out linearly, so the start is continuous.
struct CurveRun: Sendable {
    let curve: UnitCurve
    let startInput: Double
    let endInput: Double
    /// Input units per second, ≥ 0.
    let rate: Double
    let residual: Double

    init(curve: UnitCurve, from progress: Double, to end: Double, duration: Double, remaining: Double?) {
        let input = clamp(curve.inverse.value(at: clamp(progress, 0...1)), 0...1)
        self.init(
            curve: curve, startInput: input, endInput: end, progress: progress,
            rate: remaining.map { $0 > 0 ? abs(end - input) / $0 : .infinity } ?? (duration > 0 ? 1 / duration : .infinity))
    }

    private init(curve: UnitCurve, startInput: Double, endInput: Double, progress: Double, rate: Double) {
        self.curve = curve
        self.startInput = startInput
        self.endInput = endInput
        self.rate = rate
        self.residual = progress - curve.value(at: startInput)
    }

    var span: Double { endInput - startInput }

    /// How long the run lasts, s: until the input has travelled the whole span.
    var duration: Double {
        let distance = abs(span)
        guard distance > 0, rate.isFinite else { return 0 }
        return rate > 0 ? distance / rate : .infinity
    }

    func sample(elapsed: Double) -> (progress: Double, velocity: Double)? {
        let travelled = rate * elapsed
        guard travelled < abs(span), rate.isFinite else { return nil }
        let direction: Double = span < 0 ? -1 : 1
        let input = startInput + direction * travelled
        let left = (endInput - input) / span
        let progress = curve.value(at: input) + residual * left
        let velocity = (curve.velocity(at: input) - residual / span) * direction * rate
        return (progress, velocity)
    }

    func turned(toward end: Double, elapsed: Double, progress: Double) -> CurveRun {
        let direction: Double = span < 0 ? -1 : 1
        let input = clamp(startInput + direction * min(rate * elapsed, abs(span)), 0...1)
        return CurveRun(curve: curve, startInput: input, endInput: end, progress: progress, rate: rate)
    }
}

/// Progress under a spring toward its end; it completes at the analytic instant
/// the spring is settled (`SettlingSpring`), the same at every frame rate.
struct SpringRun: Sendable {
    let motion: SettlingSpring<Double>

    init(spring: Spring, from progress: Double, to end: Double, velocity: Double, start: Double) {
        motion = SettlingSpring(spring: spring, value: progress, velocity: velocity, target: end, time: start, tolerance: .progress)
    }

    var spring: Spring { motion.spring }

    func sample(at time: Double) -> (progress: Double, velocity: Double)? {
        guard !motion.isSettled(at: time) else { return nil }
        var copy = motion
        copy.advance(to: time)
        return (copy.value, copy.velocity)
    }
}
