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

    /// `file`'s size after `compressor` (a command writing to standard output, from the
    /// system: Foundation has none on Linux), or nil where the machine lacks it.
    static func compressedSize(_ file: URL, by compressor: String) throws -> Int? {
        let tool = String(compressor.prefix { $0 != " " })
        guard (try runProcess("/usr/bin/env", ["sh", "-c", "command -v \(tool)"])).status == 0 else { return nil }
        let result = try runProcess("/bin/sh", ["-c", "\(compressor) < \"$0\" | wc -c", file.path])
        guard result.status == 0 else { return nil }
        return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `file`'s size after `gzip -9`, or nil where there is no gzip.
    static func gzippedSize(_ file: URL) throws -> Int? { try compressedSize(file, by: "gzip -9c") }

    /// `file`'s size after `brotli -q 11` (Debian's `brotli`), or nil where there is none.
    static func brotliSize(_ file: URL) throws -> Int? { try compressedSize(file, by: "brotli -q 11 -c") }

    /// The README's size table (its "Use it on the web" section): per module, raw,
    /// `gzip -9` and `brotli -q 11`, in KB (1,000 bytes), by file name; a row whose
    /// cells are not three sizes in KB holds no sizes (`[]`), which is reported as such.
    static func readmeSizes() throws -> [String: [Int]] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        var rows: [String: [Int]] = [:]
        for line in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("| `engine-") else { continue }
            let cells = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let sizes = cells.dropFirst().map { cell in
                cell.hasSuffix(" KB") ? Int(cell.dropLast(3).replacingOccurrences(of: ",", with: "")) : nil
            }
            rows[name] = sizes.count == 3 && sizes.allSatisfy { $0 != nil } ? sizes.compactMap { $0 } : []
        }
        return rows
    }

    /// What is wrong with the README's row for `fileName` against the sizes measured
    /// (each within 2 % of what the row says), or nil. Only where the module was
    /// optimised as in CI and the machine has gzip and brotli (CI installs both).
    static func readmeRowProblem(_ fileName: String, raw: Int, gzip: Int, brotli: Int) throws -> String? {
        let kb = [raw, gzip, brotli].map { Int(($0 + 500) / 1000) }
        let row = "| `\(fileName)` | \(kb.map { "\($0) KB" }.joined(separator: " | ")) |"
        guard let written = try readmeSizes()[fileName] else { return "the README's size table has no row for \(fileName): \(row)" }
        guard written.count == 3 else { return "the README's row for \(fileName) is not three sizes in KB: \(row)" }
        for (wrote, measured) in zip(written, [raw, gzip, brotli]) where abs(Double(wrote * 1000 - measured)) > 0.02 * Double(measured) {
            return "the README's size table is out of date for \(fileName) (it says \(written) KB raw, gzip, brotli): \(row)"
        }
        return nil
    }

    /// The README's size table has a row per page module, and a size 2 % off what a
    /// row says is caught (each module's own test compares it with the module built).
    @Test func theReadmeSizeTableHasEveryModuleAndIsCheckedWithinTwoPerCent() throws {
        let rows = try Self.readmeSizes()
        #expect(Set(rows.keys) == Set(EngineVariant.pageModules.map(\.fileName)), "\(rows.keys.sorted())")
        let player = try #require(rows["engine-player-transition.wasm"])
        let bytes = player.map { $0 * 1000 }
        #expect(try Self.readmeRowProblem("engine-player-transition.wasm", raw: bytes[0], gzip: bytes[1], brotli: bytes[2]) == nil)
        let heavier = try Self.readmeRowProblem("engine-player-transition.wasm", raw: bytes[0], gzip: bytes[1] * 103 / 100, brotli: bytes[2])
        #expect(heavier?.contains("out of date for engine-player-transition.wasm") == true, "\(heavier ?? "nil")")
        #expect(
            heavier?.contains("| `engine-player-transition.wasm` | \(player[0]) KB | \((bytes[1] * 103 / 100 + 500) / 1000) KB |") == true,
            "\(heavier ?? "nil")")
        #expect(try Self.readmeRowProblem("engine-nothing.wasm", raw: 1, gzip: 1, brotli: 1)?.contains("has no row for engine-nothing.wasm") == true)
        #expect(rows.values.allSatisfy { $0.count == 3 }, "a row is not three sizes in KB: \(rows)")
    }

    static let variants = EngineVariant.interactionModules

    /// What checking one module found.
    struct Outcome: Sendable {
        var size = 0
        /// `gzip -9`'s size, where the machine has gzip.
        var gzipped: Int?
        /// `brotli -q 11`'s size, where the machine has brotli.
        var brotli: Int?
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
        try Self.expectReadmeRow(variant.fileName, raw: outcome.size, gzip: outcome.gzipped, brotli: outcome.brotli, optimised: outcome.optimised)
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
        let (wasm, results, labGzip, labBrotli) = try await onThread { () throws -> (Data, JSONValue, Int?, Int?) in
            let file = try WasmEngineBuilder().build(.lab)
            return (
                try Data(contentsOf: file), try WasmParityTests.runInNode(file, WasmParityTests.labDocuments), try Self.gzippedSize(file),
                try Self.brotliSize(file)
            )
        }
        print("engine-lab.wasm: \(wasm.count) bytes")
        try Self.expectReadmeRow(
            EngineVariant.lab.fileName, raw: wasm.count, gzip: labGzip, brotli: labBrotli, optimised: WasmEngineBuilder.findOptimizer() != nil)
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

    /// The README's row for the module is true, where it can be measured as CI does
    /// (wasm-opt, gzip, brotli); CI (CROSSFADE_REQUIRE_BROWSER) requires brotli.
    static func expectReadmeRow(_ fileName: String, raw: Int, gzip: Int?, brotli: Int?, optimised: Bool) throws {
        guard optimised, let gzip else { return }
        guard let brotli else {
            if ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil {
                Issue.record("brotli is not installed (Debian's brotli): the README's size table cannot be checked")
            }
            return
        }
        if let problem = try readmeRowProblem(fileName, raw: raw, gzip: gzip, brotli: brotli) { Issue.record(Comment(rawValue: problem)) }
    }

    static func check(_ variant: EngineVariant) throws -> Outcome {
        var outcome = Outcome()
        let builder = try WasmEngineBuilder()
        let wasm = try builder.build(variant)
        outcome.optimised = WasmEngineBuilder.findOptimizer() != nil
        outcome.size = (try FileManager.default.attributesOfItem(atPath: wasm.path)[.size] as? Int) ?? 0
        outcome.gzipped = try gzippedSize(wasm)
        outcome.brotli = try brotliSize(wasm)
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
