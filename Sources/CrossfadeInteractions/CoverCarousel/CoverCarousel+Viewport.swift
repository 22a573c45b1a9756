import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// Lays out for `viewport` and `environment` from now on. Covers are as wide as
    /// the column less the margins (shorter on a short or landscape viewport), so the
    /// carousel is scroll-like: the cover nearest the centre (the anchor) keeps its
    /// centre at the same place relative to the covers' strip (the whole width, or the
    /// leading half beside the controls), and the carousel its velocity in strip
    /// widths per second; a snap heads for the same cover, a finger dragging carries on (its
    /// fling still reaches the covers it could before). Playback, the centred cover
    /// and the slider's value are kept (under a finger, the value stays under it); a
    /// touch not yet decided (a tap on a transport button, a drag within the slop)
    /// ends as one cancel.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        catchUp()
        if let cancel = gestures.cancelOfUndecidedPointer(at: time) { handle(cancel, layers: []) }
        let old = configuration
        var c = old
        c.viewport = viewport
        c.environment = environment
        let scroll = carousel.scroll
        let anchor = scroll.contentOffset / old.pitch
        let (offset, velocity) = Self.anchored(
            offset: scroll.contentOffset, velocity: scroll.velocity, anchor: anchor.rounded(), from: old, to: c)
        var bounds = Self.scrollConfiguration(c)
        if case .snapOffsets(let offsets) = scroll.configuration.paging {
            bounds.paging = .snapOffsets(offsets.map { Self.cover(at: $0, old) * c.pitch })
        }
        carousel.scroll.relayout(bounds, offset: offset, velocity: velocity, at: time) { Self.cover(at: $0, old) * c.pitch }
        reconfigure(c)
        if gesture == .slider { slider.relayout(fingerX: gestures.pan.location.x) }
    }

    /// The carousel's scrolling for `c`: a cover's pitch per page, insets so the
    /// first and last cover can be centred.
    static func scrollConfiguration(_ c: Configuration) -> ScrollConfiguration {
        ScrollConfiguration(
            viewportLength: c.stageWidth, contentLength: Double(c.queueLength - 1) * c.pitch + c.stageWidth,
            paging: .pageSize(c.pitch), limitsPagingToOnePage: c.maxCoversPerFling == 1, snapSpring: c.snap)
    }

    /// The cover a snap target or an origin at `offset` stands for (covers rest at whole pitches).
    private static func cover(at offset: Double, _ c: Configuration) -> Double { (offset / c.pitch).rounded() }

    /// `offset` and `velocity` (pt, pt/s) re-expressed from `old`'s layout in `new`'s
    /// so that cover `anchor`'s centre stays at the same place relative to the
    /// strip's width (its distance from the centre, in widths), moving as many
    /// widths per second.
    static func anchored(offset: Double, velocity: Double, anchor: Double, from old: Configuration, to new: Configuration)
        -> (offset: Double, velocity: Double)
    {
        let scale = new.stageWidth / old.stageWidth
        return (anchor * new.pitch - (anchor * old.pitch - offset) * scale, velocity * scale)
    }
}
