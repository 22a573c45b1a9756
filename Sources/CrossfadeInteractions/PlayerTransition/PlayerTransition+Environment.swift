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

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or viewport), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        fixed = PlayerTransitionFixed(configuration: c, paths: Self.build(c).paths, releaseDetents: [0, c.travel])
    }
}
