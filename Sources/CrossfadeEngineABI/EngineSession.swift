import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One engine session as the page drives it: the interaction, and the layers
/// the page has been given, so each frame hands over only what changed.
public struct EngineSession: Sendable {
    public private(set) var driver: AnyInteractionDriver
    private var shown: [FlatLayer] = []
    private var current: [FlatLayer] = []

    public init(driver: AnyInteractionDriver) {
        self.driver = driver
    }

    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? { driver.handle(event) }

    public mutating func advance(to time: Double) -> PointerEventRejection? { driver.advance(to: time) }

    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        try driver.perform(action, at: time)
    }

    /// The whole scene, with boxes; the page starts over from it.
    public mutating func writeScene(to writer: inout ByteWriter) {
        shown = driver.scene.flattened
        SceneEncoding.writeScene(shown, to: &writer)
    }

    /// What changed since the page was last given layers.
    public mutating func writeChanges(to writer: inout ByteWriter) {
        driver.scene.flatten(into: &current)
        SceneEncoding.writeDiff(from: shown, to: current, to: &writer)
        swap(&shown, &current)
    }

    public func writeState(to writer: inout ByteWriter) {
        SceneEncoding.writeState(driver.state, to: &writer)
    }
}
