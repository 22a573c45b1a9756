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
    // Every property is stored under an underscore and read and written through an
    // inlinable accessor that marks the change (issue 28): a write of a new value
    // sets its bit in `changes`. (Property observers would do the same but, called
    // across modules, their modify coroutines allocate a frame on every write.)

    /// A stable id, unique in its scene (e.g. `card.0`, `miniPlayer`, `pager.indicator`).
    @inlinable public var id: String {
        get { _id }
        set { if newValue != _id { _changes.insert(.id) }; _id = newValue }
    }
    /// Position and size in the parent's coordinates (the root's in viewport points).
    /// Never of negative size: a layout squeezed below what it holds (a viewport
    /// outside the fit range) is clipped, never inverted — a negative width or
    /// height is stored as 0, the origin kept.
    @inlinable public var frame: Rect {
        get { _frame }
        set {
            let value = newValue.size.width < 0 || newValue.size.height < 0 ? newValue.withoutNegativeSize : newValue
            if value != _frame { _changes.insert(.frame) }
            _frame = value
        }
    }
    /// Applied about the frame's centre, as with CALayer's default anchor point.
    @inlinable public var transform: AffineTransform {
        get { _transform }
        set { if newValue != _transform { _changes.insert(.transform) }; _transform = newValue }
    }
    /// 0…1; applies to the children too.
    @inlinable public var opacity: Double {
        get { _opacity }
        set { if newValue != _opacity { _changes.insert(.opacity) }; _opacity = newValue }
    }
    /// Paint order among siblings: higher is in front; ties keep declaration order.
    @inlinable public var zPosition: Double {
        get { _zPosition }
        set { if newValue != _zPosition { _changes.insert(.zPosition) }; _zPosition = newValue }
    }
    /// The corner radius and which corners it rounds.
    @inlinable public var cornerRadius: CornerRadius {
        get { _cornerRadius }
        set { if newValue != _cornerRadius { _changes.insert(.cornerRadius) }; _cornerRadius = newValue }
    }
    /// The colour the layer is filled with, if any.
    @inlinable public var fill: Color? {
        get { _fill }
        set { if newValue != _fill { _changes.insert(.fill) }; _fill = newValue }
    }
    /// What the layer draws besides its fill: text, artwork, a vector path, or a slot.
    @inlinable public var content: LayerContent? {
        get { _content }
        set { if newValue != _content { _changes.insert(.content) }; _content = newValue }
    }
    /// Whether children are clipped to this layer's bounds (and corners).
    @inlinable public var clipsToBounds: Bool {
        get { _clipsToBounds }
        set { if newValue != _clipsToBounds { _changes.insert(.clip) }; _clipsToBounds = newValue }
    }
    /// Whether hit testing can return this layer.
    @inlinable public var isHitTestable: Bool {
        get { _isHitTestable }
        set { if newValue != _isHitTestable { _changes.insert(.hitTesting) }; _isHitTestable = newValue }
    }
    /// What it means to VoiceOver, if it is something a user can reach: a control,
    /// a gesture target, a text worth reading.
    @inlinable public var accessibility: AccessibilityInfo? {
        get { _accessibility }
        set { if newValue != _accessibility { _changes.insert(.accessibility) }; _accessibility = newValue }
    }
    /// Sets the label and value VoiceOver reads in place, marking `.accessibility`
    /// only when one differs (a layer without accessibility is left as it is): how a
    /// frame renames a control without copying its whole description, which in a
    /// carousel's frame cost about a tenth of its instructions.
    @inlinable public mutating func setAccessibility(label: String, value: String) {
        guard let oldLabel = _accessibility?.label, let oldValue = _accessibility?.value else { return }
        if oldLabel != label {
            _accessibility?.label = label
            _changes.insert(.accessibility)
        }
        if oldValue != value {
            _accessibility?.value = value
            _changes.insert(.accessibility)
        }
    }
    /// Sets whether VoiceOver reads the element as selected, in place, marking
    /// `.accessibility` only when it differs.
    @inlinable public mutating func setAccessibilitySelected(_ selected: Bool) {
        guard let old = _accessibility?.isSelected, old != selected else { return }
        _accessibility?.isSelected = selected
        _changes.insert(.accessibility)
    }
    /// The sublayers, back to front in declaration order (zPosition decides paint
    /// order). Any write inside them, at any depth, marks `.descendants` here: the
    /// accessor lends them out in place, so nothing is copied.
    @inlinable public var children: [Layer] {
        get { _children }
        _modify {
            yield &_children
            _changes.insert(.descendants)
        }
        set {
            _children = newValue
            _changes.insert(.descendants)
        }
    }
    /// Changes the children in place and marks `.descendants` only when something
    /// in them changed: a child was added or removed, or one has marks (the way a
    /// parent updates a child interaction's layers every frame without marking its
    /// container when the child drew nothing new). `body` must mark what it writes,
    /// through the layers' own accessors, or replace layers with new ones.
    @inlinable public mutating func updateChildren(_ body: (inout [Layer]) -> Void) {
        let count = _children.count
        body(&_children)
        if _children.count != count || _children.hasChanges { _changes.insert(.descendants) }
    }
    /// What was written since a host last took the changes (`[Layer].takeChanges`):
    /// a new layer has everything. Values written equal to what they were do not
    /// count. Not part of the layer's value (`==` and hashing leave it out).
    @inlinable public var changes: LayerChanges { _changes }

    @usableFromInline var _id: String
    @usableFromInline var _frame: Rect
    @usableFromInline var _transform: AffineTransform
    @usableFromInline var _opacity: Double
    @usableFromInline var _zPosition: Double
    @usableFromInline var _cornerRadius: CornerRadius
    @usableFromInline var _fill: Color?
    @usableFromInline var _content: LayerContent?
    @usableFromInline var _clipsToBounds: Bool
    @usableFromInline var _isHitTestable: Bool
    @usableFromInline var _accessibility: AccessibilityInfo?
    @usableFromInline var _children: [Layer]
    @usableFromInline var _changes: LayerChanges = .all

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
        self._id = id
        self._frame = frame.size.width < 0 || frame.size.height < 0 ? frame.withoutNegativeSize : frame
        self._transform = transform
        self._opacity = opacity
        self._zPosition = zPosition
        self._cornerRadius = cornerRadius
        self._fill = fill
        self._content = content
        self._clipsToBounds = clipsToBounds
        self._isHitTestable = isHitTestable
        self._accessibility = accessibility
        self._children = children
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

    /// Hashes what `==` compares: everything the layer draws, not its `changes`.
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
    /// A line of text, drawn in the layer's bounds.
    case text(TextContent)
    /// Album artwork filling the layer's bounds.
    case artwork(Artwork)
    /// A vector drawing in the layer's own coordinates.
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
    /// The font weight, from regular to bold.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semibold (600).
        case semibold
        /// Bold (700).
        case bold
    }
    /// Where the text sits horizontally in the layer's bounds.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// At the leading edge.
        case leading
        /// Centred.
        case center
        /// At the trailing edge.
        case trailing
    }

    /// The string to draw.
    public var text: String
    /// Font size in points.
    public var fontSize: Double
    /// The font weight (regular by default).
    public var weight: Weight
    /// The text colour (white by default).
    public var color: Color
    /// The horizontal alignment (leading by default).
    public var alignment: Alignment
    /// The frame is exactly as wide as this text by `TextMetrics`: hosts draw the
    /// text on one line, exactly that wide (whatever font they have), so layouts
    /// that depend on text widths hold in every host.
    public var fitsWidth: Bool

    /// Text of `fontSize` points (17 by default), regular, white and leading unless given.
    public init(
        _ text: String, fontSize: Double = 17, weight: Weight = .regular, color: Color = .white, alignment: Alignment = .leading,
        fitsWidth: Bool = false
    ) {
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
    /// The image's name, as hosts look it up (e.g. an album's artwork id).
    public var reference: String
    /// The gradient's colours, drawn when a host has no image for `reference`.
    public var colors: [Color]
    /// The engine's own cover drawn over the gradient (shapes and the album's name),
    /// when a host has no image for `reference`; nil: the gradient alone.
    public var cover: CoverArt?

    /// Artwork named `reference`, with `colors` for its stand-in gradient (and a `cover` over it).
    public init(reference: String, colors: [Color], cover: CoverArt? = nil) {
        self.reference = reference
        self.colors = colors
        self.cover = cover
    }
}

/// A vector drawing in the layer's own coordinates, such as the grabber chevron.
public struct VectorPath: Hashable, Sendable {
    /// One step of a path, as in `CGPath`: move, line, curve or close.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line from the current point to the point.
        case line(Point)
        /// A quadratic Bézier curve to `to`, bent towards `control`.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to `to`, bent towards `control1` and `control2`.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, closing it.
        case close
    }

    /// The path's steps, in drawing order.
    public var elements: [Element]
    /// The colour the path is stroked with, or nil for no stroke.
    public var stroke: Color?
    /// The stroke's width in points.
    public var lineWidth: Double
    /// The colour the closed path is filled with, or nil for no fill.
    public var fill: Color?

    /// A path of `elements`, stroked white 2 pt wide and not filled unless given.
    public init(_ elements: [Element], stroke: Color? = .white, lineWidth: Double = 2, fill: Color? = nil) {
        self.elements = elements
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
    }
}
