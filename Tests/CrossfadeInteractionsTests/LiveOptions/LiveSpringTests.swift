import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// Springs and timing curves tuned while a session runs (issue 48: the Studio's
/// motion lab): every one is live, reaches its configuration (the showcase's
/// through the child it belongs to), and changes the next animation while the
/// state is kept.
@Suite("live springs and curves")
struct LiveSpringTests {
    /// One live motion option: the interaction, the option and a value other than its default.
    struct Case: Sendable, CustomStringConvertible {
        var interaction: String
        var option: String
        var value: Double
        var description: String { "\(interaction) \(option)=\(value)" }
    }

    /// Every spring or curve option of every interaction, with a value inside its
    /// range other than its default (the middle of the range, or its lower end).
    static let cases: [Case] = InteractionRegistry.standard.descriptors.flatMap { descriptor in
        descriptor.options.compactMap { spec -> Case? in
            guard spec.springPart != nil || spec.curvePart != nil, case .number(let range) = spec.kind else { return nil }
            let middle = (range.lowerBound + range.upperBound) / 2
            let value = spec.defaultValue == .number(middle) ? range.lowerBound : middle
            return Case(interaction: descriptor.id, option: spec.name, value: value)
        }
    }

    @Test func everySpringAndCurveOptionIsLive() {
        #expect(Self.cases.count > 100, "\(Self.cases.count) spring and curve options")
        for descriptor in InteractionRegistry.standard.descriptors {
            for spec in descriptor.options where spec.springPart != nil || spec.curvePart != nil {
                #expect(spec.isLive, "\(descriptor.id): \(spec.name) is not live")
            }
        }
    }

    /// Set live, each option ends up in the configuration of the model it tunes, as
    /// the same option given at the start would: the interaction's own, or for the
    /// showcase's prefixed ones (`player.duration`) the child's.
    @Test(arguments: cases)
    func aLiveSpringOrCurveReachesItsConfiguration(_ c: Case) throws {
        let viewport = Size(width: 390, height: 844), given: [String: Scalar] = [c.option: .number(c.value)]
        switch c.interaction {
        case LyricsCards.id: try Self.check(LyricsCards.self, given, viewport)
        case CardPresentation.id: try Self.check(CardPresentation.self, given, viewport)
        case LibraryPager.id: try Self.check(LibraryPager.self, given, viewport)
        case CoverCarousel.id: try Self.check(CoverCarousel.self, given, viewport)
        case PlayerTransition.id: try Self.check(PlayerTransition.self, given, viewport)
        case Showcase.id: try Self.checkShowcase(option: c.option, value: c.value, viewport)
        default: Issue.record("no check for \(c.interaction)")
        }
    }

    static func check<Model: Interaction>(_: Model.Type, _ given: [String: Scalar], _ viewport: Size) throws
    where Model.Configuration: Equatable {
        var driver = InteractionDriver<Model>(configuration: Model.Configuration(viewport: viewport))
        let before = driver.model.configuration
        try driver.setOptions(given, at: 0.5)
        let expected = try Model.options.configure(before, with: given)
        #expect(driver.model.configuration == expected && expected != before, "\(Model.id) \(given)")
    }

    static func checkShowcase(option: String, value: Double, _ viewport: Size) throws {
        var driver = InteractionDriver<Showcase>(configuration: Showcase.Configuration(viewport: viewport))
        let before = driver.model
        try driver.setOptions([option: .number(value)], at: 0.5)
        let after = driver.model
        guard let dot = option.firstIndex(of: ".") else {
            let expected = try Showcase.options.configure(before.configuration, with: [option: .number(value)])
            #expect(after.configuration.springs == expected.springs && expected.springs != before.configuration.springs, "\(option)")
            return
        }
        let child = String(option[..<dot]), name = [String(option[option.index(after: dot)...]): Scalar.number(value)]
        switch child {
        case "player": #expect(after.playerConfiguration == (try PlayerTransition.options.configure(before.playerConfiguration, with: name)))
        case "carousel": #expect(after.carouselConfiguration == (try CoverCarousel.options.configure(before.carouselConfiguration, with: name)))
        case "library": #expect(after.libraryConfiguration == (try LibraryPager.options.configure(before.libraryConfiguration, with: name)))
        case "lyrics": #expect(after.lyricsConfiguration == (try LyricsCards.options.configure(before.lyricsConfiguration, with: name)))
        case "queue": #expect(after.queueConfiguration == (try CardPresentation.options.configure(before.queueConfiguration, with: name)))
        default: Issue.record("no child \(child)")
        }
        #expect(
            after.playerConfiguration != before.playerConfiguration || after.carouselConfiguration != before.carouselConfiguration
                || after.libraryConfiguration != before.libraryConfiguration || after.lyricsConfiguration != before.lyricsConfiguration
                || after.queueConfiguration != before.queueConfiguration, "\(option) changed a child")
    }
}

/// A live spring changes the *next* animation's timing, and the state is kept.
@Suite("live springs: the next animation")
struct LiveSpringTimingTests {
    /// The instant (s) the driver first reports idle from `start`, stepping at 240 Hz (at most 10 s).
    static func settle(_ driver: inout AnyInteractionDriver, from start: Double) -> Double {
        var t = start
        while t < start + 10 {
            t += 1.0 / 240
            _ = driver.advance(to: t)
            if driver.state.phaseName == "idle" { return t - start }
        }
        return .infinity
    }

    /// (interaction, the action that animates, the next one, the key the state keeps, the live change that slows it).
    @Test(arguments: [
        (LyricsCards.id, "next", "next", "front", ["springResponse": Scalar.number(1.2)]),
        (CardPresentation.id, "present", "dismiss", "presented", ["springResponse": .number(1.2)]),
        (LibraryPager.id, "nextPage", "nextPage", "subcategory", ["snapResponse": .number(1.2)]),
        (CoverCarousel.id, "next", "next", "centered", ["snapResponse": .number(1)]),
        (PlayerTransition.id, "open", "close", "state", ["duration": .number(1.5)]),
        (Showcase.id, "player.open", "player.close", "player", ["player.duration": .number(1.5)])
    ])
    func aLiveSpringChangesTheNextAnimationAndKeepsTheState(
        id: String, action: String, next: String, key: String, change: [String: Scalar]
    ) throws {
        var plain = try make(id)
        try plain.perform(InteractionAction(action), at: 0)
        _ = Self.settle(&plain, from: 0)
        var driver = plain
        let kept = driver.state[key]
        try driver.setOptions(change, at: 5)
        #expect(driver.state[key] == kept && driver.state.phaseName == "idle", "\(id): the state is kept")
        try plain.perform(InteractionAction(next), at: 5.5)
        try driver.perform(InteractionAction(next), at: 5.5)
        let before = Self.settle(&plain, from: 5.5), after = Self.settle(&driver, from: 5.5)
        print("\(id) \(next): settles in \(before) s; after \(change) in \(after) s")
        #expect(after > before + 0.2, "\(id): \(before) s, then \(after) s")
        #expect(driver.state[key] == plain.state[key], "\(id): the same place in the end")
    }

    /// A card springing back when its spring is tuned carries on from where it is
    /// drawn (no jump at the change) and lands later on the slower spring.
    @Test func aRunningSpringIsRetunedFromWhereItIs() throws {
        var plain = try make(LyricsCards.id), tuned = plain
        for driver in [0, 1] {
            var d = driver == 0 ? plain : tuned
            try d.perform(InteractionAction("next"), at: 0)
            _ = d.advance(to: 0.1)
            if driver == 0 { plain = d } else { tuned = d }
        }
        let drawn = tuned.scene
        try tuned.setOptions(["springResponse": .number(1.2)], at: 0.1)
        #expect(tuned.scene.flattened.map(\.box) == drawn.flattened.map(\.box), "nothing jumps at the change")
        let plainRest = Self.settle(&plain, from: 0.1), tunedRest = Self.settle(&tuned, from: 0.1)
        print("lyrics-cards swap from 0.1 s: lands in \(plainRest) s, retuned to a 1.2 s response \(tunedRest) s")
        #expect(tunedRest > plainRest + 0.3 && plain.state["front"] == tuned.state["front"])
    }

    /// The player's transition under way finishes on the spring it began with
    /// (UIKit's animators fix their timing): the change is for the next one.
    @Test func aRunningPlayerTransitionFinishesOnItsSpring() throws {
        var plain = try make(PlayerTransition.id), tuned = plain
        try plain.perform(InteractionAction("open"), at: 0)
        try tuned.perform(InteractionAction("open"), at: 0)
        _ = tuned.advance(to: 0.1)
        try tuned.setOptions(["duration": .number(1.5)], at: 0.1)
        #expect(Self.settle(&plain, from: 0) == Self.settle(&tuned, from: 0))
    }
}

/// The player's fades are eased by time on curves that are options.
@Suite("timing-curve options")
struct CurveOptionTests {
    /// (line, options, the error's sentence).
    @Test(arguments: [
        (#line, ["contentFadeInX1": Scalar.number(1.5)], "option 'contentFadeInX1' must be in 0.0…1.0"),
        (#line, ["miniFadeOutX2": .number(-0.1)], "option 'miniFadeOutX2' must be in 0.0…1.0"),
        (#line, ["contentFadeOutY1": .number(3)], "option 'contentFadeOutY1' must be in -1.0…2.0"),
        (#line, ["miniFadeInY2": .string("1")], "option 'miniFadeInY2' must be a number, not a string")
    ])
    func aBadCurveIsAnErrorNamingTheOption(line: Int, options: [String: Scalar], message: String) throws {
        do {
            _ = try make(PlayerTransition.id, options: options)
            Issue.record("line \(line): accepted at the start")
        } catch { #expect("\(error)".hasPrefix(message), "line \(line): \(error)") }
        var driver = try make(PlayerTransition.id)
        do {
            try driver.setOptions(options, at: 0.5)
            Issue.record("line \(line): accepted live")
        } catch { #expect("\(error)".hasPrefix(message), "line \(line): \(error)") }
    }

    /// The defaults are today's curves (UIKit's ease-in and ease-out), so every recorded trace replays as it did.
    @Test func theDefaultCurvesAreTheOriginals() throws {
        let c = PlayerTransition.Configuration(viewport: Size(width: 390, height: 844))
        #expect(c.contentFadeIn == .easeIn && c.miniFadeOut == .easeOut && c.contentFadeOut == .easeOut && c.miniFadeIn == .easeIn)
        #expect(try PlayerTransition.options.configureWithDefaults(c) == c)
    }

    /// A content fade-in that starts fast shows more of the player early in the opening, live.
    @Test func aLiveCurveChangesTheNextFade() throws {
        func contentOpacity(_ options: [String: Scalar]) throws -> Double {
            var driver = try make(PlayerTransition.id)
            if !options.isEmpty { try driver.setOptions(options, at: 0.5) }
            try driver.perform(InteractionAction("open"), at: 1)
            _ = driver.advance(to: 1.1)
            return try #require(driver.scene.flatLayer("player.content")).layer.opacity
        }
        let eased = try contentOpacity([:])
        let fast = try contentOpacity(["contentFadeInX1": .number(0), "contentFadeInY1": .number(1), "contentFadeInX2": .number(0.2)])
        print("player.content opacity 0.1 s into opening: ease-in \(eased), cubic-bezier(0, 1, 0.2, 1) \(fast)")
        #expect(fast > eased + 0.2)
    }

    /// `crossfade list --json`: a curve's options say which curve and parameter, a
    /// clamped spring's say where the engine limits it.
    @Test func theSpecSaysCurveAndClamp() throws {
        let player = try #require(InteractionRegistry.standard[PlayerTransition.id])
        let x1 = try #require(player.options.first { $0.name == "contentFadeInX1" })
        #expect(
            x1.json.serialized
                == #"{"name":"contentFadeInX1","kind":{"type":"number","min":0,"max":1},"default":0.42,"summary":"opening: the player's content fading in over the first half of `duration`: cubic-bezier x1","live":true,"curve":{"name":"contentFadeIn","parameter":"x1"}}"#,
            "\(x1.json.serialized)")
        let card = try #require(InteractionRegistry.standard[CardPresentation.id])
        let response = try #require(card.options.first { $0.name == "springResponse" }).json.serialized
        #expect(
            response.contains(#""spring":{"name":"card","parameter":"response"},"clamp":{"lower":-0.04,"upper":1.04,"soft":true,"reason":"#),
            "\(response)")
        let showcase = try #require(InteractionRegistry.standard[Showcase.id])
        let queue = try #require(showcase.options.first { $0.name == "queue.springResponse" }).json.serialized
        #expect(queue.contains(#""clamp":{"lower":-0.04"#) && queue.contains(#""live":true"#), "\(queue)")
        let curve = try #require(showcase.options.first { $0.name == "player.miniFadeInY2" }).json.serialized
        #expect(curve.contains(#""curve":{"name":"player.miniFadeIn","parameter":"y2"}"#), "\(curve)")
    }
}
