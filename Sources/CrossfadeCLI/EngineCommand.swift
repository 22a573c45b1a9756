import ArgumentParser
import CrossfadeWasmBuild
import Foundation

/// `crossfade engine [INTERACTION]`: builds the WebAssembly engine module a page
/// loads to show one interaction (or, without one, every interaction) and prints
/// where it is and how big.
struct EngineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Build the WebAssembly engine module of an interaction and print its path and size.",
        discussion: """
            Each interaction has a module of its own (the showcase's holds the five it composes); \
            without an interaction, the module that holds them all. With --keep-names the function \
            names stay in the module, for `python3 Scripts/wasm-sizes.py PATH` to list what its bytes are spent on.
            """)

    @Argument(help: "An interaction id (crossfade list), or lab for the motion lab's module; none: every interaction and the lab in one module.")
    var interaction: String?

    @Flag(help: "Keep the function names (a name section) for a size listing.")
    var keepNames = false

    func run() throws {
        var variant = EngineVariant.all
        if let interaction {
            guard let one = EngineVariant(pageModule: interaction) else {
                throw ValidationError(
                    "unknown interaction '\(interaction)' (known: \(EngineVariant.pageModules.map(\.rawValue).joined(separator: ", ")))")
            }
            variant = one
        }
        let builder = try WasmEngineBuilder()
        let file = try builder.build(variant, keepingNames: keepNames) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let optimised = WasmEngineBuilder.findOptimizer() != nil ? ", wasm-opt -Oz" : ", not optimised (no wasm-opt on PATH)"
        print("\(file.path) (\(size) bytes\(optimised))")
    }
}
