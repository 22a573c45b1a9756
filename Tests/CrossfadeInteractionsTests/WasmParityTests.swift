import CrossfadeEngineABI
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
    }

    @Test(.timeLimit(.minutes(10)))
    func nativeAndWebAssemblyAgreeBitForBit() throws {
        let wasm = try WasmEngineBuilder().build()
        var runs = try TraceGoldenTests.traces.map { Run(name: $0, trace: try loadTrace($0)) }
        for descriptor in InteractionRegistry.standard.descriptors {
            for index in 0..<200 {
                var generator = RandomTraceGenerator(seed: 0xA55_0000 + UInt64(index), descriptor: descriptor)
                runs.append(Run(name: "\(descriptor.id) random \(index)", trace: generator.trace().trace))
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("runs.json"), output = directory.appendingPathComponent("out.json")
        let documents = runs.map { run -> JSONValue in
            guard case .object(var members) = run.trace.json else { return .null }
            members.append(("name", .string(run.name)))
            members.append(("fps", .number(Self.fps)))
            members.append(("dumpFrames", .array(Self.dumpFrames.map { .number(Double($0)) })))
            return .object(members)
        }
        let lab = Self.labRuns.map { run -> JSONValue in
            switch run.input {
            case .spring(let fields):
                return .object([("name", .string(run.name)), ("spring", .object(fields.map { ($0.0, .number($0.1)) })), ("samples", .number(301))])
            case .curve(let numbers):
                return .object([("name", .string(run.name)), ("curve", .array(numbers.map(JSONValue.number))), ("samples", .number(301))])
            }
        }
        try JSONValue.array(documents + lab).exactSerialized.write(to: input, atomically: true, encoding: .utf8)
        // CROSSFADE_PARITY_KEEP=path keeps the runs for `node Scripts/wasm-parity.mjs engine.wasm path out.json`.
        if let keep = ProcessInfo.processInfo.environment["CROSSFADE_PARITY_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: input.path, toPath: keep)
        }
        let node = try runProcess("/usr/bin/env", ["node", Self.repository.appendingPathComponent("Scripts/wasm-parity.mjs").path, wasm.path, input.path, output.path])
        try #require(node.status == 0, "node: \(node.output)")
        let results = try JSONValue.parse(String(contentsOf: output, encoding: .utf8))
        var compared = 0
        for run in runs {
            let native = try nativeDumps(run.trace)
            guard case .array(let values)? = results[run.name] else { Issue.record("\(run.name): no WebAssembly result"); continue }
            let web = values.compactMap { if case .string(let text) = $0 { text } else { nil } }
            #expect(web.count == native.count, "\(run.name): \(web.count) dumps in WebAssembly, \(native.count) natively")
            for (index, (a, b)) in zip(native, web).enumerated() where a != b {
                let offset = zip(a, b).prefix { $0 == $1 }.count
                Issue.record("\(run.name): dump \(index) differs at hex offset \(offset): native …\(a.dropFirst(max(0, offset - 20)).prefix(60))… wasm …\(b.dropFirst(max(0, offset - 20)).prefix(60))…")
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
        // The goal was 500 KB (430 KB with two interactions); the motion lab and
        // card-presentation brought it to 508 KB, cover-carousel to 576 KB,
        // library-pager to 663 KB (255 KB gzipped), the showcase to 822 KB: Embedded
        // Swift specialises the driver for every interaction (the showcase's holds all
        // five models again, as children), and each model's layer building is inlined
        // code. Issue 26's seams brought it to 849 KB, and their first use (library-pager:
        // the demo catalogue and the rows built from it, about 32 KB; the environment's
        // options; the light palette) to 904 KB; every model's adoption, the host core's
        // environment changes and the accessibility annotations to about 1,018 KB; issue
        // 31's showcase (Home's scrolling shelves, Search, the ⋯, share and devices
        // sheets, Now Playing's header and buttons, ten actions, two events) to about
        // 1,112 KB. One module holding everything is past its budget: issue 28 splits it
        // into one module per interaction (each within 500 KB, on its own branch until it
        // lands). Until then, a cap that catches a regression of more than a few per cent.
        #expect(size <= 1_160_000, "engine.wasm is \(size) bytes (cap 1,160 KB)")
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
        ("lab curve refused", .curve([1.5, 0, 0.5, 1, 0.3])),
    ]

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
    func nativeDumps(_ trace: Trace) throws -> [String] {
        var driver = try InteractionRegistry.standard.make(trace.interaction, options: trace.options, viewport: trace.viewport)
        var dumps: [String] = []
        func dump() {
            var state = ByteWriter(), scene = ByteWriter()
            SceneEncoding.writeState(driver.state, to: &state)
            SceneEncoding.writeScene(driver.scene.flattened, to: &scene)
            dumps.append(hex(state.bytes) + "|" + hex(scene.bytes))
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
                }
                next += 1
            }
            if let reason = driver.advance(to: frameTime) { dumps.append("frame refused: frame refused: \(reason)") }
            if Self.dumpFrames.contains(frame) { dump() }
            if frameTime >= end { break }
            if next == trace.events.count, frameTime >= lastEvent, driver.isAtRest { break }
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
