/// What is playing, in closed form: the track, whether it plays, and where its
/// playhead was at one instant, so the elapsed time at any instant is a function
/// of that instant (never a running sum), and a track's end hands over to the
/// next at exactly its end instant, whatever the frame rate.
///
/// A parent owns it and hands it to its children (the showcase: the mini player,
/// Now Playing, the queue and the lyrics all show this one value); a child that
/// runs on its own (cover-carousel) owns its own.
///
/// ```swift
/// var playback = Playback()
/// playback.play(at: 0)
/// playback.advance(to: 200, durations: { catalogue.track($0).duration }, count: 12)   // past track 0's end
/// playback.track            // 1, started at 150 s
/// playback.elapsed(at: 200) // 50
/// ```
public struct Playback: Hashable, Sendable {
    /// Repeat: off, the whole queue, or the track playing.
    public enum Repeat: String, Hashable, Sendable {
        /// Playback stops at the end of the queue's last track (shuffled, it goes on).
        case off
        /// The queue starts again after its last track.
        case all
        /// The track playing starts again when it ends.
        case one
    }

    /// The track playing (or paused), a queue index.
    public private(set) var track = 0
    /// Whether the track plays (false: paused).
    public private(set) var playing = false
    /// Shuffle: the queue's owner plays a shuffled order (`PlayOrder`); a track's
    /// end then goes on past the queue's last position even with repeat off.
    public var shuffle = false
    /// Repeat: off (the default), the whole queue, or the track playing.
    public var repeatMode = Repeat.off
    /// The playhead was `elapsedAtStart` at `start` (s).
    private var elapsedAtStart = 0.0
    private var start = 0.0

    /// Track 0, paused at its start, shuffle and repeat off.
    public init() {}

    /// The playhead at `time`, s.
    public func elapsed(at time: Double) -> Double {
        playing ? elapsedAtStart + (time - start) : elapsedAtStart
    }

    /// When the playing track reaches its end, if it plays: the instant, s.
    public func trackEnd(duration: Double) -> Double? {
        playing ? start + (duration - elapsedAtStart) : nil
    }

    /// Plays from the playhead at `time` (s); a playhead at or past `duration` (s) starts the track again.
    public mutating func play(at time: Double, duration: Double) {
        guard !playing else { return }
        if elapsedAtStart >= duration { elapsedAtStart = 0 }
        playing = true
        start = time
    }

    /// Pauses at `time` (s), keeping the playhead where it is.
    public mutating func pause(at time: Double) {
        guard playing else { return }
        elapsedAtStart = elapsed(at: time)
        playing = false
        start = time
    }

    /// Moves the playhead to `seconds` (clamped to the track) at `time`.
    public mutating func seek(to seconds: Double, at time: Double, duration: Double) {
        elapsedAtStart = min(max(0, seconds), duration)
        start = time
    }

    /// Makes `index` the current track from its start at `time`, playing or not as before.
    public mutating func select(_ index: Int, at time: Double) {
        track = index
        elapsedAtStart = 0
        start = time
    }

    /// Plays every track end up to `time` in closed form: the next in playing order
    /// starts at the instant the one before ends; repeat one plays it again; after
    /// the last track repeat all starts over and otherwise playback stops there.
    /// `durations` gives a queue index's length; the queue has `count` tracks.
    /// Returns whether the track changed.
    @discardableResult
    public mutating func advance(to time: Double, durations: (Int) -> Double, count: Int) -> Bool {
        let before = track
        var guardCount = 0
        while let end = trackEnd(duration: durations(track)), end <= time, guardCount < 10_000 {
            guardCount += 1
            let next = repeatMode == .one ? track : neighbour(of: track, forward: true, count: count)
            if repeatMode == .one || shuffle || next < count || repeatMode == .all {
                select(wrappedIndex(next, count: count), at: end)
            } else {
                elapsedAtStart = durations(track)
                start = end
                playing = false
            }
        }
        return track != before
    }

    /// The queue index after (or before) `index`: the next position, whatever
    /// shuffle says (the queue's owner writes the shuffled order into its positions,
    /// `PlayOrder`, so the covers show it and "next" moves by one). Past either
    /// end it wraps (`advance`) or stops (the carousel clamps).
    public func neighbour(of index: Int, forward: Bool, count: Int) -> Int {
        forward ? index + 1 : index - 1
    }

    /// Repeat off → all → one → off.
    public mutating func cycleRepeat() {
        repeatMode =
            switch repeatMode {
            case .off: .all;
            case .all: .one;
            case .one: .off
            }
    }
}
