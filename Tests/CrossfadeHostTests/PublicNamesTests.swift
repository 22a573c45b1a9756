import Foundation
import Testing

/// `import CrossfadeKit` brings every module it re-exports into one namespace, so
/// a type name two of them declare is ambiguous in an app (`CoverCarousel` was
/// the interaction's and the SwiftUI view's). This reads the sources of every
/// module `CrossfadeKit.swift` re-exports — the Apple-only ones too, which Linux
/// never compiles — and fails on a top-level public type name declared twice.
@Suite("One name per type across CrossfadeKit")
struct PublicNamesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyTypeNameCrossfadeKitExportsIsDeclaredOnce() throws {
        let modules = try Self.reexportedModules()
        #expect(modules.contains("CrossfadeSwiftUI") && modules.contains("CrossfadeUIKit") && modules.contains("CrossfadeInteractions"))
        var declared: [String: [String]] = [:]
        for module in modules {
            for (name, file) in try Self.publicTypes(inModule: module) { declared[name, default: []].append(file) }
        }
        // The scanner finds what it must (an engine type, a host-core type, a UIKit and a SwiftUI one).
        for name in ["Spring", "ViewHost", "CardStackView", "CardStack", "Slot"] { #expect(declared[name] != nil, "\(name) not found") }
        for (name, files) in declared.sorted(by: { $0.key < $1.key }) where files.count > 1 {
            Issue.record("\(name) is declared public in \(files.joined(separator: " and ")): rename one, `import CrossfadeKit` makes it ambiguous")
        }
    }

    @Test func theScannerReadsOnlyTopLevelPublicTypes() {
        let source = """
            #if canImport(UIKit)
                /// A view.
                @MainActor open class HostView: UIView {
                    public enum Nested { case a }
                    let text = "{ public struct InString }"
                }
                public struct Generic<T: View>: View {}
                struct Internal {}
                public typealias Alias = Int
                extension Generic { public struct InExtension {} }
                // public struct Commented
            #endif
            public final class Last {}
            """
        #expect(Self.topLevelPublicTypes(in: source) == ["HostView", "Generic", "Alias", "Last"])
    }

    /// The modules `CrossfadeKit.swift` re-exports (`@_exported import X`).
    static func reexportedModules() throws -> [String] {
        let umbrella = try String(contentsOf: repository.appendingPathComponent("Sources/CrossfadeKit/CrossfadeKit.swift"), encoding: .utf8)
        return umbrella.split(separator: "\n").compactMap { line in
            line.hasPrefix("@_exported import ") ? String(line.dropFirst("@_exported import ".count)).trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// Every top-level public or open type of `module`'s sources, with its file.
    static func publicTypes(inModule module: String) throws -> [(name: String, file: String)] {
        let folder = repository.appendingPathComponent("Sources/\(module)")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no Swift files in Sources/\(module)")
        return try files.sorted().flatMap { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return topLevelPublicTypes(in: text).map { ($0, "Sources/\(module)/\(file)") }
        }
    }

    /// A public or open type declaration's start, its name captured.
    static let declaration =
        #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#

    /// The names of the public types declared outside any braces (so not nested in
    /// a type or an extension), skipping comments and string literals.
    static func topLevelPublicTypes(in source: String) -> [String] {
        let declaration = try! Regex(Self.declaration)
        var depth = 0, names: [String] = [], inMultilineString = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString || quotes > 0 {
                if quotes % 2 == 1 { inMultilineString.toggle() }
                continue
            }
            let code = codeOnly(line)
            if depth == 0, let match = code.firstMatch(of: declaration), let name = match.output[1].substring { names.append(String(name)) }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
        }
        return names
    }

    /// The line without its `//` comment and with its string literals emptied.
    static func codeOnly(_ line: String) -> String {
        var code = "", inString = false, escaped = false, previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                previous = character
                continue
            }
            if character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"" { inString = true }
            code.append(character)
            previous = character
        }
        return code
    }
}
