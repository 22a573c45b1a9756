/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// A size of `width` × `height` points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}

extension Size: AnimatableValue {
    /// No width, no height.
    public static let zero = Size(width: 0, height: 0)

    /// The sum of widths and of heights.
    @inlinable
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// The difference of widths and of heights.
    @inlinable
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    @inlinable
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }

    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }

    public static var componentCount: Int { 2 }

    @inlinable
    public func component(_ index: Int) -> Double {
        index == 0 ? width : height
    }
}
