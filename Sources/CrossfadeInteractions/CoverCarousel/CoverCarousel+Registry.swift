extension CoverCarousel {
    /// `centered` when the carousel comes to rest on another cover; `track` when the
    /// playing track changes (when it owns playback).
    public static let eventSpecs: [EventSpec] = [.centered, .track]

    /// Each cover, by its place in the queue.
    public static let slotSpecs: [SlotSpec] = [SlotSpec("cover.N", "the app's artwork for queue position N (from 0)")]

    /// The next and previous track apply when there is one (and the carousel is not under
    /// a finger); the carousel's own swipes when a cover lies that way; play and pause
    /// when playback is the other way; the rest always.
    public func isAvailable(_ action: Action) -> Bool {
        let free = gesture != .carousel
        switch action {
        case .next: return free && clampedTrack(playback.neighbour(of: playback.track, forward: true, count: trackCount)) != playback.track
        case .previous: return free && clampedTrack(playback.neighbour(of: playback.track, forward: false, count: trackCount)) != playback.track
        case .increment: return free && centred < trackCount - 1
        case .decrement: return free && centred > 0
        case .selectCover: return free
        case .play: return !playback.playing
        case .pause: return playback.playing
        case .togglePlay, .seek, .toggleShuffle, .cycleRepeat: return true
        }
    }

    /// `index` clamped to the queue, as selecting a cover clamps it.
    private func clampedTrack(_ index: Int) -> Int { min(trackCount - 1, max(0, index)) }
}
