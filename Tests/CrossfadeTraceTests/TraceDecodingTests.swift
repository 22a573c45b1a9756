import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import CrossfadeScene
import Testing

@Suite("Trace decoding")
struct TraceDecodingTests {
    static let down = #"{"t": 0, "kind": "down", "x": 10, "y": 20}"#

    /// Malformed traces and the exact error each gets.
    @Test(arguments: [
        (#"not json"#, "invalid JSON at line 1, column 1: expected 'null'"),
        (#"[]"#, "a trace must be a JSON object, not an array"),
        (#"{"events": []}"#, "interaction: is missing"),
        (#"{"interaction": 3, "events": []}"#, "interaction: must be a string, not a number"),
        (
            #"{"interaction": "warp-drive", "events": []}"#,
            "interaction: unknown interaction 'warp-drive' (known: player-transition, lyrics-cards, card-presentation, cover-carousel, library-pager, showcase)"
        ),
        (#"{"interaction": "player-transition"}"#, "events: is missing"),
        (#"{"interaction": "player-transition", "events": {}}"#, "events: must be an array, not an object"),
        (
            #"{"interaction": "player-transition", "events": [], "speed": 2}"#,
            "speed: unknown field (expected interaction, viewport, options, events, end)"
        ),
        (
            #"{"interaction": "player-transition", "options": {"warp": 1}, "events": []}"#,
            "options.warp: unknown option (known: tabBarHeight, miniPlayerHeight, duration, dampingRatio, rubberBandResponse, rubberBandDampingRatio, fadeResponse, fadeDampingRatio, contentFadeInX1, contentFadeInY1, contentFadeInX2, contentFadeInY2, miniFadeOutX1, miniFadeOutY1, miniFadeOutX2, miniFadeOutY2, contentFadeOutX1, contentFadeOutY1, contentFadeOutX2, contentFadeOutY2, miniFadeInX1, miniFadeInY1, miniFadeInX2, miniFadeInY2, miniPlayerStyle, topSafeArea, bottomSafeArea, rtl, reduceMotion, textScale, appearance)"
        ),
        (#"{"interaction": "player-transition", "options": {"duration": "slow"}, "events": []}"#, "options.duration: must be a number, not a string"),
        (#"{"interaction": "player-transition", "options": {"duration": 99}, "events": []}"#, "options.duration: must be in 0.05…3.0"),
        (
            #"{"interaction": "player-transition", "viewport": {"width": 10, "height": 800}, "events": []}"#,
            "viewport.width: must be between 100 and 4000 points"
        ),
        (#"{"interaction": "player-transition", "viewport": {"width": 390}, "events": []}"#, "viewport.height: is missing"),
        (#"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 10}]}"#, "events[0].y: is missing"),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": "10", "y": 2}]}"#,
            "events[0].x: must be a number, not a string"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "hover", "x": 1, "y": 2}]}"#,
            "events[0].kind: unknown event kind 'hover' (expected down, move, up, cancel, action, environment or viewport)"
        ),
        (#"{"interaction": "player-transition", "events": [{"kind": "down", "x": 1, "y": 2}]}"#, "events[0].t: is missing"),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1e999, "kind": "down", "x": 1, "y": 2}]}"#,
            "invalid JSON at line 1, column 55: number 1e999 is out of range"
        ),
        (
            #"{"interaction": "player-transition", "events": [\#(down), {"t": -1, "kind": "up", "x": 1, "y": 2}]}"#,
            "events[1].t: must not be negative"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0.5, "kind": "down", "x": 1, "y": 2}, {"t": 0.2, "kind": "up", "x": 1, "y": 2}]}"#,
            "events[1].t: events out of time order (0.2 after 0.5)"
        ),
        (#"{"interaction": "player-transition", "events": [{"t": 0, "kind": "move", "x": 1, "y": 2}]}"#, "events[0]: pointer 1 is not down"),
        (#"{"interaction": "player-transition", "events": [\#(down), \#(down)]}"#, "events[1]: pointer 1 is already down"),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1, "y": 2, "pressure": 1}]}"#,
            "events[0].pressure: unknown field for a pointer event (expected t, kind, x, y, pointer)"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "action", "name": "fly"}]}"#,
            "events[0].name: unknown action 'fly' for player-transition (known: open, close, toggle)"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "down", "x": 1, "y": 2, "pointer": 1.5}]}"#,
            "events[0].pointer: must be a whole number from 0 to 1000000"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": {"width": 844, "height": 50}}]}"#,
            "events[0].viewport.height: must be between 100 and 4000 points"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": {"width": -844, "height": 390}}]}"#,
            "events[0].viewport.width: must be between 100 and 4000 points"
        ),
        (#"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport"}]}"#, "events[0].viewport: is missing"),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": [844, 390]}]}"#,
            "events[0].viewport: must be an object with width and height"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": {"width": 844}}]}"#,
            "events[0].viewport.height: is missing"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": {"width": 844, "height": 390, "depth": 1}}]}"#,
            "events[0].viewport.depth: unknown field (expected width, height)"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "size": 2, "viewport": {"width": 844, "height": 390}}]}"#,
            "events[0].size: unknown field for a viewport event (expected t, kind, viewport)"
        ),
        (
            #"{"interaction": "player-transition", "events": [{"t": 1, "kind": "viewport", "viewport": {"width": "wide", "height": 390}}]}"#,
            "events[0].viewport.width: must be a number, not a string"
        ),
        (#"{"interaction": "player-transition", "events": [],}"#, "invalid JSON at line 1, column 51: expected a quoted key"),
        (#"{"interaction": "player-transition", "events": [], "end": "later"}"#, "end: must be a number, not a string"),
        (#"{"interaction": "player-transition", "events": [], "end": -0.5}"#, "end: must not be negative"),
        (#"{"interaction": "player-transition", "events": [], "end": 3600.5}"#, "end: must be at most 3600 s (a trace spans at most an hour)"),
        (
            #"{"end": 1, "interaction": "player-transition", "events": [{"t": 2, "kind": "action", "name": "open"}]}"#,
            "end: must not be before the last event (at 2.0 s)"
        )
    ])
    func malformedTraceGetsAClearError(json: String, expected: String) {
        #expect(throws: TraceError.self) { try Trace.decode(json, registry: .standard) }
        do {
            _ = try Trace.decode(json, registry: .standard)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func emptyEventsGiveTheInitialScene() throws {
        let trace = try Trace.decode(#"{"interaction": "player-transition", "events": []}"#, registry: .standard)
        #expect(trace.viewport == Trace.defaultViewport && trace.events.isEmpty)
        let result = try Replay(trace: trace, registry: .standard).run()
        #expect(result.time == 0 && result.state["state"] == .string("closed"))
    }

    @Test func traceRoundTripsThroughJSON() throws {
        let text =
            #"{"interaction": "player-transition", "viewport": {"width": 430, "height": 932}, "options": {"reduceMotion": true, "duration": 0.4}, "events": [{"t": 0, "kind": "down", "x": 10, "y": 20, "pointer": 2}, {"t": 0.5, "kind": "up", "x": 10, "y": 30, "pointer": 2}, {"t": 1, "kind": "action", "name": "toggle"}], "end": 1.25}"#
        let trace = try Trace.decode(text, registry: .standard)
        #expect(trace.end == 1.25)
        #expect(try Trace.decode(trace.json.serialized, registry: .standard) == trace)
    }
    @Test func aViewportEventDecodesAndRoundTrips() throws {
        let text =
            #"{"interaction": "card-presentation", "events": [{"t": 0, "kind": "action", "name": "present"}, "#
            + #"{"t": 0.12, "kind": "viewport", "viewport": {"width": 844, "height": 390}}, "#
            + #"{"t": 0.12, "kind": "environment", "environment": {"topSafeArea": 0, "bottomSafeArea": 21}}]}"#
        let trace = try Trace.decode(text, registry: .standard)
        #expect(trace.events[1] == .viewport(Size(width: 844, height: 390), time: 0.12))
        #expect(try Trace.decode(trace.json.serialized, registry: .standard) == trace)
        // The size and the safe areas beside it, at one instant: one relayout.
        let change = try #require(trace.relayout(at: 1))
        #expect(change.viewport == Size(width: 844, height: 390) && change.environment?.safeArea.bottom == 21 && change.events == 2)
        #expect(trace.relayout(at: 0) == nil)
        let replayed = try Replay(trace: trace, registry: .standard).run()
        #expect(replayed.scene.viewport == Size(width: 844, height: 390))
        #expect(replayed.state["presented"] == .bool(true))
    }

    /// A rotation written either way round, its environment before or after its
    /// size, replays to the same scene; apart (at two instants), the two are two changes.
    @Test func aRotationsSizeAndSafeAreasApplyTogetherInEitherOrder() throws {
        func trace(_ events: String) throws -> Trace {
            try Trace.decode(
                #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "action", "name": "open"}, "# + events + "]}", registry: .standard)
        }
        let size = #"{"t": 0.1, "kind": "viewport", "viewport": {"width": 844, "height": 390}}"#
        let safe = #"{"t": 0.1, "kind": "environment", "environment": {"topSafeArea": 0, "bottomSafeArea": 21}}"#
        let later = #"{"t": 0.15, "kind": "environment", "environment": {"topSafeArea": 0, "bottomSafeArea": 21}}"#
        let sizeFirst = try Replay(trace: trace(size + "," + safe), registry: .standard).run(until: 0.2)
        let safeFirst = try Replay(trace: trace(safe + "," + size), registry: .standard).run(until: 0.2)
        #expect(sizeFirst.scene == safeFirst.scene)
        #expect(try trace(size + "," + safe).relayout(at: 1)?.events == 2)
        #expect(try trace(safe + "," + size).relayout(at: 1)?.events == 2)
        #expect(try trace(size + "," + later).relayout(at: 1)?.events == 1)
    }
}
