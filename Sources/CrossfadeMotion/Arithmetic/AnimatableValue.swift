/// A value that can be animated: it has a zero, can be added, subtracted and
/// scaled, and has a magnitude.
///
/// The physics (springs, curves, interpolation) is written once against this
/// protocol, so a `Double`, a `Point`, a `Rect`, an `AffineTransform` or a
/// `Color` all follow exactly the same trajectory. It plays the role SwiftUI's
/// `VectorArithmetic` plays, under a name that does not clash with it.
///
/// ```swift
/// let halfway = lerp(Point(x: 0, y: 0), Point(x: 10, y: 20), 0.5) // (5, 10)
/// ```
public protocol AnimatableValue: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `factor`.
    func scaled(by factor: Double) -> Self

    /// The sum of the squares of the components (the squared Euclidean norm).
    var magnitudeSquared: Double { get }

    /// How many independent components the value has (1 for a `Double`, 2 for a `Point`…).
    static var componentCount: Int { get }

    /// Component `index`, in 0..<`componentCount` (e.g. x then y for a `Point`).
    /// Physics that must treat components separately (a settle time per axis) reads them.
    func component(_ index: Int) -> Double
}

extension AnimatableValue {
    /// The Euclidean norm of the components.
    @inlinable
    public var magnitude: Double { magnitudeSquared.squareRoot() }

    /// `value` scaled by `factor`.
    @inlinable
    public static func * (value: Self, factor: Double) -> Self { value.scaled(by: factor) }

    /// `value` scaled by `factor`.
    @inlinable
    public static func * (factor: Double, value: Self) -> Self { value.scaled(by: factor) }
}

extension Double: AnimatableValue {
    @inlinable
    public func scaled(by factor: Double) -> Double { self * factor }

    @inlinable
    public var magnitudeSquared: Double { self * self }

    public static var componentCount: Int { 1 }

    @inlinable
    public func component(_ index: Int) -> Double { self }
}
