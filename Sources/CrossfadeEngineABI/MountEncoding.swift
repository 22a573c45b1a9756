import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// The binary form of a frame's mount operations: what `crossfade_frame` hands the page
/// and the Studio's server sends over its socket, read by crossfade.js's `mount.js` (the
/// one JavaScript module that knows these bytes). Every byte of the format is written
/// here; every tag is named here or in the type it stands for, and generated for the
/// page (`EngineTags`).
///
/// A layer's id is written once, when its view is created; after that the view
/// is its integer handle, and an update carries only the fields that changed.
///
/// ```
/// frame      f64 time (the session's, s) · u32 n · n operations · u32 m · m events
///            · u32 r · r regions · u32 s · s scrolls
///            (whether to pause comes back as the call's status, not in the frame)
/// operation  u8 Operation, then
///            1 create  u32 handle · u8 ContentKind (0 plain, 1 text, 2 path, 3 artwork, 4 slot) · str id
///            2 insert  u32 handle · u32 parent (0: the root) · u32 index (back to front)
///            3 update  u32 handle · u16 ChangeMask · the fields the mask names, in bit order:
///                      frame (4 f64: x y w h, in the parent) · transform (6 f64: a b c d tx ty,
///                      about the frame's centre) · opacity f64 · zPosition f64 · corner
///                      radius (f64 radius · u8 CornerMask) · fill (colour?) · clip u8 ·
///                      content (ContentEncoding)
///            4 remove  u32 handle
/// event      f64 time · str type · str source (the child, or empty) · fields (ValueTag)
/// region     u32 handle (0: the root) · u8 TouchRegion: which touches the view leaves to the page
/// scroll     u32 handle · f64 offset x · f64 offset y · f64 content width · f64 content height:
///            the slot whose content the engine scrolls, and where
/// ```
/// Numbers are little-endian, f64 as their IEEE 754 bit pattern (the page sees the
/// engine's exact values); `str` is a u32 UTF-8 length and the bytes.
public enum MountEncoding {
    /// An operation's code.
    public enum Operation: UInt8, CaseIterable, Sendable {
        /// Make (or reuse) a view for a layer.
        case create = 1
        /// Put a view under its parent at a position among its siblings.
        case insert
        /// Set the properties that changed.
        case update
        /// Take a view away.
        case remove
    }

    /// A frame: its session time, its operations in order and the events since the last frame.
    public static func writeFrame(_ frame: HostFrame, time: Double, to writer: inout ByteWriter) {
        writer.f64(time)
        writer.u32(UInt32(truncatingIfNeeded: frame.operations.count))
        for operation in frame.operations { writeOperation(operation, to: &writer) }
        writer.u32(UInt32(truncatingIfNeeded: frame.events.count))
        for event in frame.events { writeEvent(event, to: &writer) }
        writer.u32(UInt32(truncatingIfNeeded: frame.regions.count))
        for change in frame.regions {
            writer.u32(change.handle.map { UInt32(truncatingIfNeeded: $0.rawValue) } ?? 0)
            writer.u8(change.region.rawValue)
        }
        writer.u32(UInt32(truncatingIfNeeded: frame.scrolls.count))
        for change in frame.scrolls {
            writeHandle(change.handle, to: &writer)
            writer.f64(change.offset.x)
            writer.f64(change.offset.y)
            writer.f64(change.contentSize.width)
            writer.f64(change.contentSize.height)
        }
    }

    /// One operation: its code and what it carries.
    public static func writeOperation(_ operation: MountOperation, to writer: inout ByteWriter) {
        switch operation {
        case .create(let handle, let kind, let id):
            writer.u8(Operation.create.rawValue)
            writeHandle(handle, to: &writer)
            writer.u8(kind.rawValue)
            writer.string(id)
        case .insert(let handle, let parent, let index):
            writer.u8(Operation.insert.rawValue)
            writeHandle(handle, to: &writer)
            writer.u32(parent.map { UInt32(truncatingIfNeeded: $0.rawValue) } ?? 0)
            writer.u32(UInt32(truncatingIfNeeded: index))
        case .update(let handle, let changes, let properties):
            writer.u8(Operation.update.rawValue)
            writeHandle(handle, to: &writer)
            writeProperties(properties, changes: changes, to: &writer)
        case .remove(let handle):
            writer.u8(Operation.remove.rawValue)
            writeHandle(handle, to: &writer)
        }
    }

    /// The mask, then each property it names (`ChangeMask`'s bits, in order).
    static func writeProperties(_ p: LayerProperties, changes: ChangeMask, to writer: inout ByteWriter) {
        writer.u8(UInt8(truncatingIfNeeded: changes.rawValue))
        writer.u8(UInt8(truncatingIfNeeded: changes.rawValue >> 8))
        if changes.contains(.frame) {
            writer.f64(p.frame.origin.x)
            writer.f64(p.frame.origin.y)
            writer.f64(p.frame.size.width)
            writer.f64(p.frame.size.height)
        }
        if changes.contains(.transform) {
            let t = p.transform
            writer.f64(t.a)
            writer.f64(t.b)
            writer.f64(t.c)
            writer.f64(t.d)
            writer.f64(t.tx)
            writer.f64(t.ty)
        }
        if changes.contains(.opacity) { writer.f64(p.opacity) }
        if changes.contains(.zPosition) { writer.f64(p.zPosition) }
        if changes.contains(.cornerRadius) {
            writer.f64(p.cornerRadius.radius)
            writer.u8(p.cornerRadius.corners.rawValue)
        }
        if changes.contains(.fill) { ContentEncoding.writeOptionalColor(p.fill, to: &writer) }
        if changes.contains(.clip) { writer.bool(p.clipsToBounds) }
        if changes.contains(.content) { ContentEncoding.writeContent(p.content, to: &writer) }
    }

    static func writeEvent(_ event: InteractionEvent, to writer: inout ByteWriter) {
        writer.f64(event.time)
        writer.string(event.type)
        writer.string(event.source)
        writer.fields(event.fields)
    }

    static func writeHandle(_ handle: MountHandle, to writer: inout ByteWriter) {
        writer.u32(UInt32(truncatingIfNeeded: handle.rawValue))
    }
}
