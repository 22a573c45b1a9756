import SwiftSyntax

/// Whether the comments before a declaration hold a doc comment with some text:
/// a `///` line, or a `/** … */` block, that is not empty once its markers are gone.
/// (Swift attaches such a comment to the declaration that follows it; this is
/// what the symbol graph, and so DocC, shows as its summary.)
func hasDocSummary(_ trivia: Trivia) -> Bool {
    trivia.contains { piece in
        switch piece {
        case .docLineComment(let text):
            return !text.dropFirst(3).allSatisfy(\.isWhitespace)
        case .docBlockComment(let text):
            return !text.dropFirst(3).dropLast(2).allSatisfy { $0.isWhitespace || $0 == "*" }
        default:
            return false
        }
    }
}
