/// Why a GIF or a video could not be written: one line for standard error.
struct RenderError: Error, CustomStringConvertible {
    /// The line, without the "crossfade: error: " prefix.
    let description: String

    init(_ description: String) { self.description = description }
}
