import Foundation

/// A program `crossfade render` runs to make a GIF or a video, found on PATH; optional,
/// so its absence is said in one line naming the Debian package that installs it.
struct ExternalTool: Sendable {
    /// The program's name, as on PATH.
    let name: String
    /// The Debian package that installs it.
    let debianPackage: String

    /// Draws each frame's SVG as a PNG.
    static let rsvgConvert = ExternalTool(name: "rsvg-convert", debianPackage: "librsvg2-bin")
    /// Encodes the PNGs as a GIF or a video.
    static let ffmpeg = ExternalTool(name: "ffmpeg", debianPackage: "ffmpeg")

    /// The first executable called `name` in `searchPath`'s folders (PATH's), or nil.
    func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }

    /// Every tool's path, in order, or one line naming those missing and how to install them.
    static func locate(_ tools: [ExternalTool]) throws(RenderError) -> [URL] {
        let found = tools.map { $0.locate() }
        let missing = zip(tools, found).filter { $1 == nil }.map(\.0)
        guard missing.isEmpty else {
            let names = missing.map(\.name).joined(separator: " and ")
            let packages = missing.map(\.debianPackage).joined(separator: " ")
            throw RenderError(
                "\(names) \(missing.count == 1 ? "is" : "are") not on PATH: to write a GIF or a video, install \(missing.count == 1 ? "it" : "them") (Debian: apt-get install \(packages))"
            )
        }
        return found.compactMap { $0 }
    }

    /// Runs the tool at `executable` with `arguments` and waits; a non-zero exit is an
    /// error carrying the last line it wrote to standard error.
    static func run(_ executable: URL, _ arguments: [String]) throws(RenderError) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let name = executable.lastPathComponent
        do { try process.run() } catch { throw RenderError("\(name): cannot start it (\(error.localizedDescription))") }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let lastLine = output.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
            let how =
                process.terminationReason == .exit ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw RenderError("\(name) failed (\(how)): \(lastLine.map { String($0.prefix(300)) } ?? "no message")")
        }
    }
}
