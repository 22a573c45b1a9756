import CrossfadeInput
import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTrace
import Testing

/// The sweep's traces hold what the sweep says it perturbs (issue 46), and its
/// groups shrink them safely.
@Suite("random trace generator")
struct RandomTraceGeneratorTests {
    /// What a sample of traces did, counted.
    struct Tally {
        /// Environment events of their own (not a rotation's, beside a viewport event).
        var environmentChanges = 0
        /// …of which while a finger was down.
        var environmentChangesMidDrag = 0
        /// A second finger down after the first had moved.
        var secondFingersMidDrag = 0
        /// Two fingers cancelled at one instant (a host's lost touches).
        var lostTouches = 0

        mutating func count(_ trace: Trace) {
            var down: [Int: Bool] = [:]  // pointer → moved since its down
            for (index, event) in trace.events.enumerated() {
                switch event {
                case .environment(_, let time):
                    let beside = [index - 1, index + 1].filter { trace.events.indices.contains($0) }.contains {
                        if case .viewport(_, let other) = trace.events[$0] { other == time } else { false }
                    }
                    guard !beside else { break }
                    environmentChanges += 1
                    if !down.isEmpty { environmentChangesMidDrag += 1 }
                case .pointer(let pointer):
                    switch pointer.phase {
                    case .down:
                        if pointer.pointer == 2, down[1] == true { secondFingersMidDrag += 1 }
                        down[pointer.pointer] = false
                    case .move: down[pointer.pointer] = true
                    case .up: down[pointer.pointer] = nil
                    case .cancel:
                        if index > 0, case .pointer(let previous) = trace.events[index - 1], previous.phase == .cancel,
                            previous.time == pointer.time, previous.pointer != pointer.pointer
                        {
                            lostTouches += 1
                        }
                        down[pointer.pointer] = nil
                    }
                default: break
                }
            }
        }
    }

    @Test(arguments: ["lyrics-cards", "library-pager"])
    func tracesCarryEveryPerturbation(interaction: String) throws {
        let descriptor = try #require(InteractionRegistry.standard[interaction])
        var tally = Tally()
        for index in 0..<300 {
            var generator = RandomTraceGenerator(seed: PropertySweep.seed(index: index, interaction: interaction), descriptor: descriptor)
            let (trace, groups) = generator.trace()
            tally.count(trace)
            #expect(groups.joined().sorted() == Array(trace.events.indices), "trace \(index): every event in exactly one group")
        }
        #expect(tally.environmentChanges >= 50, "\(tally)")
        #expect(tally.environmentChangesMidDrag >= 10, "\(tally)")
        #expect(tally.secondFingersMidDrag >= 10, "\(tally)")
        #expect(tally.lostTouches >= 10, "\(tally)")
    }

    /// Whatever group a shrink drops, what is left replays (no event refused).
    @Test func droppingAnyGroupLeavesAValidTrace() throws {
        let descriptor = try #require(InteractionRegistry.standard["lyrics-cards"])
        for index in 0..<40 {
            var generator = RandomTraceGenerator(seed: PropertySweep.seed(index: index, interaction: descriptor.id), descriptor: descriptor)
            let (trace, groups) = generator.trace()
            for dropped in groups.indices {
                var smaller = trace
                let kept = groups.enumerated().filter { $0.offset != dropped }.flatMap { $0.element }.sorted()
                smaller.events = kept.map { trace.events[$0] }
                #expect(throws: Never.self, "trace \(index) without group \(dropped)") {
                    _ = try Replay(trace: smaller, registry: .standard).run(frameRate: 60)
                }
            }
        }
    }
}
