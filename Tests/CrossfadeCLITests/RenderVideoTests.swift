import CrossfadeTrace
import CrossfadeTestSupport
import Foundation
import Testing

/// The first executable `name` on PATH, or nil.
func onPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Whether GIFs and videos can be written and measured here: ffmpeg, ffprobe and
/// rsvg-convert. `.ci/run` installs them and sets CROSSFADE_REQUIRE_BROWSER=1, so CI never skips.
let encoderAvailable: Bool = {
    let required = ProcessInfo.processInfo.environment["CROSSFADE_REQUIRE_BROWSER"] != nil
    return required || ["ffmpeg", "ffprobe", "rsvg-convert"].allSatisfy { onPath($0) != nil }
}()

/// `crossfade render … --out FILE.gif|.mp4|.webm`: the real executable, the real encoder.
@Suite("crossfade render as a GIF or a video")
struct RenderVideoTests {
    let cli = CommandLineTests()

    /// A fresh temporary folder, removed after `body`.
    func inTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// The frames `crossfade replay` steps through at `fps` for the trace at `path`.
    func replayFrames(_ path: String, fps: Double) throws -> Int {
        let text = try String(contentsOf: CommandLineTests.repository.appendingPathComponent(path), encoding: .utf8)
        var frames = 0
        _ = try Replay(trace: Trace.decode(text, registry: .standard), registry: .standard).run(frameRate: fps) { _, _ in frames += 1 }
        return frames
    }

    /// ffprobe's frames counted by decoding, and the size: "width,height,frames".
    func probe(_ file: URL) throws -> String {
        let arguments = [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=width,height,nb_read_frames", "-of",
            "csv=p=0", file.path
        ]
        return try runProcess("/usr/bin/env", arguments).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// (line, extension, extra arguments, width and height in pixels): a GIF at 1 pixel
    /// per point, an mp4 at 2, a WebM at 0.5 (195 × 422 rounded up to even sides).
    @Test(
        .enabled(if: encoderAvailable, "needs ffmpeg, ffprobe and rsvg-convert (.ci/run installs them)"),
        arguments: [
            (#line, "gif", [String](), 390, 844),
            (#line, "mp4", [], 780, 1688),
            (#line, "webm", ["--scale", "0.5"], 196, 422)
        ])
    func exportHasAFramePerStepAtTheViewportTimesTheScale(line: Int, format: String, arguments: [String], width: Int, height: Int) throws {
        let trace = "Traces/player-transition/tap-opens.json"
        let frames = try replayFrames(trace, fps: 12)
        #expect(frames > 5, "line \(line): the tap's animation takes a few frames")
        try inTemporaryFolder { folder in
            let out = folder.appendingPathComponent("tap.\(format)")
            let result = try cli.run(["render", trace, "--fps", "12", "--out", out.path] + arguments)
            #expect(result.status == 0, "line \(line): \(result.stderr)")
            #expect(result.stderr == "wrote \(out.path) (\(frames) frames, \(width)×\(height) px, player-transition)\n", "line \(line)")
            #expect(try probe(out) == "\(width),\(height),\(frames)", "line \(line)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(left == ["tap.\(format)"], "line \(line): nothing staged is left beside it")
        }
    }

    /// Two exports of one trace decode to the same frames (the containers' bytes may differ).
    @Test(.enabled(if: encoderAvailable, "needs ffmpeg, ffprobe and rsvg-convert (.ci/run installs them)"))
    func theSameTraceGivesTheSameFrames() throws {
        try inTemporaryFolder { folder in
            let hashes = try ["a", "b"].map { name in
                let out = folder.appendingPathComponent("\(name).gif")
                let result = try cli.run([
                    "render", "Traces/lyrics-cards/flick-40pt-1500-swaps.json", "--fps", "20", "--scale", "0.5", "--out", out.path
                ])
                #expect(result.status == 0, "\(result.stderr)")
                let md5 = try runProcess("/usr/bin/env", ["ffmpeg", "-v", "error", "-i", out.path, "-f", "framemd5", "-"])
                return md5.output.split(separator: "\n").filter { !$0.hasPrefix("#") }
            }
            #expect(hashes[0].count > 10)
            #expect(hashes[0] == hashes[1])
        }
    }

    /// Without ffmpeg or rsvg-convert on PATH: one line naming what is missing and the
    /// Debian package, exit 1, and no file.
    @Test func aMissingEncoderIsNamedWithItsPackage() throws {
        try inTemporaryFolder { folder in
            let tools = folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("tap.mp4")
            let arguments = ["render", "Traces/player-transition/tap-opens.json", "--out", out.path]
            let neither = try cli.run(arguments, environment: ["PATH": tools.path])
            #expect(neither.status == 1 && neither.stdout.isEmpty)
            #expect(
                neither.stderr
                    == "crossfade: error: rsvg-convert and ffmpeg are not on PATH: to write a GIF or a video, install them (Debian: apt-get install librsvg2-bin ffmpeg)\n"
            )
            try FileManager.default.createSymbolicLink(atPath: tools.appendingPathComponent("rsvg-convert").path, withDestinationPath: "/bin/true")
            let noFFmpeg = try cli.run(arguments, environment: ["PATH": tools.path])
            #expect(noFFmpeg.status == 1)
            #expect(
                noFFmpeg.stderr == "crossfade: error: ffmpeg is not on PATH: to write a GIF or a video, install it (Debian: apt-get install ffmpeg)\n"
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bin"])
        }
    }

    /// An encoder that fails: its last line on standard error, exit 1, and no partial file.
    @Test func aFailingEncoderGivesItsLastLineAndNoFile() throws {
        try inTemporaryFolder { folder in
            let tools = folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: tools.appendingPathComponent("rsvg-convert").path, withDestinationPath: "/bin/true")
            let ffmpeg = tools.appendingPathComponent("ffmpeg")
            try Data("#!/bin/sh\necho 'frame-%05d.png: a first line' >&2\necho \"Unknown encoder 'libx264'\" >&2\necho >&2\nexit 8\n".utf8)
                .write(to: ffmpeg)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("tap.mp4")
            let result = try cli.run(
                ["render", "Traces/player-transition/tap-opens.json", "--out", out.path], environment: ["PATH": tools.path, "TMPDIR": temporary.path])
            #expect(result.status == 1 && result.stdout.isEmpty)
            #expect(result.stderr == "crossfade: error: ffmpeg failed (exit 8): Unknown encoder 'libx264'\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bin", "tmp"], "no partial file")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [], "the frames' folder is removed")
        }
    }
}
