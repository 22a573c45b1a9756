import ArgumentParser

/// What `crossfade render` writes, chosen by the output's extension: an SVG
/// filmstrip (or, with --single, one frame), an animated GIF, or a video.
enum RenderFormat: String, CaseIterable {
    case svg, gif, mp4, webm

    /// The format of `path` by its extension, any case ("-", standard output, is SVG).
    init(path: String) throws(ValidationError) {
        if path == "-" {
            self = .svg
            return
        }
        let name = path.split(separator: "/").last ?? ""
        let suffix = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        guard let suffix, let format = RenderFormat(rawValue: suffix) else {
            let given = suffix.map { "an unknown extension .\($0)" } ?? "no extension"
            throw ValidationError("--out: \(given); known: \(Self.known)")
        }
        self = format
    }

    /// The extensions, as the error for an unknown one lists them.
    static let known = allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")

    /// Whether frames go through rsvg-convert and ffmpeg.
    var isVideo: Bool { self != .svg }

    /// The --scale when none is given: a filmstrip at half size, a GIF at 1 pixel
    /// per point (GIFs grow fast), a video at 2 (a phone's pixel density).
    var defaultScale: Double {
        switch self {
        case .svg: 0.5
        case .gif: 1
        case .mp4, .webm: 2
        }
    }

    /// The highest --fps: a GIF times its frames in hundredths of a second, and
    /// players slow down frames shorter than 0.02 s, so at most 50.
    var maximumFrameRate: Double { self == .gif ? 50 : 120 }

    /// Whether the frame's sides in pixels must be even: H.264's and VP9's yuv420p
    /// keep colour for each 2 × 2 pixels.
    var needsEvenSize: Bool { self == .mp4 || self == .webm }

    /// ffmpeg's arguments between its input and its output file: GIF with a palette
    /// generated from the frames themselves (256 colours that fit, not the web's),
    /// H.264 in yuv420p (every player plays it), VP9 at constant quality.
    var encoderArguments: [String] {
        switch self {
        case .svg: []
        case .gif: ["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", "-f", "gif"]
        case .mp4: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .webm: ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0", "-row-mt", "1", "-cpu-used", "4", "-f", "webm"]
        }
    }
}
