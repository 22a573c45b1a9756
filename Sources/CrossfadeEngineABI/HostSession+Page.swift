import CrossfadeHost

extension HostSession {
    /// The page's frame, as `crossfade_frame` runs it: advances to the display frame at
    /// page time `t` (s), writes what to draw into `writer` (`MountEncoding`: the mount
    /// operations since the last frame and the events since), and says what to do next:
    /// `.draw` (ask for the next frame) or `.pause` (nothing moves and no finger is down).
    /// A frame time before the last one is refused and changes nothing.
    public mutating func frame(at t: Double, writingTo writer: inout ByteWriter) throws(FrameRefusal) -> EngineStatus {
        let frame = try frame(at: t)
        MountEncoding.writeFrame(frame, time: time, to: &writer)
        return frame.pause ? .pause : .draw
    }
}

extension EngineStatus {
    /// What an input's step asks of the page: `.resume` when the frames had paused, else `.done`.
    public init(_ step: HostStep) {
        self = step.resumeFrames ? .resume : .done
    }
}
