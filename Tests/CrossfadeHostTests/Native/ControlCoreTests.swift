import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import Testing

/// The stand-alone controls' cores: the scrubber is the engine's one slider, and
/// the transport row is laid out exactly as cover-carousel lays its own.
@Suite("Control cores")
struct ControlCoreTests {
    @Test func theScrubberMovesByTheFingersTravelNotWhereItLands() {
        var scrubber = ScrubberCore(value: 0.25)
        scrubber.begin(atX: 250, timestamp: 100)
        #expect(scrubber.value == 0.25)
        let moved = scrubber.move(toX: 281, width: 338, timestamp: 100.05)
        #expect(moved == 0.35)
        #expect(scrubber.move(toX: 281, width: 338, timestamp: 100.06) == nil)
        #expect(scrubber.end(timestamp: 100.1) == 0.35)
    }

    @Test func aCancelledScrubGoesBack() {
        var scrubber = ScrubberCore(value: 0.5)
        scrubber.begin(atX: 100, timestamp: 1)
        _ = scrubber.move(toX: 10, width: 200, timestamp: 1.1)
        scrubber.cancel(timestamp: 1.2)
        #expect(scrubber.value == 0.5)
    }

    @Test func rightToLeftScrubsTheOtherWay() {
        var scrubber = ScrubberCore(value: 0.5, layoutDirection: .rightToLeft)
        scrubber.begin(atX: 100, timestamp: 1)
        #expect(scrubber.move(toX: 50, width: 128, timestamp: 1.1) == 1)
        let parts = scrubber.layout(in: Size(width: 128, height: 28))
        #expect(parts.fill.maxX == parts.track.maxX)
        #expect(parts.fill.width == parts.track.width)
    }

    @Test func theThumbGrowsWhileHeldAndSettlesSmallAfter() {
        var scrubber = ScrubberCore(value: 0.5)
        let size = Size(width: 228, height: 28)
        #expect(scrubber.layout(in: size).thumb.width == 8)
        #expect(scrubber.layout(in: size).haloOpacity == 0)
        scrubber.begin(atX: 10, timestamp: 1)
        scrubber.frame(at: 2)
        #expect(abs(scrubber.layout(in: size).thumb.width - 16) < 0.1)
        #expect(scrubber.layout(in: size).thumb.midX == 114)
        scrubber.end(timestamp: 2)
        #expect(!scrubber.isSettled)
        scrubber.frame(at: 4)
        #expect(scrubber.isSettled)
        #expect(abs(scrubber.layout(in: size).thumb.width - 8) < 0.01)
    }

    @Test(arguments: [320.0, 390, 430])
    func theTransportRowIsCoverCarouselsOwn(_ width: Double) throws {
        let driver = try InteractionRegistry.standard.make("cover-carousel", viewport: Size(width: width, height: 844))
        for (button, frame) in TransportButton.layout(in: Size(width: width, height: 74)) {
            let drawn = try #require(driver.scene.flatLayer("button.\(button.rawValue)")?.layer.frame)
            #expect((frame.minX, frame.width, frame.height) == (drawn.minX, drawn.width, drawn.height), "\(button)")
        }
    }

    @Test func theTransportRowMirrorsRightToLeft() {
        let ltr = TransportButton.layout(in: Size(width: 390, height: 74)),
            rtl = TransportButton.layout(
                in: Size(width: 390, height: 74),
                layoutDirection: .rightToLeft)
        for (a, b) in zip(ltr, rtl) { #expect(a.frame.minX == 390 - b.frame.maxX) }
    }

    @Test func eachButtonPerformsItsCarouselAction() throws {
        var driver = try InteractionRegistry.standard.make("cover-carousel", viewport: Size(width: 390, height: 844))
        try driver.perform(TransportButton.play.action.interactionAction, at: 0.1)
        #expect(CarouselReading(driver.state).isPlaying)
        #expect(TransportButton.play.symbolName(isPlaying: true) == "pause.fill")
        try driver.perform(TransportButton.next.action.interactionAction, at: 0.2)
        driver.advance(to: 3)
        #expect(CarouselReading(driver.state).track == 1)
    }
}
