import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// The binary form of layers, layer patches and states that the WebAssembly
/// engine hands the page (and the parity tests compare bit for bit).
///
/// A patch: u16 mask of the fields present (`Field`), the id, then each present
/// field in mask order. A scene or diff: u32 count of patches, the patches, u32
/// count of removed ids, the ids. A state: u32 count, then key, kind (0 number,
/// 1 bool, 2 string, 3 a child's state, nested) and value per entry. Content: 0
/// none, 1 text, 2 artwork, 3 path, 4 slot (its name). Numbers are f64 bit patterns, strings
/// u32-length-prefixed UTF-8, all little-endian.
public enum SceneEncoding {
    /// The bits of a patch's mask, in the order the fields follow.
    public enum Field {
        public static let parent: UInt16 = 1 << 0
        public static let order: UInt16 = 1 << 1
        public static let frame: UInt16 = 1 << 2
        public static let transform: UInt16 = 1 << 3
        public static let opacity: UInt16 = 1 << 4
        public static let zPosition: UInt16 = 1 << 5
        public static let cornerRadius: UInt16 = 1 << 6
        public static let fill: UInt16 = 1 << 7
        public static let clip: UInt16 = 1 << 8
        public static let content: UInt16 = 1 << 9
        public static let box: UInt16 = 1 << 10
    }

    /// Every layer of `layers` (flattened, in paint order) in full, with boxes; no removals.
    public static func writeScene(_ layers: [FlatLayer], to writer: inout ByteWriter) {
        writer.u32(UInt32(layers.count))
        for (order, layer) in layers.enumerated() { writePatch(LayerPatch(full: layer, order: order), to: &writer) }
        writer.u32(0)
    }

    /// What changed from `old` to `new`: patches without boxes (the page derives them), then removals.
    public static func writeDiff(from old: [FlatLayer], to new: [FlatLayer], to writer: inout ByteWriter) {
        let diff = SceneDiff(from: old, to: new)
        var patches = 0
        let countAt = writer.bytes.count
        writer.u32(0)
        for var patch in diff.changed {
            patch.box = nil
            guard !patch.isEmpty else { continue }  // only the box moved: nothing to draw
            writePatch(patch, to: &writer)
            patches += 1
        }
        writer.u32(UInt32(diff.removed.count))
        for id in diff.removed { writer.string(id) }
        writer.patchU32(UInt32(patches), at: countAt)
    }

    public static func writePatch(_ patch: LayerPatch, to writer: inout ByteWriter) {
        var mask: UInt16 = 0
        if patch.parent != nil { mask |= Field.parent }
        if patch.order != nil { mask |= Field.order }
        if patch.frame != nil { mask |= Field.frame }
        if patch.transform != nil { mask |= Field.transform }
        if patch.opacity != nil { mask |= Field.opacity }
        if patch.zPosition != nil { mask |= Field.zPosition }
        if patch.cornerRadius != nil { mask |= Field.cornerRadius }
        if patch.fill != nil { mask |= Field.fill }
        if patch.clipsToBounds != nil { mask |= Field.clip }
        if patch.content != nil { mask |= Field.content }
        if patch.box != nil { mask |= Field.box }
        writer.u8(UInt8(truncatingIfNeeded: mask))
        writer.u8(UInt8(truncatingIfNeeded: mask >> 8))
        writer.string(patch.id)
        if let parent = patch.parent { writer.string(parent ?? "") }
        if let order = patch.order { writer.u32(UInt32(truncatingIfNeeded: order)) }
        if let frame = patch.frame { writeRect(frame, to: &writer) }
        if let t = patch.transform {
            writer.f64(t.a); writer.f64(t.b); writer.f64(t.c); writer.f64(t.d); writer.f64(t.tx); writer.f64(t.ty)
        }
        if let opacity = patch.opacity { writer.f64(opacity) }
        if let zPosition = patch.zPosition { writer.f64(zPosition) }
        if let corner = patch.cornerRadius {
            writer.f64(corner.radius)
            writer.u8(corner.corners.rawValue)
        }
        if let fill = patch.fill { writeOptionalColor(fill, to: &writer) }
        if let clip = patch.clipsToBounds { writer.bool(clip) }
        if let content = patch.content { writeContent(content, to: &writer) }
        if let box = patch.box { writeRect(box, to: &writer) }
    }

    /// A state: its scalar entries, then its children's states (kind 3), each nested in full.
    public static func writeState(_ state: InteractionState, to writer: inout ByteWriter) {
        writer.u32(UInt32(state.entries.count + state.nested.count))
        writeEntries(state.entries, to: &writer)
        for child in state.nested {
            writer.string(child.key)
            writer.u8(3)
            writer.u32(UInt32(child.entries.count))
            writeEntries(child.entries, to: &writer)
        }
    }

    static func writeEntries(_ entries: [InteractionState.Entry], to writer: inout ByteWriter) {
        for entry in entries {
            writer.string(entry.key)
            switch entry.value {
            case .number(let value): writer.u8(0); writer.f64(value)
            case .bool(let value): writer.u8(1); writer.bool(value)
            case .string(let value): writer.u8(2); writer.string(value)
            }
        }
    }

    static func writeRect(_ rect: Rect, to writer: inout ByteWriter) {
        writer.f64(rect.origin.x); writer.f64(rect.origin.y); writer.f64(rect.size.width); writer.f64(rect.size.height)
    }

    static func writeColor(_ color: Color, to writer: inout ByteWriter) {
        writer.f64(color.red); writer.f64(color.green); writer.f64(color.blue); writer.f64(color.alpha)
    }

    static func writeOptionalColor(_ color: Color?, to writer: inout ByteWriter) {
        writer.bool(color != nil)
        if let color { writeColor(color, to: &writer) }
    }

    static func writeContent(_ content: LayerContent?, to writer: inout ByteWriter) {
        switch content {
        case nil:
            writer.u8(0)
        case .text(let text)?:
            writer.u8(1)
            writer.string(text.text)
            writer.f64(text.fontSize)
            let weight: UInt8 =
                switch text.weight {
                case .regular: 0;
                case .medium: 1;
                case .semibold: 2;
                case .bold: 3
                }
            writer.u8(weight)
            writeColor(text.color, to: &writer)
            let alignment: UInt8 =
                switch text.alignment {
                case .leading: 0;
                case .center: 1;
                case .trailing: 2
                }
            writer.u8(alignment | (text.fitsWidth ? 0x80 : 0))  // the high bit: drawn exactly as wide as the frame
        case .artwork(let artwork)?:
            writer.u8(2)
            writer.string(artwork.reference)
            writer.u32(UInt32(truncatingIfNeeded: artwork.colors.count))
            for color in artwork.colors { writeColor(color, to: &writer) }
        case .path(let path)?:
            writer.u8(3)
            writer.u32(UInt32(truncatingIfNeeded: path.elements.count))
            for element in path.elements { writePathElement(element, to: &writer) }
            writeOptionalColor(path.stroke, to: &writer)
            writer.f64(path.lineWidth)
            writeOptionalColor(path.fill, to: &writer)
        case .slot(let name)?:
            writer.u8(4)
            writer.string(name)
        }
    }

    static func writePathElement(_ element: VectorPath.Element, to writer: inout ByteWriter) {
        switch element {
        case .move(let p): writer.u8(0); writer.f64(p.x); writer.f64(p.y)
        case .line(let p): writer.u8(1); writer.f64(p.x); writer.f64(p.y)
        case .quadCurve(let p, let c): writer.u8(2); writer.f64(c.x); writer.f64(c.y); writer.f64(p.x); writer.f64(p.y)
        case .curve(let p, let c1, let c2):
            writer.u8(3); writer.f64(c1.x); writer.f64(c1.y); writer.f64(c2.x); writer.f64(c2.y); writer.f64(p.x); writer.f64(p.y)
        case .close: writer.u8(4)
        }
    }
}

extension ByteWriter {
    /// Overwrites the u32 at `offset` (a count written before its items).
    mutating func patchU32(_ value: UInt32, at offset: Int) {
        var copy = ByteWriter(capacity: 4)
        copy.u32(value)
        for index in 0..<4 { overwrite(copy.bytes[index], at: offset + index) }
    }
}
