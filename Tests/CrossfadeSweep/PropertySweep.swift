import CrossfadeInteractions
import CrossfadeTrace

/// The property sweep: seeded random traces through one interaction, each checked
/// by `TraceChecker`. A trace is named by its interaction and index (its seed
/// follows from them), so any slice of the sweep can run anywhere — the debug test
/// run takes a few hundred per interaction, CI's release run (`CrossfadeSweepRunner`)
/// ten thousand — and a failure names its seed and a minimal trace that still fails.
///
/// ```swift
/// let sweep = PropertySweep(registry: .standard)
/// if let failure = sweep.run("lyrics-cards", indices: 0..<200) { print(failure) }
/// ```
public struct PropertySweep: Sendable {
    public let registry: InteractionRegistry
    public let checker: TraceChecker

    /// Traces per interaction in CI's release run.
    public static let releaseCount = 10_000
    /// Traces per interaction in the debug test run (`swift test`): a smoke test of the sweep itself.
    public static let debugCount = 100

    public init(registry: InteractionRegistry, replayEvery: Int = 20) {
        self.registry = registry
        checker = TraceChecker(registry: registry, replayEvery: replayEvery)
    }

    /// How many traces `interaction` gets when the others get `count`: the showcase,
    /// whose every trace drives all five children, a fifth of it.
    public static func count(for interaction: String, of count: Int) -> Int {
        interaction == Showcase.id ? max(1, count / 5) : count
    }

    /// The seed of trace `index` of `interaction`.
    public static func seed(index: Int, interaction: String) -> UInt64 {
        UInt64(index) &* 0x9E37_79B9 &+ UInt64(truncatingIfNeeded: interaction.utf8.count)
    }

    /// A trace that broke an invariant: where it came from, what went wrong, and the
    /// smallest trace (groups of events and options dropped) that still fails, with
    /// what goes wrong in it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var interaction: String
        public var index: Int
        public var seed: UInt64
        public var problem: String
        public var minimal: Trace
        public var minimalProblem: String

        /// The minimal trace as a trace file's JSON.
        public var minimalJSON: String { minimal.json.exactSerialized }

        public var description: String {
            """
            \(interaction) seed \(seed) (trace \(index)): \(problem)
            minimal trace (\(minimal.events.count) events): \(minimalProblem)
            \(minimalJSON)
            """
        }
    }

    /// Checks traces `indices` of `interaction` in order; the first failure, shrunk.
    public func run(_ interaction: String, indices: Range<Int>) -> Failure? {
        guard let descriptor = registry[interaction] else {
            let trace = Trace(interaction: interaction)
            return Failure(interaction: interaction, index: 0, seed: 0, problem: "unknown interaction", minimal: trace, minimalProblem: "")
        }
        for index in indices {
            let seed = Self.seed(index: index, interaction: interaction)
            var generator = RandomTraceGenerator(seed: seed, descriptor: descriptor)
            let (trace, groups) = generator.trace()
            guard let problem = checker.failure(of: trace, index: index) else { continue }
            let (minimal, minimalProblem) = shrink(trace, groups: groups, problem: problem)
            return Failure(interaction: interaction, index: index, seed: seed, problem: problem, minimal: minimal, minimalProblem: minimalProblem)
        }
        return nil
    }

    /// Delta debugging over the generator's groups of events: drops runs of groups,
    /// halving the run from half of them down to one, while the trace still fails
    /// (every replay check included); then each option, while it still fails. A
    /// candidate the checker refuses (an action that no longer applies) counts as passing.
    func shrink(_ trace: Trace, groups: [[Int]], problem: String) -> (Trace, String) {
        var kept = groups
        var current = (trace, problem)
        var run = max(1, kept.count / 2)
        while !kept.isEmpty {
            var removed = false
            var start = 0
            while start < kept.count {
                var candidate = kept
                candidate.removeSubrange(start..<min(kept.count, start + run))
                var smaller = trace
                smaller.events = candidate.flatMap { $0 }.sorted().map { trace.events[$0] }
                if let failure = stillFails(smaller) {
                    kept = candidate
                    current = (smaller, failure)
                    removed = true
                } else {
                    start += run
                }
            }
            if run == 1, !removed { break }
            if !removed { run = max(1, run / 2) }
        }
        for name in current.0.options.keys.sorted() {
            var smaller = current.0
            smaller.options[name] = nil
            if let failure = stillFails(smaller) { current = (smaller, failure) }
        }
        return current
    }

    /// What is wrong with `trace` if it still breaks an invariant (a refusal is no failure here).
    private func stillFails(_ trace: Trace) -> String? {
        guard let problem = checker.failure(of: trace), !TraceChecker.isRefusal(problem) else { return nil }
        return problem
    }
}
