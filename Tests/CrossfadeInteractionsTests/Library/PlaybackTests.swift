import CrossfadeInteractions
import Testing

/// Playback in closed form: the playhead at any instant, track ends handed over
/// at their exact instant, shuffle and repeat.
@Suite("Playback")
struct PlaybackTests {
    static let lengths: [Double] = [150, 197, 244]
    static func duration(_ index: Int) -> Double { lengths[((index % 3) + 3) % 3] }

    @Test func theNextTrackStartsAtTheInstantTheLastEnds() {
        var playback = Playback()
        playback.play(at: 10, duration: 150)
        let changed = playback.advance(to: 200, durations: Self.duration, count: 3)
        #expect(changed)
        #expect(playback.track == 1)
        #expect(playback.elapsed(at: 200) == 40)  // track 0 ended at 160
        // One long step and many short ones land on the same playhead.
        var stepped = Playback()
        stepped.play(at: 10, duration: 150)
        var time = 10.0
        while time < 700 { time += 1.0 / 30; stepped.advance(to: time, durations: Self.duration, count: 3) }
        playback.advance(to: time, durations: Self.duration, count: 3)
        #expect(stepped.track == playback.track)
        #expect(abs(stepped.elapsed(at: time) - playback.elapsed(at: time)) < 1e-9)
    }

    @Test(arguments: [(Playback.Repeat.off, 2, false), (.all, 0, true), (.one, 2, true)])
    func theLastTrackStopsOrRepeats(mode: Playback.Repeat, track: Int, playing: Bool) {
        var playback = Playback()
        playback.repeatMode = mode
        playback.select(2, at: 0)
        playback.play(at: 0, duration: 244)
        playback.advance(to: 250, durations: Self.duration, count: 3)
        #expect(playback.track == track)
        #expect(playback.playing == playing)
        #expect(playback.elapsed(at: 250) == (playing ? 6 : 244))
    }

    @Test func pauseSeekAndPlayMoveThePlayhead() {
        var playback = Playback()
        playback.play(at: 0, duration: 150)
        playback.pause(at: 30)
        #expect(playback.elapsed(at: 100) == 30)
        playback.seek(to: 500, at: 100, duration: 150)
        #expect(playback.elapsed(at: 100) == 150)
        playback.play(at: 120, duration: 150)  // at the end: starts over
        #expect(playback.elapsed(at: 125) == 5)
    }

    @Test func nextIsTheNextPositionWhateverShuffleSays() {
        var playback = Playback()
        playback.shuffle = true
        #expect(playback.neighbour(of: 4, forward: true, count: 12) == 5 && playback.neighbour(of: 4, forward: false, count: 12) == 4 - 1)
    }

    /// The order is written around the position playing: it keeps its track, the
    /// positions after it (wrapping) play every other track once, then again.
    @Test(arguments: [(12, 0, 0), (24, 5, 5), (24, 20, 3), (7, 3, 6), (3, 1, 2)])
    func playOrderPlaysEveryOtherTrackOnceAfterThePlayingOne(length: Int, playing: Int, track: Int) {
        let tracks = min(length, 12)
        for shuffle in [false, true] {
            let order = PlayOrder.arranged(length: length, playing: playing, track: track, tracks: tracks, shuffle: shuffle)
            #expect(order.count == length && order[playing] == track)
            let next = (1..<tracks).map { order[(playing + $0) % length] }
            #expect(Set(next).count == tracks - 1 && !next.contains(track), "\(order)")
            if !shuffle { #expect(next == (1..<tracks).map { (track + $0) % tracks }) }
            if shuffle, tracks > 2 { #expect(next.first != (track + 1) % tracks, "shuffled: not the catalogue's next") }
        }
        #expect(PlayOrder.arranged(length: 5, playing: 1, track: 1, tracks: 5, shuffle: true) == [4, 1, 3, 2, 0])
    }
}
