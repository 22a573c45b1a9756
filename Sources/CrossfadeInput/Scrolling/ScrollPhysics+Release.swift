import CrossfadeMotion

extension ScrollPhysics {
    /// Speeds below this (pt/s) end a deceleration.
    static let restingSpeed = 0.5

    /// Chooses what happens after the finger lifts: bounce back from past an edge,
    /// snap to a page, or decelerate freely.
    mutating func release(velocity: Double) {
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        if contentOffset < low || contentOffset > high {
            startBounce(to: contentOffset < low ? low : high, rawVelocity: velocity)
        } else if case .none = configuration.paging {
            decelerate(velocity: velocity)
        } else {
            startSpring(configuration.snapSpring, to: snapTarget(velocity: velocity), velocity: velocity, phase: .snapping)
        }
    }

    /// The snap target nearest the projected resting offset (WWDC 2018), at most
    /// one page from where the drag started if so configured.
    func snapTarget(velocity: Double) -> Double {
        let targets = configuration.snapTargets
        guard !targets.isEmpty else { return contentOffset }
        let index = restingDetent(
            position: contentOffset, velocity: velocity, detents: targets,
            decelerationRate: configuration.decelerationRate,
            origin: dragOrigin, maximumSteps: configuration.limitsPagingToOnePage ? 1 : nil)
        return targets[index]
    }

    mutating func decelerate(velocity: Double) {
        guard abs(velocity) > Self.restingSpeed else { return stop() }
        let rate = configuration.decelerationRate
        let stopTime = time + rate.duration(initialVelocity: velocity, threshold: Self.restingSpeed)
        let resting = contentOffset + rate.offset(initialVelocity: velocity, time: stopTime - time)
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        var crossing: DecelerationRun.EdgeCrossing?
        if resting < low || resting > high {
            let edge = resting < low ? low : high
            // Solve x0 + v0·(e^(kt) − 1)/k = edge for t, with k = 1000·ln d.
            let k = 1000 * rate.rawValue.naturalLogarithm
            let elapsed = (1 + (edge - contentOffset) * k / velocity).naturalLogarithm / k
            crossing = .init(
                time: time + max(0, elapsed), edge: edge,
                velocity: rate.velocity(initialVelocity: velocity, time: max(0, elapsed)))
        }
        motion = .deceleration(
            DecelerationRun(
                start: time, offset: contentOffset, velocity: velocity, rate: rate,
                stopTime: stopTime, edgeCrossing: crossing))
        self.velocity = velocity
        phase = .decelerating
        targetOffset = crossing?.edge ?? resting
    }

    /// A deceleration meets an edge: a rubber-band edge bounces (a spring from the
    /// edge carrying the speed, out and back), a pinned edge stops there.
    mutating func reachEdge(_ crossing: DecelerationRun.EdgeCrossing) {
        contentOffset = crossing.edge
        let pinned =
            crossing.edge <= configuration.minimumOffset
            ? configuration.leadingEdge == .pin : configuration.trailingEdge == .pin
        guard !pinned else {
            stop()
            restTime = crossing.time
            return
        }
        let now = time
        time = crossing.time
        // The band's slope at its edge is its coefficient: the content keeps its speed.
        startBounce(to: crossing.edge, rawVelocity: crossing.velocity / configuration.rubberBandCoefficient)
        time = now
    }

    /// Springs back to `edge` from past it: the spring runs in the finger's (unbanded)
    /// offset, starting where the content is drawn, and is drawn through the rubber
    /// band as a drag would be. However fast the release or the deceleration that
    /// met the edge, the content then never goes further past it than the band allows
    /// (less than the viewport's length): a deceleration meeting the edge at speed v
    /// peaks at p·d/(p + d) past it, where p = v/(ω·e) is the unbanded spring's peak
    /// and d the viewport's length, so small bounces are nearly unchanged.
    mutating func startBounce(to edge: Double, rawVelocity: Double) {
        let raw = unbanded(contentOffset)
        let motion = SettlingSpring(
            spring: configuration.bounceSpring, value: raw, velocity: rawVelocity, target: edge, time: time, tolerance: .points)
        guard !motion.isSettled else {
            contentOffset = edge
            return stop()
        }
        self.motion = .bounce(motion)
        velocity = rawVelocity * bandSlope(raw: raw, moving: rawVelocity)
        phase = .bouncing
        targetOffset = edge
    }

    /// Springs to `target` (a page, a snap point, an animated scroll) carrying
    /// `velocity`. A target on an edge is approached through the rubber band, as a
    /// bounce is: the spring runs in the unbanded offset, so a fast flick into the
    /// last page (or a spring that overshoots) goes past the edge no further than
    /// the band allows, less than the viewport's length, instead of by whatever
    /// the spring's overshoot is (a 8,000 pt/s flick with a 1.5 s response: 700 pt).
    mutating func startSpring(_ spring: Spring, to target: Double, velocity: Double, phase: Phase) {
        let onEdge = target <= configuration.minimumOffset || target >= configuration.maximumOffset
        let start = onEdge ? unbanded(contentOffset) : contentOffset
        // (From inside the bounds the band's slope is 1; from past an edge the raw
        // velocity is the drawn one through the band's slope there.)
        let slope = onEdge ? bandSlope(raw: start, moving: velocity) : 1
        let rawVelocity = slope > 0 ? velocity / slope : velocity
        let motion = SettlingSpring(spring: spring, value: start, velocity: rawVelocity, target: target, time: time, tolerance: .points)
        guard !motion.isSettled else {
            contentOffset = target
            return stop()
        }
        self.motion = onEdge ? .bounce(motion) : .spring(motion)
        self.velocity = velocity
        self.phase = phase
        targetOffset = target
    }

    // MARK: Rubber band

    /// The displayed offset for a raw (finger-following) offset: 1:1 inside the
    /// bounds, rubber-banded (or pinned) past them.
    func banded(_ raw: Double) -> Double {
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        let dimension = configuration.viewportLength, c = configuration.rubberBandCoefficient
        if raw < low {
            return configuration.leadingEdge == .pin ? low : low - rubberBand(offset: low - raw, dimension: dimension, coefficient: c)
        }
        if raw > high {
            return configuration.trailingEdge == .pin ? high : high + rubberBand(offset: raw - high, dimension: dimension, coefficient: c)
        }
        return raw
    }

    /// The raw offset that displays as `offset` (the inverse of `banded`), so a
    /// finger catching a bouncing edge continues without a jump.
    func unbanded(_ offset: Double) -> Double {
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        let dimension = configuration.viewportLength, c = configuration.rubberBandCoefficient
        if offset < low { return low - rubberBandInverse(banded: low - offset, dimension: dimension, coefficient: c) }
        if offset > high { return high + rubberBandInverse(banded: offset - high, dimension: dimension, coefficient: c) }
        return offset
    }

    /// How fast the displayed offset moves per unit of raw offset at raw offset `raw`,
    /// moving at `velocity`: 1 inside the bounds, the band's slope c/(x·c/d + 1)² at x
    /// past an edge (c on the edge itself, moving out).
    func bandSlope(raw: Double, moving velocity: Double) -> Double {
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        let excess = raw < low ? low - raw : raw > high ? raw - high : 0
        guard excess > 0 || (raw <= low && velocity < 0) || (raw >= high && velocity > 0) else { return 1 }
        let d = configuration.viewportLength, c = configuration.rubberBandCoefficient
        guard d > 0 else { return 0 }
        let denominator = excess * c / d + 1
        return c / (denominator * denominator)
    }
}
