import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// What a trace replays to, written for people: the golden beside each trace
/// (`Traces/<interaction>/<name>.golden.txt`), which a reviewer reads in `git diff`.
///
/// A golden holds a few instants (`Golden.instants` before the replay's end, then
/// the end itself, at rest). Each instant is a state line, a line saying which
/// layers follow, and one line per layer in paint order; every line starts with
/// its instant, so any diff hunk says when:
///
/// ```
/// t=0.15 state front=0 phase=dragging
/// t=0.15 layers changed=2 of=5
/// t=0.15 card.0 box=[24,306.4,342,394.14] op=0.8125 tf=[1,0,0,1,0,60] z=2 r=16 clip fill=#5e2a4d
/// t=0.15 card.0.text box=[48,354.4,294,298.14] font=26b text="Light through the blinds"
/// ```
///
/// Precision is fixed at what a user could notice, so platform noise below it
/// never shows as a change: points to 0.001 (boxes, translations, radii, z),
/// opacity and the transform's a–d to 1e-4, state numbers to 1e-4. Fields at
/// their default (opacity 1, identity transform, z 0, no radius, no clip, no
/// fill, no content) are left out. After the first instant, when the layers are
/// the same ones in the same paint order, only the layers whose line changed are
/// listed (`layers changed=N of=M`); otherwise all of them (`layers all=M`).
/// Layers drawn wholly outside the viewport are not listed, only counted
/// (`offscreen=K`): one coming into view shows as a new line. A child's state
/// is on a line of its own (`state.player …`). The events of the whole replay
/// follow the instants, one a line: `t=0.2125 event threshold crossed=true`.
///
/// Exactness lives elsewhere: `crossfade replay`'s output and native vs
/// WebAssembly parity are compared bit for bit by their own tests.
public struct Golden: Hashable, Sendable {
    /// One instant: its time, the state summary and every layer, in paint order.
    public struct Instant: Hashable, Sendable {
        public var time: String
        /// The state's keys and values; a child's under its dotted name (`player.state`).
        public var state: [GoldenField]
        /// The layers at least partly inside the viewport.
        public var layers: [GoldenLayer]
        /// How many layers lie wholly outside the viewport (not listed).
        public var offscreen: Int

        public init(time: String, state: [GoldenField], layers: [GoldenLayer], offscreen: Int = 0) {
            self.time = time
            self.state = state
            self.layers = layers
            self.offscreen = offscreen
        }
    }

    /// The instants a golden holds before the replay's end, in seconds.
    public static let instants: [Double] = [0.05, 0.15, 0.3, 0.6, 1.0, 2.0]

    /// The first line of every golden file.
    static let header =
        "# crossfade golden: t = instant (s); points to 0.001, opacity and scale to 1e-4; "
        + "defaults and, after the first instant, unchanged layers left out (Sources/CrossfadeTrace/Golden/Golden.swift)"

    public var instants: [Instant]
    /// Every event of the replay, oldest first, as `type field=value… (source=…)`.
    public var events: [GoldenEvent]

    public init(instants: [Instant], events: [GoldenEvent] = []) {
        self.instants = instants
        self.events = events
    }

    /// The golden of `replay`: the given instants before its end (at rest), then the end.
    public init(replay: Replay, instants times: [Double] = Golden.instants) throws(TraceError) {
        let final = try replay.run()
        var results: [ReplayResult] = []
        for time in times where time < final.time { results.append(try replay.run(until: time)) }
        results.append(final)
        instants = results.map(Self.instant)
        events = final.events.map(GoldenEvent.init)
    }

    /// One replay output as an instant: the layers a user could see (at least
    /// partly inside the viewport), and how many others there are.
    public static func instant(_ result: ReplayResult) -> Instant {
        let state = result.state.flattenedEntries.map { GoldenField($0.key, stateValue($0.value)) }
        let viewport = Rect(origin: .zero, size: result.scene.viewport)
        let all = result.scene.flattened
        let shown = all.filter {
            $0.box.maxX > viewport.minX && $0.box.minX < viewport.maxX && $0.box.maxY > viewport.minY && $0.box.minY < viewport.maxY
        }
        return Instant(
            time: decimalText(result.time, fractionDigits: 3), state: state, layers: shown.map(GoldenLayer.init),
            offscreen: all.count - shown.count)
    }

    static func stateValue(_ value: Scalar) -> String {
        switch value {
        case .number(let number): decimalText(number, fractionDigits: 4)
        case .bool(let bool): bool ? "true" : "false"
        case .string(let string): GoldenField.quotedIfNeeded(string)
        }
    }

    /// The state as lines: the interaction's own keys on `state`, each child's on
    /// `state.<child>` (so a parent's state never makes one long line).
    static func stateLines(_ state: [GoldenField]) -> [String] {
        var lines: [(prefix: String, fields: [String])] = [("", [])]
        for field in state {
            let dot = field.name.firstIndex(of: ".")
            let prefix = dot.map { String(field.name[..<$0]) } ?? ""
            let name = dot.map { String(field.name[field.name.index(after: $0)...]) } ?? field.name
            if lines[lines.count - 1].prefix != prefix { lines.append((prefix, [])) }
            lines[lines.count - 1].fields.append(name + "=" + field.value)
        }
        return lines.map { line in ([line.prefix.isEmpty ? "state" : "state." + line.prefix] + line.fields).joined(separator: " ") }
    }

    /// The golden as text: the header, then each instant's lines.
    public var text: String {
        var lines = [Self.header]
        var previous: Instant?
        for instant in instants {
            let t = "t=" + instant.time + " "
            lines += Self.stateLines(instant.state).map { t + $0 }
            let offscreen = " offscreen=\(instant.offscreen)"
            if let previous, previous.layers.map({ $0.id }) == instant.layers.map({ $0.id }) {
                let changed = zip(previous.layers, instant.layers).filter { $0.0 != $0.1 }.map { $0.1 }
                lines.append(t + "layers changed=\(changed.count) of=\(instant.layers.count)" + offscreen)
                lines += changed.map { t + $0.text }
            } else {
                lines.append(t + "layers all=\(instant.layers.count)" + offscreen)
                lines += instant.layers.map { t + $0.text }
            }
            previous = instant
        }
        lines += events.map { "t=" + $0.time + " event " + $0.text }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One event as a golden lists it: its instant (1e-4 s) and its type and fields.
public struct GoldenEvent: Hashable, Sendable {
    public var time: String
    /// `threshold crossed=true`, `opened source=player`…
    public var text: String

    public init(time: String, text: String) {
        self.time = time
        self.text = text
    }

    public init(_ event: InteractionEvent) {
        time = decimalText(event.time, fractionDigits: 4)
        var parts = [event.type] + event.fields.map { $0.0 + "=" + Golden.stateValue($0.1) }
        if !event.source.isEmpty { parts.append("source=" + event.source) }
        text = parts.joined(separator: " ")
    }
}
