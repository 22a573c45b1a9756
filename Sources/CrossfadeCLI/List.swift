import ArgumentParser
import CrossfadeInteractions
import CrossfadeTrace

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the interactions: their options and defaults, actions (with labels and keys), events and slots.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let registry = InteractionRegistry.standard
        if json {
            print(registry.json.serialized)
            return
        }
        for descriptor in registry.descriptors {
            print("\(descriptor.id): \(descriptor.summary)")
            for option in descriptor.options {
                print("  \(option.name) = \(option.defaultValue)  \(option.summary) [\(option.kind.summary)]")
            }
            let actions = descriptor.actions.map { action in
                action.fields.isEmpty ? action.name : "\(action.name)(\(action.fields.map { $0.name }.joined(separator: ", ")))"
            }
            print("  actions: \(actions.joined(separator: ", "))")
            let events = descriptor.events.map { event in
                let name = event.source.isEmpty ? event.type : "\(event.source).\(event.type)"
                return event.fields.isEmpty ? name : "\(name)(\(event.fields.map { $0.name }.joined(separator: ", ")))"
            }
            print("  events: \(events.joined(separator: ", "))")
            print("  slots: \(descriptor.slots.map(\.pattern).joined(separator: ", "))")
            print("")
        }
    }
}
