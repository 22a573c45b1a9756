/// A position in points (origin top-left, y down).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate in points, growing rightwards.
    public var x: Double
    /// The vertical coordinate in points, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`) points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The vector from `other` to this point.
    @inlinable
    public func offset(from other: Point) -> Vector { Vector(dx: x - other.x, dy: y - other.y) }

    /// Distance to `other` in points.
    @inlinable
    public func distance(to other: Point) -> Double { offset(from: other).length }

    /// Whether both coordinates are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by `vector`.
    @inlinable
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved back by `vector`.
    @inlinable
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }

    /// The coordinates as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

extension Point: AnimatableValue {
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate-wise sum (for animation).
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The coordinate-wise difference (for animation; `offset(from:)` gives a `Vector`).
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    @inlinable
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }

    public static var componentCount: Int { 2 }

    @inlinable
    public func component(_ index: Int) -> Double {
        index == 0 ? x : y
    }
}
