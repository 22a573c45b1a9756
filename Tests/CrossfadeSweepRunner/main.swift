// CI's property sweep, built in release (`.ci/run`): every interaction's random
// traces through `TraceChecker`, spread over the machine's cores. Prints each
// interaction's count and time; exits 1 with the seed and a minimal trace on the
// first failure of each interaction that fails (also written to a file it names).
//   swift build -c release --product CrossfadeSweepRunner
//   .build/release/CrossfadeSweepRunner [--traces N] [--interaction ID] [--jobs J]
import CrossfadeInteractions
import CrossfadeSweep
import Dispatch
import Foundation

/// The command line: `--traces` per interaction (the showcase gets a fifth), one
/// interaction only, how many threads.
struct Arguments {
    var traces = PropertySweep.releaseCount
    var interactions = InteractionRegistry.standard.ids
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.usage("\(flag) needs a value") }
            switch flag {
            case "--traces": traces = Self.positive(value, flag)
            case "--jobs": jobs = Self.positive(value, flag)
            case "--interaction":
                guard InteractionRegistry.standard[value] != nil else { Self.usage("unknown interaction '\(value)'") }
                interactions = [value]
            default: Self.usage("unknown argument \(flag)")
            }
        }
    }

    static func positive(_ value: String, _ flag: String) -> Int {
        guard let number = Int(value), number > 0 else { usage("\(flag) must be a positive whole number") }
        return number
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(
            Data("CrossfadeSweepRunner: \(problem)\nusage: CrossfadeSweepRunner [--traces N] [--interaction ID] [--jobs J]\n".utf8))
        exit(64)
    }
}

/// One slice of one interaction's traces, and what checking it found.
struct Slice: Sendable {
    var interaction: String
    var indices: Range<Int>
    var failure: PropertySweep.Failure?
    var seconds = 0.0
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
let sweep = PropertySweep(registry: .standard)
let sliceSize = 250
var slices: [Slice] = []
for interaction in arguments.interactions {
    let count = PropertySweep.count(for: interaction, of: arguments.traces)
    for start in stride(from: 0, to: count, by: sliceSize) {
        slices.append(Slice(interaction: interaction, indices: start..<min(count, start + sliceSize)))
    }
}
// The showcase's traces cost the most: start them first, so no core idles at the end.
slices.sort {
    ($0.interaction == Showcase.id ? 0 : 1, $0.interaction, $0.indices.lowerBound) < (
        $1.interaction == Showcase.id ? 0 : 1, $1.interaction, $1.indices.lowerBound
    )
}

/// Hands out slices to the threads and keeps what they found.
final class Work: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var slices: [Slice]

    init(_ slices: [Slice]) { self.slices = slices }

    func take() -> (Int, Slice)? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slices.count else { return nil }
        next += 1
        return (next - 1, slices[next - 1])
    }

    func finish(_ index: Int, _ slice: Slice) {
        lock.lock()
        slices[index] = slice
        lock.unlock()
    }
}

let started = DispatchTime.now()
let work = Work(slices)
DispatchQueue.concurrentPerform(iterations: arguments.jobs) { _ in
    while let (index, taken) = work.take() {
        var slice = taken
        let sliceStart = DispatchTime.now()
        slice.failure = sweep.run(slice.interaction, indices: slice.indices)
        slice.seconds = Double(DispatchTime.now().uptimeNanoseconds - sliceStart.uptimeNanoseconds) / 1e9
        work.finish(index, slice)
    }
}
let done = work.slices
let wall = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9

/// Writes a failure's minimal trace where `crossfade replay` and CROSSFADE_CHECK_TRACE can take it; its path.
func save(_ failure: PropertySweep.Failure) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-sweep-\(failure.interaction)-seed-\(failure.seed).json")
    do { try Data((failure.minimalJSON + "\n").utf8).write(to: url) } catch { return "nowhere (\(error))" }
    return url.path
}

var failed = false
for interaction in arguments.interactions {
    let own = done.filter { $0.interaction == interaction }
    let traces = own.reduce(0) { $0 + $1.indices.count }
    let seconds = own.reduce(0) { $0 + $1.seconds }
    print("\(interaction): \(traces) traces in \(String(format: "%.1f", seconds)) s of one core")
    // The first failure by index, whichever core found it: the same on every run.
    if let failure = own.compactMap({ $0.failure }).min(by: { $0.index < $1.index }) {
        print(failure)
        print("minimal trace written to \(save(failure))")
        failed = true
    }
}
let total = done.reduce(0) { $0 + $1.indices.count }
print(
    "property sweep: \(total) traces, \(arguments.interactions.count) interactions, \(arguments.jobs) jobs, \(String(format: "%.1f", wall)) s\(failed ? ": FAILED" : ", every invariant held")"
)
exit(failed ? 1 : 0)
