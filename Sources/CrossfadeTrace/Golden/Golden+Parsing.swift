/// Why a golden's text could not be read: the line and what is wrong with it.
public struct GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "golden line \(line): \(message)" }
}

extension Golden {
    /// Reads a golden's text back into full instants: each instant's left-out
    /// layers are carried over from the one before, so every instant lists every
    /// layer again, as the replay produced it.
    public init(parsing text: String) throws(GoldenError) {
        var instants: [Instant] = []
        var events: [GoldenEvent] = []
        var expected: (count: Int, changed: Int?, line: Int)?
        var listed = 0
        func close(at line: Int) throws(GoldenError) {
            guard let block = expected else { return }
            if let changed = block.changed, listed != changed {
                throw GoldenError(line: block.line, "says \(changed) layers changed but \(listed) follow")
            }
            if instants[instants.count - 1].layers.count != block.count {
                throw GoldenError(line: block.line, "says \(block.count) layers but the instant has \(instants[instants.count - 1].layers.count)")
            }
            expected = nil
        }
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            var tokens = try Self.tokens(of: raw, line: number)
            let first = tokens.removeFirst()
            guard first.hasPrefix("t="), tokens.count >= 1 else { throw GoldenError(line: number, "expected 't=TIME' and more") }
            let time = String(first.dropFirst(2))
            if tokens[0] == "event" {
                guard tokens.count >= 2 else { throw GoldenError(line: number, "an event line needs a type") }
                events.append(GoldenEvent(time: time, text: tokens.dropFirst().joined(separator: " ")))
                continue
            }
            if tokens[0].hasPrefix("state.") {
                guard let last = instants.last, last.time == time, expected == nil else {
                    throw GoldenError(line: number, "a child's state line must follow its instant's state line")
                }
                let child = String(tokens[0].dropFirst("state.".count))
                for token in tokens.dropFirst() {
                    var field = try Self.field(token, line: number)
                    field.name = child + "." + field.name
                    instants[instants.count - 1].state.append(field)
                }
                continue
            }
            switch tokens[0] {
            case "state":
                try close(at: number)
                let state = try tokens.dropFirst().map { (token: String) throws(GoldenError) -> GoldenField in try Self.field(token, line: number) }
                let carried = instants.last?.layers ?? []
                instants.append(Instant(time: time, state: state, layers: carried))
            case "layers":
                guard !instants.isEmpty, expected == nil, instants[instants.count - 1].time == time else {
                    throw GoldenError(line: number, "a 'layers' line must follow its instant's state line")
                }
                let fields = try tokens.dropFirst().map { (token: String) throws(GoldenError) -> GoldenField in try Self.field(token, line: number) }
                instants[instants.count - 1].offscreen = fields.first(where: { $0.name == "offscreen" }).flatMap({ Int($0.value) }) ?? 0
                if let all = fields.first(where: { $0.name == "all" }).flatMap({ Int($0.value) }) {
                    expected = (all, nil, number)
                    instants[instants.count - 1].layers = []
                } else if let changed = fields.first(where: { $0.name == "changed" }).flatMap({ Int($0.value) }),
                    let of = fields.first(where: { $0.name == "of" }).flatMap({ Int($0.value) })
                {
                    guard instants.count > 1 else { throw GoldenError(line: number, "the first instant must list all its layers") }
                    expected = (of, changed, number)
                } else {
                    throw GoldenError(line: number, "expected 'layers all=N' or 'layers changed=N of=M'")
                }
                listed = 0
            default:
                guard let block = expected, instants[instants.count - 1].time == time else {
                    throw GoldenError(line: number, "a layer line must follow its instant's 'layers' line")
                }
                let fields = try tokens.dropFirst().map { (token: String) throws(GoldenError) -> GoldenField in try Self.field(token, line: number) }
                let layer = GoldenLayer(id: tokens[0], fields: fields)
                listed += 1
                if block.changed == nil {
                    instants[instants.count - 1].layers.append(layer)
                } else if let index = instants[instants.count - 1].layers.firstIndex(where: { $0.id == layer.id }) {
                    instants[instants.count - 1].layers[index] = layer
                } else {
                    throw GoldenError(line: number, "layer \(layer.id) is listed as changed but the instant before has no such layer")
                }
            }
        }
        try close(at: number)
        self.init(instants: instants, events: events)
    }

    /// `name=value`.
    static func field(_ token: String, line: Int) throws(GoldenError) -> GoldenField {
        guard let equals = token.firstIndex(of: "=") else { throw GoldenError(line: line, "expected name=value, not '\(token)'") }
        return GoldenField(String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// The line split at spaces outside double quotes; a quoted id loses its
    /// quotes (a quoted value keeps them: it is compared as written).
    static func tokens(of line: Substring, line number: Int) throws(GoldenError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false, escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quoted {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                current.append(character)
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !quoted else { throw GoldenError(line: number, "a quote is not closed") }
        if !current.isEmpty { tokens.append(current) }
        if tokens.count > 2, !tokens[1].hasPrefix("state"), tokens[1] != "layers", tokens[1] != "event", tokens[1].hasPrefix("\"") {
            tokens[1] = unquoted(tokens[1])
        }
        return tokens
    }

    /// A quoted token's text.
    static func unquoted(_ token: String) -> String {
        var result = ""
        var escaped = false
        for character in token.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character == "r" ? "\r" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
