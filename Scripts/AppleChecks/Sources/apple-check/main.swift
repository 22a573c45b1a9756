import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

// apple-check PATH… — the syntax checks CI runs on Crossfade's Apple files (which
// cannot be compiled on Linux):
//   parse      every file parses without a diagnostic (swift-syntax's parser);
//   lint       no `frame =` on anything; every function taking [ViewOperation] wraps
//              its body in a Core Animation transaction with actions disabled, and
//              mount operations are applied nowhere else (MountLint);
//   decisions  no behavioural branching beyond translation (DecisionCheck).
// Prints one line per finding (file:line:column: check: message) and exits 1 if any.

var findings: [Finding] = []
var files: [String] = []
for path in CommandLine.arguments.dropFirst() {
    files += swiftFiles(under: path)
}
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("apple-check: no Swift files under \(CommandLine.arguments.dropFirst().joined(separator: " "))\n".utf8))
    exit(2)
}
for file in files {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
        findings.append(Finding(file: file, location: diagnostic.location(converter: converter), check: "parse", message: diagnostic.message))
    }
    findings += MountLint.findings(in: tree, file: file, converter: converter)
    findings += DecisionCheck.findings(in: tree, file: file, converter: converter)
}
for finding in findings { print(finding) }
print("apple-check: \(files.count) files parsed, linted and checked for decisions: \(findings.count) finding(s)")
exit(findings.isEmpty ? 0 : 1)

/// The Swift files at `path` (a file, or a folder searched recursively), sorted.
func swiftFiles(under path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
    let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }.sorted()
}
