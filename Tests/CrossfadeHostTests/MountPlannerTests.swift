import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Foundation
import Testing

/// The mount planner: a host that applies its operations shows exactly the
/// engine's layers, frame after frame, and reuses views.
@Suite("Mount planner")
struct MountPlannerTests {
    static let traces: [String] = {
        let root = tracesDirectory.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// Replays `name` at 60 Hz, planning every frame onto a recording host, and
    /// compares what the host shows with the engine's scene at three instants and
    /// at the end: every layer's box, opacity and paint order.
    @Test(arguments: traces)
    func aHostShowsWhatTheEngineDraws(name: String) throws {
        let trace = try Trace.decode(String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8), registry: .standard)
        let replay = Replay(trace: trace, registry: .standard)
        let end = try replay.run().time
        let checks = [end * 0.25, end * 0.5, end * 0.75]
        var planner = MountPlanner()
        var target = RecordingMountTarget()
        var compared = 0
        var next = 0
        var last: Scene?
        _ = try replay.run(frameRate: 60) { (time: Double, driver: inout AnyInteractionDriver) in
            // As a host: plan from the layers' change marks, then take them.
            target.apply(planner.plan(driver.scene.layers))
            driver.takeChanges()
            last = driver.scene
            if next < checks.count, time >= checks[next] {
                next += 1
                compared += 1
                expectSame(target, driver.scene, "\(name) at \(time)")
            }
        }
        if let last { expectSame(target, last, "\(name) at the end") }
        #expect(compared == 3 || end < 0.1, "\(name): compared \(compared) instants")
        #expect(target.problems.isEmpty, "\(name): \(target.problems.prefix(3))")
        #expect(planner.liveCount == last?.flattened.count)
    }

    /// Planning from the change marks (taken after every frame) gives the host the
    /// same views as comparing the whole scene every frame: at every frame of every
    /// trace, the two hosts show the same layers with the same properties.
    @Test(arguments: traces)
    func plansFromTheMarksEqualWholeScenePlans(name: String) throws {
        let trace = try Trace.decode(String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8), registry: .standard)
        var marked = MountPlanner(), whole = MountPlanner()
        var markedTarget = RecordingMountTarget(), wholeTarget = RecordingMountTarget()
        var frames = 0, visitedLess = 0
        _ = try Replay(trace: trace, registry: .standard).run(frameRate: 60) { (time: Double, driver: inout AnyInteractionDriver) in
            let fromMarks = marked.plan(driver.scene.layers)
            driver.takeChanges()
            // The whole-scene planner sees every layer as changed: a copy with fresh marks.
            let fromScratch = whole.plan(Self.remarked(driver.scene.layers))
            markedTarget.apply(fromMarks)
            wholeTarget.apply(fromScratch)
            frames += 1
            if fromMarks.count <= fromScratch.count { visitedLess += 1 }
            if frames % 3 == 0 || time == 0 {
                let a = Scene(viewport: driver.scene.viewport, layers: markedTarget.layers),
                    b = Scene(viewport: driver.scene.viewport, layers: wholeTarget.layers)
                if a != b { Issue.record("\(name) at \(time): the host planned from marks shows other layers than a whole-scene plan") }
            }
        }
        #expect(markedTarget.problems.isEmpty && wholeTarget.problems.isEmpty, "\(name): \(markedTarget.problems.prefix(2))")
        #expect(Scene(viewport: .zero, layers: markedTarget.layers) == Scene(viewport: .zero, layers: wholeTarget.layers), "\(name) at the end")
        #expect(visitedLess == frames, "\(name): marks never give more operations than a whole comparison")
    }

    /// `layers` as freshly built: every layer marked with everything.
    static func remarked(_ layers: [Layer]) -> [Layer] {
        layers.map { layer in
            Layer(
                id: layer.id, frame: layer.frame, transform: layer.transform, opacity: layer.opacity, zPosition: layer.zPosition,
                cornerRadius: layer.cornerRadius, fill: layer.fill, content: layer.content, clipsToBounds: layer.clipsToBounds,
                isHitTestable: layer.isHitTestable, accessibility: layer.accessibility, children: remarked(layer.children))
        }
    }

    func expectSame(_ target: RecordingMountTarget, _ scene: Scene, _ label: String) {
        let shown = Scene(viewport: scene.viewport, layers: target.layers).flattened
        let drawn = scene.flattened
        #expect(shown.map { $0.id } == drawn.map { $0.id }, "\(label): paint order")
        for (a, b) in zip(shown, drawn) where a.box != b.box || a.layer.opacity != b.layer.opacity {
            Issue.record("\(label): \(a.id) shows box \(a.box) opacity \(a.layer.opacity), the engine \(b.box) \(b.layer.opacity)")
            return
        }
    }

    @Test func aSecondPlanOfTheSameSceneDoesNothing() throws {
        let driver = try InteractionRegistry.standard.make("showcase", viewport: Size(width: 390, height: 844))
        var planner = MountPlanner()
        let first = planner.plan(driver.scene.layers)
        #expect(first.filter { if case .create = $0 { true } else { false } }.count == driver.scene.flattened.count)
        #expect(planner.plan(driver.scene.layers).isEmpty)
    }

    @Test func aMovedLayerIsOneUpdateOfItsFrame() {
        var layers = [
            Layer(
                id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                children: [
                    Layer(id: "b", frame: Rect(x: 1, y: 1, width: 2, height: 2))
                ])
        ]
        var planner = MountPlanner()
        _ = planner.plan(layers)
        layers[0].children[0].frame.origin.x = 5
        let operations = planner.plan(layers)
        #expect(operations.count == 1)
        guard case .update(let handle, let changes, let properties)? = operations.first else { Issue.record("\(operations)"); return }
        #expect(handle == planner.handle(of: "b") && changes == .frame && properties.frame.minX == 5)
    }

    @Test func aViewTakenAwayIsReusedForTheNextLayerOfItsKind() {
        var planner = MountPlanner()
        let text = { (id: String) in Layer.init(id: id, frame: .zero, content: .text(TextContent(id))) }
        _ = planner.plan([text("line.1")])
        let first = planner.handle(of: "line.1")
        let operations = planner.plan([text("line.2")])
        #expect(planner.handle(of: "line.2") == first)
        #expect(operations.first == .remove(first!))
        #expect(operations.contains(.create(first!, kind: .text, id: "line.2")))
    }

    @Test func zPositionOrdersSiblingsBackToFront() {
        var layers = [Layer(id: "a", frame: .zero, zPosition: 0), Layer(id: "b", frame: .zero, zPosition: 1)]
        var planner = MountPlanner()
        var target = RecordingMountTarget()
        target.apply(planner.plan(layers))
        layers[0].zPosition = 2  // a comes in front
        target.apply(planner.plan(layers))
        #expect(target.layers.map { $0.id } == ["b", "a"])
        #expect(target.problems.isEmpty)
    }

    @Test func geometryIsInTheFormsPlatformsTake() {
        var layer = Layer(id: "a", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        layer.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        let properties = LayerProperties(layer)
        #expect(properties.coreAnimation.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(properties.coreAnimation.position == Point(x: 60, y: 45))
        #expect(properties.css.x == 10 && properties.css.y == 20 && properties.css.matrix == layer.transform)
    }
}

/// The repository's `Traces/` folder.
let tracesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces")
