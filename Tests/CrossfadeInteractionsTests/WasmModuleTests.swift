import CrossfadeInteractions
import CrossfadeTestSupport
import CrossfadeTrace
import CrossfadeWasmBuild
import Foundation
import Testing

/// One WebAssembly module per interaction (issue 28): a page loads the module of
/// the interaction it shows. Each module runs its own interaction's traces bit for
/// bit as the native engine does, refuses every other interaction in one line, and
/// stays within its size budget.
@Suite("WebAssembly modules per interaction", .serialized)
struct WasmModuleTests {
    /// The most each module may weigh, bytes (after `wasm-opt` where Binaryen is
    /// installed, as in CI): a single interaction's is held to 550 KB (issue 28 asked
    /// for 500 KB; issues 41, 42, 47 and 45 — sharing a page, screen readers and keys,
    /// album covers, live options — took them to 492–561 KB; issue 48's live springs and
    /// fade curves — each model's `applyLiveOptions`, spring retuning, the curve options —
    /// added 2–6 KB each; issue 49's first cuts, no categories or LRC reader where a
    /// module has not the option, took 9–31 KB off). The showcase's module holds all five
    /// models it composes and its own screens, about 1,068 KB; its cap only catches a
    /// regression. Making them lighter is issue 49's.
    static func budget(_ variant: EngineVariant, optimised: Bool) -> Int {
        switch (variant, optimised) {
        case (.showcase, true): 1_075_000
        case (.showcase, false): 1_285_000
        case (_, true): 550_000
        case (_, false): 705_000
        }
    }

    /// The most each module may weigh gzipped (`gzip -9`), bytes, as a page fetches it:
    /// where issue 49 left them, with a small margin, on the way to its goals of
    /// 140 KiB (143,360 bytes) for an interaction's and 300 KiB (307,200) for the showcase's.
    static func gzipBudget(_ variant: EngineVariant) -> Int {
        variant == .showcase ? 440_000 : 234_000
    }

    /// `file`'s size after `gzip -9` (Foundation has no gzip on Linux: the system's
    /// `gzip`), or nil where there is none.
    static func gzippedSize(_ file: URL) throws -> Int? {
        guard FileManager.default.isExecutableFile(atPath: "/bin/gzip") || FileManager.default.isExecutableFile(atPath: "/usr/bin/gzip") else {
            return nil
        }
        let result = try runProcess("/bin/sh", ["-c", "gzip -9c < \"$0\" | wc -c", file.path])
        guard result.status == 0 else { return nil }
        return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static let variants = EngineVariant.interactionModules

    /// What checking one module found.
    struct Outcome: Sendable {
        var size = 0
        /// `gzip -9`'s size, where the machine has gzip.
        var gzipped: Int?
        var optimised = false
        var traces = 0
        var differences: [String] = []
        var refusal = ""
    }

    // The builds and Node runs take minutes: off the cooperative pool, so the live
    // server tests running beside them keep their threads.
    @Test(.timeLimit(.minutes(60)), arguments: variants)  // (19 min beside the other suites)
    func eachModuleRunsItsInteractionBitForBitAndStaysSmall(variant: EngineVariant) async throws {
        let outcome = try await onThread { try Self.check(variant) }
        print(
            "\(variant.fileName): \(outcome.size) bytes, \(outcome.gzipped.map { "\($0) gzipped" } ?? "no gzip"),\(outcome.optimised ? " (wasm-opt -Oz)" : " (no wasm-opt on PATH)"), \(outcome.traces) traces identical"
        )
        #expect(outcome.size <= Self.budget(variant, optimised: outcome.optimised), "\(variant.fileName) is \(outcome.size) bytes")
        if let gzipped = outcome.gzipped, outcome.optimised {
            #expect(gzipped <= Self.gzipBudget(variant), "\(variant.fileName) is \(gzipped) bytes gzipped")
        }
        #expect(outcome.traces > 0)
        #expect(outcome.differences.isEmpty, "\(outcome.differences.prefix(3))")
        let other = variant == .playerTransition ? "lyrics-cards" : "player-transition"
        #expect(
            outcome.refusal.contains("this engine module runs only '\(variant.rawValue)', not '\(other)'"), "\(variant.fileName): \(outcome.refusal)")
    }

    /// The motion lab's module: springs and curves bit for bit as natively, within
    /// a small budget, and no interaction in it; the interactions' modules leave
    /// the lab out (which keeps each of them under 500 KB).
    @Test(.timeLimit(.minutes(30)))
    func theLabHasAModuleOfItsOwn() async throws {
        let (wasm, results) = try await onThread { () throws -> (Data, JSONValue) in
            let file = try WasmEngineBuilder().build(.lab)
            return (try Data(contentsOf: file), try WasmParityTests.runInNode(file, WasmParityTests.labDocuments))
        }
        print("engine-lab.wasm: \(wasm.count) bytes")
        #expect(wasm.count <= (WasmEngineBuilder.findOptimizer() != nil ? 160_000 : 200_000), "engine-lab.wasm is \(wasm.count) bytes")
        #expect(wasm.range(of: Data("crossfade_create".utf8)) == nil, "the lab's module holds no session")
        for run in WasmParityTests.labRuns {
            let native = JSONValue.string(WasmParityTests.nativeLab(run.input))
            let web = results[run.name].flatMap { if case .array(let items) = $0 { items.first } else { nil } }
            #expect(web == native, "\(run.name) differs from the native lab: \(String(describing: web).prefix(80))…")
        }
        // An interaction's module has no lab.
        let player = try Data(contentsOf: try await onThread { try WasmEngineBuilder().build(.playerTransition) })
        #expect(player.range(of: Data("crossfade_spring".utf8)) == nil, "engine-player-transition.wasm holds the lab")
        #expect(player.range(of: Data("crossfade_create".utf8)) != nil)
    }

    static func check(_ variant: EngineVariant) throws -> Outcome {
        var outcome = Outcome()
        let builder = try WasmEngineBuilder()
        let wasm = try builder.build(variant)
        outcome.optimised = WasmEngineBuilder.findOptimizer() != nil
        outcome.size = (try FileManager.default.attributesOfItem(atPath: wasm.path)[.size] as? Int) ?? 0
        outcome.gzipped = try gzippedSize(wasm)
        let traces = TraceGoldenTests.traces.filter { $0.hasPrefix(variant.rawValue + "/") }
        let parity = WasmParityTests()
        var documents = try traces.map { WasmParityTests.document(try loadTrace($0), name: $0) }
        // Another interaction's session is refused, saying which one this module runs.
        let other = variant == .playerTransition ? "lyrics-cards" : "player-transition"
        documents.append(
            .object([
                ("name", .string("other")), ("interaction", .string(other)),
                ("viewport", .object([("width", .number(390)), ("height", .number(844))])),
                ("options", .object([])), ("events", .array([])), ("fps", .number(60)), ("dumpFrames", .array([]))
            ]))
        let results: JSONValue
        do { results = try WasmParityTests.runInNode(wasm, documents) } catch let failure as WasmParityTests.NodeFailure {
            outcome.differences.append(failure.description)
            return outcome
        }
        for name in traces {
            let native = parity.nativeDumps(try loadTrace(name))
            let web =
                results[name].map { value -> [String] in
                    if case .array(let items) = value { items.compactMap { if case .string(let text) = $0 { text } else { nil } } } else { [] }
                } ?? []
            if web == native { outcome.traces += 1 } else { outcome.differences.append("\(name): the module differs from the native engine") }
        }
        outcome.refusal = results["other"]?.serialized ?? "nothing"
        return outcome
    }
}
