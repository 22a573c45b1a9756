import Foundation
import Testing

/// crossfade.js's rules, one text in two forms: `crossfade.css` for a page whose
/// Content-Security-Policy forbids inline styles (it links the file), and `styles.js`,
/// which crossfade.js adds as a constructable stylesheet otherwise.
@Suite("crossfade.css")
struct StylesheetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CrossfadeStudio/crossfade")

    /// The rules of a file: its text less /* comments */, lines trimmed, blank lines dropped.
    static func rules(_ text: String) -> [String] {
        var text = text
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theLinkedStylesheetHoldsTheRulesCrossfadeJSAdds() throws {
        let css = try String(contentsOf: Self.folder.appendingPathComponent("crossfade.css"), encoding: .utf8)
        let js = try String(contentsOf: Self.folder.appendingPathComponent("styles.js"), encoding: .utf8)
        let start = try #require(js.range(of: "export const styles = `"))
        let end = try #require(js.range(of: "`;", range: start.upperBound..<js.endIndex))
        let added = Self.rules(String(js[start.upperBound..<end.lowerBound]))
        #expect(!added.isEmpty)
        #expect(Self.rules(css) == added, "crossfade.css and styles.js differ")
        // Nothing in the library writes a <style> where a page links the file, nor a touch-action of its own.
        #expect(!added.joined().contains("touch-action"), "each region's touch-action is the host core's")
    }
}
