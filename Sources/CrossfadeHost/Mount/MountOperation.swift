import CrossfadeScene

/// A host's handle on one view it made for a layer: a small integer, stable while
/// the layer lives, then returned to the pool of its content kind for reuse.
public struct MountHandle: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The handle's number.
    public let rawValue: Int32
    /// The handle numbered `rawValue`.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
    /// Orders handles by number.
    public static func < (a: MountHandle, b: MountHandle) -> Bool { a.rawValue < b.rawValue }
    /// The number after a hash, e.g. `#12`.
    public var description: String { "#\(rawValue)" }
}

/// One step a host carries out to show the engine's layers with its own views,
/// in order: make (or reuse) a view, put it under its parent at a position among
/// its siblings (back to front), set the properties that changed, take it away.
public enum MountOperation: Hashable, Sendable {
    /// A view of `kind` for the layer `id` (a pooled handle is a view to reuse: a
    /// full update follows, so reset nothing). A `.slot` view is where the app's
    /// own view named by the content goes.
    case create(MountHandle, kind: ContentKind, id: String)
    /// Put the view under `parent` (nil: the host's root) at `index` among the
    /// parent's children, back to front; a view already there moves.
    case insert(MountHandle, parent: MountHandle?, index: Int)
    /// Set the properties in `changes` to their values in `properties`.
    case update(MountHandle, changes: ChangeMask, properties: LayerProperties)
    /// Take the view out (its children are removed by their own operations) and
    /// keep it for reuse.
    case remove(MountHandle)
}

/// Something that carries out mount operations: a UIKit host's CALayers, the
/// page's elements, or `RecordingMountTarget` in tests.
public protocol MountTarget {
    /// Carries out one operation on the host's views.
    mutating func apply(_ operation: MountOperation)
}

extension MountTarget {
    /// Applies `operations` in order.
    public mutating func apply(_ operations: [MountOperation]) {
        for operation in operations { apply(operation) }
    }
}
