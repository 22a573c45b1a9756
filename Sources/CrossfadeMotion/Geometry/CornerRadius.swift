/// Which corners of a rectangle a corner radius applies to, like Core
/// Animation's `maskedCorners`. A presented card rounds only its top corners.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// One bit per corner: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
    public let rawValue: UInt8

    /// The corners whose bits are set.
    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = CornerMask(rawValue: 1 << 3)

    /// Both top corners (a presented card's).
    public static let top: CornerMask = [.topLeft, .topRight]
    /// Both bottom corners.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
    /// All four corners.
    public static let all: CornerMask = [.top, .bottom]

    /// Each corner by its name, in bit order: the names a host on the other side of a
    /// boundary reads them by (the page's `Corner`, generated from this).
    public static let named: [(name: String, mask: CornerMask)] = [
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight)
    ]
}

/// A corner radius in points and the corners it rounds.
public struct CornerRadius: Hashable, Sendable, CustomStringConvertible {
    /// The radius in points (never negative; see `init`).
    public var radius: Double
    /// The corners the radius rounds (all by default); the others stay square.
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

    /// The radius and the corner mask's bits, e.g. `16.0pt 15`.
    public var description: String { "\(radius)pt \(corners.rawValue)" }
}
