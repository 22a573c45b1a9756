import ArgumentParser
import CrossfadeInteractions
import CrossfadeRender
import CrossfadeScene
import CrossfadeTrace
import Foundation

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a trace's replay as an SVG filmstrip (or one frame with --single), an animated GIF or a video.",
        discussion: """
            The output's extension chooses the format: .svg (a filmstrip, or - for standard output), .gif, .mp4 (H.264) or .webm (VP9).

            A GIF or a video has a frame every 1/fps s from 0 to the replay's end (as crossfade replay without --at: the trace's "end", else at rest), each the trace's viewport × --scale pixels. It needs rsvg-convert and ffmpeg on PATH (Debian: apt-get install librsvg2-bin ffmpeg). For example:

              crossfade render trace.json --fps 30 --out trace.mp4
            """
    )

    @Argument(help: "The trace file (JSON), or - for standard input.")
    var trace: String

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Where to write: FILE.svg (- for standard output), FILE.gif, FILE.mp4 or FILE.webm.")
    var out: String

    @Option(parsing: .unconditional, help: "Frames per second (1–120; a GIF at most 50).")
    var fps: Double = 10

    @Option(parsing: .unconditional, help: "Frames per row of a filmstrip (1–100, default 6).")
    var columns: Int?

    @Option(parsing: .unconditional, help: "Stop at this time, in seconds (0–3600), instead of at the trace's end or at rest.")
    var at: Double?

    @Option(
        parsing: .unconditional,
        help: "Scale (0.1–2): a filmstrip's frames (default 0.5); pixels per point of a GIF (default 1) or a video (default 2).")
    var scale: Double?

    @Flag(help: "Draw only the final frame, full size (SVG).")
    var single = false

    @Option(help: "A title above the filmstrip.")
    var title: String?

    static let maximumFrames = 400

    func validate() throws {
        let format = try RenderFormat(path: out)
        guard fps.isFinite, (1...format.maximumFrameRate).contains(fps) else {
            throw ValidationError("--fps must be between 1 and \(Int(format.maximumFrameRate))\(format == .gif ? " for a GIF" : "")")
        }
        if let columns, !(1...100).contains(columns) { throw ValidationError("--columns must be between 1 and 100") }
        if let scale, !(scale.isFinite && (0.1...2).contains(scale)) { throw ValidationError("--scale must be between 0.1 and 2") }
        try validateStopTime(at)
        if format.isVideo {
            for (given, option) in [(single, "--single"), (columns != nil, "--columns"), (title != nil, "--title")] where given {
                throw ValidationError("\(option) is for SVG output, not a .\(format.rawValue)")
            }
        }
    }

    func run() throws {
        let format = try RenderFormat(path: out)
        let trace = loadTrace(self.trace)
        if format.isVideo {
            try writeVideo(trace, format: format)
        } else {
            try writeSVG(trace)
        }
    }

    private func writeSVG(_ trace: Trace) throws {
        var frames: [(time: Double, scene: Scene)] = []
        let result: ReplayResult
        do {
            let replay = CrossfadeTrace.Replay(trace: trace, registry: .standard)
            result =
                single
                ? try replay.run(frameRate: fps, until: at)
                : try replay.run(frameRate: fps, until: at, maximumFrames: Self.maximumFrames) { time, driver in frames.append((time, driver.scene)) }
        } catch {
            fail("\(self.trace): \(error)")
        }
        let svg =
            single
            ? SVGRenderer().document(result.scene)
            : SVGRenderer().filmstrip(frames, columns: columns ?? 6, scale: scale ?? RenderFormat.svg.defaultScale, title: title)
        if out == "-" {
            FileHandle.standardOutput.write(Data(svg.utf8))
        } else {
            do {
                try svg.write(toFile: out, atomically: true, encoding: .utf8)
            } catch {
                fail("\(out): cannot write the file")
            }
        }
        FileHandle.standardError.write(
            Data("wrote \(out == "-" ? "standard output" : out) (\(single ? 1 : frames.count) frames, \(trace.interaction))\n".utf8))
    }

    private func writeVideo(_ trace: Trace, format: RenderFormat) throws {
        let destination = URL(fileURLWithPath: out)
        var isFolder: ObjCBool = false
        let folder = destination.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            fail("\(out): no folder \(folder) to write it in")
        }
        let export = VideoExport(format: format, fps: fps, scale: scale ?? format.defaultScale)
        let frames: Int
        do {
            frames = try export.write(trace, named: self.trace, until: at, to: destination)
        } catch {
            fail(error.description)
        }
        let size = export.pixelSize(of: trace.viewport)
        FileHandle.standardError.write(Data("wrote \(out) (\(frames) frames, \(size.width)×\(size.height) px, \(trace.interaction))\n".utf8))
    }
}
