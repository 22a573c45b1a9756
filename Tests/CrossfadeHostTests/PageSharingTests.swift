import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// What a page host is told beside the mount operations: which touches each layer
/// leaves to the page, where the engine scrolled a slot, whether it took a touch;
/// the embedded presentation; the strict names.
@Suite("Sharing a page")
struct PageSharingTests {
    // MARK: The decision table

    @Test(
        arguments: [
            (#line, [], TouchRegion.auto),
            (#line, [.tap], .manipulation),
            (#line, [.pan(.horizontal)], .panY),
            (#line, [.pan(.horizontal), .tap], .panY),
            (#line, [.pan(.vertical)], .panX),
            (#line, [.pan(.vertical), .tap], .panX),
            (#line, [.pan(.horizontal), .pan(.vertical)], .none),
            (#line, [.pan(.free)], .none),
            (#line, [.tap, .control], .none)
        ] as [(Int, [GestureClaim], TouchRegion)])
    func aRegionLeavesThePageWhatTheEngineCannotClaim(line: Int, claims: [GestureClaim], expected: TouchRegion) {
        #expect(TouchRegion(claims: claims) == expected, "line \(line)")
    }

    @Test(
        arguments: [
            (#line, TouchRegion.panY, TouchRegion.panY, TouchRegion.panY),
            (#line, .panY, .panX, .manipulation),
            (#line, .none, .panY, .panY),
            (#line, .none, .none, .none),
            (#line, .manipulation, .panX, .manipulation),
            (#line, .auto, .none, .auto),
            (#line, .passThrough, .none, .none),
            (#line, .panX, .passThrough, .panX)
        ] as [(Int, TouchRegion, TouchRegion, TouchRegion)])
    func aParentLeavesThePageWhatAnyOfItsChildrenDoes(line: Int, a: TouchRegion, b: TouchRegion, expected: TouchRegion) {
        #expect(a.union(b) == expected, "line \(line)")
        #expect(b.union(a) == expected, "line \(line)")
    }

    // MARK: Regions in a session

    static func session(_ id: String, options: [String: Scalar] = [:], shares: Bool = true) throws -> AnyHostSession {
        var session = try AnyHostSession(interaction: id, options: options, viewport: Size(width: 390, height: 844))
        session.sharesWithPage = shares
        return session
    }

    /// Every region the frames so far gave, by layer id (the root under "").
    static func regions(_ frames: [HostFrame]) -> [String: TouchRegion] {
        var ids: [MountHandle: String] = [:]
        var found: [String: TouchRegion] = [:]
        for frame in frames {
            for case .create(let handle, _, let id) in frame.operations { ids[handle] = id }
            for change in frame.regions { found[change.handle.map { ids[$0] ?? "?" } ?? ""] = change.region }
        }
        return found
    }

    @Test func aCarouselLeavesVerticalScrollingToThePageAndTapsOnItsButtons() throws {
        var session = try Self.session("cover-carousel")
        let regions = Self.regions([try session.frame(at: 1)])
        #expect(regions[""] == .auto)
        #expect(regions["carousel"] == .panY)
        // A cover is no hit-test target of its own: pointers go through it to the carousel.
        #expect(regions["cover.0"] == .passThrough)
        #expect(regions["button.play"] == .manipulation)
        #expect(regions["slider.track"] == TouchRegion.none)
        #expect(regions["title"] == .passThrough)
    }

    @Test func aPlayerLeavesHorizontalScrollingToThePageOnItsMiniPlayer() throws {
        var session = try Self.session("player-transition")
        let regions = Self.regions([try session.frame(at: 1)])
        #expect(regions["miniPlayer"] == .panX)
        #expect(regions["tabBar"] == nil || regions["tabBar"] == .auto || regions["tabBar"] == .passThrough)
    }

    @Test func aNativeHostIsToldNoRegions() throws {
        var session = try Self.session("cover-carousel", shares: false)
        let frame = try session.frame(at: 1)
        #expect(frame.regions.isEmpty && frame.scrolls.isEmpty)
    }

    @Test func whileSomethingMovesTheRootIsTheEngineAndAtRestThePageAgain() throws {
        var session = try Self.session("cover-carousel")
        _ = try session.frame(at: 1)
        _ = try session.perform(InteractionAction("next"), atPlatformTime: 1.01)
        var roots: [TouchRegion] = []
        var t = 1.02
        for _ in 0..<300 {
            let frame = try session.frame(at: t)
            roots += frame.regions.filter { $0.handle == nil }.map(\.region)
            if frame.pause { break }
            t += 1 / 60
        }
        #expect(roots == [.none, .auto])
    }

    // MARK: A scrolled slot

    @Test func aScrolledCardsContentTellsTheOffsetAndTheContentSize() throws {
        var session = try Self.session("card-presentation")
        var scrolls = try session.frame(at: 1).scrolls
        _ = try session.perform(InteractionAction("present"), atPlatformTime: 1)
        var t = 1.0
        func frames(_ count: Int) throws {
            for _ in 0..<count {
                t += 1 / 60
                scrolls += try session.frame(at: t).scrolls
            }
        }
        try frames(90)
        let first = try #require(scrolls.last, "the card's content slot is told its scroll")
        #expect(first.offset.y == 0)
        #expect(first.contentSize.height > 844)
        // A drag up on the presented card scrolls its content.
        let x = 195.0
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: x, y: 700), timestamp: t, phase: .down))
        for step in 1...20 {
            t += 1 / 60
            _ = session.touch(PlatformTouch(identity: 1, location: Point(x: x, y: 700 - Double(step) * 15), timestamp: t, phase: .move))
            scrolls += try session.frame(at: t).scrolls
        }
        #expect(session.touchWasTaken)
        let scrolled = try #require(scrolls.last)
        #expect(scrolled.offset.y > 100, "\(scrolled)")
        let slot = try #require(session.driver.scene.layers.path(to: "card.content").map { session.driver.scene.layers[$0] })
        let content = try #require(slot.children.first)
        #expect(abs(-(content.frame.minY + content.transform.ty) - scrolled.offset.y) < 0.5)
        #expect(scrolled.contentSize == content.frame.size)
    }

    @Test func aTapIsNotTakenAndADragIs() throws {
        var session = try Self.session("cover-carousel")
        _ = try session.frame(at: 1)
        let y = 200.0
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 195, y: y), timestamp: 1.1, phase: .down))
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 195, y: y), timestamp: 1.15, phase: .up))
        #expect(!session.touchWasTaken)
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 195, y: y), timestamp: 1.2, phase: .down))
        for step in 1...6 {
            _ = session.touch(
                PlatformTouch(identity: 1, location: Point(x: 195 - Double(step) * 20, y: y), timestamp: 1.2 + Double(step) / 60, phase: .move))
        }
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 75, y: y), timestamp: 1.4, phase: .up))
        #expect(session.touchWasTaken)
    }

    // MARK: Embedded

    @Test func embeddedDrawsNoStatusBarClockNorDemoHome() throws {
        for (id, chrome, text) in [("card-presentation", "statusBar", "9:41"), ("player-transition", "home", "Good evening")] {
            var session = try Self.session(id)
            #expect(session.presentation == .demo)
            #expect(session.mountedLayers.contains { $0.id == chrome })
            session.presentation = .embedded
            #expect(!session.mountedLayers.contains { $0.id == chrome })
            let texts = Scene(viewport: Size(width: 390, height: 844), layers: session.mountedLayers).flattened.compactMap { flat -> String? in
                if case .text(let content)? = flat.layer.content { content.text } else { nil }
            }
            #expect(!texts.contains(text), "\(id)")
            // The engine's own scene is the demo's still.
            #expect(session.driver.scene.layers.contains { $0.id == chrome })
        }
    }

    // MARK: Strict names

    @Test func anUnknownSlotOrEventIsRefusedNamingTheKnownOnes() throws {
        let session = try Self.session("cover-carousel")
        #expect(session.slotRefusal("cover.3") == nil)
        #expect(session.slotRefusal("typo") == "unknown slot 'typo' (known: cover.N, empty)")
        #expect(session.slotRefusal("empty") == nil)
        #expect(session.eventRefusal("centered") == nil)
        #expect(session.eventRefusal("frame") == nil)
        let refusal = try #require(session.eventRefusal("typo"))
        #expect(refusal.hasPrefix("unknown event 'typo' (known: ") && refusal.contains("centered") && refusal.hasSuffix("frame, event, error)"))
    }

    @Test func aNonFiniteOptionIsRefusedByName() {
        #expect(throws: InteractionError.invalidOption(name: "snapResponse", reason: "must be a finite number, not nan")) {
            _ = try AnyHostSession(interaction: "cover-carousel", options: ["snapResponse": .number(.nan)], viewport: Size(width: 390, height: 844))
        }
    }

    // MARK: An empty collection

    @Test(
        arguments: [
            ("cover-carousel", [:], "no tracks"), ("cover-carousel", ["tracks": .string("")], "no tracks"),
            ("showcase", ["tracks": .string("")], "no tracks"), ("lyrics-cards", [:], "no lyrics")
        ] as [(String, [String: Scalar], String)])
    func anEmbeddedSessionWithoutDataShowsAnEmptyStateNeverTheDemo(id: String, options: [String: Scalar], reason: String) throws {
        var session = try Self.session(id, options: options)
        #expect(session.emptyState?.reason == reason)
        #expect(!session.showsEmptyState, "the demo draws the engine's data")
        session.presentation = .embedded
        let frame = try session.frame(at: 1)
        let created = frame.operations.compactMap { operation -> String? in if case .create(_, _, let id) = operation { id } else { nil } }
        #expect(created == ["empty", "empty.text"])
        let text = session.mountedLayers.first?.children.first?.content
        #expect(text == .text(TextContent("Nothing to show: \(reason)", fontSize: 15, color: Color(white: 0.6), alignment: .center)))
        // Touches and actions do nothing; nothing is heard; no crash.
        let step = session.touch(PlatformTouch(identity: 1, location: Point(x: 195, y: 300), timestamp: 1.1, phase: .down))
        #expect(step.ignored != nil)
        // An action is checked as ever (an unknown one is refused) but shows nothing.
        #expect(throws: InteractionError.unknownAction("fly")) { _ = try session.perform(InteractionAction("fly"), atPlatformTime: 1.15) }
        _ = try session.perform(InteractionAction(id == "showcase" ? "carousel.next" : "next"), atPlatformTime: 1.2)
        var heard: [InteractionEvent] = []
        for n in 1...30 { heard += try session.frame(at: 1.2 + Double(n) / 60).events }
        #expect(heard.isEmpty)
    }

    @Test func aSessionWithDataShowsNoEmptyState() throws {
        var session = try Self.session("cover-carousel", options: ["tracks": .string("Own | Artist | 3:00 | own-art")])
        session.presentation = .embedded
        #expect(session.emptyState == nil && !session.showsEmptyState)
        #expect(session.mountedLayers.contains { $0.id == "carousel" })
    }
}
