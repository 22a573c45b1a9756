import CrossfadeInteractions
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// Events replayed at several frame rates: a model's events are part of its
/// replay, so the same trace gives the same events at the same instants however
/// often frames come.
enum EventReplays {
    /// The events of a replay of `name` at 120 Hz, expected the same (type, fields
    /// and instant) at 30 and 60 Hz and on jittered frames.
    static func sameAtEveryFrameRate(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [InteractionEvent] {
        let replay = Replay(trace: try loadTrace(name), registry: .standard)
        var random = SeededGenerator(seed: 11)
        var jittered: [Double] = [0]
        for _ in 0..<4_000 { jittered.append(jittered.last! + random.double(in: 0.002...0.02)) }
        let reference = try replay.run(frameRate: 120).events
        for fps in [30.0, 60] {
            let events = try replay.run(frameRate: fps).events
            #expect(events == reference, "\(name) at \(fps) Hz: \(events) vs \(reference)", sourceLocation: sourceLocation)
        }
        let events = try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] }).events
        #expect(events == reference, "\(name) on jittered frames: \(events) vs \(reference)", sourceLocation: sourceLocation)
        return reference
    }
}
