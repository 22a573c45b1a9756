import CrossfadeMotion
import CrossfadeScene

/// The colours the interactions draw with, for a light or a dark appearance
/// (`InteractionEnvironment.palette`): Spotify's dark scheme, and a light one in
/// Apple's system colours. Artwork colours are the same in both.
public struct Palette: Hashable, Sendable {
    /// Behind everything.
    public var background: Color
    /// Raised surfaces: rows, tiles, the mini player bar, dividers.
    public var surface: Color
    /// Behind the tab bar.
    public var tabBar: Color
    /// Spotify's green: selection, the indicator, buttons that are on.
    public var accent: Color
    /// Titles and labels.
    public var primaryText: Color
    /// Subtitles, times and other quieter text.
    public var secondaryText: Color
    /// Behind a presented card (Apple Music's deck shows black around the shrunken app).
    public var backdrop: Color

    /// Spotify's dark theme: near-black background, green accent, white text.
    public static let dark = Palette(
        background: Color(hex: 0x121212), surface: Color(hex: 0x282828), tabBar: Color(hex: 0x181818),
        accent: Color(hex: 0x1DB954), primaryText: .white, secondaryText: Color(hex: 0xB3B3B3), backdrop: .black)
    /// The light theme: white background, a darker green accent, black text.
    public static let light = Palette(
        background: .white, surface: Color(hex: 0xF2F2F7), tabBar: Color(hex: 0xF9F9F9),
        accent: Color(hex: 0x1AA34A), primaryText: .black, secondaryText: Color(hex: 0x6C6C70), backdrop: .black)

    // The dark palette's colours by name, for code that has not moved to the
    // environment's palette yet.
    static var background: Color { dark.background }
    static var surface: Color { dark.surface }
    static var tabBar: Color { dark.tabBar }
    static var accent: Color { dark.accent }
    static var primaryText: Color { dark.primaryText }
    static var secondaryText: Color { dark.secondaryText }

    /// Generated artwork for track `index`: a two-colour gradient, no image needed.
    static func artwork(_ index: Int) -> Artwork {
        let (a, b) = artworkPairs[wrapped(index)]
        return Artwork(reference: "track-\(index)", colors: [Color(hex: a), Color(hex: b)])
    }

    /// The engine's album cover for `name` over `colors`: shapes and the name set in
    /// white, or (for some albums) in a pale tint of the gradient's first colour.
    static func cover(_ name: String, colors: [Color]) -> CoverArt {
        let seed = CoverArt.seed(name)
        let ink = (seed >> 8) % 3 == 0 && !colors.isEmpty ? lerp(colors[0], .white, 0.8) : Color(white: 1, alpha: 0.92)
        return CoverArt(seed: seed, ink: ink, title: name)
    }

    /// Artwork named `reference` with the engine's cover for `name` over `colors`.
    static func coverArtwork(_ reference: String, name: String, colors: [Color]) -> Artwork {
        Artwork(reference: reference, colors: colors, cover: cover(name, colors: colors))
    }

    /// The palette's gradients as artwork, made once: layers that are reused for
    /// other content (the library's lists) take one without building a reference.
    static let paletteArtworks: [Artwork] = artworkPairs.indices.map { index in
        Artwork(reference: "palette-\(index)", colors: [Color(hex: artworkPairs[index].0), Color(hex: artworkPairs[index].1)])
    }

    /// The two colours of the gradient the engine draws for artwork `index` (hosts
    /// without the image show it).
    static func artworkColors(_ index: Int) -> [Color] {
        let (a, b) = artworkPairs[wrapped(index)]
        return [Color(hex: a), Color(hex: b)]
    }

    /// The dominant colour of track `index`'s artwork (for backgrounds and cards).
    static func trackColor(_ index: Int) -> Color { Color(hex: artworkPairs[wrapped(index)].0) }

    private static let artworkPairs: [(UInt32, UInt32)] = [
        (0xE8115B, 0x5B0D8A), (0x1E3264, 0x27856A), (0xE13300, 0xF59B23),
        (0x8D67AB, 0x1E3264), (0x148A08, 0x0D73EC), (0xBA5D07, 0x503750)
    ]

    private static func wrapped(_ index: Int) -> Int { wrappedIndex(index, count: artworkPairs.count) }
}

/// Vector symbols drawn in a layer's own coordinates.
enum Symbols {
    /// A downward chevron in a w × h box; `flatness` 1 turns it into a straight line
    /// (the card grabber flattens while dragging).
    static func chevron(
        width w: Double, height h: Double, flatness: Double = 0, lineWidth: Double = 3,
        color: Color = Palette.secondaryText
    ) -> VectorPath {
        var path = VectorPath([.move(.zero), .line(.zero), .line(.zero)], stroke: color, lineWidth: lineWidth)
        setChevron(&path.elements, width: w, height: h, flatness: flatness)
        return path
    }

    /// Reshapes a chevron's three points in place (no allocation when `elements`
    /// is uniquely held): a grabber flattening frame by frame.
    static func setChevron(_ elements: inout [VectorPath.Element], width w: Double, height h: Double, flatness: Double) {
        let dip = (1 - clamp(flatness, 0...1)) * h * 0.5
        let mid = h / 2
        guard elements.count == 3 else { return }
        elements[0] = .move(Point(x: 0, y: mid - dip / 2))
        elements[1] = .line(Point(x: w / 2, y: chevronMiddleY(height: h, flatness: flatness)))
        elements[2] = .line(Point(x: w, y: mid - dip / 2))
    }

    /// Where `setChevron` puts the chevron's middle point.
    static func chevronMiddleY(height h: Double, flatness: Double) -> Double {
        h / 2 + (1 - clamp(flatness, 0...1)) * h * 0.25
    }

    /// A reorder handle (UITableView's reorder control): three horizontal lines in a w × h box.
    static func reorderHandle(width w: Double, height h: Double, color: Color) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: 0, y: 1)), .line(Point(x: w, y: 1)), .move(Point(x: 0, y: h / 2)), .line(Point(x: w, y: h / 2)),
                .move(Point(x: 0, y: h - 1)), .line(Point(x: w, y: h - 1))
            ], stroke: color, lineWidth: 2, fill: nil)
    }

    /// A tab bar's icon in a size × size box: Home a house, Search a magnifier, Your Library books on a shelf.
    static func tab(_ index: Int, size s: Double, color: Color) -> VectorPath {
        switch index {
        case 0:  // a house
            return VectorPath(
                [
                    .move(Point(x: s * 0.15, y: s * 0.45)), .line(Point(x: s * 0.5, y: s * 0.15)), .line(Point(x: s * 0.85, y: s * 0.45)),
                    .move(Point(x: s * 0.25, y: s * 0.38)), .line(Point(x: s * 0.25, y: s * 0.85)), .line(Point(x: s * 0.75, y: s * 0.85)),
                    .line(Point(x: s * 0.75, y: s * 0.38))
                ], stroke: color, lineWidth: 2, fill: nil)
        case 1:  // a magnifier
            return VectorPath(
                [
                    .move(Point(x: s * 0.42, y: s * 0.12)),
                    .curve(
                        to: Point(x: s * 0.72, y: s * 0.42), control1: Point(x: s * 0.6, y: s * 0.12),
                        control2: Point(x: s * 0.72, y: s * 0.25)),
                    .curve(to: Point(x: s * 0.42, y: s * 0.72), control1: Point(x: s * 0.72, y: s * 0.6), control2: Point(x: s * 0.6, y: s * 0.72)),
                    .curve(to: Point(x: s * 0.12, y: s * 0.42), control1: Point(x: s * 0.25, y: s * 0.72), control2: Point(x: s * 0.12, y: s * 0.6)),
                    .curve(to: Point(x: s * 0.42, y: s * 0.12), control1: Point(x: s * 0.12, y: s * 0.25), control2: Point(x: s * 0.25, y: s * 0.12)),
                    .move(Point(x: s * 0.64, y: s * 0.64)), .line(Point(x: s * 0.88, y: s * 0.88))
                ], stroke: color, lineWidth: 2, fill: nil)
        default:  // books on a shelf
            return VectorPath(
                [
                    .move(Point(x: s * 0.2, y: s * 0.12)), .line(Point(x: s * 0.2, y: s * 0.88)), .move(Point(x: s * 0.4, y: s * 0.12)),
                    .line(Point(x: s * 0.4, y: s * 0.88)), .move(Point(x: s * 0.58, y: s * 0.16)), .line(Point(x: s * 0.82, y: s * 0.86))
                ],
                stroke: color, lineWidth: 2, fill: nil)
        }
    }

    /// Devices (Spotify's Connect): a speaker beside a phone, stroked.
    static func devices(size s: Double, color: Color = .white) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.1, y: s * 0.2)), .line(Point(x: s * 0.6, y: s * 0.2)), .line(Point(x: s * 0.6, y: s * 0.8)),
                .line(Point(x: s * 0.1, y: s * 0.8)), .close, .move(Point(x: s * 0.72, y: s * 0.35)), .line(Point(x: s * 0.9, y: s * 0.35)),
                .line(Point(x: s * 0.9, y: s * 0.8)), .line(Point(x: s * 0.72, y: s * 0.8)), .close
            ], stroke: color, lineWidth: 1.6, fill: nil)
    }

    /// A play triangle in a size × size box.
    static func play(size s: Double, color: Color = .black) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.3, y: s * 0.2)), .line(Point(x: s * 0.82, y: s * 0.5)),
                .line(Point(x: s * 0.3, y: s * 0.8)), .close
            ], stroke: nil, lineWidth: 0, fill: color)
    }

    /// A pause symbol: two bars in a size × size box.
    static func pause(size s: Double, color: Color = .black) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.28, y: s * 0.2)), .line(Point(x: s * 0.42, y: s * 0.2)), .line(Point(x: s * 0.42, y: s * 0.8)),
                .line(Point(x: s * 0.28, y: s * 0.8)), .close,
                .move(Point(x: s * 0.58, y: s * 0.2)), .line(Point(x: s * 0.72, y: s * 0.2)), .line(Point(x: s * 0.72, y: s * 0.8)),
                .line(Point(x: s * 0.58, y: s * 0.8)), .close
            ], stroke: nil, lineWidth: 0, fill: color)
    }

    /// Shuffle: two crossing arrows, stroked.
    static func shuffle(size s: Double, color: Color = .white) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.1, y: s * 0.3)), .line(Point(x: s * 0.3, y: s * 0.3)), .line(Point(x: s * 0.7, y: s * 0.7)),
                .line(Point(x: s * 0.9, y: s * 0.7)), .move(Point(x: s * 0.1, y: s * 0.7)), .line(Point(x: s * 0.3, y: s * 0.7)),
                .line(Point(x: s * 0.7, y: s * 0.3)), .line(Point(x: s * 0.9, y: s * 0.3)),
                .move(Point(x: s * 0.78, y: s * 0.18)), .line(Point(x: s * 0.9, y: s * 0.3)), .line(Point(x: s * 0.78, y: s * 0.42)),
                .move(Point(x: s * 0.78, y: s * 0.58)), .line(Point(x: s * 0.9, y: s * 0.7)), .line(Point(x: s * 0.78, y: s * 0.82))
            ],
            stroke: color, lineWidth: 1.6, fill: nil)
    }

    /// Repeat: a rounded loop with an arrowhead, stroked; `one` adds a dot (repeat one).
    static func repeatLoop(size s: Double, color: Color = .white, one: Bool = false) -> VectorPath {
        var elements: [VectorPath.Element] = [
            .move(Point(x: s * 0.25, y: s * 0.7)), .line(Point(x: s * 0.15, y: s * 0.7)), .line(Point(x: s * 0.15, y: s * 0.3)),
            .line(Point(x: s * 0.85, y: s * 0.3)), .line(Point(x: s * 0.85, y: s * 0.7)), .line(Point(x: s * 0.45, y: s * 0.7)),
            .move(Point(x: s * 0.57, y: s * 0.58)), .line(Point(x: s * 0.45, y: s * 0.7)), .line(Point(x: s * 0.57, y: s * 0.82))
        ]
        if one { elements += [.move(Point(x: s * 0.5, y: s * 0.45)), .line(Point(x: s * 0.5, y: s * 0.55))] }
        return VectorPath(elements, stroke: color, lineWidth: 1.6, fill: nil)
    }

    /// A skip symbol (triangle and bar); `forward` points right.
    static func skip(size s: Double, forward: Bool, color: Color = .white) -> VectorPath {
        let x = { (v: Double) in forward ? v : s - v }
        return VectorPath(
            [
                .move(Point(x: x(s * 0.2), y: s * 0.2)), .line(Point(x: x(s * 0.7), y: s * 0.5)),
                .line(Point(x: x(s * 0.2), y: s * 0.8)), .close,
                .move(Point(x: x(s * 0.72), y: s * 0.2)), .line(Point(x: x(s * 0.82), y: s * 0.2)),
                .line(Point(x: x(s * 0.82), y: s * 0.8)), .line(Point(x: x(s * 0.72), y: s * 0.8)), .close
            ],
            stroke: nil, lineWidth: 0, fill: color)
    }
}

extension Layer {
    /// The text this layer shows, if it is a text layer.
    var shownText: String? {
        if case .text(let text)? = content { text.text } else { nil }
    }

    /// Changes a text layer's text in place: the content is handed over uniquely,
    /// so nothing is copied (a frame that only moves layers allocates nothing).
    mutating func setText(_ string: String) {
        guard case .text(var text)? = content else { return }
        content = nil
        text.text = string
        content = .text(text)
    }

    /// Changes a text layer's colour in place, only when it differs.
    mutating func setTextColor(_ color: Color) {
        guard case .text(var text)? = content, text.color != color else { return }
        content = nil
        text.color = color
        content = .text(text)
    }

    /// The last whole number in a layer id ("…sub.1.2" → 2, "…cover.12" → 12), read without allocating.
    static func lastNumber(inID id: String) -> Int {
        var number = 0, seenDigit = false
        for byte in id.utf8 {
            if byte >= 48, byte <= 57 {
                number = (seenDigit ? number * 10 : 0) + Int(byte - 48)
                seenDigit = true
            } else if seenDigit {
                seenDigit = false
            }
        }
        return number
    }

    /// A text layer.
    @inline(never)
    static func text(
        _ id: String, _ string: String, frame: Rect, size: Double, weight: TextContent.Weight = .regular,
        color: Color = Palette.primaryText, alignment: TextContent.Alignment = .leading
    ) -> Layer {
        Layer(
            id: id, frame: frame, content: .text(TextContent(string, fontSize: size, weight: weight, color: color, alignment: alignment)),
            isHitTestable: false)
    }
}
