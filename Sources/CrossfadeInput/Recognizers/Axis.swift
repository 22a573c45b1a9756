import CrossfadeMotion

/// A screen axis. One code path serves both directions: `main` reads the
/// component along the axis, `cross` the one across it.
public enum Axis: String, Hashable, Sendable, CaseIterable {
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

    /// The length of `size` along this axis.
    @inlinable
    public func main(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// A vector with `value` along this axis and 0 across it.
    @inlinable
    public func vector(_ value: Double) -> Vector {
        self == .horizontal ? Vector(dx: value, dy: 0) : Vector(dx: 0, dy: value)
    }

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Which movements a pan recognizes.
public enum PanDirection: String, Hashable, Sendable, CaseIterable {
    /// Any direction.
    case free
    /// Mostly horizontal movement; a mostly vertical one makes the pan fail.
    case horizontal
    /// Mostly vertical movement; a mostly horizontal one makes the pan fail.
    case vertical

    var axis: Axis? {
        switch self {
        case .free: nil
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
