import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// Lays out for `viewport` and `environment` from now on. Pages are a
    /// viewport wide, so the strip is scroll-like with the page as its anchor: it
    /// keeps its position in pages (the same page at the same fraction of the
    /// viewport) and its velocity in pages per second; a snap heads for the same
    /// page, a finger paging carries on. Each page's list keeps its rows' height, so
    /// it keeps its offset within its new length, and its motion. The labels and
    /// the indicator follow the strip as ever. A touch not yet decided ends as one cancel.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        if let cancel = gestures.cancelOfUndecidedPointer(at: time) { handle(cancel, layers: []) }
        let old = configuration
        var c = old
        c.viewport = viewport
        c.environment = environment
        let scale = c.width / old.width
        let page = { (offset: Double) in (offset / old.width).rounded() * c.width }
        var bounds = pager.scroll.configuration
        bounds.viewportLength = c.width
        bounds.contentLength = Double(c.library.pageCount) * c.width
        if case .snapOffsets(let offsets) = bounds.paging { bounds.paging = .snapOffsets(offsets.map(page)) }
        pager.scroll.relayout(bounds, offset: pager.scroll.contentOffset * scale, velocity: pager.scroll.velocity * scale, at: time, target: page)
        configuration = c
        layout = LibraryLayout(c)
        pager.layoutDirection = c.environment.layoutDirection
        lists.relayout(list: Self.listScroll(c), contentLengths: layout.contentHeights, at: time)
        paths = Self.build(layout, strip: strip).paths
    }
}
