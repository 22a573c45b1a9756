import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// Draws for `environment` from now on. The strip keeps its page and offset
    /// (pages are a viewport wide whatever the environment); labels are measured
    /// again (text scale) and the indicator follows them; each list keeps its
    /// offset within its new length (rows grow with the text) and page height
    /// (the safe areas), and a moving one its motion, from where it is drawn;
    /// right to left mirrors the finger from the next move on.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        var c = configuration
        c.environment = environment
        reconfigure(c)
    }

    /// Takes the live options (the springs: `snapResponse`, `snapDampingRatio`,
    /// `bounceResponse`, `bounceDampingRatio`, `crossFadeResponse`,
    /// `crossFadeDampingRatio`) without a restart: the page, the sub-page and every
    /// list's offset are kept; a snap, a bounce (the strip's or a list's) or a
    /// cross-fade under way carries on from where it is, at its speed, on the new
    /// spring (`SettlingSpring.retune`); the next one starts on it.
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        reconfigure(configuration)
        pager.scroll.retune(bounce: configuration.bounceSpring, snap: configuration.snapSpring)
        lists.retune(bounce: configuration.bounceSpring)
        crossFade.retune(configuration.crossFadeSpring)
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or height), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        configuration = c
        layout = LibraryLayout(c)
        pager.layoutDirection = c.environment.layoutDirection
        lists.relayout(list: Self.listScroll(c), contentLengths: layout.contentHeights, at: time)
        paths = Self.build(layout, strip: strip).paths
    }
}
