/// A screen axis. One code path serves both directions: `main` reads the
/// component along the axis, `cross` the one across it, and `point`, `vector`
/// and `size` build values back from the two components.
///
/// ```swift
/// let axis = Axis.vertical
/// axis.main(Vector(dx: 3, dy: 40))          // 40
/// axis.point(main: 120, cross: 195)         // (195, 120)
/// ```
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left–right (x) and top–bottom (y).
    case horizontal, vertical

    /// The component of `vector` along this axis.
    @inlinable
    public func main(_ vector: Vector) -> Double { self == .horizontal ? vector.dx : vector.dy }

    /// The component of `vector` across this axis.
    @inlinable
    public func cross(_ vector: Vector) -> Double { self == .horizontal ? vector.dy : vector.dx }

    /// The coordinate of `point` along this axis.
    @inlinable
    public func main(_ point: Point) -> Double { self == .horizontal ? point.x : point.y }

    /// The coordinate of `point` across this axis.
    @inlinable
    public func cross(_ point: Point) -> Double { self == .horizontal ? point.y : point.x }

    /// The length of `size` along this axis.
    @inlinable
    public func main(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// The length of `size` across this axis.
    @inlinable
    public func cross(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }

    /// The rectangle's extent along this axis: its minimum and maximum coordinate.
    @inlinable
    public func span(of rect: Rect) -> ClosedRange<Double> {
        self == .horizontal ? rect.minX...rect.maxX : rect.minY...rect.maxY
    }

    /// A vector with `value` along this axis and 0 across it.
    @inlinable
    public func vector(_ value: Double) -> Vector { vector(main: value, cross: 0) }

    /// A vector from its components along and across this axis.
    @inlinable
    public func vector(main: Double, cross: Double) -> Vector {
        self == .horizontal ? Vector(dx: main, dy: cross) : Vector(dx: cross, dy: main)
    }

    /// A point from its coordinates along and across this axis.
    @inlinable
    public func point(main: Double, cross: Double) -> Point {
        self == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }

    /// A size from its lengths along and across this axis.
    @inlinable
    public func size(main: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    /// `vector` with only its component along this axis.
    @inlinable
    public func project(_ vector: Vector) -> Vector { self.vector(main(vector)) }

    /// The other axis.
    @inlinable
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}
