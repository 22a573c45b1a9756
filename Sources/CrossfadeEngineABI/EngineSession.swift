import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One engine session as the page drives it: the host core's session (touches
/// through the normaliser, one clock, the recording), whose mount planner hands
/// the page only what changed each frame (`writeMount`).
public struct EngineSession: Sendable {
    public private(set) var host: EngineHostSession

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

    /// The whole scene, flattened with boxes (what the parity test compares).
    public func writeScene(to writer: inout ByteWriter) {
        SceneEncoding.writeScene(driver.scene.flattened, to: &writer)
    }

    /// The mount operations from what the page shows to the scene now (the first
    /// time: the whole tree), the events since, and whether it may pause (MountEncoding).
    public mutating func writeMount(to writer: inout ByteWriter) {
        let frame = host.draw()
        MountEncoding.writeFrame(frame, time: host.time, to: &writer)
    }

    /// The page's environment changed: applied now, without restarting a gesture, and recorded.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) throws(InteractionError) -> HostStep {
        try host.setEnvironment(environment)
    }

    public func writeState(to writer: inout ByteWriter) {
        SceneEncoding.writeState(driver.state, to: &writer)
    }
}
