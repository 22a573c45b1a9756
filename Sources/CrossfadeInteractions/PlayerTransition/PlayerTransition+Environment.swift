import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    /// Draws for `environment` from now on. The transition's animators run in
    /// fractions of the travel, the drag and the rubber band in points, so they
    /// carry over as they are: a new bottom safe area changes the travel, and the
    /// player is drawn at the same fraction of the new one (the next move still
    /// moves it by the finger's travel, a release still decides from there).
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        var c = configuration
        c.environment = environment
        reconfigure(c)
    }

    /// Takes the live options (`tabBarHeight`, `miniPlayerHeight`: a host's real tab
    /// bar, Dynamic Type; every spring; the fades' curves) without a restart, as a
    /// new environment: the player keeps its openness as a fraction of the new
    /// travel, a finger keeps the top it holds. The rubber band and Reduce Motion's
    /// cross-fade carry on from where they are on their new springs
    /// (`SettlingSpring.retune`). A transition under way finishes on the frame
    /// spring and fade curves it began with (UIKit's animators fix their timing when
    /// they start, and the three run in step: re-timing one alone would tear them
    /// apart); the next transition, release or catch runs on the new ones.
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        reconfigure(configuration)
        overscroll.retune(configuration.rubberBandSpring)
        crossFade.retune(configuration.fadeSpring)
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or viewport), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        let oldTravel = configuration.travel
        fixed = PlayerTransitionFixed(configuration: c, paths: Self.build(c).paths, releaseDetents: [0, c.travel])
        if drag != nil { keepUnderFinger(travelWas: oldTravel) }
    }

    /// A drag's fractions are the finger's translation over the travel: when the
    /// travel changes, the drag's start is re-based so the container's top stays
    /// where the finger holds it, and each move after moves it by the finger's travel.
    private mutating func keepUnderFinger(travelWas oldTravel: Double) {
        guard var drag, let animators = transition else { return }
        let travel = configuration.travel, open = animators.target == .open
        let raw = drag.startFractions.frame + (open ? -dragTranslation : dragTranslation) / oldTravel
        let openness = open ? raw : 1 - raw
        let kept = 1 - oldTravel * (1 - openness) / travel  // the same top, in the new travel
        let start = (open ? kept : 1 - kept) - (open ? -dragTranslation : dragTranslation) / travel
        let shift = start - drag.startFractions.frame
        drag.startFractions = (start, drag.startFractions.content + shift, drag.startFractions.mini + shift)
        self.drag = drag
        updateDrag(translation: dragTranslation)
    }
}
