/// A displacement or a velocity in points (pt) or points per second (pt/s).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component (pt or pt/s), positive rightwards.
    public var dx: Double
    /// The vertical component (pt or pt/s), positive downwards.
    public var dy: Double

    /// A vector of (`dx`, `dy`).
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The Euclidean length.
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The vector pointing the opposite way.
    @inlinable
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }

    /// The components as `⟨dx, dy⟩`.
    public var description: String { "⟨\(dx), \(dy)⟩" }
}

extension Vector: AnimatableValue {
    /// No displacement, no velocity.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The component-wise sum.
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }

    @inlinable
    public func scaled(by factor: Double) -> Vector { Vector(dx: dx * factor, dy: dy * factor) }

    @inlinable
    public var magnitudeSquared: Double { dx * dx + dy * dy }

    public static var componentCount: Int { 2 }

    @inlinable
    public func component(_ index: Int) -> Double {
        index == 0 ? dx : dy
    }
}
