import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// The binary form of a frame's mount operations: what `crossfade_mount` hands
/// the page and the Studio's server sends over its socket, read by `mount.js`
/// (the one JavaScript module that knows these bytes). Every byte of the format
/// is written here.
///
/// A layer's id is written once, when its view is created; after that the view
/// is its integer handle, and an update carries only the fields that changed.
///
/// ```
/// frame      f64 time (the session's, s) · u8 flags (bit 0: pause: nothing moves and no
///            finger is down, the page may stop asking for frames) · u32 n · n operations
///            · u32 m · m events
/// operation  u8 code, then
///            1 create  u32 handle · u8 kind (0 plain, 1 text, 2 path, 3 artwork, 4 slot) · str id
///            2 insert  u32 handle · u32 parent (0: the root) · u32 index (back to front)
///            3 update  u32 handle · u16 mask · the fields the mask names, in bit order:
///                      0 frame (4 f64: x y w h, in the parent) · 1 transform (6 f64: a b c d tx ty,
///                      about the frame's centre) · 2 opacity f64 · 3 zPosition f64 · 4 corner
///                      radius (f64 radius · u8 corners: 1 top left, 2 top right, 4 bottom left,
///                      8 bottom right) · 5 fill (colour?) · 6 clip u8 · 7 content
///            4 remove  u32 handle
/// content    u8 tag: 0 none · 1 text (str text · f64 size · u8 weight 0–3 regular…bold ·
///            colour · u8 alignment 0 leading, 1 centre, 2 trailing, + 0x80 when drawn exactly
///            as wide as the frame) · 2 artwork (str reference · u32 n · n colours) · 3 path
///            (u32 n · n elements: u8 0 move x y, 1 line x y, 2 quad cx cy x y, 3 cubic c1x c1y
///            c2x c2y x y, 4 close; then colour? stroke · f64 line width · colour? fill)
///            · 4 slot (str name)
/// event      f64 time · str type · str source (the child, or empty) · u8 n · n fields
///            (str name · u8 0 number f64 | 1 bool u8 | 2 string str)
/// colour     4 f64 red green blue alpha (0…1); colour? is u8 0 (none) or u8 1 and a colour
/// ```
/// Numbers are little-endian, f64 as their IEEE 754 bit pattern (the page sees the
/// engine's exact values); `str` is a u32 UTF-8 length and the bytes.
public enum MountEncoding {
    /// The operation codes.
    public enum Code {
        public static let create: UInt8 = 1
        public static let insert: UInt8 = 2
        public static let update: UInt8 = 3
        public static let remove: UInt8 = 4
    }

    /// A frame: its session time, whether the page may pause, its operations in
    /// order and the events since the last frame.
    public static func writeFrame(_ frame: HostFrame, time: Double, to writer: inout ByteWriter) {
        writer.f64(time)
        writer.u8(frame.pause ? 1 : 0)
        writer.u32(UInt32(truncatingIfNeeded: frame.operations.count))
        for operation in frame.operations { writeOperation(operation, to: &writer) }
        writer.u32(UInt32(truncatingIfNeeded: frame.events.count))
        for event in frame.events { writeEvent(event, to: &writer) }
    }

    public static func writeOperation(_ operation: MountOperation, to writer: inout ByteWriter) {
        switch operation {
        case .create(let handle, let kind, let id):
            writer.u8(Code.create)
            writeHandle(handle, to: &writer)
            writer.u8(kind.rawValue)
            writer.string(id)
        case .insert(let handle, let parent, let index):
            writer.u8(Code.insert)
            writeHandle(handle, to: &writer)
            writer.u32(parent.map { UInt32(truncatingIfNeeded: $0.rawValue) } ?? 0)
            writer.u32(UInt32(truncatingIfNeeded: index))
        case .update(let handle, let changes, let properties):
            writer.u8(Code.update)
            writeHandle(handle, to: &writer)
            writeProperties(properties, changes: changes, to: &writer)
        case .remove(let handle):
            writer.u8(Code.remove)
            writeHandle(handle, to: &writer)
        }
    }

    /// The mask, then each property it names (`ChangeMask`'s bits, in order).
    static func writeProperties(_ p: LayerProperties, changes: ChangeMask, to writer: inout ByteWriter) {
        writer.u8(UInt8(truncatingIfNeeded: changes.rawValue))
        writer.u8(UInt8(truncatingIfNeeded: changes.rawValue >> 8))
        if changes.contains(.frame) {
            writer.f64(p.frame.origin.x); writer.f64(p.frame.origin.y); writer.f64(p.frame.size.width); writer.f64(p.frame.size.height)
        }
        if changes.contains(.transform) {
            let t = p.transform
            writer.f64(t.a); writer.f64(t.b); writer.f64(t.c); writer.f64(t.d); writer.f64(t.tx); writer.f64(t.ty)
        }
        if changes.contains(.opacity) { writer.f64(p.opacity) }
        if changes.contains(.zPosition) { writer.f64(p.zPosition) }
        if changes.contains(.cornerRadius) {
            writer.f64(p.cornerRadius.radius)
            writer.u8(p.cornerRadius.corners.rawValue)
        }
        if changes.contains(.fill) { SceneEncoding.writeOptionalColor(p.fill, to: &writer) }
        if changes.contains(.clip) { writer.bool(p.clipsToBounds) }
        if changes.contains(.content) { SceneEncoding.writeContent(p.content, to: &writer) }  // as the scene form writes it
    }

    static func writeEvent(_ event: InteractionEvent, to writer: inout ByteWriter) {
        writer.f64(event.time)
        writer.string(event.type)
        writer.string(event.source)
        let fields = event.fields
        writer.u8(UInt8(truncatingIfNeeded: fields.count))
        for (name, value) in fields {
            writer.string(name)
            switch value {
            case .number(let number): writer.u8(0); writer.f64(number)
            case .bool(let flag): writer.u8(1); writer.bool(flag)
            case .string(let text): writer.u8(2); writer.string(text)
            }
        }
    }

    static func writeHandle(_ handle: MountHandle, to writer: inout ByteWriter) {
        writer.u32(UInt32(truncatingIfNeeded: handle.rawValue))
    }
}
