import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// Slot names: every place the interactions write parses back to itself, with or
/// without a parent's prefix; names that are not slots are refused; and the
/// layers the names stand for are where the interactions draw them.
@Suite("Slot names")
struct SlotTests {
    static let places: [Slot.Place] = [
        .presenting, .cardContent, .lyricCard(0), .lyricCard(12), .libraryPage(category: 1, subcategory: 2),
        .cover(7), .miniPlayerContent, .playerContent
    ]

    @Test(arguments: places)
    func everyPlaceReadsBackFromItsName(_ place: Slot.Place) {
        for prefix in ["", "queue.", "player.carousel."] {
            let slot = Slot(prefix: prefix, place: place)
            #expect(Slot(slot.name) == slot, "\(slot.name)")
        }
    }

    @Test func namesSpellTheEnginesIDs() {
        #expect(Slot(place: .cardContent).name == "card.content")
        #expect(Slot(prefix: "queue.", place: .presenting).name == "queue.presenting")
        #expect(Slot(place: .libraryPage(category: 1, subcategory: 0)).name == "pager.page.1.0")
        #expect(Slot("lyrics.card.3") == Slot(prefix: "lyrics.", place: .lyricCard(3)))
    }

    @Test(arguments: ["card.grabber", "cover.3.artwork", "pager.page.1", "card.", "card.-1", "cover.x", "miniPlayer", "player", "", "tabBar"])
    func namesThatAreNotSlotsAreRefused(_ name: String) {
        #expect(Slot(name) == nil)
    }

    @Test func typedAccessorsAnswerOnlyForTheirPlace() {
        #expect(Slot("card.4")?.lyricCard == 4)
        #expect(Slot("card.4")?.cover == nil)
        #expect(Slot("cover.2")?.cover == 2)
        #expect(Slot("pager.page.1.2")?.libraryPage?.subcategory == 2)
        #expect(Slot("card.content")?.lyricCard == nil)
    }

    /// Each slot name is a slot of its interaction's first scene, named as the layer is.
    @Test(arguments: [
        ("card-presentation", "presenting"), ("card-presentation", "card.content"), ("lyrics-cards", "card.0"),
        ("library-pager", "pager.page.0.0"), ("cover-carousel", "cover.0"), ("player-transition", "miniPlayer.content"),
        ("player-transition", "player.content")
    ])
    func theNamesAreTheEnginesSlots(_ interaction: String, _ id: String) throws {
        let driver = try InteractionRegistry.standard.make(interaction, viewport: Size(width: 390, height: 844))
        let layer = try #require(driver.scene.flatLayer(id), "\(interaction) has no layer \(id)").layer
        #expect(layer.content == .slot(id))
        #expect(Slot(id)?.name == id)
    }

    /// Every slot any interaction draws is one the host core can name.
    @Test func everySlotTheEngineDrawsParses() throws {
        for id in InteractionRegistry.standard.ids {
            let driver = try InteractionRegistry.standard.make(id, viewport: Size(width: 390, height: 844))
            for flat in driver.scene.flattened {
                guard case .slot(let name)? = flat.layer.content else { continue }
                #expect(Slot(name) != nil, "\(id): slot \(name) has no place")
            }
        }
    }
}

extension Slot.Place: CustomTestStringConvertible {
    public var testDescription: String { Slot(place: self).name }
}
