import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// card-presentation as a library (issue 26): the app's views in slots, its
/// queue from the catalogue, events out, one environment, Reduce Motion that
/// keeps direct manipulation, and every spring an option.
@Suite("card-presentation as a library")
struct CardPresentationLibraryTests {
    static let viewport = Size(width: 390, height: 844)

    /// The text a layer shows, if it is a text layer.
    static func text(_ layer: Layer?) -> TextContent? {
        if case .text(let text)? = layer?.content { text } else { nil }
    }

    @Test func replayOutputListsTheSlotsWithTheirNames() throws {
        let result = try replay("card-presentation/tap-up-next-presents.json")
        guard case .array(let layers)? = result.json["layers"] else { Issue.record("no layers"); return }
        let slots = layers.compactMap { layer -> String? in if case .string(let name)? = layer["slot"] { name } else { nil } }
        #expect(slots == ["presenting", "card.content"])
        // Under a parent the names carry its prefix; a parent that draws the app behind itself has no `presenting` slot.
        var configuration = CardPresentation.Configuration(viewport: Self.viewport)
        configuration.idPrefix = "queue."
        configuration.drawsPresenting = false
        let child = InteractionDriver<CardPresentation>(configuration: configuration)
        #expect(child.scene.flatLayer("queue.card.content")?.layer.content == .slot("queue.card.content"))
        #expect(child.scene.flatLayer("queue.presenting")?.layer.content == nil)
    }

    /// (line, trace, the events' types): the same events at the same instants at 30, 60 and 120 Hz and on jittered frames.
    @Test(arguments: [
        (#line, "drag-up-presents.json", ["threshold crossed=true", "presented"]),
        (#line, "flick-down-dismisses.json", ["presented", "threshold crossed=true", "dismissed"]),
        (#line, "slow-drag-down-30-percent-stays.json", ["presented"]),
        (#line, "catch-in-flight.json", ["presented"]),
        (#line, "reduce-motion-present-dismiss.json", ["presented", "dismissed"]),
        (#line, "reduce-motion-drag-dismisses.json", ["presented", "threshold crossed=true", "dismissed"]),
        (#line, "status-bar-tap-twice.json", ["presented", "dismissed"]),
        (#line, "reorder-row-by-handle.json", ["presented", "reordered from=1 to=4"]),
        (#line, "reorder-autoscroll.json", ["presented", "reordered from=0 to=24"])
    ])
    func eventsHappenAtTheirInstantsAtEveryFrameRate(line: Int, trace: String, expected: [String]) throws {
        let events = try EventReplays.sameAtEveryFrameRate("card-presentation/" + trace)
        #expect(events.map(\.description) == expected, "line \(line)")
        // A threshold is crossed at a pointer event's instant; a rest at the spring's (or the fade's) analytic end.
        let pointerTimes = try loadTrace("card-presentation/" + trace).events.map(\.time)
        for event in events where event.type == "threshold" { #expect(pointerTimes.contains(event.time), "line \(line): \(event.time)") }
    }

    /// The first drag down past the middle says so once, and once more when it goes back.
    @Test func aDragPastTheMiddleAndBackCrossesTheThresholdTwice() throws {
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        _ = driver.takeEvents()
        driver.handle(pointer(.down, 195, 200, 2))
        var t = 2.0
        for step in 1...60 { t += 1.0 / 60; driver.handle(pointer(.move, 195, 200 + Double(step) * 8, t)) }  // 480 pt down, slowly
        for step in 1...60 { t += 1.0 / 60; driver.handle(pointer(.move, 195, 680 - Double(step) * 8, t)) }  // and back
        let events = driver.takeEvents()
        #expect(events.map(\.kind) == [.threshold(crossed: true), .threshold(crossed: false)], "\(events)")
    }

    /// Reduce Motion keeps direct manipulation: the dragged card moves by exactly the finger's travel.
    @Test(arguments: [false, true])
    func aDraggedCardFollowsTheFinger(reduceMotion: Bool) throws {
        var driver = try make("card-presentation", options: ["reduceMotion": .bool(reduceMotion)])
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        let top = try #require(driver.scene.flatLayer("card")).box.minY
        driver.handle(pointer(.down, 195, 300, 2))
        for step in 1...30 { driver.handle(pointer(.move, 195, 300 + Double(step) * 5, 2 + Double(step) / 60)) }
        let card = try #require(driver.scene.flatLayer("card"))
        #expect(card.box.minY == top + 150 && card.layer.opacity == 1, "reduceMotion \(reduceMotion): \(card.box.minY - top)")
    }

    @Test(arguments: [InteractionEnvironment.Appearance.dark, .light])
    func drawsWithTheAppearancesPalette(appearance: InteractionEnvironment.Appearance) throws {
        let palette = InteractionEnvironment(appearance: appearance).palette
        let driver = try make("card-presentation", options: ["appearance": .string(appearance.rawValue)])
        let scene = driver.scene
        #expect(scene.background == palette.backdrop)
        #expect(scene.flatLayer("presenting")?.layer.fill == palette.background && scene.flatLayer("card")?.layer.fill == palette.surface)
        #expect(Self.text(scene.layer("presenting.title"))?.color == palette.primaryText)
        #expect(Self.text(scene.layer("card.title"))?.color == palette.primaryText)
        #expect(Self.text(scene.layer("card.row.0.title"))?.color == palette.primaryText)
        #expect(Self.text(scene.layer("card.row.0.artist"))?.color == palette.secondaryText)
        #expect(scene.layer("card.slider.thumb")?.fill == palette.primaryText && scene.layer("dim")?.fill == palette.backdrop)
        guard case .path(let chevron)? = scene.layer("card.grabber")?.content else { Issue.record("no grabber"); return }
        #expect(chevron.stroke == palette.secondaryText)
    }

    /// Text grows with the text scale, and so do the frames that hold it: the header, the rows.
    @Test func textScaleGrowsFontsAndTheirFrames() throws {
        let scaled = try make("card-presentation", options: ["textScale": .number(2)]).scene
        let title = try #require(scaled.flatLayer("card.title"))
        #expect(Self.text(title.layer)?.fontSize == 44 && title.layer.frame.height == 60)
        #expect(Self.text(scaled.layer("card.row.0.title"))?.fontSize == 32 && Self.text(scaled.layer("card.row.0.artist"))?.fontSize == 26)
        #expect(Self.text(scaled.layer("presenting.title"))?.fontSize == 64)
        // Rows as tall as their two lines need (2 × 37 + 12 pt), the content below the taller header (28 + 60 + 6 pt).
        let row0 = try #require(scaled.flatLayer("card.row.0")).box, row1 = try #require(scaled.flatLayer("card.row.1")).box
        #expect(row1.minY - row0.minY == 86)
        #expect(scaled.layer("card.content")?.frame.minY == 94)
    }

    @Test func rightToLeftMirrorsTheRowsTitleAndSlider() throws {
        let ltr = try make("card-presentation").scene
        var rtl = try make("card-presentation", options: ["rtl": .bool(true)])
        for id in ["card.row.3.art", "card.row.3.title", "card.row.3.artist", "card.title", "presenting.row.1.art", "presenting.row.1.title"] {
            let a = try #require(ltr.flatLayer(id)).box, b = try #require(rtl.scene.flatLayer(id)).box
            #expect(isClose(a.minX, 390 - b.maxX, tolerance: 1e-9) && a.minY == b.minY, "\(id): \(a) vs \(b)")
        }
        #expect(Self.text(rtl.scene.layer("card.row.3.title"))?.alignment == .trailing)
        // The slider fills from the right; a finger moving left raises it.
        try rtl.perform(InteractionAction("present"), at: 0)
        rtl.advance(to: 2)
        let thumb = try #require(rtl.scene.flatLayer("card.slider.thumb")).box, track = try #require(rtl.scene.flatLayer("card.slider.track")).box
        #expect(isClose(thumb.midX, track.maxX - 0.3 * track.width, tolerance: 1e-9))
        rtl.handle(pointer(.down, thumb.midX, thumb.midY, 2))
        rtl.handle(pointer(.move, thumb.midX - 34.2, thumb.midY, 2.1))
        rtl.handle(pointer(.up, thumb.midX - 34.2, thumb.midY, 2.2))
        #expect(isClose(rtl.state["slider"]?.number ?? 0, 0.4, tolerance: 1e-9), "\(rtl.state)")
        #expect(isClose(try #require(rtl.scene.flatLayer("card.slider.fill")).box.maxX, track.maxX, tolerance: 1e-9))
    }

    /// The app's content height sets how far the content scrolls.
    @Test func contentHeightSetsTheScrollRange() throws {
        var driver = try make("card-presentation", options: ["contentHeight": .number(2_000)])
        try driver.perform(InteractionAction("present"), at: 0)
        driver.advance(to: 2)
        // A hard flick up: the content decelerates into its end and settles there.
        driver.handle(pointer(.down, 195, 800, 2))
        for step in 1...6 { driver.handle(pointer(.move, 195, 800 - Double(step) * 100, 2 + Double(step) / 120)) }
        driver.handle(pointer(.up, 195, 200, 2.05))
        driver.advance(to: 8)
        // 2,000 pt and the bottom safe area (34), less what the large card shows (844 − 57 − 64).
        #expect(driver.state["contentOffset"] == .number(2_000 + 34 - 723), "\(driver.state)")
    }

    @Test func rowsShowTheCatalogueQueueOrAParentsQueue() throws {
        let catalogue = Catalogue.demo
        let alone = try make("card-presentation").scene
        for (row, track) in [(0, 1), (10, 11), (11, 0), (39, 4)] {
            #expect(Self.text(alone.layer("card.row.\(row).title"))?.text == catalogue.track(track).title, "row \(row)")
            #expect(Self.text(alone.layer("card.row.\(row).artist"))?.text == catalogue.track(track).artist, "row \(row)")
            #expect(alone.layer("card.row.\(row).art")?.content == .artwork(catalogue.artwork(ofTrack: track)), "row \(row)")
        }
        // A parent's queue replaces them in place.
        var configuration = CardPresentation.Configuration(viewport: Self.viewport)
        configuration.catalogue.tracks = try Catalogue.tracks(parsing: "One | A | 1:00 | a.jpg\nTwo | B | 2:00 | b.jpg\nThree | C | 3:00 | c.jpg")
        configuration.rowCount = 4
        var child = ChildInteraction(
            CardPresentation(configuration: configuration), containerID: "queue", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        var container = child.makeLayer()
        #expect(Self.text(container.children.layer("card.row.0.title"))?.text == "Two")
        child.update { $0.queue = [2, 0] }
        child.updateLayer(&container)
        let titles = (0..<4).map { Self.text(container.children.layer("card.row.\($0).title"))?.text }
        #expect(titles == ["Three", "One", "Three", "One"])
        #expect(Self.text(container.children.layer("card.row.1.artist"))?.text == "A")
        // Shown, a queue that keeps its first track and changes the rest is drawn too.
        try child.perform(.present)
        child.advance(to: 2)
        child.update { $0.queue = [2, 1] }
        child.updateLayer(&container)
        #expect(Self.text(container.children.layer("card.row.1.title"))?.text == "Two")
        #expect(container.children.layer("card.row.0.art")?.content == .artwork(configuration.catalogue.artwork(ofTrack: 2)))
        #expect(configuration.catalogue.artwork(ofTrack: 2).reference == "c.jpg")
    }

    @Test func everySpringIsAnOptionAndTheDefaultsAgree() throws {
        let specs = CardPresentation.options.specs
        var springs: [String: [OptionSpec.SpringPart.Parameter]] = [:]
        for spec in specs { if let part = spec.springPart { springs[part.spring, default: []].append(part.parameter) } }
        #expect(springs.keys.sorted() == ["bounce", "card", "fade", "grabber", "reorder", "scroll", "thumb"])
        #expect(springs.values.allSatisfy { Set($0) == [.response, .dampingRatio] })
        #expect(springs["card"] != nil && specs.contains { $0.name == "springResponse" } && specs.contains { $0.name == "springDampingRatio" })
        for name in ["topSafeArea", "bottomSafeArea", "rtl", "reduceMotion", "textScale", "appearance", "contentHeight"] {
            #expect(specs.contains { $0.name == name }, "\(name)")
        }
        let base = CardPresentation.Configuration(viewport: Self.viewport)
        #expect(try CardPresentation.options.configureWithDefaults(base) == base)
    }
}
