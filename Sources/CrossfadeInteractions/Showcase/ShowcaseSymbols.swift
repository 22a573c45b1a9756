import CrossfadeMotion
import CrossfadeScene

/// The showcase's icons, as vector paths in a size × size box (drawn on the
/// artwork's tint, so white unless a colour is given).
enum ShowcaseSymbols {
    static func heart(size s: Double, filled: Bool) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.5, y: s * 0.85)),
                .curve(to: Point(x: s * 0.08, y: s * 0.35), control1: Point(x: s * 0.3, y: s * 0.7), control2: Point(x: s * 0.08, y: s * 0.55)),
                .curve(to: Point(x: s * 0.5, y: s * 0.25), control1: Point(x: s * 0.08, y: s * 0.1), control2: Point(x: s * 0.4, y: s * 0.05)),
                .curve(to: Point(x: s * 0.92, y: s * 0.35), control1: Point(x: s * 0.6, y: s * 0.05), control2: Point(x: s * 0.92, y: s * 0.1)),
                .curve(to: Point(x: s * 0.5, y: s * 0.85), control1: Point(x: s * 0.92, y: s * 0.55), control2: Point(x: s * 0.7, y: s * 0.7)), .close
            ],
            stroke: filled ? nil : .white, lineWidth: 1.8, fill: filled ? Palette.accent : nil)
    }

    static func queue(size s: Double) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.1, y: s * 0.25)), .line(Point(x: s * 0.9, y: s * 0.25)), .move(Point(x: s * 0.1, y: s * 0.5)),
                .line(Point(x: s * 0.9, y: s * 0.5)), .move(Point(x: s * 0.1, y: s * 0.75)), .line(Point(x: s * 0.6, y: s * 0.75))
            ],
            stroke: .white, lineWidth: 1.8, fill: nil)
    }

    /// A speech bubble with a line of text: the lyrics.
    static func lyrics(size s: Double) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.1, y: s * 0.15)), .line(Point(x: s * 0.9, y: s * 0.15)), .line(Point(x: s * 0.9, y: s * 0.7)),
                .line(Point(x: s * 0.4, y: s * 0.7)), .line(Point(x: s * 0.2, y: s * 0.88)), .line(Point(x: s * 0.2, y: s * 0.7)),
                .line(Point(x: s * 0.1, y: s * 0.7)), .close, .move(Point(x: s * 0.28, y: s * 0.42)), .line(Point(x: s * 0.72, y: s * 0.42))
            ],
            stroke: .white, lineWidth: 1.6, fill: nil)
    }

    /// Share: a box with an arrow leaving it upward (iOS's share symbol).
    static func share(size s: Double) -> VectorPath {
        VectorPath(
            [
                .move(Point(x: s * 0.35, y: s * 0.4)), .line(Point(x: s * 0.2, y: s * 0.4)), .line(Point(x: s * 0.2, y: s * 0.92)),
                .line(Point(x: s * 0.8, y: s * 0.92)), .line(Point(x: s * 0.8, y: s * 0.4)), .line(Point(x: s * 0.65, y: s * 0.4)),
                .move(Point(x: s * 0.5, y: s * 0.62)), .line(Point(x: s * 0.5, y: s * 0.06)),
                .move(Point(x: s * 0.32, y: s * 0.24)), .line(Point(x: s * 0.5, y: s * 0.06)), .line(Point(x: s * 0.68, y: s * 0.24))
            ],
            stroke: .white, lineWidth: 1.6, fill: nil)
    }

    /// More ("⋯"): three dots in a row.
    static func more(size s: Double) -> VectorPath {
        var elements: [VectorPath.Element] = []
        for centre in [0.2, 0.5, 0.8] {
            let x = s * centre, y = s * 0.5, r = s * 0.075
            elements += [
                .move(Point(x: x - r, y: y - r)), .line(Point(x: x + r, y: y - r)), .line(Point(x: x + r, y: y + r)),
                .line(Point(x: x - r, y: y + r)), .close
            ]
        }
        return VectorPath(elements, stroke: nil, lineWidth: 0, fill: .white)
    }
}
