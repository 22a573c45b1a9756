import ArgumentParser
import CrossfadeStudio
import Foundation

/// `crossfade types [FOLDER]`: writes the npm package's generated interaction knowledge —
/// `types/interactions.d.ts` and `interactions.js` — from the interactions' specs.
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Write the web package's generated types (types/interactions.d.ts) and option kinds (interactions.js).",
        discussion: "Each interaction's options, actions, events with their fields, and slots, from the same specs `crossfade list --json` prints.")

    @Argument(help: "The web package's folder.")
    var folder = "Sources/CrossfadeStudio/crossfade"

    func run() throws {
        let root = URL(fileURLWithPath: folder)
        for (path, text) in PackageTypes.files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            print(file.path)
        }
    }
}
