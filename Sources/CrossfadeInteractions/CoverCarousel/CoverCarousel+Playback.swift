extension CoverCarousel {
    /// What its controls and covers ask of playback, at `instant` (now by
    /// default): applied at once when it owns playback, sent up otherwise.
    mutating func request(_ kind: PlaybackRequest.Kind, at instant: Double? = nil) {
        let request = PlaybackRequest(kind, at: instant ?? time)
        guard configuration.ownsPlayback else {
            playbackRequests.append(request)
            if case .select(let index) = kind { requestedCover = index }
            return
        }
        var next = playback
        next.apply(request, durations: { duration(of: $0) })
        playback = next
        followPlayback(at: request.time)
    }

    /// When the playing track changed (at `instant`): the covers move to it,
    /// unless a finger holds them, and an owner says so (`track`).
    mutating func followPlayback(at instant: Double) {
        guard playback.track != followedTrack else { return }
        followedTrack = playback.track
        requestedCover = nil
        if configuration.ownsPlayback { events.emit(.track(index: playingTrack), at: instant) }
        if gesture != .carousel { moveCarousel(to: playback.track) }
    }
}
