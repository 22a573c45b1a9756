import CrossfadeInteractions
import CrossfadeScene
import CrossfadeSweep
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// The registry says what each interaction does, and it is what the interaction does:
/// every event it emits is listed (its type, the child it comes from, each field with
/// its type) and every slot its layers name fits a listed pattern — what `crossfade list
/// --json` hands hosts, generated types and strict checks. Each interaction runs every
/// trace of its own in Traces/ and seeded random traces (every action among them) at
/// 60 Hz; an event or slot the registry does not list fails, naming it, and so does a
/// listed slot or event of its own that no run shows.
@Suite("Registry lists what interactions do")
struct RegistryTests {
    /// What one interaction showed over its runs.
    struct Seen {
        var events: Set<String> = []
        var slots: Set<String> = []
        /// What did not fit the registry, each said once.
        var problems: [String] = []

        mutating func report(_ problem: String) {
            if !problems.contains(problem) { problems.append(problem) }
        }
    }

    @Test(arguments: InteractionRegistry.standard.ids)
    func everyEventAndSlotAnInteractionShowsIsListed(id: String) throws {
        let descriptor = try #require(InteractionRegistry.standard[id])
        let seen = try Self.run(descriptor)
        #expect(seen.problems.isEmpty, "\(id): \(seen.problems.prefix(5).joined(separator: "; "))")
        // The runs reach every event the registry lists as the interaction's own, so a stale
        // entry shows too (what a parent forwards, its children's own runs reach).
        for event in descriptor.events where event.source.isEmpty && !seen.events.contains(Self.key(event.type, event.source)) {
            Issue.record("\(id): lists \(Self.key(event.type, event.source)), which no run emitted")
        }
        for slot in descriptor.slots where !seen.slots.contains(where: slot.matches) {
            Issue.record("\(id): lists the slot \(slot.pattern), which no run showed")
        }
    }

    @Test func listEveryInteractionsEventsSlotsLabelsAndKeys() throws {
        let json = InteractionRegistry.standard.json
        let carousel = try #require(json[item: 3])
        #expect(carousel["id"] == .string("cover-carousel"))
        let centered = try #require(carousel["events"]?[item: 0])
        #expect(centered["type"] == .string("centered") && centered["source"] == .string(""))
        #expect(centered["fields"] == .array([.object([("name", .string("index")), ("type", .string("integer"))])]))
        #expect(carousel["slots"]?[item: 0]?["name"] == .string("cover.N") && carousel["slots"]?[item: 0]?["indices"] == .array([.string("N")]))
        let next = try #require(carousel["actions"]?[item: 0])
        #expect(next["name"] == .string("next") && next["label"] == .string("Next track") && next["key"] == .string("ArrowRight"))
        let showcase = try #require(json[item: 5])
        guard case .array(let events)? = showcase["events"] else { Issue.record("showcase events"); return }
        #expect(events.contains { $0["type"] == .string("opened") && $0["source"] == .string("player") })
        let selected = events.first { $0["type"] == .string("selected") }
        #expect(selected?["fields"]?[item: 3] == .object([("name", .string("track")), ("type", .string("integer")), ("optional", .bool(true))]))
        guard case .array(let actions)? = showcase["actions"] else { Issue.record("showcase actions"); return }
        #expect(actions.first { $0["name"] == .string("library.nextPage") }?["label"] == .string("Next page"), "derived from the name")
    }

    @Test(arguments: [("nextPage", "Next page"), ("statusBarTap", "Status bar tap"), ("play", "Play"), ("goToAlbum", "Go to album")])
    func aLabelIsTheNamesWords(name: String, label: String) {
        #expect(ActionSpec.label(from: name) == label)
    }

    @Test(arguments: [
        ("cover.N", "cover.12", true), ("cover.N", "cover.x", false), ("cover.N", "cover.", false), ("cover.N", "cover.1.artwork", false),
        ("pager.page.C.S", "pager.page.1.2", true), ("pager.page.C.S", "pager.page.1", false), ("presenting", "presenting", true)
    ])
    func aSlotPatternMatchesItsNamesOnly(pattern: String, name: String, matches: Bool) {
        #expect(SlotSpec(pattern, "").matches(name) == matches)
    }

    static func key(_ type: String, _ source: String) -> String { source.isEmpty ? type : source + "." + type }

    /// Runs `descriptor`'s traces and random traces, checking each event and slot against it.
    static func run(_ descriptor: InteractionDescriptor) throws -> Seen {
        var traces = try TraceGoldenTests.traces.filter { $0.hasPrefix(descriptor.id + "/") }.map { try loadTrace($0) }
        if descriptor.id == Showcase.id {
            // Its own events come from its sheets' rows: share the playing track (by Messages), ask for other devices.
            for sheet in ["share", "devices"] {
                var trace = Trace(interaction: Showcase.id)
                trace.events = [
                    .action(InteractionAction(sheet), time: 0.1), .action(InteractionAction("chooseSheetRow", ["index": .int(1)]), time: 1)
                ]
                traces.append(trace)
            }
        }
        for index in 0..<(descriptor.id == Showcase.id ? 16 : 40) {
            var generator = RandomTraceGenerator(seed: 0x5E9_0000 + UInt64(index), descriptor: descriptor)
            traces.append(generator.trace().trace)
        }
        var seen = Seen()
        for trace in traces {
            var slots: Set<String> = []
            let result = try Replay(trace: trace, registry: .standard).run(frameRate: 60) { _, driver in
                for layer in driver.scene.flattened { if case .slot(let name)? = layer.layer.content { slots.insert(name) } }
            }
            for name in slots where descriptor.slot(named: name) == nil {
                seen.report("the slot '\(name)' is not listed (\(descriptor.slots.map(\.pattern).joined(separator: ", ")))")
            }
            seen.slots.formUnion(slots)
            for event in result.events {
                seen.events.insert(key(event.type, event.source))
                guard let spec = descriptor.event(event.type, from: event.source) else {
                    seen.report("the event \(key(event.type, event.source)) is not listed")
                    continue
                }
                if let mismatch = spec.mismatch(event) { seen.report("\(key(event.type, event.source)): \(mismatch)") }
            }
        }
        return seen
    }
}

extension JSONValue {
    /// The array's item at `index`, if it is an array that long.
    fileprivate subscript(item index: Int) -> JSONValue? {
        if case .array(let items) = self, items.indices.contains(index) { items[index] } else { nil }
    }
}
