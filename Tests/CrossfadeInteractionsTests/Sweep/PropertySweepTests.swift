import CrossfadeInteractions
import CrossfadeTestSupport
import CrossfadeTrace
import Foundation
import Testing

/// Random traces through every registered interaction (new ones join without new
/// code), checked by `TraceChecker`. Seeded: a failure prints its seed and a
/// minimal trace that still fails, ready to save under Traces/ as a regression.
///
/// CROSSFADE_SWEEP_TRACES sets the count per interaction (default 6,000; the
/// showcase, whose every trace drives all five children, a sixth of it), sized so
/// the whole test run stays well inside CI's budget.
@Suite("Property sweep")
struct PropertySweepTests {
    static let count = ProcessInfo.processInfo.environment["CROSSFADE_SWEEP_TRACES"].flatMap { Int($0) } ?? 6_000

    static func count(for interaction: String) -> Int { interaction == Showcase.id ? max(1, count / 6) : count }

    @Test(arguments: InteractionRegistry.standard.ids)
    func randomTracesHoldEveryInvariant(interaction: String) throws {
        let descriptor = try #require(InteractionRegistry.standard[interaction])
        let checker = TraceChecker(registry: .standard, replayEvery: 20)
        for index in 0..<Self.count(for: interaction) {
            let seed = UInt64(index) &* 0x9E37_79B9 &+ UInt64(truncatingIfNeeded: interaction.utf8.count)
            var generator = RandomTraceGenerator(seed: seed, descriptor: descriptor)
            let (trace, groups) = generator.trace()
            guard let problem = checker.failure(of: trace, index: index) else { continue }
            let minimal = shrink(trace, groups: groups, checker: checker)
            Issue.record("""
                \(interaction) seed \(seed): \(problem)
                minimal trace (\(minimal.events.count) events): \(minimal.json.exactSerialized)
                """)
            return
        }
    }

    /// Drops whole gestures while the trace still fails, then single trailing events.
    func shrink(_ trace: Trace, groups: [Range<Int>], checker: TraceChecker) -> Trace {
        var kept = groups
        var current = trace
        var index = 0
        while index < kept.count {
            var candidate = kept
            candidate.remove(at: index)
            var smaller = trace
            smaller.events = candidate.flatMap { Array(trace.events[$0]) }
            if checker.failure(of: smaller) != nil {
                kept = candidate
                current = smaller
            } else {
                index += 1
            }
        }
        return current
    }
}

/// Checks one trace file with the sweep's checker: CROSSFADE_CHECK_TRACE=path swift test --filter checkOneTrace
@Suite("Property sweep: one trace")
struct CheckOneTrace {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CROSSFADE_CHECK_TRACE"] != nil))
    func checkOneTrace() throws {
        let path = ProcessInfo.processInfo.environment["CROSSFADE_CHECK_TRACE"]!
        let trace = try Trace.decode(String(contentsOfFile: path, encoding: .utf8), registry: .standard)
        let problem = TraceChecker(registry: .standard).failure(of: trace)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
