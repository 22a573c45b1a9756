import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One engine session as the page drives it: the host core's session (touches
/// through the normaliser, one clock, the recording), and the layers the page has
/// been given, so each frame hands over only what changed.
public struct EngineSession: Sendable {
    public private(set) var host: EngineHostSession
    private var shown: [FlatLayer] = []
    private var current: [FlatLayer] = []

    public init(host: EngineHostSession) {
        self.host = host
    }

    public var driver: EngineDriver { host.driver }

    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? { host.handle(event) }

    public mutating func advance(to time: Double) -> PointerEventRejection? { host.advance(to: time) }

    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        try host.perform(action, at: time)
    }

    /// A platform touch (the page's Pointer Event) through the host core.
    public mutating func touch(_ touch: PlatformTouch) -> HostStep { host.touch(touch) }

    /// Every finger still down is cancelled (pointer capture lost, page hidden).
    public mutating func loseTouches() -> HostStep { host.loseTouches() }

    /// An action now, on the session's clock.
    public mutating func performNow(_ action: InteractionAction) throws(InteractionError) -> HostStep {
        try host.perform(action)
    }

    /// Advances to the display frame at page time `time`; whether the page may stop
    /// asking for frames (nothing moves and no finger is down).
    public mutating func frame(at time: Double) throws(FrameRefusal) -> Bool { try host.advanceFrame(at: time) }

    /// The recording so far (a trace's JSON text, ending now).
    public func recording() -> String { host.recording() }

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
