import CrossfadeInteractions
import CrossfadeTrace
import Testing

/// A trace's `end` (when its recording stopped): a replay without a stop time of
/// its own stops there, on the scene the recorder saw, instead of running on to
/// rest; a given stop time (`--at`) wins.
@Suite("Trace end")
struct TraceEndTests {
    /// Music playing from 0 s, a flick across the covers at 2 s, recording stopped at 7.25 s.
    static let playing = #"""
        {"interaction": "cover-carousel", "events": [
          {"t": 0, "kind": "action", "name": "play"},
          {"t": 2, "kind": "down", "x": 300, "y": 300}, {"t": 2.016, "kind": "move", "x": 260, "y": 300},
          {"t": 2.032, "kind": "move", "x": 200, "y": 300}, {"t": 2.032, "kind": "up", "x": 200, "y": 300}],
         "end": 7.25}
        """#

    @Test func replayStopsWhereTheRecordingStopped() throws {
        let trace = try Trace.decode(Self.playing, registry: .standard)
        let replay = Replay(trace: trace, registry: .standard)
        let atEnd = try replay.run()
        #expect(atEnd.time == 7.25)
        #expect(atEnd.state["playing"] == .bool(true))
        guard case .number(let elapsed)? = atEnd.state["elapsed"] else { Issue.record("no elapsed in \(atEnd.state)"); return }
        // The flick moved one cover on; the next track started as the carousel came to rest
        // (about 2.76 s) and played on until the recording stopped.
        #expect(atEnd.state["track"] == .int(1))
        #expect(elapsed > 4 && elapsed < 5, "the next track played until the recording stopped: \(elapsed) s")
        #expect(try replay.run(until: 7.25).json.exactSerialized == atEnd.json.exactSerialized, "the same as --at end")
        #expect(try replay.run(frameRate: 30).json.exactSerialized == atEnd.json.exactSerialized, "at any frame rate")
    }

    @Test func aGivenStopTimeWinsOverTheEnd() throws {
        let trace = try Trace.decode(Self.playing, registry: .standard)
        let replay = Replay(trace: trace, registry: .standard)
        #expect(try replay.run(until: 3).time == 3)
        #expect(try replay.run(until: 20).time == 20, "--at may also go past the end")
    }

    @Test func withoutAnEndReplayRunsOnToRest() throws {
        var trace = try Trace.decode(Self.playing, registry: .standard)
        trace.end = nil
        let result = try Replay(trace: trace, registry: .standard).run()
        #expect(result.time == 2.032 + Replay.settleLimit, "a playing clock never rests: the settle limit")
    }
}
