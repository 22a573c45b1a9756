import CrossfadeMotion

/// Estimates a pointer's velocity from its recent positions: a least-squares fit
/// of degree 2 over the last ~100 ms (at most 20 samples), differentiated at the
/// newest sample — the approach of Android's `VelocityTracker` and Flutter's
/// `VelocityTracker` (PHYSICS.md, "Velocity estimation").
///
/// - If the pointer rested more than 40 ms before the moment asked about, the
///   velocity is zero (a stop-then-release does not fling).
/// - Samples separated by a pause of more than 40 ms are not fitted together.
/// - The result is clamped to `maximumSpeed` (8,000 pt/s by default, about
///   Android's maximum fling velocity), so a glitch cannot launch content.
/// - Timestamps may be irregular (60, 120, 240 Hz touch, jitter); each sample is
///   fitted at its own time.
///
/// Storage is fixed at creation: `add` never allocates.
public struct VelocityTracker: Sendable {
    /// How far back samples are fitted, in seconds (100 ms).
    public static let horizon = 0.100
    /// A rest longer than this, in seconds (40 ms), zeroes the velocity and splits the samples.
    public static let pauseThreshold = 0.040
    /// The most samples kept (20).
    public static let capacity = 20

    /// The largest speed reported, in pt/s.
    public var maximumSpeed: Double

    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var head = 0
    private var count = 0

    /// An empty tracker that reports at most `maximumSpeed` pt/s (8,000 by default; a non-positive value means 8,000).
    public init(maximumSpeed: Double = 8_000) {
        self.maximumSpeed = maximumSpeed > 0 ? maximumSpeed : 8_000
        times = Array(repeating: 0, count: Self.capacity)
        xs = times
        ys = times
    }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Records the pointer at `location` at `time` seconds. Non-finite samples and
    /// samples older than the newest one are ignored.
    public mutating func add(_ location: Point, at time: Double) {
        guard location.isFinite, time.isFinite else { return }
        if let newest = newestTime {
            guard time >= newest else { return }
            if time - newest > Self.pauseThreshold { reset() }
            if time == newest {  // same instant: keep the latest position
                xs[index(0)] = location.x
                ys[index(0)] = location.y
                return
            }
        }
        head = (head + 1) % Self.capacity
        times[head] = time
        xs[head] = location.x
        ys[head] = location.y
        count = min(count + 1, Self.capacity)
    }

    /// The time of the newest sample.
    public var newestTime: Double? { count > 0 ? times[head] : nil }

    /// The velocity in pt/s at `time` (e.g. a release): zero if the pointer has
    /// not moved for more than 40 ms by then, or there is too little to fit.
    public func velocity(at time: Double? = nil) -> Vector {
        guard count > 1, let newest = newestTime else { return .zero }
        if let time, time.isFinite, time - newest > Self.pauseThreshold { return .zero }
        var used = 1
        while used < count, newest - times[index(used)] <= Self.horizon { used += 1 }
        guard used > 1 else { return .zero }
        let velocity = leastSquaresSlopes(degree: used >= 3 ? 2 : 1, count: used) { self.sample($0, relativeTo: newest) }
        let speed = velocity.length
        guard speed.isFinite else { return .zero }
        return speed > maximumSpeed ? velocity.scaled(by: maximumSpeed / speed) : velocity
    }

    private func index(_ age: Int) -> Int { (head - age + Self.capacity) % Self.capacity }

    private func sample(_ age: Int, relativeTo newest: Double) -> (t: Double, x: Double, y: Double) {
        let i = index(age)
        return (times[i] - newest, xs[i] - xs[head], ys[i] - ys[head])  // centred: better conditioned
    }
}

/// The slopes at t = 0 of polynomial least-squares fits (degree 1 or 2) of x(t)
/// and y(t), solved through the normal equations with Cramer's rule.
func leastSquaresSlopes(degree: Int, count: Int, sample: (Int) -> (t: Double, x: Double, y: Double)) -> Vector {
    // Sums of t^k (k = 0…4) and of x·t^k, y·t^k (k = 0…2).
    var s = (0.0, 0.0, 0.0, 0.0, 0.0)
    var sx = (0.0, 0.0, 0.0), sy = (0.0, 0.0, 0.0)
    for i in 0..<count {
        let (t, x, y) = sample(i)
        let t2 = t * t
        s.0 += 1; s.1 += t; s.2 += t2; s.3 += t2 * t; s.4 += t2 * t2
        sx.0 += x; sx.1 += x * t; sx.2 += x * t2
        sy.0 += y; sy.1 += y * t; sy.2 += y * t2
    }
    if degree == 2 {
        let det = s.0 * (s.2 * s.4 - s.3 * s.3) - s.1 * (s.1 * s.4 - s.3 * s.2) + s.2 * (s.1 * s.3 - s.2 * s.2)
        if det.isFinite, abs(det) > 1e-24 {
            return Vector(dx: cramerMiddle(s, sx.0, sx.1, sx.2) / det, dy: cramerMiddle(s, sy.0, sy.1, sy.2) / det)
        }
    }
    let det = s.0 * s.2 - s.1 * s.1
    guard abs(det) > 1e-18 else { return .zero }
    return Vector(dx: (s.0 * sx.1 - s.1 * sx.0) / det, dy: (s.0 * sy.1 - s.1 * sy.0) / det)
}

/// Cramer's rule for the linear coefficient of the normal equations
/// [[s0,s1,s2],[s1,s2,s3],[s2,s3,s4]]·c = (b0, b1, b2): the determinant with the
/// middle column replaced by b (divide by the matrix's determinant).
private func cramerMiddle(_ s: (Double, Double, Double, Double, Double), _ b0: Double, _ b1: Double, _ b2: Double) -> Double {
    s.0 * (b1 * s.4 - s.3 * b2) - b0 * (s.1 * s.4 - s.3 * s.2) + s.2 * (s.1 * b2 - b1 * s.2)
}
