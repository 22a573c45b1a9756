import CrossfadeMotion
import CrossfadeScene

/// The accessibility elements a scene exposes, in reading order, and whether they
/// changed since the host last asked (then it tells VoiceOver the layout changed).
///
/// An element is exposed when a user could see and reach it: its layer carries
/// `AccessibilityInfo`, it is visible (its opacity and its ancestors' multiply to
/// at least 0.01), it lies at least partly in the viewport and inside what its
/// ancestors' clipping leaves visible, and nothing opaque
/// painted in front of it (a presented card, the open player) covers its centre.
/// Its frame is the part of it left visible (inside the viewport and its
/// ancestors' clipping). Reading order is top to bottom, then leading to trailing.
public struct AccessibilityTree: Sendable {
    /// The elements VoiceOver reaches now, in reading order.
    public private(set) var elements: [AccessibilityElement] = []

    /// A tree with no elements yet.
    public init() {}

    /// Recomputes the elements; returns whether they changed.
    @discardableResult
    public mutating func update(_ scene: Scene, layoutDirection: LayoutDirection = .leftToRight) -> Bool {
        let fresh = Self.elements(in: scene, layoutDirection: layoutDirection)
        guard fresh != elements else { return false }
        elements = fresh
        return true
    }

    /// The elements `scene` exposes, in reading order.
    public static func elements(in scene: Scene, layoutDirection: LayoutDirection = .leftToRight) -> [AccessibilityElement] {
        elements(in: LayerVisibility(scene), layoutDirection: layoutDirection).map { $0.element }
    }

    /// The elements exposed, in reading order, each with its layer's index in `visibility`.
    static func elements(in visibility: LayerVisibility, layoutDirection: LayoutDirection) -> [(element: AccessibilityElement, index: Int)] {
        var found: [(element: AccessibilityElement, index: Int)] = []
        for (index, layer) in visibility.flat.enumerated() {
            guard let info = layer.layer.accessibility, visibility.opacity[index] >= 0.01, let shown = visibility.shown(index) else { continue }
            // What a user can see of it is what VoiceOver frames and activates (at its centre).
            if visibility.isCovered(index, centre: Point(x: shown.midX, y: shown.midY)) { continue }
            found.append((AccessibilityElement(id: layer.id, frame: shown, info: info), index))
        }
        let leadingFirst = layoutDirection == .leftToRight
        return found.sorted { readsBefore($0.element.frame, $1.element.frame, leadingFirst: leadingFirst) }
    }

    /// Reading order: by rows 8 pt high from the top, then leading to trailing.
    static func readsBefore(_ a: Rect, _ b: Rect, leadingFirst: Bool) -> Bool {
        let rowA = (a.minY / 8).rounded(.down), rowB = (b.minY / 8).rounded(.down)
        if rowA != rowB { return rowA < rowB }
        return leadingFirst ? a.minX < b.minX : a.maxX > b.maxX
    }
}
