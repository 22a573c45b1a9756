import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// Draws for `environment` from now on. The carousel's offset is kept (the
    /// covers' geometry comes from the viewport alone); right to left mirrors the
    /// finger from the next move on; colours and text come from the new environment.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        var c = configuration
        c.environment = environment
        reconfigure(c)
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        configuration = c
        carousel.layoutDirection = c.direction
        paths = Self.buildLayers(c, track: playback.track, centre: position).paths
    }
}
