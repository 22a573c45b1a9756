/// A colour as straight (not premultiplied) sRGB components, each 0…1.
///
/// Colours animate component by component, like Core Animation's.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (clear) …1 (opaque).
    public var alpha: Double

    /// A colour from sRGB components, each 0…1, opaque unless `alpha` is given.
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

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)

    /// The same colour with another alpha.
    @inlinable
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Every component limited to 0…1 (NaN becomes 0).
    @inlinable
    public var clamped: Color {
        Color(red: clamp(red, 0...1), green: clamp(green, 0...1), blue: clamp(blue, 0...1), alpha: clamp(alpha, 0...1))
    }

    /// The components as `rgba(red, green, blue, alpha)`, each 0…1.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension Color: AnimatableValue {
    /// All components zero (the same as `clear`): the additive zero.
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The component-wise sum (alpha included).
    @inlinable
    public static func + (l: Color, r: Color) -> Color {
        Color(red: l.red + r.red, green: l.green + r.green, blue: l.blue + r.blue, alpha: l.alpha + r.alpha)
    }

    /// The component-wise difference (alpha included).
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
