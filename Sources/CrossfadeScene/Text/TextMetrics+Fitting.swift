/// Fitting a text into a box the way every host will draw it: the engine breaks
/// the lines (with `TextMetrics`' widths) and picks the size, and hosts draw the
/// lines it chose (`\n`-separated) without wrapping again, so the SVG and the
/// Studio page break the same words onto the same lines.
extension TextMetrics {
    /// A text broken into lines no wider than `width` at the largest size from
    /// `maximumFontSize` down to `minimumFontSize` (1 pt steps) whose lines fit
    /// `height` (line height 1.2); at the smallest size, lines past the box are
    /// dropped and the last kept one ends in "…". A word wider than the box is
    /// broken where it must be.
    ///
    /// ```swift
    /// TextMetrics.fit("Springs remember where you left them", width: 280, height: 200,
    ///                 maximumFontSize: 26, minimumFontSize: 14, weight: .bold)   // ("Springs remember\nwhere you left them", 26)
    /// ```
    public static func fit(
        _ text: String, width: Double, height: Double, maximumFontSize: Double, minimumFontSize: Double,
        weight: TextContent.Weight
    ) -> (text: String, fontSize: Double) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty, width > 0, height > 0 else { return (text, maximumFontSize) }
        var size = max(1, maximumFontSize.rounded(.down))
        let smallest = max(1, min(size, minimumFontSize))
        while true {
            let lines = breakLines(words, width: width, fontSize: size, weight: weight)
            let fitting = max(1, Int((height / lineHeight(fontSize: size)).rounded(.down)))
            if lines.count <= fitting { return (lines.joined(separator: "\n"), size) }
            if size - 1 < smallest {
                var kept = Array(lines.prefix(fitting))
                kept[kept.count - 1] = ellipsized(kept[kept.count - 1], width: width, fontSize: size, weight: weight)
                return (kept.joined(separator: "\n"), size)
            }
            size -= 1
        }
    }

    /// `text` broken into lines no wider than `width` at `fontSize`, by the engine's
    /// measure (the lines a host draws for a text the engine did not break itself).
    public static func lines(of text: String, width: Double, fontSize: Double, weight: TextContent.Weight) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty, width > 0 else { return [text] }
        return breakLines(words, width: width, fontSize: fontSize, weight: weight)
    }

    /// Greedy line breaking by measured width.
    static func breakLines(_ words: [String], width: Double, fontSize: Double, weight: TextContent.Weight) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if self.width(of: candidate, fontSize: fontSize, weight: weight) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            // A word too long for a line on its own is broken by characters.
            for character in word {
                let next = current + String(character)
                if !current.isEmpty, self.width(of: next, fontSize: fontSize, weight: weight) > width {
                    lines.append(current)
                    current = String(character)
                } else {
                    current = next
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func ellipsized(_ line: String, width: Double, fontSize: Double, weight: TextContent.Weight) -> String {
        var kept = line
        while !kept.isEmpty, self.width(of: kept + "…", fontSize: fontSize, weight: weight) > width { kept.removeLast() }
        return kept + "…"
    }

    /// Whether a text reads right to left: its first strongly directional letter is
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko or another right-to-left script.
    public static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x58F, 0x900...0x1FFF, 0x2C00...0xFB1C: return false
            default: continue
            }
        }
        return false
    }
}
