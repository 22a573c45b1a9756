/// Why an interaction, an option or an action was refused: one clear sentence.
public enum InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No interaction has this id.
    case unknownInteraction(String)
    /// The interaction has no action of this name.
    case unknownAction(String)
    /// A field of an action is missing, of the wrong kind or out of range.
    case invalidActionField(action: String, field: String, reason: String)
    /// The interaction has no option of this name (`known`: the names it has, in order).
    case unknownOption(String, known: [String])
    /// The option cannot change while a session runs (`live`: the names that can, in
    /// order); it is given when a session starts.
    case optionNotLive(String, live: [String])
    /// An option's value is of the wrong kind, out of range, or does not apply.
    case invalidOption(name: String, reason: String)
    /// An environment that cannot be drawn for (`field`: `safeArea.top`, `textScale`…).
    case invalidEnvironment(field: String, reason: String)
    /// A viewport that cannot be laid out for (`field`: `width`, `height`, `t`).
    case invalidViewport(field: String, reason: String)
    /// A host built for one interaction (a WebAssembly module of one) was asked for another.
    case notInThisEngine(String, runs: String)

    /// The refusal in one sentence, user text cut to 60 characters.
    public var description: String {
        switch self {
        case .unknownInteraction(let id): "unknown interaction '\(quoted: id)'"
        case .unknownAction(let name): "unknown action '\(quoted: name)'"
        case .invalidActionField(let action, let field, let reason): "action '\(quoted: action)': field '\(quoted: field)' \(reason)"
        case .unknownOption(let name, let known): "unknown option '\(quoted: name)' (known: \(known.joined(separator: ", ")))"
        case .optionNotLive(let name, let live):
            "option '\(quoted: name)' cannot change while the session runs (it is given at the start; "
                + (live.isEmpty ? "no option of this interaction changes live)" : "live: \(live.joined(separator: ", ")))")
        case .invalidOption(let name, let reason): "option '\(quoted: name)' \(reason)"
        case .invalidEnvironment(let field, let reason): "environment: '\(field)' \(reason)"
        case .invalidViewport(let field, let reason): "viewport: '\(field)' \(reason)"
        case .notInThisEngine(let id, let runs): "this engine module runs only '\(runs)', not '\(quoted: id)'"
        }
    }
}

extension String.StringInterpolation {
    /// Text a user supplied, cut to 60 characters so an error line stays one line
    /// however long the input was (a 50 MB name is not echoed back).
    public mutating func appendInterpolation(quoted text: String) {
        appendLiteral(truncatedForMessage(text))
    }
}

/// `text` cut to `limit` characters with "…" and the full length when longer;
/// line breaks become spaces.
public func truncatedForMessage(_ text: String, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for character in text {
        if count == limit {
            return result + "… (\(text.utf8.count) bytes)"
        }
        result.append(character == "\n" || character == "\r" ? " " : character)
        count += 1
    }
    return result
}
