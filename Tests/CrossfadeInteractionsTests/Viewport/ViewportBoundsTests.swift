import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// What a driver accepts as a viewport change, and what it draws for the sizes it
/// accepts outside the layouts' fit range.
@Suite("Viewport bounds")
struct ViewportBoundsTests {
    /// A size the driver refuses, the field its error names, and why.
    static let refused: [(line: Int, size: Size, field: String, reason: String)] = [
        (#line, Size(width: .nan, height: 844), "width", "must be a finite number of points, not nan"),
        (#line, Size(width: 390, height: .infinity), "height", "must be a finite number of points, not inf"),
        (#line, Size(width: -390, height: 844), "width", "must be between 100 and 4000 points, not -390.0"),
        (#line, Size(width: 99.5, height: 844), "width", "must be between 100 and 4000 points, not 99.5"),
        (#line, Size(width: 390, height: 4_000.5), "height", "must be between 100 and 4000 points, not 4000.5")
    ]

    @Test func aViewportOutsideTheAcceptedRangeIsRefusedNamingTheFieldAndNothingChanges() throws {
        for c in Self.refused {
            let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            var driver = try InteractionRegistry.standard.make(PlayerTransition.id, viewport: ViewportRun.phone)
            try driver.perform(InteractionAction("open"), at: 0)
            driver.advance(to: 0.1)
            let before = driver.scene
            #expect(throws: InteractionError.invalidViewport(field: c.field, reason: c.reason), sourceLocation: at) {
                try driver.setViewport(c.size, at: 0.2)
            }
            #expect(driver.scene == before, sourceLocation: at)
            #expect(driver.time == 0.1, "a refused change moved the clock", sourceLocation: at)
        }
        let error = InteractionError.invalidViewport(field: "width", reason: "must be between 100 and 4000 points, not 50.0")
        #expect(error.description == "viewport: 'width' must be between 100 and 4000 points, not 50.0")
    }

    @Test func aViewportChangeBackInTimeIsRefusedNamingItsTime() throws {
        var driver = try InteractionRegistry.standard.make(LyricsCards.id, viewport: ViewportRun.phone)
        driver.advance(to: 1)
        #expect(throws: InteractionError.invalidViewport(field: "t", reason: "is refused: time ran backwards: 0.5 s after 1.0 s")) {
            try driver.setViewport(Size(width: 844, height: 390), at: 0.5)
        }
        #expect(driver.viewport == ViewportRun.phone)
    }

    @Test func theFitRangeIsPhonesToTheLargestTabletEitherWayRound() {
        #expect(InteractionViewport.fits(Size(width: 320, height: 568)))
        #expect(InteractionViewport.fits(Size(width: 844, height: 390)))
        #expect(InteractionViewport.fits(Size(width: 1_024, height: 1_366)))
        #expect(!InteractionViewport.fits(Size(width: 300, height: 600)))
        #expect(!InteractionViewport.fits(Size(width: 2_000, height: 1_000)))
    }

    /// Sizes the driver accepts but the layouts do not fit: clipped, never broken.
    static let unfit: [Size] = [
        Size(width: 100, height: 100), Size(width: 100, height: 4_000), Size(width: 4_000, height: 100), Size(width: 4_000, height: 4_000),
        Size(width: 150, height: 260)
    ]

    @Test(arguments: InteractionRegistry.standard.ids)
    func outsideTheFitRangeNothingGoesNonFiniteOrNegative(id: String) throws {
        for size in Self.unfit {
            var driver = try InteractionRegistry.standard.make(id, viewport: ViewportRun.phone)
            let action = try #require(InteractionRegistry.standard[id]?.actions.first).name
            try? driver.perform(InteractionAction(action), at: 0)
            driver.advance(to: 0.08)
            try driver.setViewport(size, at: 0.1)
            for t in stride(from: 0.1, through: 3, by: 0.05) {
                driver.advance(to: t)
                #expect(driver.invariantViolation() == nil, "\(id) at \(size), \(t) s")
                let negative = driver.scene.flattened.filter { $0.layer.frame.width < 0 || $0.layer.frame.height < 0 }.map { $0.id }
                #expect(negative.isEmpty, "\(id) at \(size): \(negative)")
                #expect(driver.scene.flattened.allSatisfy { $0.box.isFinite }, "\(id) at \(size), \(t) s")
            }
            try driver.setViewport(ViewportRun.phone, at: 3.1)
            #expect(driver.invariantViolation() == nil, "\(id) back from \(size)")
        }
    }

    @Test func aLayerIsNeverOfNegativeSize() {
        var layer = Layer(id: "squeezed", frame: Rect(x: 10, y: 20, width: -30, height: 40))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 0, height: 40))
        layer.frame = Rect(x: 1, y: 2, width: 3, height: -4)
        #expect(layer.frame == Rect(x: 1, y: 2, width: 3, height: 0))
    }
}
