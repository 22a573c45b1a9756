import CrossfadeMotion

/// The engine's own album cover, drawn where a host has no image for an
/// artwork's reference: over the artwork's gradient, a few flat shapes (one of a
/// handful of motifs, varied per album) and the album's name set small in a
/// corner, as record sleeves are. Deterministic: the same album always gets the
/// same cover, at any size and on every host.
///
/// The shapes are generated here, once, in a unit square (0…1 both ways, y down);
/// a host scales them to the layer's size and draws them filled with their colour,
/// then the title in `ink` at `titleSize` of the width, from its lower leading corner.
///
/// ```swift
/// let cover = CoverArt(seed: CoverArt.seed("Glass Weather"), ink: .white, title: "Glass Weather")
/// cover.shapes   // [VectorPath]: e.g. three rings about a point off centre
/// ```
public struct CoverArt: Hashable, Sendable {
    /// What the shapes are.
    public enum Motif: UInt8, Hashable, Sendable, CaseIterable {
        /// Concentric rings about a point.
        case rings
        /// Parallel diagonal bands.
        case stripes
        /// A disc setting behind a horizon.
        case sun
        /// Overlapping rectangles.
        case blocks
        /// Layered hills.
        case hills
        /// A disc with a small one in orbit.
        case orbit
    }

    /// Which motif, and its variation.
    public var seed: UInt32
    /// The shapes' and the title's colour.
    public var ink: Color
    /// The album's name, set small in the lower leading corner ("" for none).
    public var title: String

    /// The most shapes a motif draws (a host with a layer per shape makes this many).
    public static let maximumShapes = 5

    /// The title's font size as a share of the cover's width.
    public static let titleSize = 0.075
    /// The title's inset from the cover's edges, as a share of the width.
    public static let titleInset = 0.07

    /// A cover from `seed` (`CoverArt.seed(_:)` of the album's name), in `ink`, titled `title`.
    public init(seed: UInt32, ink: Color, title: String) {
        self.seed = seed
        self.ink = ink
        self.title = title
    }

    /// A seed from a name (FNV-1a over its UTF-8 bytes): the same name, the same cover.
    public static func seed(_ name: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The motif the seed picks.
    public var motif: Motif { Motif.allCases[Int(seed % UInt32(Motif.allCases.count))] }

    /// The shapes, back to front, in a unit square; each filled (no strokes: they
    /// scale to any size unchanged), in `ink` at its own opacity.
    public var shapes: [VectorPath] {
        let ink = self.ink
        return whiteShapes.map { shape in
            var inked = shape
            inked.fill = ink.withAlpha(ink.alpha * (shape.fill?.alpha ?? 1))
            return inked
        }
    }

    /// The shapes scaled from the unit square to a cover of `size` (pt), for a host
    /// that draws them in its own coordinates (UIKit's shape layers).
    public func shapes(in size: Size) -> [VectorPath] {
        shapes.map { shape in
            var scaled = shape
            scaled.elements = shape.elements.map { element in
                func p(_ point: Point) -> Point { Point(x: point.x * size.width, y: point.y * size.height) }
                return switch element {
                case .move(let point): .move(p(point))
                case .line(let point): .line(p(point))
                case .quadCurve(let to, let control): .quadCurve(to: p(to), control: p(control))
                case .curve(let to, let c1, let c2): .curve(to: p(to), control1: p(c1), control2: p(c2))
                case .close: .close
                }
            }
            return scaled
        }
    }

    /// Where the title goes on a cover of `size` (pt): its font size, and a one-line
    /// frame from the lower leading corner, inset, as wide as the cover leaves.
    public func titleLayout(in size: Size) -> (fontSize: Double, frame: Rect) {
        let fontSize = Self.titleSize * size.width, inset = Self.titleInset * size.width, height = fontSize * 1.25
        return (fontSize, Rect(x: inset, y: size.height - inset - height, width: max(0, size.width - 2 * inset), height: height))
    }

    /// The shapes in white, each at its own opacity.
    private var whiteShapes: [VectorPath] {
        var random = SeedSequence(seed)
        switch motif {
        case .rings:
            let centre = Point(x: random.next(0.25...0.75), y: random.next(0.2...0.6)), count = 2 + random.int(3)
            var rings: [VectorPath] = []
            for ring in 0..<count {
                let outer = 0.5 - Double(ring) * 0.42 / Double(count), width = outer * random.next(0.18...0.32)
                rings.append(Self.annulus(centre, outer: outer, inner: outer - width, alpha: 0.35 + 0.5 * Double(ring) / Double(count)))
            }
            return rings
        case .stripes:
            let count = 3 + random.int(3), slope = random.next(0.3...1.2), band = random.next(0.06...0.12)
            return (0..<count).map { index in
                let y = Double(index + 1) / Double(count + 1) * 1.4 - 0.2
                return Self.polygon(
                    [Point(x: -0.1, y: y), Point(x: 1.1, y: y - slope), Point(x: 1.1, y: y - slope + band), Point(x: -0.1, y: y + band)],
                    alpha: 0.4 + 0.15 * Double(index % 3))
            }
        case .sun:
            let horizon = random.next(0.55...0.75), radius = random.next(0.2...0.32), x = random.next(0.3...0.7)
            let sun = Self.disc(Point(x: x, y: horizon), radius: radius, alpha: 0.85)
            let ground = Self.polygon([Point(x: 0, y: horizon), Point(x: 1, y: horizon), Point(x: 1, y: 1), Point(x: 0, y: 1)], alpha: 0.3)
            return [sun, ground]
        case .blocks:
            return (0..<(2 + random.int(3))).map { index in
                let x = random.next(0.05...0.55), y = random.next(0.05...0.55), w = random.next(0.25...0.5), h = random.next(0.2...0.5)
                return Self.polygon(
                    [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)],
                    alpha: 0.3 + 0.2 * Double(index % 3))
            }
        case .hills:
            return (0..<(2 + random.int(2))).map { index in
                let base = 0.55 + 0.12 * Double(index), peak = base - random.next(0.15...0.35), at = random.next(0.2...0.8)
                return VectorPath(
                    [
                        .move(Point(x: 0, y: base)),
                        .quadCurve(to: Point(x: 1, y: base + random.next(-0.1...0.1)), control: Point(x: at, y: peak - 0.2)),
                        .line(Point(x: 1, y: 1)), .line(Point(x: 0, y: 1)), .close
                    ], stroke: nil, lineWidth: 0, fill: Color(white: 1, alpha: 0.3 + 0.2 * Double(index)))
            }
        case .orbit:
            let centre = Point(x: random.next(0.35...0.65), y: random.next(0.3...0.55)), radius = random.next(0.18...0.28)
            let angle = random.next(0...6.28), distance = radius * 1.7
            let moon = Point(x: centre.x + distance * Self.cosine(angle), y: centre.y + distance * Self.sine(angle))
            return [
                Self.annulus(centre, outer: distance + 0.02, inner: distance - 0.005, alpha: 0.35), Self.disc(centre, radius: radius, alpha: 0.8),
                Self.disc(moon, radius: radius * 0.25, alpha: 0.9)
            ]
        }
    }

    // MARK: Shapes (their fill's alpha is the shape's opacity; a host multiplies it by `ink`)

    /// A filled circle: four cubic quarter arcs.
    static func disc(_ c: Point, radius r: Double, alpha: Double) -> VectorPath {
        VectorPath(circle(c, r, clockwise: true) + [.close], stroke: nil, lineWidth: 0, fill: Color(white: 1, alpha: alpha))
    }

    /// A ring: the outer circle one way, the inner the other (a hole under the nonzero rule).
    static func annulus(_ c: Point, outer: Double, inner: Double, alpha: Double) -> VectorPath {
        VectorPath(
            circle(c, outer, clockwise: true) + [.close] + circle(c, max(0, inner), clockwise: false) + [.close], stroke: nil, lineWidth: 0,
            fill: Color(white: 1, alpha: alpha))
    }

    static func polygon(_ points: [Point], alpha: Double) -> VectorPath {
        VectorPath(
            [.move(points[0])] + points.dropFirst().map { .line($0) } + [.close], stroke: nil, lineWidth: 0, fill: Color(white: 1, alpha: alpha))
    }

    /// A circle as four cubic Béziers (the usual 0.5523 handle), from its right-hand
    /// point, clockwise on screen (y down) or against.
    private static func circle(_ c: Point, _ r: Double, clockwise: Bool) -> [VectorPath.Element] {
        let k = 0.552_284_75 * r
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x, y: c.y + y) }
        if clockwise {
            return [
                .move(p(r, 0)), .curve(to: p(0, r), control1: p(r, k), control2: p(k, r)),
                .curve(to: p(-r, 0), control1: p(-k, r), control2: p(-r, k)),
                .curve(to: p(0, -r), control1: p(-r, -k), control2: p(-k, -r)),
                .curve(to: p(r, 0), control1: p(k, -r), control2: p(r, -k))
            ]
        }
        return [
            .move(p(r, 0)), .curve(to: p(0, -r), control1: p(r, -k), control2: p(k, -r)),
            .curve(to: p(-r, 0), control1: p(-k, -r), control2: p(-r, -k)),
            .curve(to: p(0, r), control1: p(-r, k), control2: p(-k, r)),
            .curve(to: p(r, 0), control1: p(k, r), control2: p(r, k))
        ]
    }

    /// sin and cos without the C library (Embedded Swift): a Taylor series on −π…π.
    static func sine(_ angle: Double) -> Double {
        var x = angle
        while x > 3.141_592_653_589_793 { x -= 6.283_185_307_179_586 }
        while x < -3.141_592_653_589_793 { x += 6.283_185_307_179_586 }
        var term = x, sum = x
        for n in 1...9 {
            term *= -x * x / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }

    static func cosine(_ angle: Double) -> Double { sine(angle + 1.570_796_326_794_896_6) }
}

/// A small deterministic sequence of numbers from a seed (xorshift32).
struct SeedSequence {
    private var state: UInt32

    init(_ seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    /// A number in `range`.
    mutating func next(_ range: ClosedRange<Double>) -> Double {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return range.lowerBound + (range.upperBound - range.lowerBound) * Double(state % 10_000) / 9_999
    }

    /// A whole number in 0..<count.
    mutating func int(_ count: Int) -> Int { min(count - 1, Int(next(0...Double(count)))) }
}
