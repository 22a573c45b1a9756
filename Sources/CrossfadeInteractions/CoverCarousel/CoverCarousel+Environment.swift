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

    /// Takes the live options (the springs: `snapResponse`, `snapDampingRatio`,
    /// `thumbResponse`, `thumbDampingRatio`, `fadeResponse`, `fadeDampingRatio`)
    /// without a restart: the centred cover, the track and the offset are kept; a
    /// snap, a thumb or a cross-fade under way carries on from where it is, at its
    /// speed, on the new spring (`SettlingSpring.retune`); the next one starts on it.
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        reconfigure(configuration)
        carousel.scroll.retune(bounce: carousel.scroll.configuration.bounceSpring, snap: configuration.snap)
        slider.retune(configuration.thumb)
        fade.retune(configuration.fade)
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        configuration = c
        carousel.layoutDirection = c.direction
        paths = Self.buildLayers(c, track: playback.track, centre: position).paths
    }
}
