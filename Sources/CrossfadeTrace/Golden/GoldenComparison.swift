/// What differs between a golden and a new replay, said the way a reviewer
/// thinks: at which instant, which layer, which field, from what to what.
///
/// ```
/// 1 layer changed at 2 instants; first differences:
///   t=0.3 · pager.indicator · box · [120,96,61,3] → [131.5,96,61,3]
/// ```
public struct GoldenComparison: Sendable {
    /// One difference: `instant · subject · field · expected → got`.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        public var instant: String
        /// A layer id, `state`, `paint order` or `instants`.
        public var subject: String
        public var field: String
        public var expected: String
        public var got: String

        public var description: String { "\(instant) · \(subject) · \(field) · \(expected) → \(got)" }
    }

    public private(set) var differences: [Difference] = []

    /// Compares instant by instant (in order), state key by key, layer by layer
    /// and field by field. Numbers within one unit of their printed precision
    /// count as the same (a value on a rounding boundary may print either way).
    public init(expected: Golden, got: Golden) {
        if expected.instants.count != got.instants.count {
            differences.append(
                Difference(
                    instant: "end", subject: "instants", field: "count",
                    expected: "\(expected.instants.count) (end t=\(expected.instants.last?.time ?? "-"))",
                    got: "\(got.instants.count) (end t=\(got.instants.last?.time ?? "-"))"))
        }
        for (old, new) in zip(expected.instants, got.instants) { compare(old, new) }
        compareEvents(expected.events, got.events)
    }

    /// Events in order: each one's instant and text, then any missing or extra.
    private mutating func compareEvents(_ old: [GoldenEvent], _ new: [GoldenEvent]) {
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            let label = "event \(index + 1)"
            if let a, let b {
                if !Self.same(a.time, b.time, field: "state") {
                    differences.append(Difference(instant: "t=" + a.time, subject: label, field: "t", expected: a.time, got: b.time))
                }
                if a.text != b.text {
                    differences.append(Difference(instant: "t=" + a.time, subject: label, field: "event", expected: a.text, got: b.text))
                }
            } else {
                differences.append(
                    Difference(
                        instant: "t=" + (a ?? b)!.time, subject: label, field: "event",
                        expected: a?.text ?? "—", got: b?.text ?? "—"))
            }
        }
    }

    /// Whether nothing differs.
    public var isEmpty: Bool { differences.isEmpty }

    /// "3 layers changed at 2 instants" (and the state, when it differs).
    public var summary: String {
        var layers: [String] = [], instants: [String] = []
        var stateInstants = 0, events = 0
        for difference in differences {
            if !difference.subject.hasPrefix("event "), !instants.contains(difference.instant) { instants.append(difference.instant) }
            if difference.subject == "state" {
                stateInstants += 1
            } else if difference.subject.hasPrefix("event ") {
                events += 1
            } else if difference.subject != "instants", !layers.contains(difference.subject) {
                layers.append(difference.subject)
            }
        }
        var parts = ["\(layers.count) layer\(layers.count == 1 ? "" : "s") changed at \(instants.count) instant\(instants.count == 1 ? "" : "s")"]
        if stateInstants > 0 { parts.append("state differs in \(stateInstants) value\(stateInstants == 1 ? "" : "s")") }
        if events > 0 { parts.append("\(events) event\(events == 1 ? "" : "s") differ") }
        return parts.joined(separator: "; ")
    }

    /// The summary and the first `limit` differences, one per line.
    public func report(limit: Int = 12) -> String {
        var lines = [summary + "; first differences:"]
        lines += differences.prefix(limit).map { "  " + $0.description }
        if differences.count > limit { lines.append("  … and \(differences.count - limit) more") }
        return lines.joined(separator: "\n")
    }

    private mutating func compare(_ old: Golden.Instant, _ new: Golden.Instant) {
        let instant = "t=" + old.time
        if old.time != new.time {
            differences.append(Difference(instant: instant, subject: "instants", field: "t", expected: old.time, got: new.time))
        }
        compareFields(old.state, new.state, instant: instant, subject: "state", defaults: [:])
        let oldIDs = old.layers.map { $0.id }, newIDs = new.layers.map { $0.id }
        for id in oldIDs where !newIDs.contains(id) {
            differences.append(Difference(instant: instant, subject: id, field: "layer", expected: "present", got: "absent"))
        }
        for id in newIDs where !oldIDs.contains(id) {
            differences.append(Difference(instant: instant, subject: id, field: "layer", expected: "absent", got: "present"))
        }
        let shared = oldIDs.filter { newIDs.contains($0) }, sharedNew = newIDs.filter { oldIDs.contains($0) }
        if let position = shared.indices.first(where: { shared[$0] != sharedNew[$0] }) {
            differences.append(
                Difference(
                    instant: instant, subject: "paint order", field: "position \(position)",
                    expected: shared[position], got: sharedNew[position]))
        }
        for layer in old.layers {
            guard let other = new.layers.first(where: { $0.id == layer.id }) else { continue }
            compareFields(layer.fields, other.fields, instant: instant, subject: layer.id, defaults: GoldenField.defaults)
        }
    }

    private mutating func compareFields(_ old: [GoldenField], _ new: [GoldenField], instant: String, subject: String, defaults: [String: String]) {
        var names = old.map { $0.name }
        for field in new where !names.contains(field.name) { names.append(field.name) }
        for name in names {
            let a = old.first { $0.name == name }?.value ?? defaults[name] ?? "—"
            let b = new.first { $0.name == name }?.value ?? defaults[name] ?? "—"
            if !Self.same(a, b, field: subject == "state" ? "state" : name) {
                differences.append(Difference(instant: instant, subject: subject, field: name, expected: a, got: b))
            }
        }
    }

    /// Equal text, or numbers (alone or in `[…]`) each within one unit of the
    /// field's printed precision.
    public static func same(_ a: String, _ b: String, field: String) -> Bool {
        if a == b { return true }
        guard let units = precision[field] else { return false }
        let left = numbers(in: a), right = numbers(in: b)
        guard let left, let right, left.count == right.count, suffix(of: a) == suffix(of: b) else { return false }
        for (index, (x, y)) in zip(left, right).enumerated() where abs(x - y) > units[min(index, units.count - 1)] * 1.000_001 {
            return false
        }
        return true
    }

    /// One unit of each field's printed precision (per component of an array).
    static let precision: [String: [Double]] = [
        "box": [1e-3], "tf": [1e-4, 1e-4, 1e-4, 1e-4, 1e-3, 1e-3], "op": [1e-4], "z": [1e-3], "r": [1e-3], "font": [1e-3], "state": [1e-4]
    ]

    /// The numbers in `5`, `[1,2.5,3]` or `16/top`; nil if there are none.
    static func numbers(in text: String) -> [Double]? {
        var body = Substring(text)
        if body.hasPrefix("["), body.hasSuffix("]") { body = body.dropFirst().dropLast() }
        let numbers = body.split(separator: ",").map { Double(String($0.prefix { $0 == "-" || $0 == "." || $0.isNumber })) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.map { $0! }
    }

    /// What follows a lone number (a radius's corners `/top`, a font's weight `b`).
    static func suffix(of text: String) -> Substring {
        text.hasPrefix("[") ? "" : text.drop { $0 == "-" || $0 == "." || $0.isNumber }
    }
}
