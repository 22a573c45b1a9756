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
    /// installed, as in CI): a single interaction's is held to 570 KB (issue 28 asked
    /// for 500 KB; issue 41's sharing of a page — touch regions, slot scrolls, the
    /// embedded presentation, strict names — took them to 409–478 KB, issue 42's
    /// screen readers and keys in the page — the accessibility plan, ARIA patterns,
    /// hidden layers, the modal, keys — to 460–529 KB, about 50 KB each, and issue 47's
    /// album covers — their shapes and encoding — to 474–543 KB, about 15 KB each, and
    /// issue 45's live options — the driver's call, the page's `crossfade_set_options`,
    /// their recording — with the card's refusal and the tab accessory's frame to
    /// 492–561 KB, about 15–20 KB each), and issue 48's live springs and fade curves
    /// (each model's `applyLiveOptions`, spring retuning, the curve options) to 494–566 KB
    /// (the card's 565.6 KB), so 570 KB. The showcase's module holds all five models it
    /// composes and its own screens, 1,062 KB (with issue 45), 1,071 KB with issue 48's
    /// live springs and fade curves (the five models' `applyLiveOptions`, spring retuning,
    /// the player's curve options), over that budget (see the closing note of issue 28);
    /// its cap only catches a regression. Making them lighter is issue 49's.
    static func budget(_ variant: EngineVariant, optimised: Bool) -> Int {
        switch (variant, optimised) {
        case (.showcase, true): 1_075_000
        case (.showcase, false): 1_285_000
        case (_, true): 570_000
        case (_, false): 705_000
        }
    }

    static let variants = EngineVariant.interactionModules

    /// What checking one module found.
    struct Outcome: Sendable {
        var size = 0
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
            "\(variant.fileName): \(outcome.size) bytes\(outcome.optimised ? " (wasm-opt -Oz)" : " (no wasm-opt on PATH)"), \(outcome.traces) traces identical"
        )
        #expect(outcome.size <= Self.budget(variant, optimised: outcome.optimised), "\(variant.fileName) is \(outcome.size) bytes")
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
