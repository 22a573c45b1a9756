import Foundation
import SwiftParser
import SwiftSyntax

// doc-coverage [--list] [--minimum PERCENT] MODULE_FOLDER… — how much of each
// module's public API has a `///` summary (issue 33). For each folder (a module:
// Sources/CrossfadeMotion…) it finds every `public`/`open` declaration with
// swift-syntax (PublicAPI) and whether a summary comes with it: a doc comment
// with some text of its own, or the summary of the requirement it implements of a
// protocol in these modules, which DocC shows in its place (ProtocolIndex). It
// prints one line per module: documented, public, percentage. Name every module
// together: a type in one may implement a protocol of another.
//   --list          also print each undocumented declaration as file:line: kind name
//   --minimum N     exit 1 when a module is below N % (CI: 100, once part 2 is in)

var list = false
var minimum: Double?
var folders: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--list": list = true
    case "--minimum":
        guard let value = arguments.popFirst().flatMap(Double.init), (0...100).contains(value) else {
            fail("--minimum takes a percentage from 0 to 100")
        }
        minimum = value
    case "-h", "--help":
        print("usage: doc-coverage [--list] [--minimum PERCENT] MODULE_FOLDER…")
        exit(0)
    default:
        guard !argument.hasPrefix("-") else { fail("unknown option \(argument)") }
        folders.append(argument)
    }
}
guard !folders.isEmpty else { fail("name at least one module folder (e.g. Sources/CrossfadeMotion)") }

// Every module is parsed first: a type in one may implement a protocol of another.
var parsed: [(name: String, files: [(path: String, tree: SourceFileSyntax)])] = []
for folder in folders {
    let paths = swiftFiles(under: folder)
    guard !paths.isEmpty else { fail("no Swift files under \(folder)") }
    let files = try paths.map { path in (path: path, tree: Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8))) }
    parsed.append((URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent, files))
}
let protocols = ProtocolIndex(files: parsed.flatMap { $0.files.map(\.tree) })
let modules = parsed.map { module in
    (name: module.name, declarations: PublicAPI(module: module.name, files: module.files, protocols: protocols).declarations)
}

if list {
    for module in modules {
        let missing = module.declarations.filter { !$0.isDocumented }
        guard !missing.isEmpty else { continue }
        print("\(module.name): \(missing.count) public declaration(s) without a /// summary")
        for declaration in missing { print("  \(declaration.listing)") }
    }
}

print("doc-coverage: public declarations with a /// summary")
let width = max(6, modules.map(\.name.count).max() ?? 0)
for module in modules { print(row(module.name, module.declarations)) }
if modules.count > 1 { print(row("all", modules.flatMap(\.declarations))) }
if let minimum {
    let below = modules.filter { percentage($0.declarations) < minimum }.map(\.name)
    if !below.isEmpty {
        print(
            "doc-coverage: below \(String(format: "%g", minimum)) %: \(below.joined(separator: ", "))\(list ? "" : " (--list names the declarations)")"
        )
        exit(1)
    }
}

/// The share of `declarations` with a summary, in percent (100 when there are none).
func percentage(_ declarations: [PublicDeclaration]) -> Double {
    declarations.isEmpty ? 100 : Double(declarations.filter(\.isDocumented).count) * 100 / Double(declarations.count)
}

/// `  CrossfadeMotion   276 of   395   69.8 %`: rounded down, so 100.0 means all of them.
func row(_ name: String, _ declarations: [PublicDeclaration]) -> String {
    let documented = declarations.filter(\.isDocumented).count
    let shown = (percentage(declarations) * 10).rounded(.down) / 10
    let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
    return "  \(padded)  \(pad(documented, 5)) of \(pad(declarations.count, 5))  \(String(format: "%5.1f", shown)) %"
}

func pad(_ number: Int, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - String(number).count)) + String(number)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("doc-coverage: \(message)\n".utf8))
    exit(2)
}

/// The Swift files under `folder`, sorted (a `.docc` catalog holds none).
func swiftFiles(under folder: String) -> [String] {
    let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
}
