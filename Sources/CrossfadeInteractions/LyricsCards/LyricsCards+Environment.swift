import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension LyricsCards {
    /// Draws for `environment` from now on. The cards' springs, the drag and the
    /// front line carry over as they are (nothing rests where the environment
    /// says: the deck is centred in the viewport); colours, text size and the
    /// footer's layout come from the new environment.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) {
        var c = configuration
        c.environment = environment
        reconfigure(c)
    }

    /// Takes the live options without a restart: the springs (`springResponse`,
    /// `springDampingRatio`, `fadeResponse`, `fadeDampingRatio`) and the drag's
    /// feel and looks (`dismissalOffset`, `fadeStart`, `minimumOpacity`,
    /// `backScale`, `cornerRadius`). The front line, the drag and the cards' slots
    /// are kept; a card moving or fading carries on from where it is, at its speed,
    /// on the new spring (`SettlingSpring.retune`), and the next release, swap or
    /// fade starts on it. A drag under way is measured against the new offsets from
    /// its next move.
    public mutating func applyLiveOptions(_ configuration: Configuration) {
        reconfigure(configuration)
        for index in views.indices {
            views[index].offset.retune(configuration.spring)
            views[index].depth.retune(configuration.spring)
            views[index].crossFade.retune(configuration.fadeSpring)
        }
    }

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or viewport), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        fixed = LyricsCardsFixed(
            configuration: c, lyrics: fixed.lyrics, deck: deck, cardIDs: cardIDs, footer: footer,
            paths: Self.build(c, deck: deck, footer: footer, views: views, frontView: frontView).paths)
    }
}
