import CrossfadeMotion
import CrossfadeScene

/// What a native artwork view draws for the engine's cover (`CoverArt`), decided
/// here so the UIKit view only sets what it says: nothing when the app has an image
/// for the artwork (the image stands in for it, as on the page) or the artwork has
/// no cover; else, for a view of `size`, each shape layer's path and fill (a fixed
/// number of them, `CoverArt.maximumShapes`, the unused ones empty) and the title
/// label's text, font size, bounds and centre.
///
/// ```swift
/// let plan = CoverPlan(artwork, hasImage: false, size: Size(width: 300, height: 300))
/// plan.hidden          // false
/// plan.paths[0]        // the first shape, in the view's points
/// plan.titleFontSize   // 22.5 (7.5 % of the width)
/// ```
public struct CoverPlan: Hashable, Sendable {
    /// Whether the cover's view is hidden (an image, or no cover).
    public let hidden: Bool
    /// Each shape layer's path, in the view's points; nil: that layer draws nothing.
    public let paths: [VectorPath?]
    /// Each shape layer's fill.
    public let fills: [Color?]
    /// The title label's text ("" for none).
    public let title: String
    /// The title's font size, pt.
    public let titleFontSize: Double
    /// The title label's bounds (at the origin).
    public let titleBounds: Rect
    /// The title label's centre, in the cover view's points.
    public let titleCenter: Point
    /// The cover view's bounds: the whole artwork view.
    public let bounds: Rect
    /// The cover view's centre.
    public let center: Point

    /// The plan for `artwork` in a view of `size` (pt), with or without the app's image for it.
    public init(_ artwork: Artwork, hasImage: Bool, size: Size) {
        let cover = artwork.cover
        hidden = hasImage || cover == nil
        let shapes = cover?.shapes(in: size) ?? []
        paths = (0..<CoverArt.maximumShapes).map { $0 < shapes.count ? shapes[$0] : nil }
        fills = paths.map { $0?.fill }
        let layout = cover?.titleLayout(in: size)
        title = cover?.title ?? ""
        titleFontSize = layout?.fontSize ?? 1
        let frame = layout?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        titleBounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        titleCenter = Point(x: frame.midX, y: frame.midY)
        bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        center = Point(x: size.width / 2, y: size.height / 2)
    }
}
