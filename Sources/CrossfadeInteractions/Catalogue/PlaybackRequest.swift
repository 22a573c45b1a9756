/// A change to playback that a child asks its parent for: the child shows a
/// `Playback` it does not own, so what its buttons, slider and covers would do
/// to playback goes up as requests, and the parent applies them to its own
/// `Playback` and hands the result back down (cover-carousel inside the showcase).
///
/// Each request carries the instant it was made: a carousel that comes to rest
/// on another cover asks for that track from its rest instant, not from the
/// frame that noticed, so playback is the same at every frame rate.
///
/// ```swift
/// carousel.update { child in
///     for request in child.playbackRequests { playback.apply(request, durations: { catalogue.track($0).duration }) }
///     child.playbackRequests.removeAll(keepingCapacity: true)
///     child.playback = playback
/// }
/// ```
public struct PlaybackRequest: Hashable, Sendable {
    /// What to change.
    public enum Kind: Hashable, Sendable {
        /// Play; pause.
        case play, pause
        /// Move the playhead to this many seconds into the track (clamped to it).
        case seek(Double)
        /// Make this queue index the current track, from its start.
        case select(Int)
        /// Shuffle on (true) or off.
        case shuffle(Bool)
        /// Repeat off, the whole queue, or the track playing.
        case repeatMode(Playback.Repeat)
    }

    /// What to change.
    public var kind: Kind
    /// When it was asked for, s.
    public var time: Double

    /// A request to change `kind`, asked for at `time` (s).
    public init(_ kind: Kind, at time: Double) {
        self.kind = kind
        self.time = time
    }
}

extension Playback {
    /// Applies `request` at its instant, as its owner: `durations` gives a queue
    /// index's length, s.
    public mutating func apply(_ request: PlaybackRequest, durations: (Int) -> Double) {
        let time = request.time
        switch request.kind {
        case .play: play(at: time, duration: durations(track))
        case .pause: pause(at: time)
        case .seek(let seconds): seek(to: seconds, at: time, duration: durations(track))
        case .select(let index): select(index, at: time)
        case .shuffle(let on): shuffle = on
        case .repeatMode(let mode): repeatMode = mode
        }
    }
}
