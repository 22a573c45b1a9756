import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// Your Library's lists and strip past their edges: the overscroll stays inside
/// what the rubber band allows (less than the page's own height), and a touch on a
/// moving strip or list holds it where it is (issue 32).
@Suite("library-pager overscroll")
struct LibraryOverscrollTests {
    /// The model driven directly, as a host would, so a broken invariant is reported
    /// here rather than trapping in the driver's debug check.
    struct Harness {
        var model: LibraryPager
        var layers: [Layer]
        /// The largest list offset past its bottom edge seen at any frame, pt.
        var deepest = 0.0
        var firstViolation: String?

        init(_ configuration: LibraryPager.Configuration) {
            model = LibraryPager(configuration: configuration)
            layers = model.layers()
        }

        mutating func handle(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double) {
            advance(to: t)
            model.handle(PointerEvent(phase: phase, location: Point(x: x, y: y), time: t), layers: layers)
            model.updateLayers(&layers)
            check()
        }

        mutating func advance(to t: Double) {
            model.advance(to: t)
            model.updateLayers(&layers)
            check()
        }

        /// Frames at 240 Hz up to `end`.
        mutating func run(from start: Double, to end: Double) {
            var frame = 1
            while start + Double(frame) / 240 < end {
                advance(to: start + Double(frame) / 240)
                frame += 1
            }
            advance(to: end)
        }

        var offset: Double { if case .number(let value)? = model.state["contentOffset"] { value } else { .nan } }

        private mutating func check() {
            if firstViolation == nil, let problem = model.invariantViolation() { firstViolation = "at \(model.state): \(problem)" }
        }
    }

    /// The list's largest resting offset and its page's height in a 390 × 264 frame:
    /// 16 rows of 64 pt plus 16 pt, in a page 264 − 138.2 − 34 pt tall.
    static let pageHeight = 264 - 138.2 - 34, maximumOffset = 16 + 16 * 64 - pageHeight

    /// A 390 × 264 frame whose first page (Playlists) lists 16 playlists.
    static var shortFrame: LibraryPager.Configuration {
        var configuration = LibraryPager.Configuration(viewport: Size(width: 390, height: 264))
        let demo = Catalogue.demo
        configuration.catalogue = Catalogue(
            tracks: demo.tracks, library: demo.library,
            playlists: (1...16).map {
                Playlist(name: "Mix \($0)", owner: "Crossfade", tracks: [$0 % demo.tracks.count])
            }, shows: demo.shows)
        return configuration
    }

    /// The issue's three events: an 8,000 pt/s flick up on a list whose page is 92 pt
    /// tall decelerates into the list's end and used to bounce 100 pt past it, more
    /// than a page ("page 0's list offset 1050.09 is off its range").
    @Test func hardFlickIntoTheEndOfAShortPageBouncesWithinTheRubberBand() {
        var library = Harness(Self.shortFrame)
        library.handle(.down, 50, 204, 0)
        library.handle(.move, 50, 124, 0.010)
        library.handle(.up, 50, 124, 0.010)
        var deepest = 0.0
        var frame = 1
        while frame <= 960, library.firstViolation == nil {
            library.advance(to: 0.010 + Double(frame) / 240)
            deepest = max(deepest, library.offset - Self.maximumOffset)
            frame += 1
        }
        #expect(library.firstViolation == nil, "\(library.firstViolation ?? "")")
        #expect(deepest > 1 && deepest < Self.pageHeight, "the bounce went \(deepest) pt past the end, in a \(Self.pageHeight) pt page")
        #expect(library.model.isAtRest && abs(library.offset - Self.maximumOffset) < 1e-9, "it settles on the end: \(library.offset)")
    }

    /// The same class from a release: a list scrolled 75 pt, flicked down at 8,000 pt/s
    /// so that it crosses its top in the last few points; it springs out from a
    /// rubber-banded position and must not leave the band either.
    @Test func flickOutPastTheTopOfAShortPageStaysWithinTheRubberBand() {
        var library = Harness(Self.shortFrame)
        library.handle(.down, 50, 204, 0)
        for step in 1...50 { library.handle(.move, 50, 204 - 75 * Double(step) / 50, Double(step) / 100) }
        library.handle(.move, 50, 129, 0.7)
        library.handle(.up, 50, 129, 0.7)
        library.run(from: 0.7, to: 1)
        #expect(library.model.isAtRest && abs(library.offset - 75) < 1e-9, "scrolled to 75: \(library.offset)")
        library.handle(.down, 50, 150, 1)
        library.handle(.move, 50, 230, 1.010)
        library.handle(.up, 50, 230, 1.010)
        var highest = 0.0
        var frame = 1
        while frame <= 960, library.firstViolation == nil {
            library.advance(to: 1.010 + Double(frame) / 240)
            highest = max(highest, -library.offset)
            frame += 1
        }
        #expect(library.firstViolation == nil, "\(library.firstViolation ?? "")")
        #expect(highest > 1 && highest < Self.pageHeight, "the list went \(highest) pt past its top, in a \(Self.pageHeight) pt page")
        #expect(library.model.isAtRest && abs(library.offset) < 1e-9, "it settles on its top: \(library.offset)")
    }

    /// The strip pulled right at Music's first page bounces back; a finger landing in
    /// the gap the rubber band opened (where no page is drawn) catches it there, as
    /// a touch anywhere on a UIScrollView does, and it stays under the still finger.
    /// (It used to keep sliding: nothing under that finger claimed the touch.)
    @Test func aTouchInTheGapBesideAnOverscrolledStripHoldsIt() throws {
        var driver = try make("library-pager", options: ["rowCount": .int(2)], viewport: Size(width: 320, height: 568))
        driver.handle(pointer(.down, 40, 300, 0))
        for step in 1...10 { driver.handle(pointer(.move, 40 + Double(step) * 25, 300, Double(step) / 120)) }
        driver.handle(pointer(.up, 290, 300, 10.0 / 120))
        driver.advance(to: 0.15)
        let page = try #require(driver.scene.flatLayer("pager.page.0.0")).box
        #expect(page.minX > 30, "the strip is still pulled right, springing back: page 0 at \(page.minX)")
        driver.handle(pointer(.down, 10, 300, 0.15))
        #expect(driver.scene.flatLayer("pager.page.0.0")?.box == page, "the touch moved it")
        for step in 1...12 { driver.handle(pointer(.move, 10, 300, 0.15 + Double(step) / 60)) }
        let held = try #require(driver.scene.flatLayer("pager.page.0.0")).box
        #expect(held.minX == page.minX, "it slid \(held.minX - page.minX) pt under a still finger in 0.2 s")
        #expect(driver.state.phaseName == "dragging")
    }

    /// The release sweep's find (library-pager trace 808): with a bouncy snap spring
    /// (damping 0.4, the option's least), selecting the last category from the first
    /// jumped 20 pages and overshot by a quarter of that, 25,618 pt past a strip
    /// whose last page starts at 24,518 pt. A jump does not overshoot: it comes to
    /// rest on category 4's first page without passing it.
    @Test func aJumpAcrossManyPagesWithABouncySnapSpringStaysOnTheStrip() throws {
        var configuration = LibraryPager.Configuration(viewport: Size(width: 1290, height: 652))
        configuration.snapDampingRatio = 0.4
        let subcategories = (0..<5).map { c in (0..<4).map { "S\(c)\($0)" }.joined(separator: ",") }
        configuration.catalogue.library = try Library(parsing: (0..<5).map { "C\($0):\(subcategories[$0])" }.joined(separator: ";"))
        var library = Harness(configuration)
        library.advance(to: 1)
        try library.model.perform(.selectCategory(4))
        var farthest = 0.0
        let target = 16 * 1290.0  // category 4's first page of 20
        var t = 1.0
        while t < 4, library.firstViolation == nil {
            t += 1.0 / 240
            library.advance(to: t)
            farthest = max(farthest, library.model.stripOffset - target)
        }
        #expect(library.firstViolation == nil, "\(library.firstViolation ?? "")")
        #expect(farthest <= 1e-9, "the jump went \(farthest) pt past its page")
        #expect(library.model.isAtRest && library.model.state["page"] == .int(16), "\(library.model.state)")
    }

    /// The release sweep's trace 6344 (seed 16839740518549): a jump to page 1 with a
    /// slow snap spring (response 1.5 s), then a 200 pt flick at about 8,000 pt/s into
    /// the last of three pages. The snap carried the flick's velocity: the spring's
    /// overshoot (v/(ω·e) ≈ 700 pt) took the strip 400 pt past the last page, off the
    /// strip. A snap onto an edge now goes through the rubber band, as a bounce does.
    @Test func aFlickIntoTheLastPageWithASlowSnapSpringStaysWithinTheBand() throws {
        var configuration = LibraryPager.Configuration(viewport: Size(width: 383.47039761601417, height: 537.3139662095628))
        configuration.environment.safeArea.bottom = 59.58161334500396
        configuration.catalogue.library = try Library(parsing: "C0mmmmmmmmmmmmmmm:S0wwwww0,S0www1,S0www2")
        configuration.rowCount = 30
        configuration.snapResponse = 1.5
        var library = Harness(configuration)
        library.advance(to: 0.5142633427857503)
        try library.model.perform(.nextPage)
        let xs = [352.1711081080564, 285.86425639802906, 219.5574046880017, 153.25055297797434]
        let ys = [150.30613380513077, 143.59699321397827, 136.88785262282576, 130.17871203167326]
        library.run(from: 0.5142633427857503, to: 2.8387245665700966)
        library.handle(.down, xs[0], ys[0], 2.8387245665700966)
        for step in 1..<4 { library.handle(.move, xs[step], ys[step], 2.8387245665700966 + Double(step) / 120) }
        library.handle(.up, xs[3], ys[3], 2.8797245665700966)
        let last = 2 * configuration.viewport.width
        var farthest = 0.0, t = 2.8797245665700966
        while t < 8, library.firstViolation == nil {
            t += 1.0 / 240
            library.advance(to: t)
            farthest = max(farthest, library.model.stripOffset - last)
        }
        #expect(library.firstViolation == nil, "\(library.firstViolation ?? "")")
        // The band's limit for this flick: less than the viewport's width, and far less than the spring's 700 pt.
        #expect(farthest > 1 && farthest < 0.55 * configuration.viewport.width, "the strip went \(farthest) pt past the last page")
        #expect(library.model.isAtRest && library.model.state["page"] == .int(2), "\(library.model.state)")
    }
}
