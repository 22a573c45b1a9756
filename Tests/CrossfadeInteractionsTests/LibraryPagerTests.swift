import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

@Suite("library-pager")
struct LibraryPagerTests {
    static let width = 390.0, pageY = 470.0
    static let secondary = Color(hex: 0xB3B3B3)

    /// (line, trace, category and sub-category at rest).
    @Test(arguments: [
        (#line, "three-swipes-to-podcasts.json", 1, 0),
        (#line, "swipe-right-at-start-stays.json", 0, 0),
        (#line, "tap-podcasts.json", 1, 0),
        (#line, "tap-artists.json", 0, 1),
        (#line, "slow-drag-40-percent-back.json", 0, 0),
        (#line, "slow-drag-60-percent-next.json", 0, 1),
        (#line, "flick-one-page.json", 0, 1),
        (#line, "hard-flick-one-page.json", 0, 1),
        (#line, "drag-across-categories.json", 1, 0),
        (#line, "drag-back-across-categories.json", 0, 2),
        (#line, "diagonal-30-degrees-pages.json", 0, 1),
        (#line, "diagonal-60-degrees-scrolls.json", 0, 0),
        (#line, "rtl-flick.json", 0, 1),
        (#line, "reduce-motion-swipe.json", 0, 1),
        (#line, "actions.json", 1, 2)
    ])
    func traceEndsOnPage(line: Int, trace: String, category: Int, sub: Int) throws {
        let result = try replay("library-pager/" + trace)
        #expect(result.state["category"] == .int(category) && result.state["subcategory"] == .int(sub), "line \(line): \(result.state)")
        #expect(result.state["phase"] == .string("idle"), "line \(line)")
        let page = try #require(result.scene.flatLayer("pager.page.\(category).\(sub)"))
        #expect(page.box.minX == 0 && page.box.width == Self.width, "line \(line): the page fills the screen: \(page.box)")
        try expectIndicatorUnder(result.scene, category, sub, "line \(line)")
    }

    /// At rest the indicator is exactly as wide as the label's text, and under it,
    /// for every page, left to right and right to left.
    @Test(arguments: [false, true])
    func indicatorMatchesEachLabelAtRest(rtl: Bool) throws {
        var driver = try make("library-pager", options: ["rtl": .bool(rtl)])
        var time = 0.0
        for (category, subs) in [(0, ["Playlists", "Artists", "Albums"]), (1, ["Episodes", "Downloads", "Shows"])] {
            try driver.perform(InteractionAction("selectCategory", ["index": .int(category)]), at: time)
            for (sub, name) in subs.enumerated() {
                try driver.perform(InteractionAction("selectSubcategory", ["index": .int(sub)]), at: time)
                time += 2
                driver.advance(to: time)
                #expect(driver.state["category"] == .int(category) && driver.state["subcategory"] == .int(sub))
                try expectIndicatorUnder(driver.scene, category, sub, "\(name) rtl \(rtl)")
                let label = try #require(driver.scene.flatLayer("pager.sub.\(category).\(sub)"))
                #expect(
                    isClose(label.box.width, TextMetrics.width(of: name, fontSize: 15, weight: .bold), tolerance: 1e-12),
                    "the label's frame is its text's width")
                guard case .text(let text)? = label.layer.content else { Issue.record("\(name) has no text"); continue }
                #expect(text.fitsWidth && text.color == .white, "\(name): measured, and white when selected")
            }
        }
    }

    /// Mid-drag inside a category the indicator's x and width lie strictly between
    /// the two labels' and equal their interpolation by the fractional page; across
    /// categories, where both label rows travel with their pages a width apart, one
    /// indicator stays under the label leaving and another lies under the one
    /// coming in (a single one floated under the empty space between).
    @Test(arguments: [
        (#line, 0, 0, 1),
        (#line, 2, 1, 0),
        (#line, 4, 1, 2)
    ])
    func indicatorInterpolatesExactlyMidDrag(line: Int, startPage: Int, toCategory: Int, toSub: Int) throws {
        var driver = try make("library-pager")
        try driver.perform(InteractionAction("selectCategory", ["index": .int(startPage / 3)]), at: 0)
        try driver.perform(InteractionAction("selectSubcategory", ["index": .int(startPage % 3)]), at: 0)
        driver.advance(to: 2)
        driver.handle(pointer(.down, 340, Self.pageY, 2))
        for step in 1...40 {
            driver.handle(pointer(.move, 340 - Double(step) * 3.7, Self.pageY, 2 + Double(step) / 120))
        }
        let from = (startPage / 3, startPage % 3)
        let page = try #require(driver.scene.flatLayer("pager.page.\(from.0).\(from.1)"))
        let f = -page.box.minX / Self.width
        #expect(f > 0.2 && f < 0.5, "line \(line): the drag moved the strip by \(f) pages")
        let a = try #require(driver.scene.flatLayer("pager.sub.\(from.0).\(from.1)")).box
        let b = try #require(driver.scene.flatLayer("pager.sub.\(toCategory).\(toSub)")).box
        let indicator = try #require(driver.scene.flatLayer("pager.indicator")).box
        let incoming = try #require(driver.scene.flatLayer("pager.indicator.incoming"))
        if toCategory != from.0 {
            #expect(
                isClose(indicator.minX, a.minX, tolerance: 1e-9) && isClose(indicator.width, a.width, tolerance: 1e-9),
                "line \(line): under the label leaving")
            #expect(
                isClose(incoming.box.minX, b.minX, tolerance: 1e-9) && isClose(incoming.box.width, b.width, tolerance: 1e-9)
                    && incoming.layer.opacity == 1,
                "line \(line): under the one coming")
        } else {
            #expect(incoming.layer.opacity == 0, "line \(line): one indicator inside a category")
            try interpolates(line, indicator, a, b, f)
        }

        if toCategory != from.0 {
            // Each category's label row travels with its pages.
            let next = try #require(driver.scene.flatLayer("pager.page.\(toCategory).\(toSub)")).box
            #expect(
                isClose(a.minX, 172.375 - f * Self.width, tolerance: 1e-9) && isClose(b.minX, 16 + next.minX, tolerance: 1e-9),
                "line \(line): rows travel with their pages: \(a.minX), \(b.minX)")
            // The category names' colours cross-fade with the drag.
            let music = try #require(driver.scene.flatLayer("pager.category.0")), podcasts = try #require(driver.scene.flatLayer("pager.category.1"))
            #expect(textColor(music) == lerp(Color.white, Self.secondary, f) && textColor(podcasts) == lerp(Self.secondary, Color.white, f))
        }
    }

    private func interpolates(_ line: Int, _ indicator: Rect, _ a: Rect, _ b: Rect, _ f: Double) throws {
        #expect(isClose(indicator.minX, a.minX + (b.minX - a.minX) * f, tolerance: 1e-9), "line \(line): x \(indicator.minX)")
        #expect(isClose(indicator.width, a.width + (b.width - a.width) * f, tolerance: 1e-9), "line \(line): width \(indicator.width)")
        #expect(indicator.minX > min(a.minX, b.minX) && indicator.minX < max(a.minX, b.minX), "line \(line): x strictly between")
        #expect(indicator.width > min(a.width, b.width) && indicator.width < max(a.width, b.width), "line \(line): width strictly between")
    }

    /// At the first page of the first category a drag outward rubber-bands the page
    /// and moves neither the indicator nor the labels; the same at the last of the last.
    @Test func outwardDragsRubberBandAndTheIndicatorStays() throws {
        for (start, dx) in [(0, 160.0), (5, -160.0)] {
            var driver = try make("library-pager")
            try driver.perform(InteractionAction("selectCategory", ["index": .int(start / 3)]), at: 0)
            try driver.perform(InteractionAction("selectSubcategory", ["index": .int(start % 3)]), at: 0)
            driver.advance(to: 2)
            let before = try #require(driver.scene.flatLayer("pager.indicator")).box
            let x0 = dx > 0 ? 60.0 : 330
            driver.handle(pointer(.down, x0, Self.pageY, 2))
            for step in 1...30 { driver.handle(pointer(.move, x0 + dx * Double(step) / 30, Self.pageY, 2 + Double(step) / 120)) }
            let page = try #require(driver.scene.flatLayer("pager.page.\(start / 3).\(start % 3)")).box
            #expect(abs(page.minX) > 10 && abs(page.minX) < abs(dx) * 0.75, "page \(start): rubber-banded to \(page.minX)")
            #expect(try #require(driver.scene.flatLayer("pager.indicator")).box == before, "page \(start): the indicator did not move")
            driver.handle(pointer(.up, x0 + dx, Self.pageY, 2.3))
            driver.advance(to: 4)
            #expect(try #require(driver.scene.flatLayer("pager.page.\(start / 3).\(start % 3)")).box.minX == 0)
        }
    }

    /// Reduce Motion: a page change does not slide; the new page is there at once and fades in.
    @Test func reduceMotionCrossFadesPageChanges() throws {
        for (label, act) in [("swipe", false), ("action", true)] {
            var driver = try make("library-pager", options: ["reduceMotion": .bool(true)])
            if act {
                try driver.perform(InteractionAction("nextPage"), at: 0)
            } else {
                driver.handle(pointer(.down, 300, Self.pageY, 0))
                for step in 1...4 { driver.handle(pointer(.move, 300 - 22.5 * Double(step), Self.pageY, 0.0075 * Double(step))) }
                driver.handle(pointer(.up, 210, Self.pageY, 0.03))
            }
            driver.advance(to: 0.1)
            let page = try #require(driver.scene.flatLayer("pager.page.0.1")), pages = try #require(driver.scene.flatLayer("pager.pages"))
            #expect(
                page.box.minX == 0 && pages.layer.opacity > 0.05 && pages.layer.opacity < 0.95, "\(label): \(page.box.minX), \(pages.layer.opacity)")
            try expectIndicatorUnder(driver.scene, 0, 1, "\(label): the indicator is there at once")
            driver.advance(to: 2)
            #expect(try #require(driver.scene.flatLayer("pager.pages")).layer.opacity == 1 && driver.state.phaseName == "idle")
        }
    }

    /// A tap on a category selects it at its first sub-category, even from another one's last.
    @Test func tappingACategoryResetsItsSubcategoryToTheFirst() throws {
        var driver = try make("library-pager")
        try driver.perform(InteractionAction("selectCategory", ["index": .int(1)]), at: 0)
        try driver.perform(InteractionAction("selectSubcategory", ["index": .int(2)]), at: 0)
        driver.advance(to: 2)
        let music = try #require(driver.scene.flatLayer("pager.category.0")).box
        driver.handle(pointer(.down, music.midX, music.midY, 2))
        driver.handle(pointer(.up, music.midX, music.midY, 2.08))
        driver.advance(to: 4)
        #expect(driver.state["category"] == .int(0) && driver.state["subcategory"] == .int(0), "\(driver.state)")
    }

    /// Each page keeps its own list offset; a 60° drag scrolls, a 30° one pages.
    /// (A songs page of the demo's twelve tracks on a short screen: it scrolls 356 pt.)
    @Test func everyPageKeepsItsOwnScroll() throws {
        let options: [String: Scalar] = ["categories": .string("Music:Songs,Artists,Albums;Podcasts:Episodes,Downloads,Shows")]
        var driver = try make("library-pager", options: options, viewport: Size(width: 390, height: 600))
        let scrolled = try replay("library-pager/scroll-list.json")
        #expect(scrolled.state["contentOffset"] == .number(300))
        driver.handle(pointer(.down, 195, 500, 0))
        for step in 1...30 { driver.handle(pointer(.move, 195, 500 - Double(step) * 10, Double(step) / 60)) }
        driver.handle(pointer(.up, 195, 200, 0.6))
        driver.advance(to: 3)
        let offset = try #require(driver.state["contentOffset"]?.number)
        #expect(offset == 300, "held still before lifting: \(offset)")
        try driver.perform(InteractionAction("nextPage"), at: 3)
        driver.advance(to: 5)
        #expect(driver.state["contentOffset"] == .number(0), "page 1 starts at its top")
        try driver.perform(InteractionAction("previousPage"), at: 5)
        driver.advance(to: 7)
        #expect(driver.state["contentOffset"] == .number(300), "page 0 kept its scroll")
        let content = try #require(driver.scene.flatLayer("pager.list.0")).box  // page 0's list (slot 0)
        #expect(isClose(content.minY, 138.2 - 300, tolerance: 1e-9))
    }

    /// A touch on the moving strip catches it where it is drawn.
    @Test func catchInFlightHasNoJump() throws {
        var driver = try make("library-pager")
        try driver.perform(InteractionAction("nextPage"), at: 0)
        driver.advance(to: 0.1)
        let drawn = try #require(driver.scene.flatLayer("pager.page.0.1")).box
        let indicator = try #require(driver.scene.flatLayer("pager.indicator")).box
        driver.handle(pointer(.down, 195, Self.pageY, 0.1))
        driver.advance(to: 0.4)
        #expect(try #require(driver.scene.flatLayer("pager.page.0.1")).box == drawn)
        #expect(try #require(driver.scene.flatLayer("pager.indicator")).box == indicator)
        driver.handle(pointer(.move, 185, Self.pageY, 0.41))
        #expect(isClose(try #require(driver.scene.flatLayer("pager.page.0.1")).box.minX, drawn.minX - 10, tolerance: 1e-9))
    }

    /// Right to left mirrors every box about the vertical centre line, at rest and mid-flight.
    @Test func rightToLeftMirrors() throws {
        for at in [0.08, 2.0] {
            let ltr = try flick(dx: -90, options: [:], at: at), rtl = try flick(dx: 90, options: ["rtl": .bool(true)], at: at)
            for id in [
                "pager.page.0.0", "pager.page.0.1", "pager.indicator", "pager.category.0", "pager.category.1", "pager.sub.0.0",
                "pager.sub.0.2", "pager.list.0.0.art", "pager.list.0.0.title"
            ] {
                guard let a = ltr.scene.flatLayer(id)?.box, let b = rtl.scene.flatLayer(id)?.box else {
                    #expect(ltr.scene.flatLayer(id) == nil && rtl.scene.flatLayer(id) == nil, "\(id) at \(at)")
                    continue
                }
                #expect(
                    isClose(a.minX, 390 - b.maxX, tolerance: 1e-9) && a.minY == b.minY && isClose(a.width, b.width, tolerance: 1e-9),
                    "\(id) at \(at): \(a) vs \(b)")
            }
            #expect(ltr.state == rtl.state)
        }
    }

    /// 50 categories × 20 sub-categories: only the pages and labels near the
    /// screen are layers, and the indicator still sits under its label.
    @Test func aThousandPagesDrawOnlyWhatIsNearTheScreen() throws {
        let big = (0..<50).map { c in "Category \(c):" + (0..<20).map { "Shelf \(c)-\($0)" }.joined(separator: ",") }.joined(separator: ";")
        var driver = try make("library-pager", options: ["categories": .string(big)])
        let small = try make("library-pager")
        try driver.perform(InteractionAction("selectCategory", ["index": .int(40)]), at: 0)
        driver.advance(to: 0.2)
        #expect(driver.scene.flattened.count <= small.scene.flattened.count * 2 + 40, "\(driver.scene.flattened.count) layers")
        driver.advance(to: 5)
        try driver.perform(InteractionAction("selectSubcategory", ["index": .int(17)]), at: 5)
        driver.advance(to: 8)
        #expect(driver.state["category"] == .int(40) && driver.state["subcategory"] == .int(17), "\(driver.state)")
        try expectIndicatorUnder(driver.scene, 40, 17, "category 40, shelf 17")
        let label = try #require(driver.scene.flatLayer("pager.sub.40.17")).box, name = try #require(driver.scene.flatLayer("pager.category.40")).box
        #expect(
            label.minX >= 0 && label.maxX <= 390 && name.minX >= 0 && name.maxX <= 390,
            "the selected labels are scrolled into view: \(label), \(name)")
        // Three pages are layers: the one showing and its neighbours, in the slots page % 3.
        let pages = driver.scene.flattened.filter { $0.parent == "pager.pages" }.map(\.layer.id)
        #expect(Set(pages) == ["pager.page.40.16", "pager.page.40.17", "pager.page.40.18"] && pages.count == 3, "\(pages)")
    }

    /// A bad `categories` option is one clear error naming what is wrong.
    @Test(arguments: [
        (#line, "", "option 'categories' category 1 is empty: write Name:Sub,Sub;Name:Sub"),
        (#line, "Music", "option 'categories' category 1 ('Music') needs one ':' between its name and its sub-categories"),
        (#line, "Music:Playlists;:Episodes", "option 'categories' category 2 has no name"),
        (#line, "Music: , ", "option 'categories' category 1 ('Music') has no sub-categories"),
        (#line, "Music:Playlists,,Albums", "option 'categories' category 1 ('Music'): sub-category 2 has no name"),
        (#line, "Music:Playlists;;Podcasts:Shows", "option 'categories' category 2 is empty: write Name:Sub,Sub;Name:Sub"),
        (#line, "A:b:c", "option 'categories' category 1 ('A:b:c') needs one ':' between its name and its sub-categories")
    ])
    func badCategoriesAreClearErrors(line: Int, text: String, message: String) {
        do {
            _ = try make("library-pager", options: ["categories": .string(text)])
            Issue.record("line \(line): '\(text)' was accepted")
        } catch let error as InteractionError {
            #expect(error.description == message, "line \(line)")
        } catch {
            Issue.record("line \(line): \(error)")
        }
    }

    @Test func customCategoriesAreParsed() throws {
        let driver = try make("library-pager", options: ["categories": .string(" Audiobooks : Reading , Finished ; Music:Songs; ")])
        #expect(driver.scene.flatLayer("pager.category.1") != nil && driver.scene.flatLayer("pager.category.2") == nil)
        guard case .text(let text)? = driver.scene.flatLayer("pager.sub.0.1")?.layer.content else { Issue.record("no label"); return }
        #expect(text.text == "Finished")
    }

    @Test(arguments: [
        "three-swipes-to-podcasts.json", "drag-across-categories.json", "actions.json", "rtl-flick.json",
        "reduce-motion-swipe.json", "scroll-list.json", "swipe-right-at-start-stays.json"
    ])
    func frameRateIndependent(trace: String) throws {
        try expectFrameRateIndependence("library-pager/" + trace, instants: [0.05, 0.3, 0.9, 1.7, 3.1])
    }

    // MARK: Helpers

    private func expectIndicatorUnder(
        _ scene: Scene, _ category: Int, _ sub: Int, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let indicator = try #require(scene.flatLayer("pager.indicator"), sourceLocation: sourceLocation).box
        let text = try #require(scene.flatLayer("pager.sub.\(category).\(sub)"), sourceLocation: sourceLocation).box
        #expect(
            isClose(indicator.minX, text.minX, tolerance: 1e-9) && isClose(indicator.width, text.width, tolerance: 1e-9),
            "\(label): indicator \(indicator) under label \(text)", sourceLocation: sourceLocation)
        #expect(indicator.minY > text.maxY && indicator.minY < text.maxY + 10, "\(label): just below it", sourceLocation: sourceLocation)
    }

    private func textColor(_ layer: FlatLayer) -> Color? {
        if case .text(let text)? = layer.layer.content { text.color } else { nil }
    }

    private func flick(dx: Double, options: [String: Scalar], at: Double) throws -> (state: InteractionState, scene: Scene) {
        var driver = try make("library-pager", options: options)
        let x0 = dx < 0 ? 300.0 : 90
        driver.handle(pointer(.down, x0, Self.pageY, 0))
        for step in 1...4 { driver.handle(pointer(.move, x0 + dx * Double(step) / 4, Self.pageY, 0.03 * Double(step) / 4)) }
        driver.handle(pointer(.up, x0 + dx, Self.pageY, 0.03))
        driver.advance(to: at)
        return (driver.state, driver.scene)
    }
}
