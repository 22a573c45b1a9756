import CrossfadeMotion

/// The geometry and feel of a `ScrollPhysics` axis, with UIScrollView's defaults.
public struct ScrollConfiguration: Hashable, Sendable {
    /// How paging or snapping chooses where content comes to rest.
    public enum Paging: Hashable, Sendable {
        /// Free scrolling: decelerate wherever the flick ends.
        case none
        /// Rest only on multiples of a page size (pt) from the leading edge.
        case pageSize(Double)
        /// Rest only on these content offsets (pt).
        case snapOffsets([Double])
    }

    /// What happens when a drag goes past an edge.
    public enum EdgeBehavior: String, Hashable, Sendable {
        /// UIScrollView's rubber band, then a spring back.
        case rubberBand
        /// The content stops at the edge, and the rest of the drag is reported as
        /// unconsumed so an outer gesture can take it (card dismissal, nested pagers).
        case pin
    }

    /// The visible length along the axis, pt.
    public var viewportLength: Double
    /// The content's length along the axis, pt.
    public var contentLength: Double
    /// Extra scrollable space before the content, pt (offset can go down to −leadingInset).
    public var leadingInset: Double
    /// Extra scrollable space after the content, pt.
    public var trailingInset: Double
    /// How quickly a flick slows down (UIScrollView's `.normal` by default).
    public var decelerationRate: DecelerationRate
    /// Where the content may come to rest: anywhere, on pages, or on snap offsets.
    public var paging: Paging
    /// When paging, never come to rest more than one page from where the drag started.
    public var limitsPagingToOnePage: Bool
    /// What a drag past the leading edge does: rubber-band (default) or pin.
    public var leadingEdge: EdgeBehavior
    /// What a drag past the trailing edge does: rubber-band (default) or pin.
    public var trailingEdge: EdgeBehavior
    /// The rubber band's stiffness (UIKit's 0.55).
    public var rubberBandCoefficient: Double
    /// The spring that brings content back from past an edge (critically damped).
    public var bounceSpring: Spring
    /// The spring that settles on a page or snap offset, and animates `scroll(to:animated:)`.
    public var snapSpring: Spring

    /// An axis `viewportLength` points long over `contentLength` points of content, with UIScrollView's feel unless given.
    public init(
        viewportLength: Double,
        contentLength: Double,
        leadingInset: Double = 0,
        trailingInset: Double = 0,
        decelerationRate: DecelerationRate = .normal,
        paging: Paging = .none,
        limitsPagingToOnePage: Bool = false,
        leadingEdge: EdgeBehavior = .rubberBand,
        trailingEdge: EdgeBehavior = .rubberBand,
        rubberBandCoefficient: Double = 0.55,
        bounceSpring: Spring = Spring(response: 0.45, dampingRatio: 1),
        snapSpring: Spring = Spring(response: 0.35, dampingRatio: 1)
    ) {
        func finite(_ value: Double, _ fallback: Double = 0) -> Double { value.isFinite ? max(0, value) : fallback }
        self.viewportLength = finite(viewportLength)
        self.contentLength = finite(contentLength)
        self.leadingInset = finite(leadingInset)
        self.trailingInset = finite(trailingInset)
        self.decelerationRate = decelerationRate
        self.paging = paging
        self.limitsPagingToOnePage = limitsPagingToOnePage
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.rubberBandCoefficient = rubberBandCoefficient.isFinite && rubberBandCoefficient > 0 ? rubberBandCoefficient : 0.55
        self.bounceSpring = bounceSpring
        self.snapSpring = snapSpring
    }

    /// The smallest content offset at rest: −leadingInset.
    public var minimumOffset: Double { -leadingInset }

    /// The largest content offset at rest (never below the minimum).
    public var maximumOffset: Double { max(minimumOffset, contentLength + trailingInset - viewportLength) }

    /// Where paging may come to rest, ascending (empty when not paging).
    public var snapTargets: [Double] {
        let low = minimumOffset, high = maximumOffset
        switch paging {
        case .none:
            return []
        case .pageSize(let size):
            guard size.isFinite, size > 0 else { return [low] }
            let pages = Int(((high - low) / size).rounded(.up))
            return (0...max(0, pages)).map { min(low + Double($0) * size, high) }.uniqued()
        case .snapOffsets(let offsets):
            let clamped = offsets.filter { $0.isFinite }.map { clamp($0, low...high) }.sorted()
            return clamped.isEmpty ? [low] : clamped.uniqued()
        }
    }
}

extension Array where Element == Double {
    /// Sorted values without (near-)duplicates.
    func uniqued() -> [Double] {
        var result: [Double] = []
        for value in self where result.last.map({ abs($0 - value) > 1e-9 }) ?? true { result.append(value) }
        return result
    }
}
