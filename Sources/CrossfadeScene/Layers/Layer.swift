import CrossfadeMotion

/// One drawable layer, like a `CALayer`: a frame in its parent's coordinates, a
/// transform about the frame's centre, opacity, z-order, corners, fill, optional
/// content, clipping and children.
///
/// ```swift
/// var card = Layer(id: "card.0", frame: Rect(x: 20, y: 200, width: 350, height: 420))
/// card.cornerRadius = CornerRadius(16)
/// card.fill = Color(hex: 0x8E3B2F)
/// card.content = .text(TextContent("A line of lyrics", fontSize: 28, weight: .bold))
/// ```
public struct Layer: Hashable, Sendable {
    /// A stable id, unique in its scene (e.g. `card.0`, `miniPlayer`, `pager.indicator`).
    public var id: String
    /// Position and size in the parent's coordinates (the root's in viewport points).
    public var frame: Rect
    /// Applied about the frame's centre, as with CALayer's default anchor point.
    public var transform: AffineTransform
    /// 0…1; applies to the children too.
    public var opacity: Double
    /// Paint order among siblings: higher is in front; ties keep declaration order.
    public var zPosition: Double
    public var cornerRadius: CornerRadius
    public var fill: Color?
    public var content: LayerContent?
    /// Whether children are clipped to this layer's bounds (and corners).
    public var clipsToBounds: Bool
    /// Whether hit testing can return this layer.
    public var isHitTestable: Bool
    /// What it means to VoiceOver, if it is something a user can reach: a control,
    /// a gesture target, a text worth reading.
    public var accessibility: AccessibilityInfo?
    public var children: [Layer]

    /// (Never inlined: layer trees are built once, and hundreds of inlined copies
    /// would only make the WebAssembly engine bigger.)
    @inline(never)
    public init(
        id: String,
        frame: Rect,
        transform: AffineTransform = .identity,
        opacity: Double = 1,
        zPosition: Double = 0,
        cornerRadius: CornerRadius = .none,
        fill: Color? = nil,
        content: LayerContent? = nil,
        clipsToBounds: Bool = false,
        isHitTestable: Bool = true,
        accessibility: AccessibilityInfo? = nil,
        children: [Layer] = []
    ) {
        self.id = id
        self.frame = frame
        self.transform = transform
        self.opacity = opacity
        self.zPosition = zPosition
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.content = content
        self.clipsToBounds = clipsToBounds
        self.isHitTestable = isHitTestable
        self.accessibility = accessibility
        self.children = children
    }

    /// The transform from this layer's own coordinates (origin at its top-left,
    /// size of its frame) to its parent's: about the centre, then to the frame.
    public var transformToParent: AffineTransform {
        let halfWidth = frame.width / 2, halfHeight = frame.height / 2
        return AffineTransform(translationX: -halfWidth, y: -halfHeight)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: frame.origin.x + halfWidth, y: frame.origin.y + halfHeight))
    }

    /// The layer's own bounds: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The children in paint order (back to front): by zPosition, ties in declaration order.
    public var childrenInPaintOrder: [Layer] { children.sortedForPainting() }
}

extension Array where Element == Layer {
    /// Whether the layers are already back to front (zPosition never decreases).
    public var isInPaintOrder: Bool {
        var index = 1
        while index < count {
            if self[index].zPosition < self[index - 1].zPosition { return false }
            index += 1
        }
        return true
    }

    /// Sorted back to front by zPosition, stable for ties.
    public func sortedForPainting() -> [Layer] {
        enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map { $0.element }
    }
}

/// What a layer draws besides its fill.
public enum LayerContent: Hashable, Sendable {
    case text(TextContent)
    case artwork(Artwork)
    case path(VectorPath)
    /// Where a host mounts the app's own view, named (e.g. `cover.3`,
    /// `card.content`): sized to the layer's frame, moved, clipped, faded and
    /// transformed with it by the engine. The layer's children are the engine's
    /// own drawing of that place, for hosts with nothing to mount there; a host
    /// that mounts a view hides them.
    case slot(String)
}

/// Text drawn inside a layer's bounds, vertically centred.
public struct TextContent: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable { case regular, medium, semibold, bold }
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }

    public var text: String
    /// Font size in points.
    public var fontSize: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// The frame is exactly as wide as this text by `TextMetrics`: hosts draw the
    /// text on one line, exactly that wide (whatever font they have), so layouts
    /// that depend on text widths hold in every host.
    public var fitsWidth: Bool

    public init(_ text: String, fontSize: Double = 17, weight: Weight = .regular, color: Color = .white, alignment: Alignment = .leading,
                fitsWidth: Bool = false) {
        self.text = text
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.fitsWidth = fitsWidth
    }
}

/// Album artwork, referenced by name; hosts without the image draw a gradient of `colors`.
public struct Artwork: Hashable, Sendable {
    public var reference: String
    public var colors: [Color]

    public init(reference: String, colors: [Color]) {
        self.reference = reference
        self.colors = colors
    }
}

/// A vector drawing in the layer's own coordinates, such as the grabber chevron.
public struct VectorPath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public var elements: [Element]
    public var stroke: Color?
    public var lineWidth: Double
    public var fill: Color?

    public init(_ elements: [Element], stroke: Color? = .white, lineWidth: Double = 2, fill: Color? = nil) {
        self.elements = elements
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
    }
}
