import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTestSupport
import CrossfadeTrace
import CrossfadeWasmBuild
import Foundation
import Testing

/// An hour of use of the page's engine, compressed: the WebAssembly engine
/// under Node, driven through the page's own engine.js by Scripts/wasm-soak.mjs —
/// hundreds of sessions of every interaction (the showcase included) created and
/// destroyed, long drags, flicks, taps, second pointers, every action, motion-lab
/// requests, 60 frames a second. No call may trap, and memory must stay bounded:
/// under a ceiling, and (with dlmalloc, what CI links) not growing at all in the
/// second half of the run: a leak, or fragmentation that keeps asking for fresh
/// pages, would keep growing. (The built-in fallback allocator's power-of-two
/// classes never merge: with the 16-playlist demo catalogue its memory took one
/// more page in the second half, at 6.2 MB; dlmalloc's high-water mark is 3.5 MB.)
@Suite("WebAssembly soak", .serialized)
struct WasmSoakTests {
    /// Simulated use, in seconds of session time.
    static let minimumSeconds = 3_600.0
    /// The most the engine's memory may reach, bytes (it starts near 1.6 MiB: code
    /// data, a 1 MiB stack and the first heap pages).
    static let ceiling = 8 << 20

    @Test(.timeLimit(.minutes(30)))  // building the engine (once, then cached) takes most of it
    func halfAnHourOfUseNeverTrapsAndMemoryStaysBounded() async throws {
        let builder = try WasmEngineBuilder()
        // (The build and the Node run take minutes: off the cooperative pool, so
        // the live server tests running beside them keep their threads.)
        let wasm = try await onThread { try builder.build() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configURL = directory.appendingPathComponent("config.json"), reportURL = directory.appendingPathComponent("report.json")
        try Self.config.exactSerialized.write(to: configURL, atomically: true, encoding: .utf8)
        // CROSSFADE_SOAK_KEEP=path keeps the config for `node Scripts/wasm-soak.mjs engine.wasm path report.json`.
        if let keep = ProcessInfo.processInfo.environment["CROSSFADE_SOAK_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: configURL.path, toPath: keep)
        }
        let script = WasmParityTests.repository.appendingPathComponent("Scripts/wasm-soak.mjs").path
        let node = try await onThread { try runProcess("/usr/bin/env", ["node", script, wasm.path, configURL.path, reportURL.path]) }
        try #require(node.status == 0, "node: \(node.output)")
        let report = try JSONValue.parse(String(contentsOf: reportURL, encoding: .utf8))
        func number(_ key: String) -> Double { if case .number(let value)? = report[key] { value } else { .nan } }

        #expect(report["traps"] == .array([]), "\(report["traps"]?.serialized ?? "")")
        #expect(number("simulatedSeconds") >= Self.minimumSeconds && number("sessions") >= 200, "\(report.serialized)")
        #expect(number("highWater") <= Double(Self.ceiling), "memory reached \(number("highWater")) bytes")
        // dlmalloc (wasi-libc, what CI links) splits and coalesces: memory levels off.
        // A leak keeps growing at the rate sessions come: 1 KB a session is 125 KB a
        // quarter of the run, two pages, and fails here; fragmentation settling takes a
        // page or two late in the first half and then stops (CI on 2026-11-27 saw
        // +128 KB in the second half of an older engine, all of it before its last
        // quarter went by unmeasured). The built-in fallback keeps power-of-two classes
        // apart and may still take a page late in the run; the ceiling above bounds it.
        if case .dlmalloc = builder.allocator {
            let page = 65_536.0
            #expect(
                number("finalByteLength") - number("threeQuarterByteLength") <= page,
                "memory grew from \(number("threeQuarterByteLength")) to \(number("finalByteLength")) bytes in the last quarter of the run")
            #expect(
                number("finalByteLength") - number("halfwayByteLength") <= 2 * page,
                "memory grew from \(number("halfwayByteLength")) to \(number("finalByteLength")) bytes in the second half of the run")
        }
        #expect(number("viewportChanges") > 100, "the element changed size (rotations, resized containers)")
        #expect(number("maximumHandle") <= 2, "session handles are reused: the largest was \(number("maximumHandle"))")
        #expect(number("availabilityAsked") > 100, "the actions that apply were asked for (and named only the interaction's own)")
        // Every action of every interaction ran, and was taken at least once.
        for descriptor in InteractionRegistry.standard.descriptors {
            for action in descriptor.actions {
                let performed = report["actions"]?["\(descriptor.id) \(action.name)"]?["performed"]
                #expect(performed.map { $0 != .number(0) } ?? false, "\(descriptor.id) \(action.name) never ran: \(String(describing: performed))")
            }
        }
        print(
            """
            WebAssembly soak: \(Int(number("sessions"))) sessions, \(Int(number("simulatedSeconds"))) s simulated, \
            \(Int(number("frames"))) frames, \(Int(number("pointerEvents"))) pointer events, \(Int(number("viewportChanges"))) viewport changes, \(Int(number("labRequests"))) lab requests \
            in \(String(format: "%.1f", number("wallSeconds"))) s; memory high-water mark \(Int(number("highWater"))) bytes \
            (\(Int(number("initialByteLength"))) after the first session), allocator \(builder.allocator == .builtIn ? "built-in" : "dlmalloc")
            """)
    }

    /// What the script runs: the registry (actions and their fields) and, per
    /// interaction, the viewports and options sessions open with — the defaults,
    /// then those of seeded random traces (valid by construction).
    static var config: JSONValue {
        let samples = InteractionRegistry.standard.descriptors.map { descriptor -> (String, JSONValue) in
            var list: [JSONValue] = [sample(Trace(interaction: descriptor.id))]
            for index in 0..<7 {
                var generator = RandomTraceGenerator(seed: 0x50A_0000 + UInt64(index), descriptor: descriptor)
                list.append(sample(generator.trace().trace))
            }
            return (descriptor.id, .array(list))
        }
        return .object([
            ("seed", .number(32)), ("minimumSeconds", .number(minimumSeconds)),
            ("registry", InteractionRegistry.standard.json), ("samples", .object(samples))
        ])
    }

    static func sample(_ trace: Trace) -> JSONValue {
        .object([
            ("viewport", .object([("width", .number(trace.viewport.width)), ("height", .number(trace.viewport.height))])),
            ("options", .object(trace.options.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }))
        ])
    }
}
