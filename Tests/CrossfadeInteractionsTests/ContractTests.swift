import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

@Suite("The interaction contract")
struct ContractTests {
    static let viewport = Size(width: 390, height: 844)

    @Test func optionDefaultsAgreeWithTheConfigurations() throws {
        #expect(try PlayerTransition.options.configureWithDefaults(.init(viewport: Self.viewport)) == .init(viewport: Self.viewport))
        #expect(try LyricsCards.options.configureWithDefaults(.init(viewport: Self.viewport)) == .init(viewport: Self.viewport))
        #expect(try LibraryPager.options.configureWithDefaults(.init(viewport: Self.viewport)) == .init(viewport: Self.viewport))
    }

    /// The option ranges and the replay's rest limit agree: every spring the
    /// ranges admit settles within `Replay.settleLimit` from the worst release
    /// (4,000 pt away at 8,000 pt/s; a progress of 1 at 80 per second).
    @Test func springsTheOptionsAdmitSettleWithinTheRestLimit() throws {
        let lyricsRanges = try #require(LyricsCards.options.specs.first { $0.name == "springResponse" }.map(\.kind))
        let ratioRanges = try #require(LyricsCards.options.specs.first { $0.name == "springDampingRatio" }.map(\.kind))
        guard case .number(let responses) = lyricsRanges, case .number(let ratios) = ratioRanges else { Issue.record("number options"); return }
        for response in [responses.lowerBound, responses.upperBound] {
            for ratio in [ratios.lowerBound, 1, ratios.upperBound] {
                let spring = Spring(response: response, dampingRatio: ratio)
                for velocity in [-8_000.0, 0, 8_000] {
                    let settle = spring.settleTime(displacement: 4_000, velocity: velocity, tolerance: 0.01, velocityTolerance: 0.5)
                    #expect(settle <= Replay.settleLimit, "lyrics spring \(response) s, ζ \(ratio): \(settle) s")
                }
            }
        }
        guard case .number(let durations)? = PlayerTransition.options.specs.first(where: { $0.name == "duration" })?.kind else {
            Issue.record("duration"); return
        }
        let slowest = Spring(settlingDuration: durations.upperBound, dampingRatio: 1)
        for velocity in [-80.0, 0, 80] {
            let settle = slowest.settleTime(displacement: 1, velocity: velocity, tolerance: 1e-4, velocityTolerance: 1e-3)
            #expect(settle <= Replay.settleLimit, "player duration \(durations.upperBound) s: \(settle) s")
        }
        // And the ranges are not needlessly tight: just outside them, springs can take longer.
        #expect(
            Spring(response: 3, dampingRatio: 0.2).settleTime(displacement: 4_000, velocity: 0, tolerance: 0.01, velocityTolerance: 0.5)
                > Replay.settleLimit)
    }

    @Test func optionsApplyTypedValuesByName() throws {
        let configuration = try LyricsCards.options.configure(
            .init(viewport: Self.viewport),
            with: [
                "axis": .string("both"), "dismissalOffset": .number(120), "cards": .int(3), "reduceMotion": .bool(true),
                "lrc": .string("[00:01.00] one\n[00:02.00] two")
            ])
        #expect(configuration.dragDirection == .free && configuration.dismissalOffset == 120 && configuration.cardLimit == 3)
        #expect(configuration.environment.reduceMotion && configuration.lyrics.lines.map(\.text) == ["one", "two"])
    }

    /// (line, options, the error): nothing is applied when any option is wrong.
    @Test(arguments: [
        (#line, ["warp": Scalar.number(1)], InteractionError.unknownOption("warp", known: LyricsCards.options.specs.map(\.name))),
        (#line, ["axis": .string("z")], .invalidOption(name: "axis", reason: "must be one of y, x, both, not 'z'")),
        (#line, ["cards": .number(2.5)], .invalidOption(name: "cards", reason: "must be a whole number")),
        (#line, ["cards": .number(1e300)], .invalidOption(name: "cards", reason: "must be a whole number")),
        (#line, ["backScale": .string("big")], .invalidOption(name: "backScale", reason: "must be a number, not a string")),
        (#line, ["reduceMotion": .number(1)], .invalidOption(name: "reduceMotion", reason: "must be true or false, not a number")),
        (#line, ["dismissalOffset": .number(-3), "axis": .string("x")], .invalidOption(name: "dismissalOffset", reason: "must be in 1.0…1000.0"))
    ])
    func badOptionsAreErrors(line: Int, given: [String: Scalar], expected: InteractionError) {
        #expect(throws: expected, "line \(line)") { try LyricsCards.options.configure(.init(viewport: Self.viewport), with: given) }
    }

    /// An unknown option's message lists the names the interaction has, as a web page or an
    /// app developer reads it (`mount(el, 'lyrics-cards', { axsi: 'x' })`).
    @Test func anUnknownOptionListsTheKnownOnes() {
        let message = InteractionError.unknownOption("axsi", known: LyricsCards.options.specs.map(\.name)).description
        #expect(message.hasPrefix("unknown option 'axsi' (known: "))
        #expect(message.contains("axis") && message.contains("dismissalOffset") && message.hasSuffix(")"))
    }

    @Test func actionsParseAtTheBoundary() throws {
        #expect(try LyricsCards.Action(InteractionAction("seek", ["time": .number(12)])).name == "seek")
        for spec in PlayerTransition.Action.specs { #expect(try PlayerTransition.Action(InteractionAction(spec.name)).name == spec.name) }
        #expect(throws: InteractionError.unknownAction("fly")) { try PlayerTransition.Action(InteractionAction("fly")) }
        #expect(throws: InteractionError.invalidActionField(action: "next", field: "speed", reason: "is not a field of this action")) {
            try LyricsCards.Action(InteractionAction("next", ["speed": .number(2)]))
        }
        #expect(throws: InteractionError.invalidActionField(action: "seek", field: "time", reason: "must be a number, not a string")) {
            try LyricsCards.Action(InteractionAction("seek", ["time": .string("soon")]))
        }
    }

    @Test func errorsQuoteLongInputShortly() {
        let long = String(repeating: "x", count: 50_000)
        let text = InteractionError.unknownInteraction(long).description
        #expect(text.count < 120 && text.hasSuffix("… (50000 bytes)'"))
    }

    @Test func aModelDrawsOnlyItsOwnPartsUnderItsPrefix() {
        var configuration = PlayerTransition.Configuration(viewport: Self.viewport)
        configuration.idPrefix = "player."
        configuration.drawsHome = false
        configuration.drawsTabBar = false
        let driver = InteractionDriver<PlayerTransition>(configuration: configuration)
        let ids = driver.scene.flattened.map(\.id)
        #expect(ids.allSatisfy { $0.hasPrefix("player.") }, "\(ids)")
        #expect(!ids.contains { $0.contains("home") || $0.contains("tabBar") })
        #expect(ids.contains("player.miniPlayer") && ids.contains("player.player.content"))
        #expect(driver.model.tabBarOffset == 0)
    }

    /// A parent places lyrics-cards in a frame of its own, scaled: the child's
    /// layers are a subtree there, and a drag given in the parent's coordinates
    /// reaches it in its own and swaps the cards.
    @Test func aChildDrawsIntoItsParentsFrameAndTakesEventsInItsOwnCoordinates() throws {
        var configuration = LyricsCards.Configuration(viewport: Size(width: 300, height: 500))
        configuration.idPrefix = "lyrics."
        var child = ChildInteraction(
            LyricsCards(configuration: configuration), containerID: "lyrics", frame: Rect(x: 40, y: 100, width: 300, height: 500))
        var container = child.makeLayer()
        container.transform = AffineTransform(scaleX: 0.5, y: 0.5)  // the parent shows it at half size
        let card = try #require(Scene(viewport: Self.viewport, layers: [container]).flatLayer("lyrics.card.0"))
        let local = configuration.cardFrame
        // Half size about the container's centre (190, 350).
        #expect(isClose(card.box.minX, 190 + (40 + local.minX - 190) * 0.5, tolerance: 1e-9))
        #expect(isClose(card.box.width, local.width * 0.5, tolerance: 1e-9))
        // Drag the card down 120 pt of its own: 60 pt on the parent's screen.
        let start = Point(x: card.box.midX, y: card.box.midY)
        child.handle(PointerEvent(phase: .down, location: start, time: 0), container: container)
        for step in 1...30 {
            let t = Double(step) / 60
            child.advance(to: t)
            child.updateLayer(&container)
            child.handle(PointerEvent(phase: .move, location: Point(x: start.x, y: start.y + 2 * Double(step)), time: t), container: container)
        }
        child.handle(PointerEvent(phase: .up, location: Point(x: start.x, y: start.y + 60), time: 0.6), container: container)
        child.advance(to: 3)
        child.updateLayer(&container)
        #expect(child.model.state["front"] == .int(1))
        #expect(container.children.contains { $0.id == "lyrics.card.1" })
    }
}
