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

    /// Rebuilds what never changes once built from `c` (the same interaction's
    /// configuration with another environment or viewport), keeping the state.
    mutating func reconfigure(_ c: Configuration) {
        fixed = LyricsCardsFixed(
            configuration: c, lyrics: fixed.lyrics, deck: deck, cardIDs: cardIDs, footer: footer,
            paths: Self.build(c, deck: deck, footer: footer, views: views, frontView: frontView).paths)
    }
}
