import CrossfadeMotion
import CrossfadeScene

/// What a host draws of one layer, without its children and id: the values a
/// mount operation sets.
public struct LayerProperties: Hashable, Sendable {
    /// Position and size in the parent's coordinates, pt.
    public var frame: Rect
    /// The transform, applied about the frame's centre.
    public var transform: AffineTransform
    /// Opacity, 0…1; applies to the children too.
    public var opacity: Double
    /// Paint order among siblings: higher is in front.
    public var zPosition: Double
    /// The corner radius and the corners it rounds.
    public var cornerRadius: CornerRadius
    /// The fill colour, or nil for none.
    public var fill: Color?
    /// Whether the children are clipped to the bounds and corners.
    public var clipsToBounds: Bool
    /// Text, artwork, a vector path or a slot, or nil for none.
    public var content: LayerContent?

    /// What `layer` draws of itself (its id and children left out).
    public init(_ layer: Layer) {
        frame = layer.frame
        transform = layer.transform
        opacity = layer.opacity
        zPosition = layer.zPosition
        cornerRadius = layer.cornerRadius
        fill = layer.fill
        clipsToBounds = layer.clipsToBounds
        content = layer.content
    }

    /// Which properties differ from `other`.
    public func changes(from other: LayerProperties) -> ChangeMask {
        var mask: ChangeMask = []
        if frame != other.frame { mask.insert(.frame) }
        if transform != other.transform { mask.insert(.transform) }
        if opacity != other.opacity { mask.insert(.opacity) }
        if zPosition != other.zPosition { mask.insert(.zPosition) }
        if cornerRadius != other.cornerRadius { mask.insert(.cornerRadius) }
        if fill != other.fill { mask.insert(.fill) }
        if clipsToBounds != other.clipsToBounds { mask.insert(.clip) }
        if content != other.content { mask.insert(.content) }
        return mask
    }

    /// The geometry as Core Animation takes it: never `frame` on a transformed layer,
    /// but `bounds` (origin zero, the frame's size), `position` (the frame's centre in
    /// the parent, for the default anchor point 0.5, 0.5) and the affine transform,
    /// which Core Animation applies about the anchor point — the engine's rule.
    public var coreAnimation: (bounds: Rect, position: Point, transform: AffineTransform) {
        (Rect(x: 0, y: 0, width: frame.width, height: frame.height), Point(x: frame.midX, y: frame.midY), transform)
    }

    /// The geometry as CSS takes it: an absolutely placed box of the frame's size at
    /// the parent's origin, moved by `translate(x, y)` and then `matrix(a, b, c, d,
    /// tx, ty)` with the default `transform-origin` (the box's centre).
    public var css: (x: Double, y: Double, width: Double, height: Double, matrix: AffineTransform) {
        (frame.minX, frame.minY, frame.width, frame.height, transform)
    }
}

/// Which of a layer's properties an update sets.
public struct ChangeMask: OptionSet, Hashable, Sendable {
    /// One bit per property, in the order of the constants below.
    public let rawValue: UInt16
    /// The properties whose bits are set.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Sets the frame.
    public static let frame = ChangeMask(rawValue: 1 << 0)
    /// Sets the transform.
    public static let transform = ChangeMask(rawValue: 1 << 1)
    /// Sets the opacity.
    public static let opacity = ChangeMask(rawValue: 1 << 2)
    /// Sets the z position.
    public static let zPosition = ChangeMask(rawValue: 1 << 3)
    /// Sets the corner radius.
    public static let cornerRadius = ChangeMask(rawValue: 1 << 4)
    /// Sets the fill.
    public static let fill = ChangeMask(rawValue: 1 << 5)
    /// Sets the clipping.
    public static let clip = ChangeMask(rawValue: 1 << 6)
    /// Sets the content.
    public static let content = ChangeMask(rawValue: 1 << 7)
    /// Everything: a view just created or taken from the pool.
    public static let all: ChangeMask = [.frame, .transform, .opacity, .zPosition, .cornerRadius, .fill, .clip, .content]

    /// Each bit by its name, in order: the names a host on the other side of a boundary
    /// reads them by (the page's `Change`, generated from this).
    public static let named: [(name: String, mask: ChangeMask)] = [
        ("frame", .frame), ("transform", .transform), ("opacity", .opacity), ("zPosition", .zPosition),
        ("cornerRadius", .cornerRadius), ("fill", .fill), ("clip", .clip), ("content", .content)
    ]
}

/// What a host makes for a layer: a plain view, one that draws text, a vector
/// path or artwork, or a container for the app's own view (a slot).
public enum ContentKind: UInt8, Hashable, Sendable, CaseIterable {
    /// No content; text; a vector path; artwork; a slot for the app's view.
    case plain, text, path, artwork, slot

    /// The kind of view that draws `content` (`.plain` for nil).
    public init(_ content: LayerContent?) {
        switch content {
        case nil: self = .plain
        case .text?: self = .text
        case .path?: self = .path
        case .artwork?: self = .artwork
        case .slot?: self = .slot
        }
    }
}
