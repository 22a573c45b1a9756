import Foundation

// CrossfadeVersionStamp VERSION_FILE OUTPUT.swift — the build tool behind the
// VersionStamp plugin: reads the project's one version (`VERSION`, e.g. "0.9.0") and
// writes it as a Swift constant. A version that is not MAJOR.MINOR.PATCH (with an
// optional -prerelease) fails the build with a line naming the file.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: CrossfadeVersionStamp VERSION_FILE OUTPUT\n".utf8))
    exit(64)
}
let text = (try? String(contentsOfFile: arguments[1], encoding: .utf8)) ?? ""
let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
let core = version.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-")
guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
    version.allSatisfy({ allowed.contains($0) })
else {
    FileHandle.standardError.write(Data("\(arguments[1]): '\(version)' is not a version (MAJOR.MINOR.PATCH, e.g. 0.9.0)\n".utf8))
    exit(1)
}
let source = """
    // Generated from VERSION by the VersionStamp plugin: do not edit.

    /// The project's version, from the one file that holds it (`VERSION`).
    let crossfadeVersion = "\(version)"

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
