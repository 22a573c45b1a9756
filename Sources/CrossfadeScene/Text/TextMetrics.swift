/// Text widths the engine can compute headlessly, the same on every platform:
/// the advance widths of Helvetica (the PostScript core font; Arial and Liberation
/// Sans share them), regular and bold, for printable ASCII, with an average
/// advance for everything else.
///
/// Layouts that depend on how wide a text is (the library pager's indicator is
/// exactly as wide as its label) measure with this, and mark the text
/// `TextContent.fitsWidth`: hosts then draw it exactly as wide as its frame (the
/// Studio scales the rendered text horizontally to it, SVG sets `textLength`), so
/// the layout holds in every host whatever fonts it has. Kerning is not applied.
///
/// ```swift
/// TextMetrics.width(of: "Playlists", fontSize: 15, weight: .bold)   // 60.87 pt
/// ```
public enum TextMetrics {
    /// The advance width of `text` set in `fontSize` pt, in points.
    public static func width(of text: String, fontSize: Double, weight: TextContent.Weight) -> Double {
        let bold = weight == .semibold || weight == .bold
        var units = 0
        for scalar in text.unicodeScalars { units += advance(of: scalar.value, bold: bold) }
        return Double(units) * fontSize / 1000
    }

    /// The height of one line of `fontSize` pt text (the hosts' line height, 1.2).
    public static func lineHeight(fontSize: Double) -> Double { fontSize * 1.2 }

    /// One character's advance in thousandths of the font size.
    static func advance(of scalar: UInt32, bold: Bool) -> Int {
        if scalar >= 32, scalar <= 126 {
            return Int((bold ? boldAdvances : regularAdvances)[Int(scalar - 32)])
        }
        switch scalar {
        case 0x00A0: return 278  // no-break space
        case 0x00C0...0x024F: return bold ? 611 : 556  // Latin letters with diacritics: a typical letter
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1000  // CJK and Hangul: full width
        default: return bold ? 611 : 556
        }
    }

    // Helvetica's advance widths (AFM `WX`), for U+0020 through U+007E in order.
    static let regularAdvances: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584  // p … ~
    ]

    static let boldAdvances: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 … ?
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P … _
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` … o
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584  // p … ~
    ]
}
