// A smoke-test declaration set, NOT Apple's CoreGraphics: exactly the symbols
// Crossfade's Apple files use (see ObjectiveC.swift for the source marks). The
// geometry types are documented under CoreFoundation now; CGFloat is a struct
// here (Apple's is a struct wrapping Double on 64-bit), so code mixing CGFloat
// and Double without converting fails here as it would on Apple's SDK.

/// `@frozen struct CGFloat` (A) https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
@frozen public struct CGFloat: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// `var native: CGFloat.NativeType` (A) https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
}

extension Double {
    /// `init(_ other: CGFloat)` (C) Swift overlay conversion.
    public init(_ value: CGFloat) { self = value.native }
}

extension Float {
    /// `init(_ other: CGFloat)` (C) Swift overlay conversion.
    public init(_ value: CGFloat) { self = Float(value.native) }
}

/// `struct CGPoint` (A) https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// `init(x: CGFloat, y: CGFloat)` (C; Apple's page shows Double) https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-4lkgz
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// `static var zero: CGPoint { get }` (C) https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static let zero = CGPoint(x: 0, y: 0)
}

/// `struct CGSize` (A) https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// `init(width: CGFloat, height: CGFloat)` (C) https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-2du3k
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

/// `struct CGRect` (A) https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    /// `init(origin: CGPoint, size: CGSize)` (A) https://developer.apple.com/documentation/corefoundation/cgrect/init(origin:size:)
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    /// `init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)` (A, shown with Double)
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-27bxn
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    /// `static let zero: CGRect` (C) https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// `var width: CGFloat { get }` (C) https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { size.width }
    /// `var height: CGFloat { get }` (C) https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { size.height }
    /// `var midX: CGFloat { get }` (C) https://developer.apple.com/documentation/corefoundation/cgrect/midx
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// `var midY: CGFloat { get }` (C) https://developer.apple.com/documentation/corefoundation/cgrect/midy
    public var midY: CGFloat { origin.y + size.height / 2 }
}

/// `struct CGAffineTransform` (A) https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    /// `init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)` (A, shown with Double)
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// `init(translationX tx: CGFloat, y ty: CGFloat)` (C) https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// `static let identity: CGAffineTransform` (C) https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// `class CGColor` (A) https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {
    init() {}
}

/// `class CGPath` (A) https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath: @unchecked Sendable {
    init() {}
}

/// `class CGMutablePath` (A) https://developer.apple.com/documentation/coregraphics/cgmutablepath
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// `init()` (C) https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public override init() {}
    /// `func move(to point: CGPoint, transform: CGAffineTransform = .identity)`
    /// (A) https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    /// `func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)`
    /// (A) https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    /// `func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity)`
    /// (A) https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {}
    /// `func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity)`
    /// (A) https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {}
    /// `func closeSubpath()` (C) https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() {}
}
