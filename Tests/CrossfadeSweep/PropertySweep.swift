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
    /// smallest trace (whole gestures dropped) that still fails.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var interaction: String
        public var index: Int
        public var seed: UInt64
        public var problem: String
        public var minimal: Trace

        public var description: String {
            """
            \(interaction) seed \(seed) (trace \(index)): \(problem)
            minimal trace (\(minimal.events.count) events): \(minimal.json.exactSerialized)
            """
        }
    }

    /// Checks traces `indices` of `interaction` in order; the first failure, shrunk.
    public func run(_ interaction: String, indices: Range<Int>) -> Failure? {
        guard let descriptor = registry[interaction] else {
            return Failure(interaction: interaction, index: 0, seed: 0, problem: "unknown interaction", minimal: Trace(interaction: interaction))
        }
        for index in indices {
            let seed = Self.seed(index: index, interaction: interaction)
            var generator = RandomTraceGenerator(seed: seed, descriptor: descriptor)
            let (trace, groups) = generator.trace()
            guard let problem = checker.failure(of: trace, index: index) else { continue }
            return Failure(interaction: interaction, index: index, seed: seed, problem: problem, minimal: shrink(trace, groups: groups))
        }
        return nil
    }

    /// Drops whole gestures while the trace still fails.
    func shrink(_ trace: Trace, groups: [Range<Int>]) -> Trace {
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
