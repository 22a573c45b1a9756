import CrossfadeMotion
import CrossfadeScene

/// The binary form of what a layer draws (text, artwork, a vector path, a slot) and of
/// its colours, part of a frame's mount operations (see `MountEncoding`); crossfade.js's
/// `mount.js` reads it by the same tags, generated from these.
///
/// ```
/// content  u8 Tag: 0 none · 1 text (str text · f64 size · u8 weight (TextContent.Weight,
///          regular…bold) · colour · u8 alignment (TextContent.Alignment) | TextFlag.fitsWidth
///          when drawn exactly as wide as the frame) · 2 artwork (str reference · u32 n ·
///          n colours · u8 0, or u8 1 and the engine's cover: colour ink · str title · f64 title
///          size and f64 inset, as shares of the width · u32 n · n shapes in a unit square,
///          each u32 n · n elements · colour fill) · 3 path (u32 n · n elements: u8 PathElement, then its points —
///          move x y, line x y, quad cx cy x y, cubic c1x c1y c2x c2y x y, close —
///          colour? stroke · f64 line width · colour? fill) · 4 slot (str name)
/// colour   4 f64 red green blue alpha (0…1); colour? is u8 0 (none) or u8 1 and a colour
/// ```
public enum ContentEncoding {
    /// What a layer draws.
    public enum Tag: UInt8, CaseIterable, Sendable {
        /// Nothing.
        case none
        /// Text.
        case text
        /// Artwork (a reference and its colours).
        case artwork
        /// A vector path.
        case path
        /// A slot, where the app's own view goes.
        case slot
    }

    /// A vector path's element.
    public enum PathElement: UInt8, CaseIterable, Sendable {
        /// Move to a point.
        case move
        /// A line to a point.
        case line
        /// A quadratic curve: its control point, then the point.
        case quad
        /// A cubic curve: its two control points, then the point.
        case cubic
        /// Close the subpath.
        case close
    }

    /// Flags beside a text's alignment, in the same byte.
    public enum TextFlag: UInt8, CaseIterable, Sendable {
        /// Drawn exactly as wide as the frame (the engine measured it).
        case fitsWidth = 0x80
    }

    /// A weight's number on the wire: its place in `TextContent.Weight`'s cases.
    static func number(_ weight: TextContent.Weight) -> UInt8 {
        UInt8(TextContent.Weight.allCases.firstIndex(of: weight) ?? 0)
    }

    /// An alignment's number on the wire: its place in `TextContent.Alignment`'s cases.
    static func number(_ alignment: TextContent.Alignment) -> UInt8 {
        UInt8(TextContent.Alignment.allCases.firstIndex(of: alignment) ?? 0)
    }

    static func writeContent(_ content: LayerContent?, to writer: inout ByteWriter) {
        switch content {
        case nil:
            writer.u8(Tag.none.rawValue)
        case .text(let text)?:
            writer.u8(Tag.text.rawValue)
            writer.string(text.text)
            writer.f64(text.fontSize)
            writer.u8(number(text.weight))
            writeColor(text.color, to: &writer)
            writer.u8(number(text.alignment) | (text.fitsWidth ? TextFlag.fitsWidth.rawValue : 0))
        case .artwork(let artwork)?:
            writer.u8(Tag.artwork.rawValue)
            writer.string(artwork.reference)
            writer.u32(UInt32(truncatingIfNeeded: artwork.colors.count))
            for color in artwork.colors { writeColor(color, to: &writer) }
            writer.bool(artwork.cover != nil)
            if let cover = artwork.cover {
                writeColor(cover.ink, to: &writer)
                writer.string(cover.title)
                writer.f64(CoverArt.titleSize)
                writer.f64(CoverArt.titleInset)
                let shapes = cover.shapes
                writer.u32(UInt32(truncatingIfNeeded: shapes.count))
                for shape in shapes {
                    writer.u32(UInt32(truncatingIfNeeded: shape.elements.count))
                    for element in shape.elements { writePathElement(element, to: &writer) }
                    writeColor(shape.fill ?? cover.ink, to: &writer)
                }
            }
        case .path(let path)?:
            writer.u8(Tag.path.rawValue)
            writer.u32(UInt32(truncatingIfNeeded: path.elements.count))
            for element in path.elements { writePathElement(element, to: &writer) }
            writeOptionalColor(path.stroke, to: &writer)
            writer.f64(path.lineWidth)
            writeOptionalColor(path.fill, to: &writer)
        case .slot(let name)?:
            writer.u8(Tag.slot.rawValue)
            writer.string(name)
        }
    }

    static func writePathElement(_ element: VectorPath.Element, to writer: inout ByteWriter) {
        switch element {
        case .move(let p):
            writer.u8(PathElement.move.rawValue)
            writePoint(p, to: &writer)
        case .line(let p):
            writer.u8(PathElement.line.rawValue)
            writePoint(p, to: &writer)
        case .quadCurve(let p, let c):
            writer.u8(PathElement.quad.rawValue)
            writePoint(c, to: &writer)
            writePoint(p, to: &writer)
        case .curve(let p, let c1, let c2):
            writer.u8(PathElement.cubic.rawValue)
            writePoint(c1, to: &writer)
            writePoint(c2, to: &writer)
            writePoint(p, to: &writer)
        case .close:
            writer.u8(PathElement.close.rawValue)
        }
    }

    static func writePoint(_ point: Point, to writer: inout ByteWriter) {
        writer.f64(point.x)
        writer.f64(point.y)
    }

    static func writeColor(_ color: Color, to writer: inout ByteWriter) {
        writer.f64(color.red)
        writer.f64(color.green)
        writer.f64(color.blue)
        writer.f64(color.alpha)
    }

    static func writeOptionalColor(_ color: Color?, to writer: inout ByteWriter) {
        writer.bool(color != nil)
        if let color { writeColor(color, to: &writer) }
    }
}
