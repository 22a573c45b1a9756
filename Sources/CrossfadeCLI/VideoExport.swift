import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeRender
import CrossfadeScene
import CrossfadeTrace
import Foundation

/// Writes a trace's replay as an animated GIF or a video: a frame every 1/fps s from
/// t = 0 to the replay's end, each drawn by the SVG renderer at the trace's viewport,
/// rasterised by rsvg-convert and encoded by ffmpeg, in a temporary folder; the file
/// is moved into place only once it is whole.
struct VideoExport {
    var format: RenderFormat
    /// Frames per second.
    var fps: Double
    /// Pixels per point.
    var scale: Double

    /// The most frames a video may have (a minute at 60 fps): past it, the replay stops
    /// with an error before anything is drawn.
    static let maximumFrames = 3_600

    /// The frame's size in pixels for a canvas of `canvas` points: rounded, and up to
    /// even numbers where the codec needs them.
    func pixelSize(of canvas: Size) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let rounded = max(1, Int((points * scale).rounded()))
            return format.needsEvenSize ? rounded + rounded % 2 : rounded
        }
        return (pixels(canvas.width), pixels(canvas.height))
    }

    /// Replays `trace` (to `stopTime`, else to its end or to rest, as `crossfade replay`
    /// does) and writes the file at `destination`; returns the frames written. A replay's
    /// error names the trace as `name`.
    func write(_ trace: Trace, named name: String, until stopTime: Double?, to destination: URL) throws(RenderError) -> Int {
        let tools = try ExternalTool.locate([.rsvgConvert, .ffmpeg])
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-render-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false) } catch {
            throw RenderError("\(work.path): cannot create a temporary folder")
        }
        defer { try? FileManager.default.removeItem(at: work) }
        let frames = try drawFrames(trace, named: name, until: stopTime, into: work)
        try rasterise(frames, with: tools[0])
        let encoded = work.appendingPathComponent("out.\(format.rawValue)")
        try ExternalTool.run(
            tools[1],
            ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-framerate", "\(fps)", "-i", work.appendingPathComponent("frame-%05d.png").path]
                + format.encoderArguments + [encoded.path])
        try moveIntoPlace(encoded, destination)
        return frames.count
    }

    /// Writes every frame's SVG into `folder` as frame-00000.svg, frame-00001.svg…;
    /// returns their paths without the extension.
    private func drawFrames(_ trace: Trace, named name: String, until stopTime: Double?, into folder: URL) throws(RenderError) -> [URL] {
        let size = pixelSize(of: trace.viewport)
        let renderer = SVGRenderer()
        var frames: [URL] = []
        var failure: RenderError?
        do {
            _ = try CrossfadeTrace.Replay(trace: trace, registry: .standard).run(frameRate: fps, until: stopTime, maximumFrames: Self.maximumFrames) {
                _, driver in
                guard failure == nil else { return }
                let frame = folder.appendingPathComponent(String(format: "frame-%05d", frames.count))
                let svg = renderer.frame(driver.scene, canvas: trace.viewport, width: size.width, height: size.height)
                do { try Data(svg.utf8).write(to: frame.appendingPathExtension("svg")) } catch {
                    failure = RenderError("\(folder.path): cannot write a frame")
                }
                frames.append(frame)
            }
        } catch {
            throw RenderError("\(name): \(error)")
        }
        if let failure { throw failure }
        return frames
    }

    /// Draws each frame's SVG as a PNG beside it, one rsvg-convert per frame, as many at
    /// once as there are processors.
    private func rasterise(_ frames: [URL], with rsvgConvert: URL) throws(RenderError) {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, frames.count))
        let failure = FirstFailure()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: frames.count, by: workers) where failure.error == nil {
                let frame = frames[index]
                do throws(RenderError) {
                    try ExternalTool.run(
                        rsvgConvert,
                        [
                            "--background-color", "#000000", "--output", frame.appendingPathExtension("png").path,
                            frame.appendingPathExtension("svg").path
                        ])
                } catch {
                    failure.record(error)
                }
            }
        }
        if let error = failure.error { throw error }
    }

    /// Moves the finished file to `destination`: first beside it under a hidden name
    /// (a copy when the temporary folder is on another file system), then renamed over
    /// it, so the destination is never a partial file.
    private func moveIntoPlace(_ file: URL, _ destination: URL) throws(RenderError) {
        let staged = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try FileManager.default.moveItem(at: file, to: staged)
            guard rename(staged.path, destination.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: staged)
            throw RenderError("\(destination.path): cannot write the file")
        }
    }
}

/// The first error of the workers rasterising frames at once; the others stop at their next frame.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: RenderError?

    var error: RenderError? { lock.withLock { first } }

    func record(_ error: RenderError) { lock.withLock { first = first ?? error } }
}
