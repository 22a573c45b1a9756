import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Foundation
import Testing

/// The page's mount operations, end to end: every trace in Traces/ replayed at
/// 60 Hz, each frame's operations planned and written in MountEncoding's bytes,
/// then read by the page's own reader (mount.js, under Node) and applied to a
/// tree of records; at three instants and at the end, that tree shows exactly the
/// replay's layers — every box, opacity and the paint order.
@Suite("Mount encoding, read by the page")
struct MountEncodingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var name: String
        var viewport: Size
        /// The replay's scene at each checked frame.
        var expected: [[FlatLayer]] = []
        var checks: [Int] = []
        var bytes: [UInt8] = []
    }

    @Test(.timeLimit(.minutes(15)))
    func applyingTheOperationsShowsTheReplaysLayers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-mount-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var runs: [Run] = []
        var manifest: [JSONValue] = []
        for (index, name) in TraceGoldenTests.traces.enumerated() {
            let run = try Self.encode(name)
            let file = directory.appendingPathComponent("\(index).bin")
            try Data(run.bytes).write(to: file)
            manifest.append(
                .object([("name", .string(name)), ("file", .string(file.path)), ("checks", .array(run.checks.map { .number(Double($0)) }))]))
            runs.append(run)
        }
        let input = directory.appendingPathComponent("runs.json"), output = directory.appendingPathComponent("out.json")
        try JSONValue.array(manifest).serialized.write(to: input, atomically: true, encoding: .utf8)
        let node = try runProcess(
            "/usr/bin/env", ["node", Self.repository.appendingPathComponent("Scripts/mount-apply.mjs").path, input.path, output.path])
        try #require(node.status == 0, "node: \(node.output)")
        let results = try JSONValue.parse(String(contentsOf: output, encoding: .utf8))
        var compared = 0
        for run in runs {
            guard let result = results[run.name], case .array(let checks)? = result["checks"] else {
                Issue.record("\(run.name): no result"); continue
            }
            #expect(result["problems"] == .array([]), "\(run.name): \(result["problems"]?.serialized ?? "")")
            #expect(checks.count == run.expected.count, "\(run.name): \(checks.count) of \(run.expected.count) instants")
            for (shown, drawn) in zip(checks, run.expected) {
                compared += 1
                Self.expectSame(Scene(viewport: run.viewport, layers: try Self.layers(shown)).flattened, drawn, run.name)
            }
        }
        #expect(compared >= runs.count * 2)
    }

    /// Replays `name` at 60 Hz, writing each frame's mount operations as the page gets them.
    static func encode(_ name: String) throws -> Run {
        let trace = try loadTrace(name)
        let replay = Replay(trace: trace, registry: .standard)
        let end = try replay.run().time
        let instants = [end * 0.25, end * 0.5, end * 0.75]
        var run = Run(name: name, viewport: trace.viewport)
        var planner = MountPlanner()
        var frames = 0
        var last: Scene?
        _ = try replay.run(frameRate: 60) { time, driver in
            var writer = ByteWriter()
            MountEncoding.writeFrame(HostFrame(operations: planner.plan(driver.scene.layers)), time: time, to: &writer)
            run.bytes += withUnsafeBytes(of: UInt32(writer.bytes.count).littleEndian) { Array($0) } + writer.bytes
            if run.checks.count < instants.count, time >= instants[run.checks.count] {
                run.checks.append(frames)
                run.expected.append(driver.scene.flattened)
            }
            last = driver.scene
            frames += 1
        }
        if let last, run.checks.last != frames - 1 {
            run.checks.append(frames - 1)
            run.expected.append(last.flattened)
        }
        return run
    }

    /// Layers from the reader's records: `{"id", "frame", "transform", "opacity", "children"}`.
    static func layers(_ json: JSONValue) throws -> [Layer] {
        guard case .array(let items) = json else { throw TraceError("layers", "not an array") }
        return try items.map { item in
            let frame = numbers(item["frame"]), t = numbers(item["transform"])
            guard frame.count == 4, t.count == 6, case .number(let opacity)? = item["opacity"], case .string(let id)? = item["id"] else {
                throw TraceError("layer", "incomplete: \(item.serialized.prefix(200))")
            }
            return Layer(
                id: id, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                transform: AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]), opacity: opacity,
                children: try layers(item["children"] ?? .array([])))
        }
    }

    static func numbers(_ json: JSONValue?) -> [Double] {
        guard case .array(let items)? = json else { return [] }
        return items.compactMap { if case .number(let value) = $0 { value } else { nil } }
    }

    static func expectSame(_ shown: [FlatLayer], _ drawn: [FlatLayer], _ label: String) {
        #expect(shown.map(\.id) == drawn.map(\.id), "\(label): paint order")
        for (a, b) in zip(shown, drawn) where a.box != b.box || a.layer.opacity != b.layer.opacity {
            Issue.record("\(label): \(a.id) shows box \(a.box) opacity \(a.layer.opacity), the replay \(b.box) \(b.layer.opacity)")
            return
        }
    }
}
