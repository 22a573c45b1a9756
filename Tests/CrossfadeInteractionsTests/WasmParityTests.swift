import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeSweep
import CrossfadeTestSupport
import CrossfadeTrace
import CrossfadeWasmBuild
import Foundation
import Testing

/// The engine compiled with Embedded Swift for WebAssembly and run under Node
/// gives the same state and layers as the native engine, bit for bit: every
/// trace in Traces/ and 200 seeded random traces per interaction, compared at
/// several instants and at rest as the engine's binary scene encoding (f64 bit
/// patterns). Building the `.wasm` here is also CI's check that the engine stays
/// inside the Embedded Swift subset: a step outside fails with the compiler's message.
@Suite("WebAssembly parity", .serialized)
struct WasmParityTests {
    static let fps = 120.0
    /// 0.1, 0.3, 0.6, 1 and 2 s at 120 Hz.
    static let dumpFrames = [12, 36, 72, 120, 240]
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var name: String
        var trace: Trace
        /// Plan and compare mount operations every frame (the traces), or only at the
        /// dump frames (the random runs: what changed since the last dump, in one plan).
        var mountEveryFrame = false
    }

    @Test(.timeLimit(.minutes(45)))  // (14 min beside the other suites on 2 cores; sized for a machine 3x slower)
    func nativeAndWebAssemblyAgreeBitForBit() throws {
        let wasm = try WasmEngineBuilder().build()
        // (Traces that change the viewport wait for the engine's ABI to take the change.)
        var runs = try TraceGoldenTests.traces.map { Run(name: $0, trace: try loadTrace($0), mountEveryFrame: true) }
            .filter { !$0.trace.events.contains(where: Self.isViewportChange) }
        for descriptor in InteractionRegistry.standard.descriptors {
            // The showcase's scenes are ten times a single interaction's (about 640
            // layers since issue 31), and each dump holds the whole scene as hex: 50
            // random showcase runs keep the results Node writes well under V8's
            // largest string, 200 of each other interaction.
            for index in 0..<(descriptor.id == Showcase.id ? 50 : 200) {
                var generator = RandomTraceGenerator(seed: 0xA55_0000 + UInt64(index), descriptor: descriptor, changesViewport: false)
                runs.append(Run(name: "\(descriptor.id) random \(index)", trace: generator.trace().trace))
            }
        }
        let documents = runs.map { Self.document($0.trace, name: $0.name, mountEveryFrame: $0.mountEveryFrame) }
        // CROSSFADE_PARITY_KEEP=path keeps the runs for `node Scripts/wasm-parity.mjs engine.wasm path out.json`.
        let results = try Self.runInNode(
            wasm, documents + Self.labDocuments, keepingRunsAt: ProcessInfo.processInfo.environment["CROSSFADE_PARITY_KEEP"])
        var compared = 0
        for run in runs {
            let native = try nativeDumps(run.trace, mountEveryFrame: run.mountEveryFrame)
            guard case .array(let values)? = results[run.name] else { Issue.record("\(run.name): no WebAssembly result"); continue }
            let web = values.compactMap { if case .string(let text) = $0 { text } else { nil } }
            #expect(web.count == native.count, "\(run.name): \(web.count) dumps in WebAssembly, \(native.count) natively")
            for (index, (a, b)) in zip(native, web).enumerated() where a != b {
                let offset = zip(a, b).prefix { $0 == $1 }.count
                Issue.record(
                    "\(run.name): dump \(index) differs at hex offset \(offset): native …\(a.dropFirst(max(0, offset - 20)).prefix(60))… wasm …\(b.dropFirst(max(0, offset - 20)).prefix(60))…"
                )
                break
            }
            compared += native.count
        }
        for run in Self.labRuns {
            guard case .array(let values)? = results[run.name] else { Issue.record("\(run.name): no WebAssembly result"); continue }
            let web = values.first
            let native = JSONValue.string(Self.nativeLab(run.input))
            #expect(web == native, "\(run.name): the motion lab differs (native \(native), wasm \(String(describing: web)))")
        }
        let size = (try FileManager.default.attributesOfItem(atPath: wasm.path)[.size] as? Int) ?? 0
        print("WebAssembly parity: \(runs.count) runs, \(compared) dumps identical; engine.wasm \(size) bytes")
        // This module holds every interaction (the native tools' closed set): no page
        // needs it whole any more, each loads its interaction's own module
        // (WasmModuleTests, 500 KB each). A cap that catches a regression of a few per cent.
        let cap = WasmEngineBuilder.findOptimizer() != nil ? 1_080_000 : 1_260_000
        #expect(size <= cap, "engine.wasm is \(size) bytes (cap \(cap))")
    }

    /// Whether `event` changes the viewport (not in the WebAssembly engine's ABI yet).
    static func isViewportChange(_ event: Trace.Event) -> Bool {
        if case .viewport = event { true } else { false }
    }

    enum LabInput { case spring([(String, Double)]), curve([Double]) }

    /// Motion-lab requests, refusals included: the page computes its plots and
    /// code with the same engine, so they must agree bit for bit too.
    static let labRuns: [(name: String, input: LabInput)] = [
        ("lab uikit", .spring([("uikitDuration", 0.5), ("dampingRatio", 0.5)])),
        ("lab uikit velocity", .spring([("uikitDuration", 0.7), ("dampingRatio", 0.8), ("initialVelocity", 2.5)])),
        ("lab response", .spring([("response", 0.45), ("dampingRatio", 0.9)])),
        ("lab overdamped", .spring([("response", 0.3), ("dampingRatio", 2.5)])),
        ("lab bounce", .spring([("duration", 0.5), ("bounce", -0.3)])),
        ("lab physical", .spring([("mass", 2), ("stiffness", 300), ("damping", 12)])),
        ("lab refused", .spring([("response", 0.45)])),
        ("lab curve", .curve([0.25, 0.1, 0.25, 1, 0.3])),
        ("lab curve overshoot", .curve([0.3, -0.5, 0.6, 1.6, 1])),
        ("lab curve refused", .curve([1.5, 0, 0.5, 1, 0.3]))
    ]

    /// A trace as Scripts/wasm-parity.mjs runs it: dumped at `dumpFrames` and at
    /// its end, with every frame's mount operations or only the dump frames'.
    static func document(_ trace: Trace, name: String, mountEveryFrame: Bool) -> JSONValue {
        guard case .object(var members) = trace.json else { return .null }
        members.append(("name", .string(name)))
        members.append(("fps", .number(fps)))
        members.append(("dumpFrames", .array(dumpFrames.map { .number(Double($0)) })))
        members.append(("mountEveryFrame", .bool(mountEveryFrame)))
        return .object(members)
    }

    /// Node failed to run Scripts/wasm-parity.mjs.
    struct NodeFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `documents` on the module `wasm` through Scripts/wasm-parity.mjs and
    /// returns its results by run name (a copy of the runs is kept at `keepingRunsAt`).
    static func runInNode(_ wasm: URL, _ documents: [JSONValue], keepingRunsAt keep: String? = nil) throws -> JSONValue {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("runs.json"), output = directory.appendingPathComponent("out.json")
        try JSONValue.array(documents).exactSerialized.write(to: input, atomically: true, encoding: .utf8)
        if let keep {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: input.path, toPath: keep)
        }
        let node = try runProcess(
            "/usr/bin/env", ["node", repository.appendingPathComponent("Scripts/wasm-parity.mjs").path, wasm.path, input.path, output.path])
        guard node.status == 0 else { throw NodeFailure(description: "node: \(node.output)") }
        return try JSONValue.parse(String(contentsOf: output, encoding: .utf8))
    }

    /// The lab runs as Scripts/wasm-parity.mjs reads them.
    static var labDocuments: [JSONValue] {
        labRuns.map { run -> JSONValue in
            switch run.input {
            case .spring(let fields):
                return .object([("name", .string(run.name)), ("spring", .object(fields.map { ($0.0, .number($0.1)) })), ("samples", .number(301))])
            case .curve(let numbers):
                return .object([("name", .string(run.name)), ("curve", .array(numbers.map(JSONValue.number))), ("samples", .number(301))])
            }
        }
    }

    static func nativeLab(_ input: LabInput) -> String {
        var writer = ByteWriter(capacity: 1024)
        do throws(SpringLabError) {
            switch input {
            case .spring(let pairs):
                let fields = Dictionary(uniqueKeysWithValues: pairs)
                let lab = try SpringLab(SpringParameters(fields: fields), initialVelocity: fields["initialVelocity"] ?? 0)
                LabEncoding.writeSpring(lab, samples: 301, to: &writer)
            case .curve(let n):
                LabEncoding.writeCurve(try UnitCurve.checked(n[0], n[1], n[2], n[3], duration: n[4]), duration: n[4], samples: 301, to: &writer)
            }
        } catch {
            return "refused: \(error.description)"
        }
        return writer.bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The same loop as Scripts/wasm-parity.mjs, natively.
    /// The session is the one `crossfade_create` makes (the host core, exactly the
    /// trace's values), so its mount operations are the page's.
    func nativeDumps(_ trace: Trace, mountEveryFrame: Bool) throws -> [String] {
        var driver = EngineSession(
            host: try AnyHostSession(interaction: trace.interaction, options: trace.options, viewport: trace.viewport, exactly: true))
        var dumps: [String] = []
        var hash: UInt32 = 0x811C_9DC5, mounted = 0, lastMount: [UInt8] = []
        func mount() {
            var writer = ByteWriter()
            driver.writeMount(to: &writer)
            for byte in writer.bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
            mounted += writer.bytes.count
            lastMount = writer.bytes
        }
        func dump() {
            var state = ByteWriter(), scene = ByteWriter()
            SceneEncoding.writeState(driver.driver.state, to: &state)
            SceneEncoding.writeScene(driver.driver.scene.flattened, to: &scene)
            dumps.append(hex(state.bytes) + "|" + hex(scene.bytes) + "|" + String(hash, radix: 16) + ":\(mounted)|" + hex(lastMount))
        }
        let lastEvent = trace.events.last?.time ?? 0
        let end = lastEvent + 10
        var next = 0
        var frame = 0
        while true {
            let frameTime = min(Double(frame) / Self.fps, end)
            while next < trace.events.count, trace.events[next].time <= frameTime {
                switch trace.events[next] {
                case .pointer(let event):
                    if let reason = driver.handle(event) { dumps.append("refused: pointer refused: \(reason)") }
                case .action(let action, let time):
                    do { try driver.perform(action, at: time) } catch { dumps.append("refused: \(error)") }
                case .environment:
                    // Not in the WebAssembly engine's ABI yet: a trace with one cannot agree.
                    dumps.append("environment events are not in the WebAssembly ABI")
                case .viewport:
                    dumps.append("viewport events are not in the WebAssembly ABI")
                }
                next += 1
            }
            if let reason = driver.advance(to: frameTime) { dumps.append("frame refused: frame refused: \(reason)") }
            if mountEveryFrame || Self.dumpFrames.contains(frame) { mount() }
            if Self.dumpFrames.contains(frame) { dump() }
            if frameTime >= end { break }
            if next == trace.events.count, frameTime >= lastEvent, driver.driver.isAtRest { break }
            frame += 1
        }
        dump()
        return dumps
    }

    func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
