/// When a host draws: one policy for every host's display link (`CADisplayLink`,
/// `requestAnimationFrame`). Each display frame advances the engine to the frame's
/// target time; once the interaction is at rest and no finger is down, the host
/// stops asking for frames (nothing can change until something comes in); an
/// input or an action starts it again.
///
/// ```swift
/// switch clock.frame(isAtRest: driver.isAtRest, fingersDown: touches.downCount) {
/// case .draw: …                     // apply this frame's mount operations
/// case .drawThenPause: …; link.isPaused = true
/// }
/// if clock.wake() { link.isPaused = false }   // on a touch or an action
/// ```
public struct FrameClock: Sendable {
    /// What the host does with this frame.
    public enum Decision: Hashable, Sendable {
        /// Draw it; keep the display link running.
        case draw
        /// Draw it, then pause the display link: nothing will change until an input.
        case drawThenPause
    }

    /// Whether the display link should be running.
    public private(set) var isRunning = true

    /// A clock whose display link is running.
    public init() {}

    /// The decision for a frame the engine has just advanced to (state as it is now).
    public mutating func frame(isAtRest: Bool, fingersDown: Int) -> Decision {
        if isAtRest, fingersDown == 0 {
            isRunning = false
            return .drawThenPause
        }
        isRunning = true
        return .draw
    }

    /// An input or an action arrived: returns true when the host must start its
    /// display link again (it was paused).
    public mutating func wake() -> Bool {
        defer { isRunning = true }
        return !isRunning
    }
}
