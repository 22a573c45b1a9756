import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTrace
import Foundation
import Testing

/// Random traces through every registered interaction (new ones join without new
/// code), checked by `TraceChecker`: here a smoke-sized sweep in the debug build
/// (`PropertySweep.debugCount` per interaction, where the engine's debug invariant
/// checks trap on any step), and CI's full sweep in release (`.ci/run` runs
/// `CrossfadeSweepRunner`, 10,000 per interaction). A failure prints its seed and a
/// minimal trace that still fails, ready to save under Traces/ as a regression.
///
/// CROSSFADE_SWEEP_TRACES sets the count per interaction here (the showcase gets a fifth).
@Suite("Property sweep")
struct PropertySweepTests {
    static let count = ProcessInfo.processInfo.environment["CROSSFADE_SWEEP_TRACES"].flatMap { Int($0) } ?? PropertySweep.debugCount

    @Test(arguments: InteractionRegistry.standard.ids)
    func randomTracesHoldEveryInvariant(interaction: String) throws {
        let sweep = PropertySweep(registry: .standard)
        if let failure = sweep.run(interaction, indices: 0..<PropertySweep.count(for: interaction, of: Self.count)) {
            Issue.record("\(failure)")
        }
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
