import CrossfadeInteractions

/// cover-carousel's state as its façades report it: the centred cover, the
/// playing track, playback and the playhead.
public struct CarouselReading: Hashable, Sendable {
    /// The centred cover.
    public var centered: Int
    /// The playing track.
    public var track: Int
    /// Whether the track plays.
    public var isPlaying: Bool
    /// The playhead, s.
    public var elapsed: Double

    /// The reading of `state` (missing keys read as their rest values).
    public init(_ state: InteractionState) {
        centered = state["centered"]?.integer ?? 0
        track = state["track"]?.integer ?? 0
        isPlaying = state["playing"]?.bool ?? false
        elapsed = state["elapsed"]?.number ?? 0
    }
}
