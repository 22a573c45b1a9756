/// An axis-aligned rectangle in points: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (for a positive size), in points.
    public var origin: Point
    /// The width and height in points.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with its top-left corner at (`x`, `y`) and the given size, in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge's x (the smaller one, should the width be negative).
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The right edge's x (the larger one, should the width be negative).
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The top edge's y (the smaller one, should the height be negative).
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The bottom edge's y (the larger one, should the height be negative).
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x halfway across.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y halfway down.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The size's width, in points.
    @inlinable public var width: Double { size.width }
    /// The size's height, in points.
    @inlinable public var height: Double { size.height }
    /// The centre point (`midX`, `midY`).
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside (edges on the top and left count, bottom and right do not).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle with a negative width or height taken as 0 (its origin kept):
    /// what a layer is drawn with when a layout is squeezed below its content.
    @inlinable
    public var withoutNegativeSize: Rect {
        Rect(origin: origin, size: Size(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height))
    }

    /// The rectangle moved by `offset`.
    @inlinable
    public func offsetBy(_ offset: Vector) -> Rect { Rect(origin: origin + offset, size: size) }

    /// The rectangle grown by `dx` and `dy` on each side (shrunk for negative values).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The smallest rectangle containing both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or `nil` when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether every coordinate is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// The rectangle as `[x, y, width, height]`.
    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}

extension Rect: AnimatableValue {
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The sum of origins and of sizes (for animation).
    @inlinable
    public static func + (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size) }

    /// The difference of origins and of sizes (for animation).
    @inlinable
    public static func - (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size) }

    @inlinable
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }

    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

    public static var componentCount: Int { 4 }

    @inlinable
    public func component(_ index: Int) -> Double {
        switch index {
        case 0: origin.x
        case 1: origin.y
        case 2: size.width
        default: size.height
        }
    }
}
