import CrossfadeMotion

/// Which movements a pan recognizes.
public enum PanDirection: String, Hashable, Sendable, CaseIterable {
    /// Any direction.
    case free
    /// Mostly horizontal movement; a mostly vertical one makes the pan fail.
    case horizontal
    /// Mostly vertical movement; a mostly horizontal one makes the pan fail.
    case vertical

    /// The locked axis, or nil when free.
    @inlinable
    public var axis: Axis? {
        switch self {
        case .free: nil
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    /// A pan locked to `axis`.
    @inlinable
    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    /// `vector` with only the movement this pan follows (all of it when free).
    @inlinable
    public func constrain(_ vector: Vector) -> Vector { axis.map { $0.project(vector) } ?? vector }

    /// The distance this pan measures for `vector`: along its axis, or the length when free.
    @inlinable
    public func distance(_ vector: Vector) -> Double { axis.map { abs($0.main(vector)) } ?? vector.length }
}
