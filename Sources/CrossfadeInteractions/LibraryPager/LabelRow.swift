import CrossfadeMotion
import CrossfadeScene

/// A row of text labels laid out leading to trailing, each exactly as wide as its
/// text (`TextMetrics`), with the scroll that keeps a chosen label in view when
/// the row is wider than the screen. Positions are left to right in the row's own
/// coordinates; right to left is a mirror image the caller applies.
struct LabelRow: Hashable, Sendable {
    let names: [String]
    let xs: [Double]
    let widths: [Double]
    /// The row's width with its leading and trailing margins.
    let width: Double

    init(_ names: [String], fontSize: Double, weight: TextContent.Weight, margin: Double, spacing: Double) {
        self.names = names
        var xs: [Double] = [], widths: [Double] = []
        var x = margin
        for name in names {
            let w = TextMetrics.width(of: name, fontSize: fontSize, weight: weight)
            xs.append(x)
            widths.append(w)
            x += w + spacing
        }
        self.xs = xs
        self.widths = widths
        width = (xs.last.map { $0 + widths[widths.count - 1] } ?? 0) + margin
    }

    var count: Int { names.count }

    /// The scroll (pt) that shows label `index` centred, within the row's ends: 0
    /// whenever the whole row fits in `viewportWidth`.
    func scrollTarget(_ index: Int, viewportWidth: Double) -> Double {
        guard width > viewportWidth, index >= 0, index < count else { return 0 }
        return clamp(xs[index] + widths[index] / 2 - viewportWidth / 2, 0...(width - viewportWidth))
    }

    /// The scroll when the selection is `position` labels along (fractional while
    /// moving between two): the two labels' targets, interpolated.
    func scroll(at position: Double, viewportWidth: Double) -> Double {
        guard width > viewportWidth, count > 1 else { return 0 }
        let p = clamp(position, 0...Double(count - 1))
        let low = Int(p.rounded(.down)), high = min(count - 1, low + 1)
        return lerp(scrollTarget(low, viewportWidth: viewportWidth), scrollTarget(high, viewportWidth: viewportWidth), p - Double(low))
    }

    /// The labels that show (or nearly: a quarter screen either side) when the
    /// row is scrolled by `scroll`. Binary searches: a frame costs the same in a
    /// row of a hundred labels as in a row of three.
    func window(scroll: Double, viewportWidth: Double) -> ClosedRange<Int> {
        guard count > 0 else { return 0...0 }
        let left = scroll - viewportWidth / 4, right = scroll + viewportWidth * 1.25
        // The first label that ends at or after `left`, and the last that starts at or before `right`.
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if xs[middle] + widths[middle] < left { low = middle + 1 } else { high = middle }
        }
        var first = low
        low = first
        high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if xs[middle] <= right { low = middle } else { high = middle - 1 }
        }
        first = min(first, low)
        return first...low
    }

    /// The colour of a label `distance` labels from the selection: the palette's
    /// primary text colour on it, the secondary one a label or more away,
    /// interpolated between (in light and dark alike).
    static func color(distance: Double, _ palette: Palette) -> Color {
        lerp(palette.secondaryText, palette.primaryText, max(0, 1 - abs(distance)))
    }
}
