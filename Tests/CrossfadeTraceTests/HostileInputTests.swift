import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTestSupport
import CrossfadeTrace
import Foundation
import Testing

/// Hostile documents: each gets one clear line naming what is wrong, never a trap.
@Suite("Hostile traces")
struct HostileInputTests {
    static let events = #""events": []"#

    @Test(arguments: [
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": NaN, "kind": "down", "x": 1, "y": 2}]}"#,
            "invalid JSON at line 1, column 55: unexpected character 'N'"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": Infinity, "kind": "down", "x": 1, "y": 2}]}"#,
            "invalid JSON at line 1, column 55: unexpected character 'I'"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1e309, "y": 2}]}"#,
            "invalid JSON at line 1, column 79: number 1e309 is out of range"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": -1e308, "y": 2}]}"#,
            "events[0]: pointer location is more than 1000000 pt from the origin"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 3600.5, "kind": "action", "name": "open"}]}"#,
            "events[0].t: must be at most 3600 s (a trace spans at most an hour)"
        ),
        (
            #line, #"{"interaction": "player-transition", "viewport": {"width": 390, "height": 1e9}, "events": []}"#,
            "viewport.height: must be between 100 and 4000 points"
        ),
        (#line, #"{"interaction": "player-transition", "viewport": [390, 844], "events": []}"#, "viewport: must be an object with width and height"),
        (
            #line, #"{"interaction": "player-transition", "viewport": {"width": 390, "height": 844, "depth": 1}, "events": []}"#,
            "viewport.depth: unknown field (expected width, height)"
        ),
        (
            #line, #"{"interaction": "player-transition", "interaction": "lyrics-cards", "events": []}"#,
            "invalid JSON at line 1, column 52: duplicate key 'interaction'"
        ),
        (
            #line, #"{"interaction": "lyrics-cards", "events": [{"t": 0, "kind": "action", "name": "seek", "time": 1, "time": 2}]}"#,
            "invalid JSON at line 1, column 105: duplicate key 'time'"
        ),
        (#line, #"{"interaction": "lyrics-cards", "events": [{"t": 0, "kind": "action", "name": "seek"}]}"#, "events[0].time: is missing"),
        (
            #line, #"{"interaction": "lyrics-cards", "events": [{"t": 0, "kind": "action", "name": "seek", "time": "soon"}]}"#,
            "events[0].time: must be a number, not a string"
        ),
        (
            #line, #"{"interaction": "lyrics-cards", "events": [{"t": 0, "kind": "action", "name": "next", "speed": 2}]}"#,
            "events[0].speed: is not a field of this action"
        ),
        (
            #line, #"{"interaction": "lyrics-cards", "options": {"lrc": "[99:00.00] a\n[00:01.00] b\n[offset:-1e400]"}, "events": []}"#,
            "options.lrc: line 3: offset '-1e400' is not a number of milliseconds within ±360000000"
        ),
        (#line, #"{"interaction": "lyrics-cards", "options": {"cards": 1e300}, "events": []}"#, "options.cards: must be a whole number"),
        (
            #line, #"{"interaction": "lyrics-cards", "options": {"axis": null}, "events": []}"#,
            "options.axis: must be a number, a boolean or a string, not null"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1, "y": 2, "pointer": -1}]}"#,
            "events[0].pointer: must be a whole number from 0 to 1000000"
        ),
        (#line, "{\"interaction\": \"player-\u{0}transition\", \"events\": []}", "invalid JSON at line 1, column 25: control character in a string"),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1, "y"#,
            "invalid JSON at line 1, column 84: unterminated string"
        ),
        (
            #line, #"{"interaction": "lyrics-cards", "options": {"lrc\n[00:01.00] a" 1}, "events": []}"#,
            "invalid JSON at line 1, column 65: expected ':' after key 'lrc [00:01.00] a'"
        ),
        (
            #line, #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1, "y": 2}"#,
            "invalid JSON at line 1, column 89: unexpected end of input in an array"
        ),
        (#line, #"{"interaction": "player-transition", "events": [01]}"#, "invalid JSON at line 1, column 51: leading zero in a number"),
        (#line, #"{"interaction": "player-transition", "events": [1,]}"#, "events[0]: an event must be an object, not a number"),
        (#line, "", "invalid JSON at line 1, column 1: unexpected end of input"),
        (#line, "\u{FEFF}{}", "invalid JSON at line 1, column 1: unexpected byte 0xef"),
        (
            #line, #"{"interaction": "player-transition", "events": []} trailing"#,
            "invalid JSON at line 1, column 52: unexpected text after the value"
        ),
        (
            #line, #"{"events": [{"t": 0, "kind": "down", "x": 1, "y": 2}], "interaction": "player-transition", "options": {"warp": 1}}"#,
            "options.warp: unknown option (known: tabBarHeight, miniPlayerHeight, duration, dampingRatio, rubberBandResponse, rubberBandDampingRatio, fadeResponse, fadeDampingRatio, contentFadeInX1, contentFadeInY1, contentFadeInX2, contentFadeInY2, miniFadeOutX1, miniFadeOutY1, miniFadeOutX2, miniFadeOutY2, contentFadeOutX1, contentFadeOutY1, contentFadeOutX2, contentFadeOutY2, miniFadeInX1, miniFadeInY1, miniFadeInX2, miniFadeInY2, miniPlayerStyle, topSafeArea, bottomSafeArea, rtl, reduceMotion, textScale, appearance)"
        )
    ])
    func hostileDocumentsGetOneClearLine(line: Int, json: String, expected: String) {
        do {
            _ = try Trace.decode(json, registry: .standard)
            Issue.record("line \(line): decoded")
        } catch {
            #expect(error.description == expected, "line \(line)")
        }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = #"{"interaction": "player-transition", "options": "# + String(repeating: "[", count: 100_000) + "}"
        #expect(throws: TraceError.self) { try Trace.decode(deep, registry: .standard) }
        let deepJSON = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(deepJSON) }
    }

    @Test func eventsBeforeTheInteractionAreDecodedToo() throws {
        let trace = try Trace.decode(
            #"{"events": [{"t": 0, "kind": "action", "name": "open"}], "interaction": "player-transition"}"#, registry: .standard)
        #expect(trace.events.count == 1 && trace.interaction == "player-transition")
    }

    /// Random mutations of a valid trace: decoding either throws one clear line, or
    /// succeeds and the replay holds everything `TraceChecker` checks (finite values,
    /// legal states, at rest within the limit, frame rates agreeing); never a trap.
    @Test(arguments: sweepSeeds)
    func mutatedTracesNeverTrap(seed: UInt64) {
        let valid = Array(
            #"{"interaction": "lyrics-cards", "viewport": {"width": 390, "height": 844}, "options": {"axis": "both", "lrc": "[00:01.00] a\n[00:02.50] b"}, "events": [{"t": 0, "kind": "down", "x": 195, "y": 440}, {"t": 0.1, "kind": "move", "x": 195, "y": 480.5}, {"t": 0.2, "kind": "up", "x": 195, "y": 520}, {"t": 0.9, "kind": "action", "name": "seek", "time": 12}]}"#
                .utf8)
        let alphabet = Array(#"{}[],:"\\0123456789.eE+-tfnaluxy "#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF]
        var random = SeededGenerator(seed: seed)
        let checker = TraceChecker(registry: .standard)
        var replayed = 0
        for mutation in 0..<2_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if let problem = checkHostile(text, checker: checker, replayed: &replayed) {
                Issue.record("seed \(seed), mutation \(mutation): \(problem)\n\(text)")
                return
            }
        }
        #expect(replayed >= 20, "only \(replayed) of 2,000 mutations decoded: the check checked little")
    }
}

/// Inputs the fuzzer (Scripts/fuzz.sh) or a hostile user found: each decodes to a
/// clear error or replays holding every invariant, never traps. Add a crash the
/// fuzzer saves here, or a trace that broke an invariant.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreRegressions() { #expect(Self.files.count >= 4) }

    /// Each file decodes to one clear line, or replays holding everything `TraceChecker` checks.
    @Test(arguments: files)
    func regressionNeverTraps(file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let text = String(decoding: data, as: UTF8.self)
        var replayed = 0
        let problem = checkHostile(text, checker: TraceChecker(registry: .standard), replayed: &replayed)
        #expect(problem == nil, "\(file): \(problem ?? "")")
    }
}

/// What is wrong with how a hostile document is handled, or nil: a document that
/// does not decode must say why in one non-empty line; one that decodes must
/// replay holding every invariant the property sweep checks (`replayed` counts those).
func checkHostile(_ text: String, checker: TraceChecker, replayed: inout Int) -> String? {
    let trace: Trace
    do {
        trace = try Trace.decode(text, registry: .standard)
    } catch {
        let line = error.description
        return line.isEmpty || line.contains("\n") ? "refused without one clear line: \(line.debugDescription)" : nil
    }
    replayed += 1
    return checker.failure(of: trace).map { "decoded, then \($0)" }
}
