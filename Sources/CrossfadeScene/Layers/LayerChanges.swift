/// Which of a layer's properties were written (to a new value) since a host last
/// took the changes: what lets a host's frame visit only what changed instead of
/// comparing the whole scene. Every property's observer sets its bit; a write
/// anywhere inside a layer's children sets `.descendants` on it and on every
/// ancestor, so a walk that skips unmarked layers misses nothing.
public struct LayerChanges: OptionSet, Hashable, Sendable {
    /// The bits, one per property (`descendants` is bit 11).
    public let rawValue: UInt16
    /// The set with these bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `frame` was written.
    public static let frame = LayerChanges(rawValue: 1 << 0)
    /// `transform` was written.
    public static let transform = LayerChanges(rawValue: 1 << 1)
    /// `opacity` was written.
    public static let opacity = LayerChanges(rawValue: 1 << 2)
    /// `zPosition` was written.
    public static let zPosition = LayerChanges(rawValue: 1 << 3)
    /// `cornerRadius` was written.
    public static let cornerRadius = LayerChanges(rawValue: 1 << 4)
    /// `fill` was written.
    public static let fill = LayerChanges(rawValue: 1 << 5)
    /// `clipsToBounds` was written.
    public static let clip = LayerChanges(rawValue: 1 << 6)
    /// `content` was written.
    public static let content = LayerChanges(rawValue: 1 << 7)
    /// `id` was written.
    public static let id = LayerChanges(rawValue: 1 << 8)
    /// `isHitTestable` was written.
    public static let hitTesting = LayerChanges(rawValue: 1 << 9)
    /// `accessibility` was written.
    public static let accessibility = LayerChanges(rawValue: 1 << 10)
    /// Something inside the children was written: a child's property, or the list itself.
    public static let descendants = LayerChanges(rawValue: 1 << 11)

    /// What a host draws of the layer itself (not its children).
    public static let drawn: LayerChanges = [.frame, .transform, .opacity, .zPosition, .cornerRadius, .fill, .clip, .content]
    /// A new layer: everything.
    public static let all = LayerChanges(rawValue: (1 << 12) - 1)
}

extension Array where Element == Layer {
    /// Forgets every layer's changes, visiting only the marked ones (through the
    /// stored children, so forgetting marks nothing).
    public mutating func takeChanges() {
        for index in indices where !self[index].changes.isEmpty {
            if self[index].changes.contains(.descendants) { self[index]._children.takeChanges() }
            self[index]._changes = []
        }
    }

    /// Whether any layer here, at any depth, has a change not yet taken (a change
    /// inside a layer marks it `.descendants`, so the top level tells).
    @inlinable public var hasChanges: Bool {
        for layer in self where !layer._changes.isEmpty { return true }
        return false
    }
}
