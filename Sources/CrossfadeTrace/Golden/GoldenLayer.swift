import CrossfadeMotion
import CrossfadeScene

/// One layer as a golden lists it: its id and its fields, each already written
/// at the golden's fixed precision (see `Golden`).
///
/// ```
/// card.1 box=[34,120,322,322] op=0.812 tf=[0.97,0,0,0.97,0,-30] z=1 r=16 clip fill=#7a2c22
/// ```
public struct GoldenLayer: Hashable, Sendable {
    public var id: String
    /// Fields in their fixed order; a field at its default is left out.
    public var fields: [GoldenField]

    public init(id: String, fields: [GoldenField]) {
        self.id = id
        self.fields = fields
    }

    /// The layer's fields as drawn: the box after all transforms (viewport points,
    /// 0.001 pt), its own opacity (1e-4), transform (a–d 1e-4, tx/ty 0.001 pt),
    /// z-position, corner radius (with the corners when not all four), clipping,
    /// fill and content.
    public init(_ flat: FlatLayer) {
        let layer = flat.layer
        id = flat.id
        var fields = [GoldenField("box", Self.numbers([flat.box.minX, flat.box.minY, flat.box.width, flat.box.height], digits: [3]))]
        func add(_ name: String, _ value: String) { fields.append(GoldenField(name, value)) }
        if decimalText(layer.opacity, fractionDigits: 4) != "1" { add("op", decimalText(layer.opacity, fractionDigits: 4)) }
        let t = layer.transform
        let transform = Self.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], digits: [4, 4, 4, 4, 3, 3])
        if transform != "[1,0,0,1,0,0]" { add("tf", transform) }
        if decimalText(layer.zPosition, fractionDigits: 3) != "0" { add("z", decimalText(layer.zPosition, fractionDigits: 3)) }
        let radius = decimalText(layer.cornerRadius.radius, fractionDigits: 3)
        if radius != "0" { add("r", radius + Self.corners(layer.cornerRadius.corners)) }
        if layer.clipsToBounds { add("clip", "yes") }
        if let fill = layer.fill { add("fill", Self.hex(fill)) }
        if let content = layer.content { fields += Self.content(content) }
        self.fields = fields
    }

    /// The value of field `name`, or its default when the line leaves it out.
    public func value(_ name: String) -> String? {
        fields.first { $0.name == name }?.value ?? GoldenField.defaults[name]
    }

    /// The line's text after the `t=` prefix: the id, then `name=value` fields.
    public var text: String {
        var line = GoldenField.quotedIfNeeded(id)
        for field in fields { line += " " + field.text }
        return line
    }

    // MARK: Writing values

    /// `[a,b,…]` with each number rounded to its digits (the last entry of
    /// `digits` repeats).
    static func numbers(_ values: [Double], digits: [Int]) -> String {
        var parts: [String] = []
        for (index, value) in values.enumerated() {
            parts.append(decimalText(value, fractionDigits: digits[min(index, digits.count - 1)]))
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    static func corners(_ mask: CornerMask) -> String {
        switch mask {
        case .all: ""
        case .top: "/top"
        case .bottom: "/bottom"
        default: "/mask\(mask.rawValue)"
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        func byte(_ component: Double) -> String {
            let value = Int((clamp(component, 0...1) * 255).rounded())
            return String(digits[value / 16]) + String(digits[value % 16])
        }
        let alpha = clamp(color.alpha, 0...1)
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (alpha < 1 ? byte(alpha) : "")
    }

    static func content(_ content: LayerContent) -> [GoldenField] {
        switch content {
        case .text(let text):
            let weight =
                switch text.weight {
                case .regular: "r"
                case .medium: "m"
                case .semibold: "s"
                case .bold: "b"
                }
            return [
                GoldenField("font", decimalText(text.fontSize, fractionDigits: 3) + weight),
                GoldenField("text", GoldenField.quoted(text.text, limit: 40))
            ]
        case .artwork(let artwork):
            return [GoldenField("art", GoldenField.quotedIfNeeded(artwork.reference))]
        case .path(let path):
            return [GoldenField("path", pathSummary(path))]
        case .slot(let name):
            return [GoldenField("slot", GoldenField.quotedIfNeeded(name))]
        }
    }

    /// Short paths (the grabber's chevron) point by point; longer ones (icons) as
    /// their element count and a hash of their coordinates, so a change shows.
    static func pathSummary(_ path: VectorPath) -> String {
        var points: [Point] = []
        var simple = path.elements.count <= 4
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [c, p]; simple = false
            case .curve(let p, let c1, let c2): points += [c1, c2, p]; simple = false
            case .close: simple = false
            }
        }
        if simple {
            return points.map { decimalText($0.x, fractionDigits: 3) + "," + decimalText($0.y, fractionDigits: 3) }.joined(separator: ";")
        }
        var hash: UInt32 = 2_166_136_261  // FNV-1a over the rounded coordinates
        for point in points {
            for byte in (decimalText(point.x, fractionDigits: 3) + "," + decimalText(point.y, fractionDigits: 3) + ";").utf8 {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
        }
        let digits = Array("0123456789abcdef")
        var hex = ""
        for shift in stride(from: 28, through: 0, by: -4) { hex.append(digits[Int((hash >> UInt32(shift)) & 15)]) }
        return "\(path.elements.count)el#\(hex)"
    }
}

/// One `name=value` field of a golden line.
public struct GoldenField: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    var text: String { name + "=" + value }

    /// What a layer line that leaves a field out means.
    static let defaults: [String: String] = [
        "op": "1", "tf": "[1,0,0,1,0,0]", "z": "0", "r": "0", "clip": "no", "fill": "none",
        "font": "none", "text": "none", "art": "none", "path": "none", "slot": "none"
    ]

    /// `text` in double quotes with `"`, `\` and line breaks escaped, cut to
    /// `limit` characters with "…".
    static func quoted(_ text: String, limit: Int = .max) -> String {
        var result = "\""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
            count += 1
        }
        return result + "\""
    }

    /// `text` as it is, or quoted when it holds a space, `=`, a quote or nothing.
    static func quotedIfNeeded(_ text: String) -> String {
        text.isEmpty || text.contains(where: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\n" || $0 == "\\" }) ? quoted(text) : text
    }
}
