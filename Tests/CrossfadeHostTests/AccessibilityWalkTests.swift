import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// VoiceOver's walk through every interaction (issue 27): at rest and after
/// opening or presenting, every element has a label of words (never a layer id)
/// and a frame on the screen, the elements come top to bottom then leading to
/// trailing (mirrored right to left), the controls and gesture targets are there,
/// and each action an element offers, performed through a host session, does
/// what its gesture would.
@Suite("Accessibility walk")
struct AccessibilityWalkTests {
    static let viewport = Size(width: 390, height: 844)

    /// Where the walk starts: an interaction after some actions, and the actions
    /// its elements must offer there (its controls and gesture targets).
    struct Place: Sendable, CustomTestStringConvertible {
        var line: Int
        var id: String
        var setUp: [InteractionAction] = []
        var offers: [String]
        var rtl = false
        var testDescription: String {
            "\(id)\(setUp.isEmpty ? " at rest" : " after " + setUp.map { $0.name }.joined(separator: ", "))\(rtl ? " (RTL)" : "")"
        }
    }

    static let places: [Place] = {
        let places = [
            Place(line: #line, id: "player-transition", offers: ["open"]),
            Place(line: #line, id: "player-transition", setUp: [InteractionAction("open")], offers: ["close"]),
            Place(line: #line, id: "lyrics-cards", offers: ["next", "previous"]),
            Place(line: #line, id: "card-presentation", offers: ["present"]),
            // The grabber's Dismiss is the user's: refused when the card may not be dismissed.
            Place(line: #line, id: "card-presentation", setUp: [InteractionAction("present")], offers: ["escape"]),
            Place(
                line: #line, id: "cover-carousel",
                offers: ["increment", "decrement", "next", "previous", "seek", "togglePlay", "toggleShuffle", "cycleRepeat"]),
            Place(
                line: #line, id: "cover-carousel", setUp: [InteractionAction("next"), InteractionAction("seek", ["time": .number(92)])],
                offers: ["increment", "decrement", "seek"]),
            Place(line: #line, id: "library-pager", offers: ["nextPage", "previousPage", "selectCategory", "selectSubcategory", "selectRow"]),
            Place(
                line: #line, id: "library-pager", setUp: [InteractionAction("selectCategory", ["index": .int(1)])],
                offers: ["nextPage", "previousPage", "selectCategory", "selectSubcategory", "selectRow"]),
            Place(
                line: #line, id: "showcase",
                offers: [
                    "selectTab", "player.open", "library.nextPage", "library.selectCategory", "library.selectSubcategory",
                    "library.selectRow"
                ]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("selectTab", ["index": .int(0)])],
                offers: ["selectTab", "playHome", "player.open", "devices"]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("selectTab", ["index": .int(1)])],
                offers: ["selectTab", "browse", "playSearch"]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("player.open")],
                offers: [
                    "player.close", "carousel.increment", "carousel.seek", "carousel.togglePlay", "openLyrics", "queue.present", "toggleLike",
                    "more", "share", "devices"
                ]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("player.open"), InteractionAction("more")],
                offers: ["chooseSheetRow", "closeSheet"]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("player.open"), InteractionAction("queue.present")],
                offers: ["queue.escape"]),
            Place(
                line: #line, id: "showcase", setUp: [InteractionAction("player.open"), InteractionAction("openLyrics")],
                offers: ["lyrics.next", "closeLyrics"])
        ]
        return places
            + places.map {
                var mirrored = $0; mirrored.rtl = true; return mirrored
            }
    }()

    /// A session of `place`, settled after its set-up; and the engine time then.
    static func settled(_ place: Place) throws -> (session: AnyHostSession, time: Double) {
        var session = try AnyHostSession(interaction: place.id, options: place.rtl ? ["rtl": .bool(true)] : [:], viewport: viewport, exactly: true)
        var t = 0.0
        for action in place.setUp {
            try session.perform(action, at: t)
            t = settle(&session, from: t)
        }
        return (session, t)
    }

    /// Advances 3 s in 60 Hz frames (or until at rest); the time reached.
    static func settle(_ session: inout AnyHostSession, from start: Double) -> Double {
        var t = start
        for _ in 0..<180 {
            t += 1.0 / 60
            _ = session.advance(to: t)
            if session.driver.isAtRest { break }
        }
        return t
    }

    static func elements(_ session: AnyHostSession, rtl: Bool) -> [AccessibilityElement] {
        AccessibilityTree.elements(in: session.driver.scene, layoutDirection: rtl ? .rightToLeft : .leftToRight)
    }

    @Test(arguments: places)
    func everyElementReadsAndSitsOnScreenInReadingOrder(_ place: Place) throws {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: place.line, column: 1)
        let (session, _) = try Self.settled(place)
        let scene = session.driver.scene
        let ids = Set(scene.flattened.map { $0.id })
        let found = Self.elements(session, rtl: place.rtl)
        #expect(!found.isEmpty, sourceLocation: at)
        for element in found {
            #expect(!element.label.isEmpty, "\(element.id) has no label", sourceLocation: at)
            #expect(!ids.contains(element.label), "\(element.id) is labelled with a layer id: \(element.label)", sourceLocation: at)
            let f = element.frame
            #expect(
                f.minX >= -1e-9 && f.minY >= -1e-9 && f.maxX <= Self.viewport.width + 1e-9 && f.maxY <= Self.viewport.height + 1e-9
                    && f.width > 0 && f.height > 0, "\(element.id) (\(element.label)) at \(f) is not inside the viewport", sourceLocation: at)
            #expect(
                !element.actions.isEmpty || element.traits.contains(.header) || element.traits.contains(.staticText),
                "\(element.id) (\(element.label)) offers nothing", sourceLocation: at)
        }
        for (a, b) in zip(found, found.dropFirst()) {
            let bandA = (a.frame.minY / 8).rounded(.down), bandB = (b.frame.minY / 8).rounded(.down)
            let leadingFirst = place.rtl ? a.frame.maxX >= b.frame.maxX : a.frame.minX <= b.frame.minX
            #expect(
                bandA < bandB || (bandA == bandB && leadingFirst), "\(a.label) at \(a.frame) is read before \(b.label) at \(b.frame)",
                sourceLocation: at)
        }
        let offered = Set(found.flatMap { $0.actions.map { $0.name } })
        for name in place.offers {
            #expect(offered.contains(name), "no element offers \(name); offered: \(offered.sorted())", sourceLocation: at)
        }
    }

    @Test(arguments: places)
    func everyActionDoesWhatItsGestureDoes(_ place: Place) throws {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: place.line, column: 1)
        let (base, start) = try Self.settled(place)
        let before = base.driver.state
        for element in Self.elements(base, rtl: place.rtl) {
            for offered in element.actions {
                let action = AccessibilityElement.interactionAction(offered)
                var session = base
                _ = session.takeEvents()
                try session.perform(action, at: start)
                _ = Self.settle(&session, from: start)
                let outcome = Outcome(before: before, after: session.driver.state, action: action, events: session.takeEvents())
                #expect(
                    outcome.isExpected, "\(element.label) (\(element.id)): \(offered.kind) → \(action.name) \(action.fields): \(outcome.why)",
                    sourceLocation: at)
                #expect(
                    Self.fits(offered.kind, outcome), "\(element.label) (\(element.id)): a \(offered.kind) performs \(action.name) \(action.fields)",
                    sourceLocation: at)
            }
        }
    }

    /// Whether the action fits the gesture VoiceOver maps to it: a swipe up goes
    /// forward, a swipe down back, the scrub dismisses or closes.
    static func fits(_ kind: AccessibilityInfo.Action.Kind, _ outcome: Outcome) -> Bool {
        let local = outcome.scope.local, time = outcome.action.fields["time"]?.number,
            elapsed =
                outcome.before.child("carousel")?["elapsed"]?.number
                ?? outcome.before["elapsed"]?.number
        switch kind {
        case .increment: return ["increment", "next", "nextPage"].contains(local) || (local == "seek" && (time ?? -1) > (elapsed ?? .infinity))
        case .decrement:
            return ["decrement", "previous", "previousPage"].contains(local) || (local == "seek" && (time ?? .infinity) <= (elapsed ?? -1))
        case .escape: return ["escape", "dismiss", "close", "closeLyrics", "closeSheet"].contains(local)
        case .activate, .custom: return true
        }
    }

    /// The three the issue names, spelled out.
    @Test func escapeDismissesTheCardIncrementCentresTheNextCoverActivateOpensThePlayer() throws {
        func perform(_ kind: AccessibilityInfo.Action.Kind, on label: String, in place: Place, then key: String) throws -> Scalar? {
            var (session, t) = try Self.settled(place)
            let element = try #require(Self.elements(session, rtl: false).first { $0.label == label && $0.action(kind) != nil })
            try session.perform(#require(element.action(kind)), at: t)
            t = Self.settle(&session, from: t)
            return session.driver.state[key]
        }
        #expect(
            try perform(
                .escape, on: "Up Next", in: Place(line: #line, id: "card-presentation", setUp: [InteractionAction("present")], offers: []),
                then: "presented") == .bool(false))
        #expect(
            try perform(.increment, on: Catalogue.demo.track(0).title, in: Place(line: #line, id: "cover-carousel", offers: []), then: "centered")
                == .int(1))
        #expect(
            try perform(.activate, on: Catalogue.demo.track(0).title, in: Place(line: #line, id: "player-transition", offers: []), then: "state")
                == .string("open"))
    }
}

/// Whether an action changed the state as its gesture would.
struct Outcome {
    var before: InteractionState
    var after: InteractionState
    var action: InteractionAction
    var events: [InteractionEvent]

    /// The state the action speaks to: a child's for `child.action`.
    var scope: (before: InteractionState?, after: InteractionState?, local: String) {
        guard let dot = action.name.lastIndex(of: ".") else { return (before, after, action.name) }
        let child = String(action.name[..<dot])
        return (before.child(child), after.child(child), String(action.name[action.name.index(after: dot)...]))
    }

    var index: Int? { action.fields["index"]?.integer ?? action.fields["index"]?.number.map { Int($0) } }

    var isExpected: Bool { why.isEmpty }

    /// What went wrong, or "" when the state changed as expected.
    var why: String {
        let (was, now, local) = scope
        guard let was, let now else { return "no state for \(action.name)" }
        func int(_ state: InteractionState, _ key: String) -> Int { state[key]?.integer ?? -1 }
        func check(_ ok: Bool) -> String { ok ? "" : "before \(was), after \(now)" }
        switch local {
        case "open": return check(now["state"] == .string("open"))
        case "close": return check(now["state"] == .string("closed"))
        case "present": return check(now["presented"] == .bool(true))
        case "dismiss", "escape": return check(now["presented"] == .bool(false))
        case "next" where was["front"] != nil, "previous" where was["front"] != nil: return check(now["front"] != was["front"])
        case "next", "increment": return check(int(now, "centered") == int(was, "centered") + 1)
        case "previous", "decrement": return check(int(now, "centered") == max(0, int(was, "centered") - 1))
        case "seek":
            let time = action.fields["time"]?.number ?? -1, elapsed = now["elapsed"]?.number ?? -1
            return check(elapsed >= time - 1e-6 && elapsed <= time + 3.1)
        case "togglePlay": return check(now["playing"] != was["playing"])
        case "toggleShuffle": return check(now["shuffle"] != was["shuffle"])
        case "cycleRepeat": return check(now["repeat"] != was["repeat"])
        case "nextPage": return check(int(now, "page") == int(was, "page") + 1)
        case "previousPage": return check(int(now, "page") == max(0, int(was, "page") - 1))
        case "selectCategory": return check(int(now, "category") == index && int(now, "subcategory") == 0)
        case "selectSubcategory": return check(int(now, "category") == int(was, "category") && int(now, "subcategory") == index)
        case "selectRow": return events.contains { $0.type == "selected" } ? "" : "no selected event: \(events)"
        case "moveRow":
            let from = action.fields["from"]?.integer, to = action.fields["to"]?.integer
            return events.contains { $0.reordered.map { $0.from == from && $0.to == to } ?? false } ? "" : "no reordered event: \(events)"
        case "selectTab": return check(int(now, "tab") == index)
        case "playTrack": return check(int(now, "track") == index)
        case "openLyrics": return check(now["lyricsOpen"] == .bool(true))
        case "closeLyrics": return check(now["lyricsOpen"] == .bool(false))
        case "toggleLike": return check(now["liked"] != was["liked"])
        case "playHome", "playSearch": return check(now["playing"] == .bool(true) && now["playingFrom"] != was["playingFrom"])
        case "browse": return check(int(now, "tab") == 2)
        case "more", "share", "devices": return check(now["sheet"] == .string(local))
        case "closeSheet": return check(now["sheet"] == .string("none"))
        case "chooseSheetRow": return check(now["sheet"] == .string("none") && was["sheet"] != .string("none"))
        default: return "no expectation for \(action.name)"
        }
    }
}
