import CrossfadeMotion
import CrossfadeRender
import CrossfadeScene

/// Layers as the Studio page draws them: everything CSS needs, colours as CSS.
extension FlatLayer {
    func studioJSON(order: Int) -> JSONValue {
        .object([
            ("id", .string(id)), ("parent", parent.map(JSONValue.string) ?? .null), ("order", .number(Double(order))),
            ("frame", layer.frame.studioJSON), ("transform", layer.transform.studioJSON),
            ("opacity", .number(layer.opacity)), ("z", .number(layer.zPosition)),
            ("radius", .number(layer.cornerRadius.radius)), ("corners", .number(Double(layer.cornerRadius.corners.rawValue))),
            ("fill", layer.fill.map { .string(cssColor($0)) } ?? .null), ("clip", .bool(layer.clipsToBounds)),
            ("content", layer.content.map(\.studioJSON) ?? .null),
        ])
    }
}

extension LayerPatch {
    /// Only the properties that changed and the page draws (not the box, which the
    /// page derives itself); nil when nothing the page draws changed.
    var studioJSON: JSONValue? {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        if let parent { members.append(("parent", parent.map(JSONValue.string) ?? .null)) }
        if let order { members.append(("order", .number(Double(order)))) }
        if let frame { members.append(("frame", frame.studioJSON)) }
        if let transform { members.append(("transform", transform.studioJSON)) }
        if let opacity { members.append(("opacity", .number(opacity))) }
        if let zPosition { members.append(("z", .number(zPosition))) }
        if let cornerRadius {
            members.append(("radius", .number(cornerRadius.radius)))
            members.append(("corners", .number(Double(cornerRadius.corners.rawValue))))
        }
        if let fill { members.append(("fill", fill.map { .string(cssColor($0)) } ?? .null)) }
        if let clipsToBounds { members.append(("clip", .bool(clipsToBounds))) }
        if let content { members.append(("content", content.map(\.studioJSON) ?? .null)) }
        return members.count > 1 ? .object(members) : nil
    }
}

extension LayerContent {
    var studioJSON: JSONValue {
        switch self {
        case .text(let text):
            let weight = ["regular": 400.0, "medium": 500, "semibold": 600, "bold": 700][text.weight.rawValue]!
            let align = ["leading": "left", "center": "center", "trailing": "right"][text.alignment.rawValue]!
            return .object([("type", .string("text")), ("text", .string(text.text)), ("size", .number(text.fontSize)),
                            ("weight", .number(weight)), ("color", .string(cssColor(text.color))), ("align", .string(align))])
        case .artwork(let artwork):
            return .object([("type", .string("artwork")), ("ref", .string(artwork.reference)),
                            ("colors", .array(artwork.colors.map { .string(cssColor($0)) }))])
        case .path(let path):
            return .object([("type", .string("path")), ("d", .string(pathData(path))),
                            ("stroke", path.stroke.map { .string(cssColor($0)) } ?? .null), ("width", .number(path.lineWidth)),
                            ("fill", path.fill.map { .string(cssColor($0)) } ?? .null)])
        }
    }
}

extension Rect {
    var studioJSON: JSONValue { .array([origin.x, origin.y, size.width, size.height].map(JSONValue.number)) }
}

extension AffineTransform {
    var studioJSON: JSONValue { .array([a, b, c, d, tx, ty].map(JSONValue.number)) }
}

/// `rgba(r,g,b,a)` with 0–255 channels.
func cssColor(_ color: Color) -> String {
    let c = color.clamped
    let channel = { (value: Double) in String(Int((value * 255).rounded())) }
    return "rgba(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)),\(formatNumber(c.alpha)))"
}
