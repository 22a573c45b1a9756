import Foundation
import PackagePlugin

/// Writes `Version.swift` for a target from the project's one version file, `VERSION`
/// at the package's root (the CLI's `--version`; the web package reads the same file).
@main
struct VersionStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let version = context.package.directoryURL.appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "Version.swift")
        return [
            .buildCommand(
                displayName: "Stamping \(target.name) with the version in VERSION",
                executable: try context.tool(named: "CrossfadeVersionStamp").url,
                arguments: [version.path, output.path],
                inputFiles: [version],
                outputFiles: [output]
            )
        ]
    }
}
