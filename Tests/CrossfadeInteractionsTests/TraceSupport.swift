import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import CrossfadeScene
import CrossfadeTestSupport
import Foundation
import Testing

/// The repository's `Traces/` folder.
let tracesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces")

/// Loads `Traces/<name>` with the standard registry.
func loadTrace(_ name: String) throws -> Trace {
    let text = try String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8)
    return try Trace.decode(text, registry: .standard)
}

/// Replays `Traces/<name>` at `fps`, stopping at `at` or at rest.
func replay(_ name: String, fps: Double = 120, at: Double? = nil) throws -> ReplayResult {
    try Replay(trace: loadTrace(name), registry: .standard).run(frameRate: fps, until: at)
}

/// Every frame of a replay: time and scene.
func frames(_ name: String, fps: Double = 120, at: Double? = nil) throws -> [(time: Double, scene: Scene)] {
    var frames: [(time: Double, scene: Scene)] = []
    _ = try Replay(trace: loadTrace(name), registry: .standard).run(frameRate: fps, until: at) { frames.append(($0, $1.scene)) }
    return frames
}

/// Every frame of a replay: time, state and scene.
func framesWithState(_ name: String, fps: Double = 120, at: Double? = nil) throws -> [(time: Double, state: InteractionState, scene: Scene)] {
    var frames: [(time: Double, state: InteractionState, scene: Scene)] = []
    _ = try Replay(trace: loadTrace(name), registry: .standard).run(frameRate: fps, until: at) { frames.append(($0, $1.state, $1.scene)) }
    return frames
}

/// Replays at 30, 60 and 120 Hz and at jittered frames, and expects identical state
/// and layers (≤ 1e-9) at the end and at the shared instants `instants`.
func expectFrameRateIndependence(_ name: String, instants: [Double], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let trace = try loadTrace(name)
    let replay = Replay(trace: trace, registry: .standard)
    var random = SeededGenerator(seed: 9)
    var jittered: [Double] = [0]
    for _ in 0..<4_000 { jittered.append(jittered.last! + random.double(in: 0.002...0.02)) }
    let runs: [(String, (Double?) throws -> ReplayResult)] = [
        ("30 Hz", { try replay.run(frameRate: 30, until: $0) }),
        ("60 Hz", { try replay.run(frameRate: 60, until: $0) }),
        ("120 Hz", { try replay.run(frameRate: 120, until: $0) }),
        ("jittered", { at in try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] }, until: at) })
    ]
    for instant in instants + [nil] {
        let reference = try runs[2].1(instant)
        for (label, run) in runs {
            let result = try run(instant)
            #expect(result.state == reference.state, "\(name) \(label) at \(instant.map { "\($0)" } ?? "rest")", sourceLocation: sourceLocation)
            expectSameLayers(
                result.scene, reference.scene, "\(name) \(label) at \(instant.map { "\($0)" } ?? "rest")", sourceLocation: sourceLocation)
        }
    }
}

func expectSameLayers(_ a: Scene, _ b: Scene, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let left = a.flattened, right = b.flattened
    #expect(left.map(\.id) == right.map(\.id), "\(label)", sourceLocation: sourceLocation)
    for (l, r) in zip(left, right) {
        let numbers = { (f: FlatLayer) in
            [
                f.box.minX, f.box.minY, f.box.width, f.box.height, f.layer.opacity, f.layer.zPosition,
                f.layer.transform.a, f.layer.transform.d, f.layer.transform.tx, f.layer.transform.ty
            ]
        }
        let worst = zip(numbers(l), numbers(r)).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 1e-9, "\(label): layer \(l.id) differs by \(worst)", sourceLocation: sourceLocation)
    }
}

/// Builds an interaction from the standard registry.
func make(_ id: String, options: [String: Scalar] = [:], viewport: Size = Size(width: 390, height: 844)) throws -> AnyInteractionDriver {
    try InteractionRegistry.standard.make(id, options: options, viewport: viewport)
}

func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(phase: phase, location: Point(x: x, y: y), time: t)
}

extension InteractionState {
    var phaseName: String? { if case .string(let value)? = self["phase"] { value } else { nil } }
}
