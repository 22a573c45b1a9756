/// Which corners of a rectangle a corner radius applies to, like Core
/// Animation's `maskedCorners`. A presented card rounds only its top corners.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = CornerMask(rawValue: 1 << 0)
    public static let topRight = CornerMask(rawValue: 1 << 1)
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    public static let bottomRight = CornerMask(rawValue: 1 << 3)

    public static let top: CornerMask = [.topLeft, .topRight]
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
    public static let all: CornerMask = [.top, .bottom]
}

/// A corner radius in points and the corners it rounds.
public struct CornerRadius: Hashable, Sendable, CustomStringConvertible {
    /// The radius in points (never negative; see `init`).
    public var radius: Double
    public var corners: CornerMask

    /// A radius for `corners`. Negative or NaN radii become 0.
    @inlinable
    public init(_ radius: Double, corners: CornerMask = .all) {
        self.radius = radius > 0 ? radius : 0
        self.corners = corners
    }

    /// Square corners.
    public static let none = CornerRadius(0, corners: .all)

    /// The radius a given corner gets: `radius` if it is in the mask, else 0.
    @inlinable
    public func radius(for corner: CornerMask) -> Double { corners.isSuperset(of: corner) ? radius : 0 }

    public var description: String { "\(radius)pt \(corners.rawValue)" }
}
