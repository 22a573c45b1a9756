@testable import CrossfadeHost
import CrossfadeMotion
import CrossfadeScene
import Testing

/// VoiceOver in a native host reads the app's views in the slots it fills, in
/// reading order among the host core's elements, and nothing of the engine's
/// default drawing inside them.
@Suite("View host accessibility")
struct ViewHostAccessibilityTests {
    static let layers = [
        Layer(id: "title", frame: Rect(x: 20, y: 60, width: 200, height: 30), accessibility: AccessibilityInfo(.header, label: "Lyrics")),
        Layer(
            id: "card.0", frame: Rect(x: 20, y: 200, width: 350, height: 400), content: .slot("card.0"),
            children: [
                Layer(id: "card.0.words", frame: Rect(x: 10, y: 10, width: 300, height: 100), accessibility: AccessibilityInfo(.text, label: "Words"))
            ]),
        Layer(id: "next", frame: Rect(x: 20, y: 700, width: 80, height: 44), accessibility: AccessibilityInfo(.button, label: "Next")),
        Layer(id: "card.1", frame: Rect(x: 20, y: 900, width: 350, height: 400), content: .slot("card.1"))
    ]

    @Test func theAppsViewsAreReadWhereTheirSlotsAre() {
        var host = ViewHost(ViewHost.Configuration(interaction: "lyrics-cards", filter: LayerFilter(filled: [.lyricCard])))
        let filtered = host.configuration.filter.apply(Self.layers)
        _ = host.planner.plan(filtered)
        let items = host.accessibilityItems(Scene(viewport: Size(width: 390, height: 844), layers: filtered))
        let card = host.planner.handle(of: "card.0")!
        #expect(items.count == 3)
        #expect(items[1] == .slot(card))
        let labels = items.compactMap { if case .element(let element) = $0 { element.label } else { nil } }
        #expect(labels == ["Lyrics", "Next"])
    }

    static func read(_ host: inout ViewHost, _ scene: Scene) -> ViewFrame {
        var frame = ViewFrame()
        host.changedAccessibility(scene, atRest: true, into: &frame)
        return frame
    }

    @Test func itemsAreHandedOverOnlyWhenTheyChangeWithTheNoticeToPost() {
        var host = ViewHost(ViewHost.Configuration(interaction: "lyrics-cards"))
        let scene = Scene(viewport: Size(width: 390, height: 844), layers: Self.layers)
        let first = Self.read(&host, scene)
        #expect(first.accessibility?.count == 3)
        #expect(first.accessibilityNotices == [.layoutChanged])
        #expect(first.accessibilityIsModal == false)
        let again = Self.read(&host, scene)
        #expect(again.accessibility == nil && again.accessibilityNotices.isEmpty && again.accessibilityIsModal == nil)
        var moved = Self.layers
        moved[2].frame.origin.y += 10
        let after = Self.read(&host, Scene(viewport: scene.viewport, layers: moved))
        #expect(after.accessibility?.count == 3)
        #expect(after.accessibilityNotices.isEmpty, "an element that only moved is no new layout")
        let fewer = Self.read(&host, Scene(viewport: scene.viewport, layers: Array(moved.prefix(1))))
        #expect(fewer.accessibilityNotices == [.layoutChanged])
    }
}
