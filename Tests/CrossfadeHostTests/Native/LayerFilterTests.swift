import CrossfadeHost
import CrossfadeMotion
import CrossfadeScene
import Testing

/// What a native host leaves out: omitted layers with their subtrees, and the
/// engine's default drawing inside the slots the app fills.
@Suite("Layer filter")
struct LayerFilterTests {
    static func layer(_ id: String, _ content: LayerContent? = nil, _ children: [Layer] = []) -> Layer {
        Layer(id: id, frame: Rect(x: 0, y: 0, width: 10, height: 10), content: content, children: children)
    }

    static let layers = [
        layer("home", nil, [layer("home.tile")]),
        layer("deck", nil, [layer("card.0", .slot("card.0"), [layer("card.0.text")]), layer("card.1", .slot("card.1"), [layer("card.1.text")])]),
        layer("cover.0", .slot("cover.0"), [layer("cover.0.artwork")])
    ]

    static func ids(_ layers: [Layer]) -> [String] { Scene(viewport: Size(width: 10, height: 10), layers: layers).flattened.map { $0.id } }

    @Test func anEmptyFilterKeepsEverything() {
        #expect(Self.ids(LayerFilter().apply(Self.layers)) == Self.ids(Self.layers))
    }

    @Test func omittedLayersGoWithEverythingInside() {
        #expect(
            Self.ids(LayerFilter(omitted: ["home"]).apply(Self.layers)) == [
                "deck", "card.0", "card.0.text", "card.1", "card.1.text", "cover.0",
                "cover.0.artwork"
            ])
    }

    @Test func filledSlotsStayButLoseTheirDefaultDrawing() {
        let kept = Self.ids(LayerFilter(filled: [.lyricCard]).apply(Self.layers))
        #expect(kept == ["home", "home.tile", "deck", "card.0", "card.1", "cover.0", "cover.0.artwork"])
    }

    @Test func onlyTheFilledKindsLoseTheirChildren() {
        let filter = LayerFilter(filled: [.cover])
        #expect(filter.fills(Self.layers[2]))
        #expect(!filter.fills(Self.layers[1].children[0]))
        #expect(!filter.fills(Self.layers[0]))
    }
}
