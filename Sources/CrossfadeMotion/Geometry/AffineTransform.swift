/// A 2-D affine transform with Core Graphics' layout and conventions:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// ```swift
/// let t = AffineTransform(scaleX: 0.9, y: 0.9).concatenating(.init(translationX: 0, y: -30))
/// t.apply(to: Point(x: 10, y: 10)) // (9, -21): scaled first, then moved up
/// ```
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x scale part: how far x moves along x.
    public var a: Double
    /// The part of x that moves along y (with `c`, rotation and shear).
    public var b: Double
    /// The part of y that moves along x (with `b`, rotation and shear).
    public var c: Double
    /// The y scale part: how far y moves along y.
    public var d: Double
    /// The translation along x, in points.
    public var tx: Double
    /// The translation along y, in points.
    public var ty: Double

    /// A transform from its six components, as in `CGAffineTransform`.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) points.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by factors (x, y).
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (positive turns x towards y, i.e. clockwise on screen, y down).
    @inlinable
    public init(rotationAngle angle: Double) {
        let cosine = angle.cosine, sine = angle.sine
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The determinant of the linear part (a·d − b·c).
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The transform that undoes this one, or `nil` when it is singular (it
    /// flattens the plane onto a line or a point, e.g. a scale of 0).
    @inlinable
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// `point` mapped through the transform.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether every component is finite.
    @inlinable
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The six components `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension AffineTransform: AnimatableValue {
    /// All components zero (not the identity): the additive zero.
    public static let zero = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)

    /// The component-wise sum (for animation, not composition: see `concatenating(_:)`).
    @inlinable
    public static func + (l: AffineTransform, r: AffineTransform) -> AffineTransform {
        AffineTransform(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c, d: l.d + r.d, tx: l.tx + r.tx, ty: l.ty + r.ty)
    }

    /// The component-wise difference.
    @inlinable
    public static func - (l: AffineTransform, r: AffineTransform) -> AffineTransform {
        AffineTransform(a: l.a - r.a, b: l.b - r.b, c: l.c - r.c, d: l.d - r.d, tx: l.tx - r.tx, ty: l.ty - r.ty)
    }

    @inlinable
    public func scaled(by f: Double) -> AffineTransform {
        AffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
    }

    @inlinable
    public var magnitudeSquared: Double { a * a + b * b + c * c + d * d + tx * tx + ty * ty }

    public static var componentCount: Int { 6 }

    @inlinable
    public func component(_ index: Int) -> Double {
        switch index {
        case 0: a
        case 1: b
        case 2: c
        case 3: d
        case 4: tx
        default: ty
        }
    }
}
