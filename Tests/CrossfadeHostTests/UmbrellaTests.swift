import CrossfadeKit
import Testing

/// An app writes one import: this file imports CrossfadeKit alone and reaches the
/// engine's modules and the host core through it.
@Suite("One import for an app")
struct UmbrellaTests {
    @Test func oneImportReachesTheEngineAndTheHostCore() throws {
        let viewport = Size(width: 390, height: 844)  // CrossfadeMotion
        let session = try AnyHostSession(interaction: Showcase.id, viewport: viewport)  // CrossfadeHost, CrossfadeInteractions
        #expect(InteractionRegistry.standard.ids.contains(Showcase.id))
        let claim: GestureClaim = .control  // CrossfadeInput
        let layer = Layer(id: "probe", frame: Rect(x: 0, y: 0, width: 1, height: 1))  // CrossfadeScene
        #expect(claim == .control && layer.id == "probe")
        #expect(abs(Spring(response: 0.4, dampingRatio: 1).dampingRatio - 1) < 1e-9)  // CrossfadeMotion
        #expect(session.driver.id == Showcase.id)
    }
}
