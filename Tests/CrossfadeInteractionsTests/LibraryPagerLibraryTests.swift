import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// library-pager as a library (issue 26): the catalogue's rows, slots, events,
/// the environment (light and dark, text scale, right to left), Reduce Motion's
/// direct manipulation, row taps and the springs as options.
@Suite("library-pager as a library")
struct LibraryPagerLibraryTests {
    static let pageY = 470.0, pagesTop = 138.2
    static let names = [["Playlists", "Artists", "Albums"], ["Episodes", "Downloads", "Shows"]]

    // MARK: The catalogue's rows

    /// Every page lists its own catalogue items, as many as it has: artists as
    /// round portraits, everything else square; the list is as long as its rows.
    @Test func eachPageListsItsCatalogueItems() throws {
        var driver = try make("library-pager")
        var time = 0.0, lengths: Set<Double> = []
        for (category, subs) in Self.names.enumerated() {
            for (sub, name) in subs.enumerated() {
                try go(&driver, category, sub, at: &time)
                let items = Catalogue.demo.items(forPage: name), slot = (category * 3 + sub) % 3
                #expect(!items.isEmpty, "\(name)")
                let list = try #require(driver.scene.flatLayer("pager.list.\(slot)"))
                #expect(isClose(list.box.height, 16 + Double(items.count) * 64, tolerance: 1e-9), "\(name): \(items.count) rows")
                lengths.insert((list.box.height * 1000).rounded())
                for (row, item) in items.enumerated() {
                    let id = "pager.list.\(slot).\(row)"
                    #expect(try #require(driver.scene.flatLayer(id)).layer.opacity == 1)
                    #expect(
                        text(driver.scene, id + ".title") == item.title && text(driver.scene, id + ".subtitle") == item.subtitle, "\(name) row \(row)"
                    )
                    let art = try #require(driver.scene.flatLayer(id + ".art")).layer
                    #expect(art.content == .artwork(item.artwork), "\(name) row \(row)")
                    #expect(art.cornerRadius.radius == (item.shape == .round ? 24 : 4) && (item.shape == .round) == (name == "Artists"))
                }
                // Rows the page does not have are hidden.
                if let spare = driver.scene.flatLayer("pager.list.\(slot).\(items.count)") { #expect(spare.layer.opacity == 0, "\(name)") }
            }
        }
        #expect(lengths.count > 1, "pages have their own lengths: \(lengths)")
    }

    /// The app's catalogue replaces the demo's: a two-track catalogue lists its two
    /// artists and albums, and nothing of the demo's shows.
    @Test func theAppsCatalogueGivesTheRows() throws {
        var configuration = LibraryPager.Configuration(viewport: Size(width: 390, height: 844))
        configuration.catalogue = Catalogue(
            tracks: try Catalogue.tracks(
                parsing: "Tide Clock | Nadia Berg | 3:10 | art/tide.jpg | Moonwork\nHarbour | Ivo Kant | 2:45 | art/harbour.jpg"))
        var driver = InteractionDriver(LibraryPager(configuration: configuration))
        try driver.perform(.selectSubcategory(1), at: 0)
        driver.advance(to: 2)
        #expect(text(driver.scene, "pager.list.1.0.title") == "Nadia Berg" && text(driver.scene, "pager.list.1.1.title") == "Ivo Kant")
        #expect(driver.scene.flatLayer("pager.list.1.2") == nil && driver.scene.flatLayer("pager.list.0.1")?.layer.opacity == 0, "two rows at most")
        // No playlists: the page says so in its first row, read as text with nothing to activate.
        let message = try #require(driver.scene.flatLayer("pager.list.0.0")?.layer)
        #expect(message.opacity == 1 && text(driver.scene, "pager.list.0.0.title") == "No playlists yet")
        #expect(message.accessibility?.role == .text && message.accessibility?.actions == [] && message.accessibility?.label == "No playlists yet")
        #expect(driver.scene.flatLayer("pager.list.0.0.art")?.layer.opacity == 0 && text(driver.scene, "pager.list.0.0.subtitle") == "")
        #expect(text(driver.scene, "pager.list.2.0.title") == "Moonwork" && text(driver.scene, "pager.list.2.1.title") == "Harbour")
        let demo = Set(Catalogue.demo.tracks.flatMap { [$0.title, $0.artist] })
        let shown = driver.scene.flattened.filter { $0.layer.opacity > 0 }.compactMap { text(driver.scene, $0.id) }
        #expect(shown.allSatisfy { !demo.contains($0) }, "\(shown)")
        // Selecting the empty page's message selects nothing; the list slot that showed it
        // shows page 3's rows (Episodes, in slot 0) as buttons with their artwork again.
        configuration.catalogue.shows = [Show(name: "Harbour Talk", publisher: "Ivo Kant", episodes: [Show.Episode(title: "Pilot", duration: 600)])]
        driver = InteractionDriver(LibraryPager(configuration: configuration))
        driver.advance(to: 2)
        #expect(text(driver.scene, "pager.list.0.0.title") == "No playlists yet")
        try driver.perform(.selectRow(0), at: 2)
        #expect(driver.takeEvents().allSatisfy { if case .selected = $0.kind { false } else { true } }, "the message is no row")
        try driver.perform(.selectCategory(1), at: 4.2)
        driver.advance(to: 7)
        let reused = try #require(driver.scene.flatLayer("pager.list.0.0")?.layer)
        #expect(
            reused.opacity == 1 && reused.accessibility?.role == .button && reused.accessibility?.actions.count == 1,
            "\(String(describing: reused.accessibility))")
        #expect(driver.scene.flatLayer("pager.list.0.0.art")?.layer.opacity == 1 && text(driver.scene, "pager.list.0.0.title") == "Pilot")
    }

    /// `rowCount` caps the rows a page lists.
    @Test func rowCountCapsEachPage() throws {
        let driver = try make("library-pager", options: ["rowCount": .int(2)])
        #expect(try #require(driver.scene.flatLayer("pager.list.0")).box.height == 16 + 2 * 64)
        #expect(driver.scene.flatLayer("pager.list.0.2") == nil && text(driver.scene, "pager.list.0.1.title") == "Late Night Drive")
    }

    // MARK: Slots

    /// Every page is a slot named by its id (prefix included), its list the default
    /// drawing; replay output lists each with its name.
    @Test func pagesAreSlotsNamedByTheirIDs() throws {
        let result = try replay("library-pager/three-swipes-to-podcasts.json")
        let slots = slotNames(result.json)
        #expect(slots.contains("pager.page.1.0") && slots.allSatisfy { $0.hasPrefix("pager.page.") } && slots.count == 3, "\(slots)")
        for page in result.scene.flattened where page.parent == "pager.pages" {
            let list = result.scene.flattened.first { $0.parent == page.id }
            #expect(page.layer.content == .slot(page.id) && list?.id.hasPrefix("pager.list.") == true, "\(page.id): its list is its default drawing")
        }
        var configuration = LibraryPager.Configuration(viewport: Size(width: 390, height: 700))
        configuration.idPrefix = "library."
        let nested = InteractionDriver(LibraryPager(configuration: configuration))
        #expect(nested.scene.flatLayer("library.pager.page.0.0")?.layer.content == .slot("library.pager.page.0.0"))
    }

    // MARK: Events

    /// `page` comes at the instant the strip comes to rest on another page: a
    /// snap spring's analytic settle instant (an action at 0 settles 390 pt away).
    @Test func aPageEventComesAtTheSnapsRestInstant() throws {
        var driver = try make("library-pager")
        try driver.perform(InteractionAction("nextPage"), at: 0)
        var time = 0.0
        while time < 2 {
            time += 1.0 / 60
            driver.advance(to: time)
        }
        let snap = SettlingSpring(spring: Spring(response: 0.4, dampingRatio: 1), value: 0.0, velocity: 0, target: 390, time: 0, tolerance: .points)
        #expect(driver.takeEvents() == [InteractionEvent(.page(category: 0, subcategory: 1), at: snap.settleTime)])
    }

    /// The same events at the same instants at 30, 60 and 120 Hz and jittered frames.
    @Test(arguments: [
        (#line, "three-swipes-to-podcasts.json", ["page category=0 subcategory=1", "page category=0 subcategory=2", "page category=1 subcategory=0"]),
        (
            #line, "actions.json",
            [
                "page category=1 subcategory=0", "page category=0 subcategory=2", "page category=1 subcategory=0",
                "page category=1 subcategory=2"
            ]
        ),
        (#line, "drag-across-categories.json", ["page category=0 subcategory=2", "page category=1 subcategory=0"]),
        (#line, "reduce-motion-swipe.json", ["page category=0 subcategory=1"]),
        (#line, "slow-drag-40-percent-back.json", []),
        (#line, "tap-podcasts.json", ["page category=1 subcategory=0"])
    ])
    func eventsAreTheSameAtEveryFrameRate(line: Int, trace: String, expected: [String]) throws {
        let replay = Replay(trace: try loadTrace("library-pager/" + trace), registry: .standard)
        let reference = try replay.run(frameRate: 120).events
        #expect(reference.map(\.description) == expected, "line \(line): \(reference)")
        var random = SeededGenerator(seed: 26)
        var jittered: [Double] = [0]
        for _ in 0..<2_000 { jittered.append(jittered.last! + random.double(in: 0.002...0.03)) }
        for events in [
            try replay.run(frameRate: 30).events, try replay.run(frameRate: 60).events,
            try replay.run(frameTimes: { jittered[min($0, jittered.count - 1)] }).events
        ] {
            #expect(events.map(\.kind) == reference.map(\.kind), "line \(line)")
            for (a, b) in zip(events, reference) { #expect(abs(a.time - b.time) < 1e-12, "line \(line): \(a) vs \(b)") }
        }
    }

    // MARK: Row taps

    /// A tap on a row reports it with the track it plays, for a parent to play;
    /// `selectRow` does the same; a podcast row has no track; a drag selects nothing.
    @Test func aTappedRowIsReportedWithItsTrack() throws {
        var driver = try make("library-pager")
        let y = Self.pagesTop + 8 + 2 * 64 + 32  // the middle of row 2
        driver.handle(pointer(.down, 200, y, 0))
        driver.handle(pointer(.up, 200, y, 0.08))
        let focusFlow = try #require(Catalogue.demo.items(forPage: "Playlists")[2].track)
        #expect(driver.takeEvents() == [InteractionEvent(.selected(category: 0, subcategory: 0, row: 2, track: focusFlow), at: 0.08)])
        try driver.perform(InteractionAction("selectRow", ["index": .int(5)]), at: 1)
        #expect(driver.takeEvents().map(\.description) == ["selected category=0 subcategory=0 row=5 track=9"])
        let rows = Catalogue.demo.items(forPage: "Playlists").count
        try driver.perform(InteractionAction("selectRow", ["index": .int(rows)]), at: 1.1)
        #expect(driver.takeEvents().isEmpty, "Playlists has \(rows) rows")
        try driver.perform(InteractionAction("selectCategory", ["index": .int(1)]), at: 1.2)
        driver.advance(to: 3)
        _ = driver.takeEvents()
        driver.handle(pointer(.down, 200, Self.pagesTop + 8 + 32, 3))
        driver.handle(pointer(.up, 200, Self.pagesTop + 8 + 32, 3.05))
        #expect(driver.takeEvents().map(\.description) == ["selected category=1 subcategory=0 row=0"], "an episode plays no queue track")
        driver.handle(pointer(.down, 200, y, 4))
        for step in 1...6 { driver.handle(pointer(.move, 200, y - Double(step) * 8, 4 + Double(step) / 60)) }
        driver.handle(pointer(.up, 200, y - 48, 4.2))
        #expect(driver.takeEvents().isEmpty, "a drag is no tap")
    }

    // MARK: Reduce Motion

    /// With Reduce Motion a drag still moves the pages by the finger's travel, and
    /// only the release cross-fades.
    @Test func aReduceMotionDragFollowsTheFinger() throws {
        var driver = try make("library-pager", options: ["reduceMotion": .bool(true)])
        driver.handle(pointer(.down, 300, Self.pageY, 0))
        driver.handle(pointer(.move, 285, Self.pageY, 0.02))  // past the slop: the pan begins
        for x in [250.0, 210, 180] {
            driver.handle(pointer(.move, x, Self.pageY, 0.04 + (300 - x) / 3000))
            #expect(try #require(driver.scene.flatLayer("pager.page.0.0")).box.minX == x - 300, "at \(x)")
            #expect(try #require(driver.scene.flatLayer("pager.pages")).layer.opacity == 1)
        }
        driver.handle(pointer(.up, 170, Self.pageY, 0.09))
        driver.advance(to: 0.15)
        #expect(try #require(driver.scene.flatLayer("pager.page.0.1")).box.minX == 0)
        #expect(try #require(driver.scene.flatLayer("pager.pages")).layer.opacity < 1, "the release cross-fades")
    }

    // MARK: Environment

    /// Light and dark draw with their palette's colours: the labels' primary and
    /// secondary, the indicator's accent, the divider's surface, the rows' text.
    @Test(arguments: [InteractionEnvironment.Appearance.dark, .light])
    func drawsWithThePalettesColours(appearance: InteractionEnvironment.Appearance) throws {
        let driver = try make("library-pager", options: ["appearance": .string(appearance.rawValue)])
        let palette = appearance == .light ? Palette.light : Palette.dark
        #expect(driver.scene.background == palette.background)
        #expect(color(driver.scene, "pager.sub.0.0") == palette.primaryText && color(driver.scene, "pager.sub.0.1") == palette.secondaryText)
        #expect(color(driver.scene, "pager.category.0") == palette.primaryText && color(driver.scene, "pager.category.1") == palette.secondaryText)
        #expect(
            driver.scene.flatLayer("pager.indicator")?.layer.fill == palette.accent
                && driver.scene.flatLayer("pager.divider")?.layer.fill == palette.surface)
        #expect(
            color(driver.scene, "pager.list.0.0.title") == palette.primaryText
                && color(driver.scene, "pager.list.0.0.subtitle") == palette.secondaryText)
    }

    /// A larger text scale grows every font; labels are measured at their scaled
    /// size, so the indicator still matches the label's width; text lines and rows grow.
    @Test func textScaleGrowsFontsAndTheIndicatorStillMatches() throws {
        var driver = try make("library-pager", options: ["textScale": .number(1.5)])
        try driver.perform(InteractionAction("selectSubcategory", ["index": .int(2)]), at: 0)
        driver.advance(to: 2)
        let label = try #require(driver.scene.flatLayer("pager.sub.0.2")), indicator = try #require(driver.scene.flatLayer("pager.indicator")).box
        #expect(font(driver.scene, "pager.sub.0.2") == 22.5 && font(driver.scene, "pager.category.0") == 39)
        #expect(isClose(label.box.width, TextMetrics.width(of: "Albums", fontSize: 22.5, weight: .bold), tolerance: 1e-12))
        #expect(isClose(indicator.minX, label.box.minX, tolerance: 1e-9) && isClose(indicator.width, label.box.width, tolerance: 1e-9))
        #expect(label.box.height == TextMetrics.lineHeight(fontSize: 22.5) && indicator.minY > label.box.maxY)
        let title = try #require(driver.scene.flatLayer("pager.list.2.0.title")), row = try #require(driver.scene.flatLayer("pager.list.2.0")).box
        #expect(font(driver.scene, "pager.list.2.0.title") == 22.5 && font(driver.scene, "pager.list.2.0.subtitle") == 19.5)
        #expect(title.box.height == 30 && row.height == 12 + 30 + 27 + 14, "rows grow with their text: \(row.height)")
    }

    /// Right to left mirrors the rows and aligns their text to the right.
    @Test func rightToLeftMirrorsTheRows() throws {
        let rtl = try make("library-pager", options: ["rtl": .bool(true)])
        let title = try #require(rtl.scene.flatLayer("pager.list.0.0.title")), art = try #require(rtl.scene.flatLayer("pager.list.0.0.art")).box
        guard case .text(let content)? = title.layer.content else { Issue.record("no title"); return }
        #expect(content.alignment == .trailing && art.maxX == 390 - 16 && title.box.maxX == 390 - 16 - 48 - 12)
    }

    // MARK: Springs

    /// Every spring is an option the motion lab can tune, and it tunes the motion.
    @Test func everySpringIsAnOption() throws {
        let parts = LibraryPager.options.specs.compactMap { spec in spec.springPart.map { "\($0.spring).\($0.parameter.rawValue)" } }
        #expect(
            parts == [
                "snap.response", "snap.dampingRatio", "bounce.response", "bounce.dampingRatio",
                "crossFade.response", "crossFade.dampingRatio"
            ])
        for response in [0.4, 0.2, 0.9] {
            var driver = try make("library-pager", options: ["snapResponse": .number(response)])
            try driver.perform(InteractionAction("nextPage"), at: 0)
            driver.advance(to: 3)
            let snap = SettlingSpring(
                spring: Spring(response: response, dampingRatio: 1), value: 0.0, velocity: 0, target: 390, time: 0,
                tolerance: .points)
            #expect(driver.takeEvents().first?.time == snap.settleTime, "response \(response)")
        }
    }

    // MARK: Helpers

    private func go(_ driver: inout AnyInteractionDriver, _ category: Int, _ sub: Int, at time: inout Double) throws {
        try driver.perform(InteractionAction("selectCategory", ["index": .int(category)]), at: time)
        try driver.perform(InteractionAction("selectSubcategory", ["index": .int(sub)]), at: time)
        time += 2
        driver.advance(to: time)
    }

    private func text(_ scene: Scene, _ id: String) -> String? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text.text } else { nil }
    }

    private func color(_ scene: Scene, _ id: String) -> Color? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text.color } else { nil }
    }

    private func font(_ scene: Scene, _ id: String) -> Double? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text.fontSize } else { nil }
    }

    /// The `"slot"` names in a replay's JSON output, in order.
    private func slotNames(_ json: JSONValue) -> [String] {
        guard case .array(let layers)? = json["layers"] else { return [] }
        return layers.compactMap { if case .string(let name)? = $0["slot"] { name } else { nil } }
    }
}
