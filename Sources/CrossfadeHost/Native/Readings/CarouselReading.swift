import CrossfadeInteractions

/// cover-carousel's state as its façades report it: the centred cover, the
/// playing track, playback and the playhead.
public struct CarouselReading: Hashable, Sendable {
    public var centered: Int
    public var track: Int
    public var isPlaying: Bool
    /// The playhead, s.
    public var elapsed: Double

    public init(_ state: InteractionState) {
        centered = state["centered"]?.integer ?? 0
        track = state["track"]?.integer ?? 0
        isPlaying = state["playing"]?.bool ?? false
        elapsed = state["elapsed"]?.number ?? 0
    }
}
