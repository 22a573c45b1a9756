import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import Testing

/// The façades' typed readings of each interaction's state, after the actions
/// that change them.
@Suite("Readings")
struct ReadingTests {
    static let phone = Size(width: 390, height: 844)

    static func settled(_ id: String, _ actions: [InteractionAction]) throws -> AnyInteractionDriver {
        var driver = try InteractionRegistry.standard.make(id, viewport: phone)
        var t = 0.0
        for action in actions {
            t += 0.01
            try driver.perform(action, at: t)
            t += 3
            driver.advance(to: t)
        }
        return driver
    }

    @Test func thePlayerReadsOpenAfterOpening() throws {
        #expect(!PlayerReading(try Self.settled("player-transition", []).state).isOpen)
        let open = PlayerReading(try Self.settled("player-transition", [PlayerTransition.Action.open.interactionAction]).state)
        #expect(open.isOpen)
        #expect(open.progress == 1)
    }

    @Test func theCardReadsPresentedAfterPresenting() throws {
        let card = CardReading(try Self.settled("card-presentation", [CardPresentation.Action.present.interactionAction]).state)
        #expect(card.isPresented)
        #expect(card.progress == 1)
        #expect(card.prefersLightStatusBar)
        #expect(!CardReading(try Self.settled("card-presentation", []).state).isPresented)
    }

    @Test func thePagerReadsItsPage() throws {
        let pager = PagerReading(
            try Self.settled(
                "library-pager",
                [
                    LibraryPager.Action.selectCategory(1).interactionAction,
                    LibraryPager.Action.nextPage.interactionAction
                ]
            ).state)
        #expect((pager.category, pager.subcategory) == (1, 1))
    }

    @Test func theCarouselReadsItsTrack() throws {
        let carousel = CarouselReading(
            try Self.settled(
                "cover-carousel",
                [
                    CoverCarousel.Action.next.interactionAction,
                    CoverCarousel.Action.play.interactionAction
                ]
            ).state)
        #expect((carousel.centered, carousel.track) == (1, 1))
        #expect(carousel.isPlaying)
    }

    @Test func theDeckReadsTheDragTowardsASwap() throws {
        var driver = try InteractionRegistry.standard.make("lyrics-cards", viewport: Self.phone)
        #expect(DeckReading(driver.state, scene: driver.scene).dragProgress == 0)
        driver.handle(PointerEvent(phase: .down, location: Point(x: 195, y: 420), time: 0.1))
        driver.handle(PointerEvent(phase: .move, location: Point(x: 195, y: 440), time: 0.15))
        driver.handle(PointerEvent(phase: .move, location: Point(x: 195, y: 480), time: 0.2))
        let halfway = DeckReading(driver.state, scene: driver.scene)
        #expect(halfway.isDragging)
        #expect(halfway.dragProgress > 0.3 && halfway.dragProgress < 1)
        driver.handle(PointerEvent(phase: .move, location: Point(x: 195, y: 640), time: 0.3))
        #expect(DeckReading(driver.state, scene: driver.scene).dragProgress == 1)
    }
}
