import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace

/// Draws a scene as SVG: frames, transforms about the centre, opacity, z-order,
/// per-corner radii, clipping, text, vector paths and artwork (as gradients).
/// The output is deterministic text, so it can be a golden snapshot.
public struct SVGRenderer: Sendable {
    public init() {}

    /// A standalone SVG document of `scene`.
    public func document(_ scene: Scene) -> String {
        let w = formatNumber(scene.viewport.width), h = formatNumber(scene.viewport.height)
        var body = SVGBody(prefix: "s")
        body.draw(scene)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            \(body.defs.isEmpty ? "" : "<defs>\(body.defs)</defs>\n")\(body.content)</svg>

            """
    }

    /// A filmstrip: `frames` (time, scene) laid out in a grid of `columns`, each
    /// scaled by `scale` and labelled with its time. The cells are as large as the
    /// largest viewport among the frames, each frame drawn at its own size in the
    /// middle of its cell (a trace whose viewport changes — a rotation — shows
    /// every frame whole, the way round it was).
    public func filmstrip(_ frames: [(time: Double, scene: Scene)], columns: Int, scale: Double = 0.5, title: String? = nil) -> String {
        guard !frames.isEmpty else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"></svg>\n"
        }
        let columns = max(1, min(columns, frames.count))
        let cellWidth = frames.reduce(0) { max($0, $1.scene.viewport.width) } * scale
        let cellHeight = frames.reduce(0) { max($0, $1.scene.viewport.height) } * scale
        let gap = 16.0, label = 22.0, header = title == nil ? 0.0 : 30.0
        let rows = (frames.count + columns - 1) / columns
        let totalWidth = Double(columns) * (cellWidth + gap) + gap
        let totalHeight = header + Double(rows) * (cellHeight + label + gap) + gap
        var defs = "", content = ""
        if let title {
            content +=
                "<text x=\"\(formatNumber(gap))\" y=\"22\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"16\" font-weight=\"700\" fill=\"#ffffff\">\(escapeXML(title))</text>\n"
        }
        for (index, frame) in frames.enumerated() {
            let x = gap + Double(index % columns) * (cellWidth + gap)
            let y = header + gap + Double(index / columns) * (cellHeight + label + gap)
            var body = SVGBody(prefix: "f\(index)")
            body.draw(frame.scene)
            defs += body.defs
            let vw = formatNumber(frame.scene.viewport.width), vh = formatNumber(frame.scene.viewport.height)
            let width = frame.scene.viewport.width * scale, height = frame.scene.viewport.height * scale
            let left = x + (cellWidth - width) / 2, top = y + (cellHeight - height) / 2
            content +=
                "<svg x=\"\(formatNumber(left))\" y=\"\(formatNumber(top))\" width=\"\(formatNumber(width))\" height=\"\(formatNumber(height))\" viewBox=\"0 0 \(vw) \(vh)\">\n\(body.content)</svg>\n"
            content +=
                "<text x=\"\(formatNumber(x + cellWidth / 2))\" y=\"\(formatNumber(y + cellHeight + 16))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" fill=\"#b3b3b3\">t = \(timeLabel(frame.time))</text>\n"
        }
        let w = formatNumber(totalWidth), h = formatNumber(totalHeight)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            \(defs.isEmpty ? "" : "<defs>\(defs)</defs>\n")<rect width="\(w)" height="\(h)" fill="#121212"/>
            \(content)</svg>

            """
    }
}

func timeLabel(_ time: Double) -> String {
    let milliseconds = Int((time * 1_000).rounded())
    return "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - String(milliseconds % 1_000).count))\(milliseconds % 1_000) s"
}

/// Accumulates the SVG for one scene: definitions (gradients, clip paths) with
/// ids unique under `prefix`, and the drawing.
struct SVGBody {
    let prefix: String
    var defs = ""
    var content = ""
    private var counter = 0

    init(prefix: String) { self.prefix = prefix }

    mutating func draw(_ scene: Scene) {
        let w = formatNumber(scene.viewport.width), h = formatNumber(scene.viewport.height)
        content +=
            "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(svgColor(scene.background))\"\(opacityAttribute(scene.background.alpha, name: "fill-opacity"))/>\n"
        for layer in scene.layers.sortedForPainting() { draw(layer) }
    }

    fileprivate mutating func nextID(_ kind: String) -> String {
        counter += 1
        return "\(prefix)-\(kind)\(counter)"
    }

    mutating func draw(_ layer: Layer) {
        let t = layer.transformToParent
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " ")
        content += "<g data-id=\"\(escapeXML(layer.id))\" transform=\"matrix(\(matrix))\"\(opacityAttribute(layer.opacity, name: "opacity"))>\n"
        let shape = roundedRectPath(layer)
        if let fill = layer.fill, fill.alpha > 0 {
            content += "<path d=\"\(shape)\" fill=\"\(svgColor(fill))\"\(opacityAttribute(fill.alpha, name: "fill-opacity"))/>\n"
        }
        if let contentValue = layer.content { draw(contentValue, in: layer, shape: shape) }
        if !layer.children.isEmpty {
            if layer.clipsToBounds {
                let clip = nextID("clip")
                defs += "<clipPath id=\"\(clip)\"><path d=\"\(shape)\"/></clipPath>"
                content += "<g clip-path=\"url(#\(clip))\">\n"
            }
            for child in layer.childrenInPaintOrder { draw(child) }
            if layer.clipsToBounds { content += "</g>\n" }
        }
        content += "</g>\n"
    }

    private mutating func draw(_ layerContent: LayerContent, in layer: Layer, shape: String) {
        let w = layer.frame.width, h = layer.frame.height
        switch layerContent {
        case .text(let text):
            let (x, anchor) =
                switch text.alignment {
                case .leading: (0.0, "start")
                case .center: (w / 2, "middle")
                case .trailing: (w, "end")
                }
            let weight = ["regular": "400", "medium": "500", "semibold": "600", "bold": "700"][text.weight.rawValue]!
            // Lines the engine broke are drawn as given (the Studio page draws the same ones).
            let lines =
                text.fitsWidth
                ? [text.text]
                : text.text.contains("\n")
                    ? text.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    : TextMetrics.lines(of: text.text, width: w, fontSize: text.fontSize, weight: text.weight)
            // Measured text is drawn exactly as wide as its frame, whatever font the viewer has.
            let fitted = text.fitsWidth && w > 0 ? " textLength=\"\(formatNumber(w))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            let lineHeight = text.fontSize * 1.2
            let firstY = h / 2 - Double(lines.count - 1) * lineHeight / 2
            let spans =
                lines.count == 1
                ? escapeXML(lines[0])
                : lines.enumerated().map { index, line in
                    "<tspan x=\"\(formatNumber(x))\" y=\"\(formatNumber(firstY + Double(index) * lineHeight))\">\(escapeXML(line))</tspan>"
                }.joined()
            content +=
                "<text x=\"\(formatNumber(x))\" y=\"\(formatNumber(firstY))\" dominant-baseline=\"central\" text-anchor=\"\(anchor)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(formatNumber(text.fontSize))\" font-weight=\"\(weight)\" fill=\"\(svgColor(text.color))\"\(opacityAttribute(text.color.alpha, name: "fill-opacity"))\(fitted)>\(spans)</text>\n"
        case .artwork(let artwork):
            let gradient = nextID("art")
            let colors = artwork.colors.isEmpty ? [Color(white: 0.3), Color(white: 0.1)] : artwork.colors
            let stops = colors.enumerated().map { index, color in
                let offset = colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1)
                return "<stop offset=\"\(formatNumber(offset))\" stop-color=\"\(svgColor(color))\"/>"
            }.joined()
            defs += "<linearGradient id=\"\(gradient)\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\(stops)</linearGradient>"
            content += "<path d=\"\(shape)\" fill=\"url(#\(gradient))\"/>\n"
            if let cover = artwork.cover { draw(cover, width: w, height: h, shape: shape) }
        case .path(let path):
            let stroke =
                path.stroke.map {
                    "stroke=\"\(svgColor($0))\" stroke-width=\"\(formatNumber(path.lineWidth))\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
                } ?? "stroke=\"none\""
            let fill = path.fill.map { "fill=\"\(svgColor($0))\"" } ?? "fill=\"none\""
            content += "<path d=\"\(pathData(path))\" \(fill) \(stroke)/>\n"
        case .slot:
            break  // the app's own view goes here; the layer's children draw the engine's default
        }
    }
}

extension SVGBody {
    /// The engine's cover over an artwork's gradient: its shapes scaled from the unit
    /// square to the layer, and the album's name in its lower leading corner, clipped to the layer.
    fileprivate mutating func draw(_ cover: CoverArt, width w: Double, height h: Double, shape: String) {
        let clip = nextID("clip")
        defs += "<clipPath id=\"\(clip)\"><path d=\"\(shape)\"/></clipPath>"
        content += "<g clip-path=\"url(#\(clip))\">\n<g transform=\"scale(\(formatNumber(w)) \(formatNumber(h)))\">\n"
        for path in cover.shapes {
            let fill = path.fill ?? .white
            content += "<path d=\"\(pathData(path))\" fill=\"\(svgColor(fill))\"\(opacityAttribute(fill.alpha, name: "fill-opacity"))/>\n"
        }
        content += "</g>\n"
        if !cover.title.isEmpty {
            let inset = CoverArt.titleInset * w, size = CoverArt.titleSize * w
            content +=
                "<text x=\"\(formatNumber(inset))\" y=\"\(formatNumber(h - inset))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(formatNumber(size))\" font-weight=\"700\" fill=\"\(svgColor(cover.ink))\"\(opacityAttribute(cover.ink.alpha, name: "fill-opacity"))>\(escapeXML(cover.title))</text>\n"
        }
        content += "</g>\n"
    }
}

/// The layer's bounds as a path, with the masked corners rounded.
func roundedRectPath(_ layer: Layer) -> String {
    let w = layer.frame.width, h = layer.frame.height
    let limit = max(0, min(w, h) / 2)
    let radius = { (corner: CornerMask) in min(layer.cornerRadius.radius(for: corner), limit) }
    let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
    let f = formatNumber
    var d = "M\(f(tl)) 0H\(f(w - tr))"
    if tr > 0 { d += "A\(f(tr)) \(f(tr)) 0 0 1 \(f(w)) \(f(tr))" }
    d += "V\(f(h - br))"
    if br > 0 { d += "A\(f(br)) \(f(br)) 0 0 1 \(f(w - br)) \(f(h))" }
    d += "H\(f(bl))"
    if bl > 0 { d += "A\(f(bl)) \(f(bl)) 0 0 1 0 \(f(h - bl))" }
    d += "V\(f(tl))"
    if tl > 0 { d += "A\(f(tl)) \(f(tl)) 0 0 1 \(f(tl)) 0" }
    return d + "Z"
}

/// `#rrggbb` for a colour's RGB (alpha is written separately).
func svgColor(_ color: Color) -> String {
    let c = color.clamped
    func hex(_ component: Double) -> String {
        let value = Int((component * 255).rounded())
        return (value < 16 ? "0" : "") + String(value, radix: 16)
    }
    return "#" + hex(c.red) + hex(c.green) + hex(c.blue)
}

func opacityAttribute(_ value: Double, name: String) -> String {
    let clamped = clamp(value, 0...1)
    return clamped >= 1 ? "" : " \(name)=\"\(formatNumber(clamped))\""
}

func escapeXML(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}
