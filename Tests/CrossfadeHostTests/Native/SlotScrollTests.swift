import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The engine's scroll of a slot's content, for the app's scroll view there:
/// card-presentation's `card.content` reads exactly the state's content offset.
@Suite("Slot scroll")
struct SlotScrollTests {
    @Test func theCardsContentScrollIsTheStatesContentOffset() throws {
        var driver = try InteractionRegistry.standard.make("card-presentation", viewport: Size(width: 390, height: 844))
        try driver.perform(CardPresentation.Action.present.interactionAction, at: 0.1)
        driver.advance(to: 3)
        var t = 3.0
        driver.handle(PointerEvent(phase: .down, location: Point(x: 195, y: 700), time: t))
        for y in stride(from: 680.0, through: 300, by: -20) {
            t += 0.016
            driver.handle(PointerEvent(phase: .move, location: Point(x: 195, y: y), time: t))
        }
        driver.handle(PointerEvent(phase: .up, location: Point(x: 195, y: 300), time: t + 0.3))
        driver.advance(to: t + 0.4)
        let content = try #require(driver.scene.layer("card.content"))
        var layer = content
        layer.content = .slot("card.content")
        let scroll = try #require(SlotScroll(layer))
        let offset = try #require(CardReading(driver.state).contentOffset as Double?)
        #expect(offset > 100)
        #expect(scroll.offset == Point(x: 0, y: offset))
        #expect(scroll.slot.place == .cardContent)
        #expect(scroll.contentSize.height > content.frame.height)
    }

    @Test func aScrollViewsOffsetAllowsForItsInsets() {
        let scroll = SlotScroll(slot: Slot(place: .cardContent), offset: Point(x: 0, y: 120), contentSize: Size(width: 390, height: 2_000))
        #expect(scroll.platformOffset(insetTop: 20, insetLeft: 0) == Point(x: 0, y: 100))
    }

    @Test func onlySlotsWhoseContentMovesByATranslationScroll() {
        var list = Layer(id: "list", frame: Rect(x: 0, y: 0, width: 100, height: 900), transform: AffineTransform(translationX: 0, y: -40))
        let slot = Layer(id: "card.content", frame: Rect(x: 0, y: 0, width: 100, height: 300), content: .slot("card.content"), children: [list])
        #expect(SlotScroll(slot)?.offset == Point(x: 0, y: 40))
        #expect(SlotScroll.scrolls(in: [Layer(id: "root", frame: .zero, children: [slot])], of: [.cardContent]).count == 1)
        #expect(SlotScroll.scrolls(in: [slot], of: [.libraryPage]).isEmpty)
        list.transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        var scaled = slot
        scaled.children = [list]
        #expect(SlotScroll(scaled) == nil)
        var plain = slot
        plain.content = nil
        #expect(SlotScroll(plain) == nil)
    }
}
