import CrossfadeMotion
import CrossfadeScene

extension InteractionRegistry {
    /// Every interaction Crossfade ships, by id.
    public static let standard = InteractionRegistry([
        PlayerTransition.descriptor,
        LyricsCards.descriptor,
    ])
}
