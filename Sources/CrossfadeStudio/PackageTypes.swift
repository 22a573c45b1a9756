import CrossfadeHost
import CrossfadeInteractions
import CrossfadeTrace

/// The npm package's knowledge of the interactions, generated from their specs (what
/// `crossfade list --json` prints), so a page and its types never restate an option,
/// action, event or slot by hand: `types/interactions.d.ts` (each interaction's options,
/// actions, events with their fields, and slots, for TypeScript) and `interactions.js`
/// (the options' names and kinds, which the custom elements parse attributes by).
///
/// ```swift
/// for (path, text) in PackageTypes.files { try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8) }
/// // what `crossfade types` does
/// ```
public enum PackageTypes {
    static let notice = """
        // Generated from the interactions' specs (InteractionRegistry.standard, what `crossfade list --json`
        // prints). Do not edit: `swift run crossfade types` writes it again, and PackageTypesTests fails
        // while it is stale.
        """

    /// The generated files by their path in the package's folder, and their text.
    public static var files: [(path: String, text: String)] {
        [("types/interactions.d.ts", declarations()), ("interactions.js", javaScript())]
    }

    /// The TypeScript declarations: one interface per interaction and `Interactions` by id.
    public static func declarations(registry: InteractionRegistry = .standard) -> String {
        var lines = [notice, ""]
        for descriptor in registry.descriptors {
            lines += ["/** `\(descriptor.id)`: \(comment(descriptor.summary)). */", "export interface \(typeName(descriptor.id)) {"]
            lines.append("  /** The options by name, each optional (its default when left out). */")
            lines.append("  options: {")
            for option in descriptor.options {
                let live = option.isLive ? " Live: a running widget takes it without a restart." : ""
                lines.append("    /** \(comment(option.summary)) (\(option.kind.summary); default \(option.defaultValue.json.serialized)).\(live) */")
                lines.append("    '\(option.name)'?: \(type(of: option.kind));")
            }
            lines += ["  };", "  /** The options `setOptions` changes while the widget runs. */"]
            let live = descriptor.options.filter(\.isLive).map { "'\($0.name)'" }
            lines.append("  live: \(live.isEmpty ? "never" : live.joined(separator: " | "));")
            lines += ["  /** The actions by name, each with its fields. */", "  actions: {"]
            for action in descriptor.actions {
                let fields = action.fields.map { "/** \(comment($0.summary)) */ \($0.name): \(type(of: $0.kind))" }
                lines.append("    /** \(comment(action.summary)) */")
                lines.append("    '\(action.name)': \(fields.isEmpty ? "Record<string, never>" : "{ \(fields.joined(separator: "; ")) }");")
            }
            lines += ["  };", "  /** The events by type, each with its fields (`source`: the child that sent it, '' for its own). */", "  events: {"]
            for type in eventTypes(descriptor) {
                let shapes = descriptor.events.filter { $0.type == type }.map(shape(of:))
                lines.append("    '\(type)': \(shapes.joined(separator: " | "));")
            }
            lines += ["  };", "  /** The slots a page fills with its own elements (each number a whole number from 0). */"]
            let slots = descriptor.slots.map(slotType(of:)) + HostContract.hostSlots.map { "'\($0)'" }
            lines += ["  slots: \(slots.joined(separator: " | "));", "}", ""]
        }
        lines.append("/** Every interaction by id. */")
        lines.append("export interface Interactions {")
        for descriptor in registry.descriptors { lines.append("  '\(descriptor.id)': \(typeName(descriptor.id));") }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// The JavaScript module: each interaction's options by name, with their kinds.
    public static func javaScript(registry: InteractionRegistry = .standard) -> String {
        var lines = [
            notice, "'use strict';", "",
            "/**", " * An option's kind: what an attribute's text is parsed as (`choices` for a choice).",
            " * @typedef {{ kind: 'number' | 'integer' | 'bool' | 'choice' | 'string', live: boolean, choices?: readonly string[] }} OptionKind",
            " */", "", "/** Each interaction's options by name. */",
            "export const interactionOptions = /** @type {Readonly<Record<string, Readonly<Record<string, OptionKind>>>>} */ (Object.freeze({"
        ]
        for descriptor in registry.descriptors {
            lines.append("  '\(descriptor.id)': Object.freeze({")
            for option in descriptor.options {
                var members = ["kind: '\(kindName(option.kind))'", "live: \(option.isLive)"]
                if case .choice(let choices) = option.kind { members.append("choices: [\(choices.map { "'\($0)'" }.joined(separator: ", "))]") }
                lines.append("    '\(option.name)': { \(members.joined(separator: ", ")) },")
            }
            lines.append("  }),")
        }
        lines += ["}));", ""]
        return lines.joined(separator: "\n")
    }

    /// `cover-carousel` → `CoverCarousel`.
    static func typeName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func type(of kind: OptionSpec.Kind) -> String {
        switch kind {
        case .number, .integer: "number"
        case .bool: "boolean"
        case .choice(let choices): choices.map { "'\($0)'" }.joined(separator: " | ")
        case .string: "string"
        }
    }

    static func kindName(_ kind: OptionSpec.Kind) -> String {
        switch kind {
        case .number: "number"
        case .integer: "integer"
        case .bool: "bool"
        case .choice: "choice"
        case .string: "string"
        }
    }

    /// The event types in the order first emitted, each once (a parent's children may share one).
    static func eventTypes(_ descriptor: InteractionDescriptor) -> [String] {
        var types: [String] = []
        for event in descriptor.events where !types.contains(event.type) { types.append(event.type) }
        return types
    }

    /// `{ source: 'carousel'; index: number; reason?: string }`.
    static func shape(of event: EventSpec) -> String {
        let fields = event.fields.map { field in
            let type =
                switch field.type {
                case .number, .integer: "number"
                case .bool: "boolean"
                case .string: "string"
                }
            return "\(field.name)\(field.isOptional ? "?" : ""): \(type)"
        }
        return "{ " + (["source: '\(event.source)'"] + fields).joined(separator: "; ") + " }"
    }

    /// `cover.N` → `` `cover.${number}` ``; a name without indices as itself.
    static func slotType(of slot: SlotSpec) -> String {
        let indices = Set(slot.indices)
        if indices.isEmpty { return "'\(slot.pattern)'" }
        let parts = slot.pattern.split(separator: ".", omittingEmptySubsequences: false).map {
            indices.contains(String($0)) ? "${number}" : String($0)
        }
        return "`" + parts.joined(separator: ".") + "`"
    }

    /// A summary inside a `/** */` comment.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
    }
}
