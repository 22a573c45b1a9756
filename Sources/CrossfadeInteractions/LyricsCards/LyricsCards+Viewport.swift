import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    /// Lays out for `viewport` and `environment` from now on. The deck is centred
    /// in the viewport and every motion is relative to the front card's slot, so
    /// the front line, the cards' offsets from their slots (pt), their depth
    /// (progress-like, 0 front … 1 back), fades and velocities carry over as they
    /// are: the cards are drawn where the new layout puts their slots. A finger
    /// dragging the front card carries on; a touch not yet decided ends as one cancel.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        if let cancel = gestures.cancelOfUndecidedPointer(at: time) { handle(cancel, layers: []) }
        var c = configuration
        c.viewport = viewport
        c.environment = environment
        reconfigure(c)
    }
}
