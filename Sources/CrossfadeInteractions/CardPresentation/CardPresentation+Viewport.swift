import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// Lays out for `viewport` and `environment` from now on. The card's progress
    /// is progress-like: its top keeps its place between dismissed and the large
    /// detent (and its speed, as progress per second), a moving card heads for the
    /// same detent's new top, a card at rest is at that detent's new top, and a card
    /// held by a finger stays at its progress under it. The content is a list (its
    /// rows keep their height): it keeps its offset within the new length, and its
    /// motion. The slider's value stays under a finger holding it. A row held by
    /// its handle is let go as one cancel (its place under the finger, the list's
    /// place on screen and the bands that scroll it are gone with the layout); a
    /// touch not yet decided ends as one cancel too.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        catchUp()
        let cancel = gesture == .reorder ? gestures.cancelOfPointer(at: time) : gestures.cancelOfUndecidedPointer(at: time)
        if let cancel { handle(cancel, layers: []) }
        let old = configuration
        var c = old
        c.viewport = viewport
        c.environment = environment
        rebuild(c)
        let track = Self.track(old), newTrack = Self.track(c)
        let scale = track.length > 0 ? newTrack.length / track.length : 1
        let place = { (top: Double) in newTrack.dismissed - (track.dismissed - top) * scale }
        chain.outer.relayout(tops: c.restingTops, place: place, speedScale: scale)
        fadingOutFrom = fadingOutFrom.map(place)
        chain.inner.scroll.relayout(keepingOffset: c.contentScroll, at: time)
        if gesture == .slider { slider.relayout(fingerX: gestures.pan.location.x) }
        settleContentViewport()
    }

    /// The track progress is measured along: from dismissed (0) to the large detent (1), pt.
    private static func track(_ c: Configuration) -> (dismissed: Double, length: Double) {
        (c.dismissedTop, c.dismissedTop - c.largeTop)
    }
}

extension CardOwner {
    /// The track was laid out again: the resting tops become `newTops` (as many,
    /// in the same order), and `place` maps a top on the old track to the top at
    /// the same progress on the new one (`speedScale`: its slope). A card at rest
    /// is at its detent's new top; a moving one is where `place` puts it, with its
    /// speed scaled, heading for its detent's new top; a held one stays where
    /// `place` puts it, under the finger.
    mutating func relayout(tops newTops: [Double], place: (Double) -> Double, speedScale: Double) {
        defer { tops = newTops }
        guard !held, newTops.count == tops.count, !tops.isEmpty else { return top.hold(at: place(top.value)) }
        var index = 0
        for candidate in tops.indices where abs(tops[candidate] - top.target) < abs(tops[index] - top.target) { index = candidate }
        top.relayout(value: place(top.value), velocity: top.velocity * speedScale, target: newTops[index])
    }
}
