import CrossfadeMotion
import CrossfadeTestSupport
import Testing
@testable import CrossfadeScene

private func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@Suite("Scene: flattening, boxes, hit testing, diffing")
struct SceneTests {
    /// Two cards as the lyric deck lays them out: the back one scaled 0.9 and moved up 30 pt.
    static var deck: Scene {
        let back = Layer(
            id: "card.1", frame: Rect(x: 20, y: 200, width: 350, height: 400),
            transform: AffineTransform(scaleX: 0.9, y: 0.9).concatenating(AffineTransform(translationX: 0, y: -30)),
            zPosition: 1, cornerRadius: CornerRadius(16), fill: .white)
        let label = Layer(
            id: "card.0.label", frame: Rect(x: 25, y: 180, width: 300, height: 40),
            content: .text(TextContent("Line", fontSize: 28, weight: .bold)))
        let front = Layer(
            id: "card.0", frame: Rect(x: 20, y: 200, width: 350, height: 400), zPosition: 2,
            cornerRadius: CornerRadius(16), fill: .black, clipsToBounds: true, children: [label])
        return Scene(viewport: Size(width: 390, height: 844), layers: [front, back])
    }

    @Test func flattensInPaintOrderWithParents() {
        let flat = Self.deck.flattened
        #expect(flat.map(\.id) == ["card.1", "card.0", "card.0.label"])
        #expect(flat.map(\.parent) == [nil, nil, "card.0"])
        #expect(flat.allSatisfy { $0.layer.children.isEmpty })
    }

    @Test func boxesApplyTransformsAboutTheCentre() {
        let flat = Self.deck.flattened
        // Scaled 0.9 about the centre (195, 400), then up 30: 315 × 360 centred at (195, 370).
        #expect(isClose(flat[0].box, Rect(x: 37.5, y: 190, width: 315, height: 360)))
        #expect(isClose(flat[2].box, Rect(x: 45, y: 380, width: 300, height: 40)))
        // A child follows its parent's transform.
        var scene = Self.deck
        scene.layers[0].transform = AffineTransform(translationX: 0, y: 100)
        #expect(isClose(scene.flatLayer("card.0.label")!.box, Rect(x: 45, y: 480, width: 300, height: 40)))
        // A rotation gives the enclosing box.
        let square = Scene(
            viewport: Size(width: 100, height: 100),
            layers: [Layer(id: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10), transform: AffineTransform(rotationAngle: Double.pi / 4))])
        let half = 5 * 2.0.squareRoot()
        #expect(isClose(square.flattened[0].box, Rect(x: 5 - half, y: 5 - half, width: 2 * half, height: 2 * half), tolerance: 1e-9))
    }

    @Test func hitTestingFindsTheFrontMostLayer() {
        let scene = Self.deck
        #expect(scene.hitTest(Point(x: 195, y: 400)) == "card.0.label")
        #expect(scene.hitTest(Point(x: 195, y: 300)) == "card.0")
        // The back card peeks out above the front one: 190…200.
        #expect(scene.hitTest(Point(x: 195, y: 195)) == "card.1")
        #expect(scene.hitTest(Point(x: 5, y: 5)) == nil)
        // A rounded corner is not part of the card.
        // (21, 599) is in the front card's rounded bottom-left corner, and outside the back card (37.5…352.5 × 190…550).
        #expect(scene.hitTest(Point(x: 21, y: 599)) == nil)
        #expect(scene.hitTest(Point(x: 25, y: 595)) == "card.0", "just inside the curve")
        #expect(scene.hitTest(Point(x: 21.5, y: 201.5)) != "card.0")
        #expect(scene.hitTest(Point(x: .nan, y: 0)) == nil)
        // Nothing is hit outside the viewport, even where a layer reaches past it.
        var reaching = scene
        reaching.layers[0].frame.size.height = 2_000
        #expect(reaching.hitTest(Point(x: 195, y: reaching.viewport.height - 0.5)) == "card.0")
        #expect(reaching.hitTest(Point(x: 195, y: reaching.viewport.height)) == nil, "the bottom edge is outside")
        #expect(reaching.layers.hitTest(Point(x: 195, y: reaching.viewport.height)) == "card.0", "a model's own hit test is unclipped")
    }

    @Test func hitTestingSkipsTransparentAndClippedLayers() {
        var scene = Self.deck
        scene.layers[0].opacity = 0.005
        #expect(scene.hitTest(Point(x: 195, y: 400)) == "card.1")
        scene = Self.deck
        scene.layers[0].children[0].frame.origin.x = 300  // now mostly outside its clipping parent
        #expect(scene.hitTest(Point(x: 380, y: 400)) == nil)
        #expect(scene.hitTest(Point(x: 360, y: 400)) == "card.0.label")
    }

    @Test func diffListsOnlyWhatChanged() {
        let old = Self.deck.flattened
        var scene = Self.deck
        scene.layers[0].opacity = 0.5
        scene.layers[1].zPosition = 3  // the back card comes to the front
        scene.layers[0].children = []
        scene.layers.append(Layer(id: "card.2", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let diff = SceneDiff(from: old, to: scene.flattened)
        #expect(diff.removed == ["card.0.label"])
        let byID = Dictionary(uniqueKeysWithValues: diff.changed.map { ($0.id, $0) })
        #expect(byID["card.0"]?.opacity == 0.5 && byID["card.0"]?.frame == nil)
        #expect(byID["card.1"]?.zPosition == 3 && byID["card.1"]?.order == 2)
        #expect(byID["card.2"]?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(SceneDiff(from: old, to: old).isEmpty)
    }
}
