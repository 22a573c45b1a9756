import CrossfadeMotion
import CrossfadeScene

/// The one JSON form of a layer. A whole layer is a patch that sets every
/// property; the replay output and the Studio's messages are two views of it
/// with the same key names.
extension LayerPatch {
    public enum JSONStyle: Sendable {
        /// `crossfade replay`'s documented keys, in order: id, parent, frame,
        /// transform, opacity, zPosition, cornerRadius, box (shared/DESIGN.md).
        case replay
        /// What a host draws: the same keys without the box (it derives it), plus
        /// order, corners, fill, clip and content.
        case studio
    }

    /// The patch as JSON in `style`; nil when a Studio patch has nothing to draw.
    public func json(_ style: JSONStyle) -> JSONValue? {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        if let parent { members.append(("parent", parent.map(JSONValue.string) ?? .null)) }
        if style == .studio, let order { members.append(("order", .number(Double(order)))) }
        if let frame { members.append(("frame", frame.json)) }
        if let transform { members.append(("transform", transform.json)) }
        if let opacity { members.append(("opacity", .number(opacity))) }
        if let zPosition { members.append(("zPosition", .number(zPosition))) }
        if let cornerRadius {
            members.append(("cornerRadius", .number(cornerRadius.radius)))
            if style == .studio { members.append(("corners", .number(Double(cornerRadius.corners.rawValue)))) }
        }
        switch style {
        case .replay:
            if let box { members.append(("box", box.json)) }
            if case .slot(let name)?? = content { members.append(("slot", .string(name))) }
        case .studio:
            if let fill { members.append(("fill", fill.map { .string(cssColor($0)) } ?? .null)) }
            if let clipsToBounds { members.append(("clip", .bool(clipsToBounds))) }
            if let content { members.append(("content", content.map { $0.json } ?? .null)) }
            if members.count == 1 { return nil }
        }
        return .object(members)
    }
}

extension FlatLayer {
    /// The layer as `crossfade replay` lists it.
    public var json: JSONValue { LayerPatch(full: self, order: 0).json(.replay)! }

    /// The layer as the Studio draws it, at paint position `order`.
    public func studioJSON(order: Int) -> JSONValue { LayerPatch(full: self, order: order).json(.studio)! }
}

extension LayerContent {
    /// Text, artwork or a vector path, with colours as CSS.
    public var json: JSONValue {
        switch self {
        case .text(let text):
            let weight: Double =
                switch text.weight {
                case .regular: 400
                case .medium: 500
                case .semibold: 600
                case .bold: 700
                }
            let align =
                switch text.alignment {
                case .leading: "left"
                case .center: "center"
                case .trailing: "right"
                }
            var fields: [(String, JSONValue)] = [
                ("type", .string("text")), ("text", .string(text.text)), ("size", .number(text.fontSize)),
                ("weight", .number(weight)), ("color", .string(cssColor(text.color))), ("align", .string(align))
            ]
            if text.fitsWidth { fields.append(("fit", .bool(true))) }  // drawn exactly as wide as the frame
            return .object(fields)
        case .artwork(let artwork):
            return .object([
                ("type", .string("artwork")), ("ref", .string(artwork.reference)),
                ("colors", .array(artwork.colors.map { .string(cssColor($0)) }))
            ])
        case .path(let path):
            return .object([
                ("type", .string("path")), ("d", .string(pathData(path))),
                ("stroke", path.stroke.map { .string(cssColor($0)) } ?? .null), ("width", .number(path.lineWidth)),
                ("fill", path.fill.map { .string(cssColor($0)) } ?? .null)
            ])
        case .slot(let name):
            return .object([("type", .string("slot")), ("name", .string(name))])
        }
    }
}

extension Rect {
    /// `[x, y, width, height]`.
    public var json: JSONValue { .array([.number(origin.x), .number(origin.y), .number(size.width), .number(size.height)]) }
}

extension AffineTransform {
    /// `[a, b, c, d, tx, ty]`.
    public var json: JSONValue { .array([.number(a), .number(b), .number(c), .number(d), .number(tx), .number(ty)]) }
}

/// `rgba(r,g,b,a)` with 0–255 channels.
public func cssColor(_ color: Color) -> String {
    let c = color.clamped
    let channel = { (value: Double) in String(Int((value * 255).rounded())) }
    return "rgba(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)),\(formatNumber(c.alpha)))"
}

/// The path as SVG path data (`M0 3L16 9…`), for SVG and the Studio.
public func pathData(_ path: VectorPath) -> String {
    let f = formatNumber
    return path.elements.map { element in
        switch element {
        case .move(let p): "M\(f(p.x)) \(f(p.y))"
        case .line(let p): "L\(f(p.x)) \(f(p.y))"
        case .quadCurve(let p, let c): "Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))"
        case .curve(let p, let c1, let c2): "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"
        case .close: "Z"
        }
    }.joined()
}
