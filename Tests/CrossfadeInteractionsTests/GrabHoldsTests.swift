import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// A finger that catches a moving layer holds it exactly where it was drawn:
/// at the touch, and when it moves on the same spot.
@Suite("Grabs hold without a jump")
struct GrabHoldsTests {
    static let miniY = 844.0 - 83 - 64 + 32

    /// Drags the mini player `by` points (negative: up) over 0.25 s, releases, and
    /// returns the driver and the release time.
    func dragged(by distance: Double, releaseSpeed: Double = 0) throws -> (AnyInteractionDriver, Double) {
        var driver = try make("player-transition")
        driver.handle(pointer(.down, 195, Self.miniY, 0))
        var t = 0.0
        for step in 1...30 {
            t = Double(step) / 120
            driver.handle(pointer(.move, 195, Self.miniY + distance * Double(step) / 30, t))
        }
        let end = Self.miniY + distance
        for step in 1...6 where releaseSpeed != 0 {  // a final flick
            t += 1.0 / 120
            driver.handle(pointer(.move, 195, end + releaseSpeed * Double(step) / 120, t))
        }
        driver.handle(pointer(.up, 195, end + (releaseSpeed != 0 ? releaseSpeed * 6 / 120 : 0), t))
        return (driver, t)
    }

    func expectHeld(_ driver: inout AnyInteractionDriver, at time: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        driver.advance(to: time)
        let before = driver.scene.flatLayer("player")!.box
        let mini = driver.scene.flatLayer("miniPlayer")!.box
        let spot = Point(x: 195, y: mini.midY)
        driver.handle(PointerEvent(phase: .down, location: spot, time: time))
        #expect(driver.scene.flatLayer("player")!.box == before, "the touch moved it", sourceLocation: sourceLocation)
        driver.handle(PointerEvent(phase: .move, location: spot, time: time + 0.016))
        driver.advance(to: time + 0.3)
        let after = driver.scene.flatLayer("player")!.box
        #expect(
            abs(after.minY - before.minY) < 1e-9 && abs(after.height - before.height) < 1e-9,
            "moved \(after.minY - before.minY) pt under a still finger", sourceLocation: sourceLocation)
        #expect(driver.state.phaseName == "dragging", sourceLocation: sourceLocation)
    }

    @Test func grabDuringTheRubberBandsReturnHoldsIt() throws {
        var (driver, released) = try dragged(by: 120)  // pulled down past closed
        driver.advance(to: released + 0.05)
        #expect(driver.scene.flatLayer("miniPlayer")!.box.minY > 697 + 5, "still pulled down, springing back")
        expectHeld(&driver, at: released + 0.05)
    }

    @Test func grabDuringAnOvershootHoldsIt() throws {
        // Dragged halfway up and flicked hard: the finishing spring carries it past open.
        var (driver, released) = try dragged(by: -380, releaseSpeed: -4_000)
        var peak = released, highest = Double.infinity
        var probe = driver
        for step in 1...60 {
            let t = released + Double(step) / 240
            probe.advance(to: t)
            let top = probe.scene.flatLayer("player")!.box.minY
            if top < highest { highest = top; peak = t }
        }
        #expect(highest < -0.5, "it overshoots the top by \(-highest) pt")
        expectHeld(&driver, at: peak)
    }

    @Test func grabbingACardCaughtPastTheDismissalOffsetKeepsItsOpacity() throws {
        var driver = try make("lyrics-cards", options: ["minimumOpacity": .number(0), "dismissalOffset": .number(20)])
        try driver.perform(InteractionAction("next"), at: 0)
        driver.advance(to: 0.02)
        let coming = driver.scene.flatLayer("card.1")!
        #expect(coming.layer.opacity == 1 && abs(coming.layer.transform.ty) > 20, "caught 20+ pt from the front slot")
        driver.handle(PointerEvent(phase: .down, location: Point(x: coming.box.midX, y: coming.box.midY), time: 0.02))
        #expect(driver.scene.flatLayer("card.1")!.layer.opacity == 1)
        driver.handle(PointerEvent(phase: .move, location: Point(x: coming.box.midX, y: coming.box.midY), time: 0.04))
        #expect(driver.scene.flatLayer("card.1")!.layer.opacity == 1)
        #expect(driver.invariantViolation() == nil)
    }
}
