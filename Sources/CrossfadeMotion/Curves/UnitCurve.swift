/// A timing curve from (0, 0) to (1, 1) shaped by two Bézier control points,
/// as Core Animation's `CAMediaTimingFunction`, CSS `cubic-bezier()` and
/// SwiftUI's `UnitCurve` define it.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// UnitCurve.easeIn.velocity(at: 0)     // 0: starts at rest
/// ```
public struct UnitCurve: Hashable, Sendable {
    /// The first control point (x in 0…1).
    public let startControlPoint: Point
    /// The second control point (x in 0…1).
    public let endControlPoint: Point

    /// A cubic Bézier curve from (0, 0) to (1, 1). The control points' x values
    /// are clamped to 0…1 (so time never runs backwards; NaN becomes 0); y is free,
    /// which allows overshooting curves.
    public static func bezier(startControlPoint: Point, endControlPoint: Point) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    init(startControlPoint p1: Point, endControlPoint p2: Point) {
        startControlPoint = Point(x: clamp(p1.x, 0...1), y: p1.y.isFinite ? p1.y : 0)
        endControlPoint = Point(x: clamp(p2.x, 0...1), y: p2.y.isFinite ? p2.y : 1)
    }

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = UnitCurve(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Starts slowly: (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve(startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 1, y: 1))
    /// Ends slowly: (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve(startControlPoint: Point(x: 0, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Starts and ends slowly: (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve(startControlPoint: Point(x: 0.42, y: 0), endControlPoint: Point(x: 0.58, y: 1))
    /// Core Animation's default and CSS `ease`: (0.25, 0.1), (0.25, 1).
    public static let `default` = UnitCurve(startControlPoint: Point(x: 0.25, y: 0.1), endControlPoint: Point(x: 0.25, y: 1))

    /// The curve's output (progress) at input `x` (time fraction).
    ///
    /// Outside 0…1 the curve continues as a straight line with its end slopes,
    /// as WebKit's `UnitBezier` and Chromium's `CubicBezier` do. NaN gives 0.
    public func value(at x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        if x < 0 { return startSlope * x }
        if x > 1 { return 1 + endSlope * (x - 1) }
        return bezier.y(at: bezier.parameter(forX: x))
    }

    /// The slope dy/dx at input `x`: the speed of progress relative to a linear curve.
    public func velocity(at x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        if x <= 0 { return startSlope }
        if x >= 1 { return endSlope }
        let t = bezier.parameter(forX: x)
        let dx = bezier.dx(at: t)
        guard abs(dx) > 1e-12 else { return t < 0.5 ? startSlope : endSlope }
        return bezier.dy(at: t) / dx
    }

    /// The curve with x and y swapped: for a monotonic curve, `inverse.value(at: value(at: x)) == x`.
    /// (Control y values are clamped to 0…1 when they become x values.)
    public var inverse: UnitCurve {
        UnitCurve(
            startControlPoint: Point(x: startControlPoint.y, y: startControlPoint.x),
            endControlPoint: Point(x: endControlPoint.y, y: endControlPoint.x)
        )
    }

    private var bezier: CubicBezier { CubicBezier(p1: startControlPoint, p2: endControlPoint) }

    /// Slope at x = 0, taken from the first control point that is not at the start.
    private var startSlope: Double {
        let p1 = startControlPoint, p2 = endControlPoint
        if p1.x > 0 { return p1.y / p1.x }
        if p1.y == 0, p2.x > 0 { return p2.y / p2.x }
        return p1.y == 0 ? 1 : 0
    }

    /// Slope at x = 1, taken from the last control point that is not at the end.
    private var endSlope: Double {
        let p1 = startControlPoint, p2 = endControlPoint
        if p2.x < 1 { return (p2.y - 1) / (p2.x - 1) }
        if p2.y == 1, p1.x < 1 { return (p1.y - 1) / (p1.x - 1) }
        return p2.y == 1 ? 1 : 0
    }
}

/// The polynomial form of a unit cubic Bézier: B(t) = ((a·t + b)·t + c)·t per axis,
/// with c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b (PHYSICS.md, "Timing curves").
struct CubicBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(p1: Point, p2: Point) {
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(at t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t whose x(t) is `x` (x in 0…1): Newton–Raphson from t = x,
    /// stopping if the slope vanishes (|dx/dt| < 1e-7), then bisection, which
    /// always converges because x(t) is monotonic for control x in 0…1.
    func parameter(forX x: Double, tolerance: Double = 1e-12) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if abs(error) < tolerance { return t }
            let slope = dx(at: t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = clamp(t, 0...1)
        for _ in 0..<64 {
            let value = self.x(at: t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
