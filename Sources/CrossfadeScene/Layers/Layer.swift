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
    public var id: String { didSet { if id != oldValue { changes.insert(.id) } } }
    /// Position and size in the parent's coordinates (the root's in viewport points).
    public var frame: Rect { didSet { if frame != oldValue { changes.insert(.frame) } } }
    /// Applied about the frame's centre, as with CALayer's default anchor point.
    public var transform: AffineTransform { didSet { if transform != oldValue { changes.insert(.transform) } } }
    /// 0…1; applies to the children too.
    public var opacity: Double { didSet { if opacity != oldValue { changes.insert(.opacity) } } }
    /// Paint order among siblings: higher is in front; ties keep declaration order.
    public var zPosition: Double { didSet { if zPosition != oldValue { changes.insert(.zPosition) } } }
    public var cornerRadius: CornerRadius { didSet { if cornerRadius != oldValue { changes.insert(.cornerRadius) } } }
    public var fill: Color? { didSet { if fill != oldValue { changes.insert(.fill) } } }
    public var content: LayerContent? { didSet { if content != oldValue { changes.insert(.content) } } }
    /// Whether children are clipped to this layer's bounds (and corners).
    public var clipsToBounds: Bool { didSet { if clipsToBounds != oldValue { changes.insert(.clip) } } }
    /// Whether hit testing can return this layer.
    public var isHitTestable: Bool { didSet { if isHitTestable != oldValue { changes.insert(.hitTesting) } } }
    /// What it means to VoiceOver, if it is something a user can reach: a control,
    /// a gesture target, a text worth reading.
    public var accessibility: AccessibilityInfo? { didSet { if accessibility != oldValue { changes.insert(.accessibility) } } }
    /// (Any write inside the children, at any depth, marks `.descendants` here: the
    /// observer runs after the write in place, so nothing is copied.)
    public var children: [Layer] { didSet { changes.insert(.descendants) } }
    /// What was written since a host last took the changes (`[Layer].takeChanges`):
    /// a new layer has everything. Values written equal to what they were do not
    /// count. Not part of the layer's value (`==` and hashing leave it out).
    public internal(set) var changes: LayerChanges = .all

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

    /// Two layers are equal when they draw the same (their `changes` do not count).
    public static func == (a: Layer, b: Layer) -> Bool {
        a.id == b.id && a.frame == b.frame && a.transform == b.transform && a.opacity == b.opacity && a.zPosition == b.zPosition
            && a.cornerRadius == b.cornerRadius && a.fill == b.fill && a.content == b.content && a.clipsToBounds == b.clipsToBounds
            && a.isHitTestable == b.isHitTestable && a.accessibility == b.accessibility && a.children == b.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(zPosition)
        hasher.combine(cornerRadius)
        hasher.combine(fill)
        hasher.combine(content)
        hasher.combine(clipsToBounds)
        hasher.combine(isHitTestable)
        hasher.combine(accessibility)
        hasher.combine(children)
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
