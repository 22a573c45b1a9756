import CrossfadeMotion
import CrossfadeTrace

/// Draws springs over time as SVG: value (0 → 1) and velocity on two stacked
/// charts sharing the time axis, each spring's SwiftUI and Core Animation settling
/// points marked, a legend naming each spring. Deterministic text.
public struct SpringPlot: Sendable {
    public var width = 720.0
    public var chartHeight = 220.0
    /// Samples per spring.
    public var samples = 600

    public init() {}

    /// An SVG document plotting `springs` (one or more, overlaid), each with a label.
    public func document(_ springs: [(label: String, lab: SpringLab)]) -> String {
        let duration = springs.map(\.lab.plotDuration).max() ?? 1
        let curves = springs.map { $0.lab.samples(count: samples, over: duration) }
        let values = curves.flatMap { $0.map(\.value) }, velocities = curves.flatMap { $0.map(\.velocity) }
        let valueRange = paddedRange(values + [0, 1]), velocityRange = paddedRange(velocities + [0])
        let left = 56.0, top = 40.0, gap = 44.0
        let plotWidth = width - left - 24
        let height = top + 2 * chartHeight + gap + 40 + Double(springs.count) * 38
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatNumber(width))\" height=\"\(formatNumber(height))\" viewBox=\"0 0 \(formatNumber(width)) \(formatNumber(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#121212\"/>\n"
        svg +=
            "<text x=\"\(formatNumber(left))\" y=\"24\" fill=\"#ffffff\" font-size=\"15\" font-weight=\"700\">Spring: value and velocity over \(decimalText(duration, fractionDigits: 3)) s</text>\n"
        let charts: [(title: String, range: (Double, Double), y: Double, pick: (SpringSample) -> Double)] = [
            ("value", valueRange, top, { $0.value }),
            ("velocity (distance/s)", velocityRange, top + chartHeight + gap, { $0.velocity })
        ]
        for chart in charts {
            let frame = Rect(x: left, y: chart.y, width: plotWidth, height: chartHeight)
            svg += axes(frame: frame, range: chart.range, duration: duration, title: chart.title)
            for (index, curve) in curves.enumerated() {
                let color = palette[index % palette.count]
                var path = ""
                for (n, sample) in curve.enumerated() {
                    let point = place(sample.time, chart.pick(sample), frame: frame, range: chart.range, duration: duration)
                    path += (n == 0 ? "M" : "L") + formatNumber(point.x) + " " + formatNumber(point.y)
                }
                svg +=
                    "<path class=\"\(chart.title == "value" ? "value" : "velocity")\" d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            }
        }
        // The settling points, through both charts.
        for (index, spring) in springs.enumerated() {
            let lab = spring.lab, color = palette[index % palette.count]
            var marks = [
                ("SwiftUI settlingDuration", lab.swiftUISettlingDuration, "4 3"),
                ("Core Animation settlingDuration", lab.coreAnimationSettlingDuration, "1 3")
            ]
            if let uikit = lab.uikitDuration { marks.append(("UIKit duration", uikit, "8 2 1 2")) }
            for (name, time, dash) in marks where time <= duration {
                let x = formatNumber(left + plotWidth * time / duration)
                svg +=
                    "<line class=\"settle\" x1=\"\(x)\" y1=\"\(formatNumber(top))\" x2=\"\(x)\" y2=\"\(formatNumber(top + 2 * chartHeight + gap))\" stroke=\"\(color)\" stroke-dasharray=\"\(dash)\" stroke-width=\"1\"><title>\(name): \(decimalText(time)) s</title></line>\n"
            }
        }
        var y = top + 2 * chartHeight + gap + 40
        for (index, spring) in springs.enumerated() {
            let lab = spring.lab
            let text = "\(spring.label): response \(decimalText(lab.response)) s, ζ \(decimalText(lab.dampingRatio))"
            let settles =
                "settles: SwiftUI \(decimalText(lab.swiftUISettlingDuration, fractionDigits: 3)) s (dashed), Core Animation \(decimalText(lab.coreAnimationSettlingDuration, fractionDigits: 3)) s (dotted)\(lab.uikitDuration.map { ", UIKit duration \(decimalText($0, fractionDigits: 3)) s (dash-dot)" } ?? "")"
            svg +=
                "<rect x=\"\(formatNumber(left))\" y=\"\(formatNumber(y - 9))\" width=\"12\" height=\"3\" fill=\"\(palette[index % palette.count])\"/>"
            svg += "<text x=\"\(formatNumber(left + 18))\" y=\"\(formatNumber(y))\" fill=\"#b3b3b3\">\(escapeXML(text))</text>\n"
            svg += "<text x=\"\(formatNumber(left + 18))\" y=\"\(formatNumber(y + 16))\" fill=\"#b3b3b3\">\(escapeXML(settles))</text>\n"
            y += 38
        }
        return svg + "</svg>\n"
    }

    let palette = ["#1db954", "#f59b23", "#509bf5", "#e91429"]

    func place(_ time: Double, _ value: Double, frame: Rect, range: (Double, Double), duration: Double) -> Point {
        Point(
            x: frame.minX + frame.width * time / duration,
            y: frame.maxY - frame.height * (value - range.0) / (range.1 - range.0))
    }

    func axes(frame: Rect, range: (Double, Double), duration: Double, title: String) -> String {
        var svg =
            "<rect x=\"\(formatNumber(frame.minX))\" y=\"\(formatNumber(frame.minY))\" width=\"\(formatNumber(frame.width))\" height=\"\(formatNumber(frame.height))\" fill=\"#181818\" stroke=\"#3e3e3e\"/>\n"
        svg += "<text x=\"\(formatNumber(frame.minX + 6))\" y=\"\(formatNumber(frame.minY + 16))\" fill=\"#b3b3b3\">\(escapeXML(title))</text>\n"
        let span = range.1 - range.0
        let marks = [0.0, 1.0].filter { $0 >= range.0 && $0 <= range.1 && (title == "value" || $0 != 1) }
        let ends = [range.0, range.1].filter { end in marks.allSatisfy { abs($0 - end) > 0.08 * span } }
        for value in marks + ends {
            let y = place(0, value, frame: frame, range: range, duration: duration).y
            svg +=
                "<line x1=\"\(formatNumber(frame.minX))\" y1=\"\(formatNumber(y))\" x2=\"\(formatNumber(frame.maxX))\" y2=\"\(formatNumber(y))\" stroke=\"#2a2a2a\"/>"
            svg +=
                "<text x=\"\(formatNumber(frame.minX - 6))\" y=\"\(formatNumber(y + 4))\" fill=\"#b3b3b3\" text-anchor=\"end\">\(decimalText(value, fractionDigits: 2))</text>\n"
        }
        let ticks = 5
        for index in 0...ticks {
            let time = duration * Double(index) / Double(ticks)
            let x = place(time, 0, frame: frame, range: range, duration: duration).x
            svg +=
                "<text x=\"\(formatNumber(x))\" y=\"\(formatNumber(frame.maxY + 16))\" fill=\"#b3b3b3\" text-anchor=\"middle\">\(decimalText(time, fractionDigits: 3)) s</text>\n"
        }
        return svg
    }
}

/// The lowest and highest of `values`, 5 % wider each way (never empty).
func paddedRange(_ values: [Double]) -> (Double, Double) {
    let finite = values.filter(\.isFinite)
    let low = finite.min() ?? 0, high = finite.max() ?? 1
    let pad = max(high - low, 1e-9) * 0.05
    return (low - pad, high + pad)
}
