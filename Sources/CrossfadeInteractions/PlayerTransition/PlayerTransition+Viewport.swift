import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    /// Lays out for `viewport` and `environment` from now on. The player's
    /// openness is progress-like: the side, the running transition (its animators
    /// run in fractions of the travel) and their velocities carry over as they are,
    /// so the player is drawn at the same fraction of the new travel; the rubber
    /// band springing back from past an end keeps its share of the band's reach
    /// (the viewport along the axis), its whole motion scaled with it, so it stays
    /// within the band's reach however the travel changes. A finger
    /// dragging keeps the openness it holds and moves it by its travel over the new
    /// travel from its next report; a touch not yet decided (a tap on the mini
    /// player, a drag within the slop) ends as one cancel.
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment) {
        if let cancel = gestures.cancelOfUndecidedPointer(at: time) { handle(cancel, layers: []) }
        let oldTravel = configuration.travel, oldReach = configuration.axis.main(configuration.viewport)
        var c = configuration
        c.viewport = viewport
        c.environment = environment
        fixed = PlayerTransitionFixed(configuration: c, paths: Self.build(c).paths, releaseDetents: [0, c.travel])
        if drag != nil {
            keepOpenness(travelWas: oldTravel)
        } else if overscroll.value != 0 {
            let scale = c.axis.main(c.viewport) / oldReach
            overscroll.relayout(value: overscroll.value * scale, velocity: overscroll.velocity * scale, target: 0)
        }
    }

    /// A drag's fractions are the finger's translation over the travel: when the
    /// travel changes, the drag's start is re-based so the openness it holds stays
    /// (and with it the band past an end, as a share of the travel), and each move
    /// after moves it by the finger's travel over the new travel.
    private mutating func keepOpenness(travelWas oldTravel: Double) {
        guard var drag, let animators = transition else { return }
        let open = animators.target == .open, finger = open ? -dragTranslation : dragTranslation
        let raw = drag.startFractions.frame + finger / oldTravel
        let shift = (raw - finger / configuration.travel) - drag.startFractions.frame
        drag.startFractions = (drag.startFractions.frame + shift, drag.startFractions.content + shift, drag.startFractions.mini + shift)
        self.drag = drag
        updateDrag(translation: dragTranslation)
    }
}
