/// A colour as straight (not premultiplied) sRGB components, each 0…1.
///
/// Colours animate component by component, like Core Animation's.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey of the given white level.
    @inlinable
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit components written as `0xRRGGBB`.
    @inlinable
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// The same colour with another alpha.
    @inlinable
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Every component limited to 0…1 (NaN becomes 0).
    @inlinable
    public var clamped: Color {
        Color(red: clamp(red, 0...1), green: clamp(green, 0...1), blue: clamp(blue, 0...1), alpha: clamp(alpha, 0...1))
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension Color: AnimatableValue {
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)

    @inlinable
    public static func + (l: Color, r: Color) -> Color {
        Color(red: l.red + r.red, green: l.green + r.green, blue: l.blue + r.blue, alpha: l.alpha + r.alpha)
    }

    @inlinable
    public static func - (l: Color, r: Color) -> Color {
        Color(red: l.red - r.red, green: l.green - r.green, blue: l.blue - r.blue, alpha: l.alpha - r.alpha)
    }

    @inlinable
    public func scaled(by f: Double) -> Color { Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }

    @inlinable
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }

    public static var componentCount: Int { 4 }

    @inlinable
    public func component(_ index: Int) -> Double {
        switch index {
        case 0: red
        case 1: green
        case 2: blue
        default: alpha
        }
    }
}
