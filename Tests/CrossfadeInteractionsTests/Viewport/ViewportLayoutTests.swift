import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// Layouts for any viewport of the fit range (DESIGN.md): the named controls lie inside
/// the viewport, clear of its safe areas, with their full hit targets; artwork stays
/// square, beside its controls in landscape; content is no wider than the readable width.
@Suite("Viewport layouts")
struct ViewportLayoutTests {
    /// The sizes the issue names, the largest tablet both ways, then sizes spread over the fit range.
    static let named: [Size] = [
        Size(width: 320, height: 480), Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 1_024, height: 768),
        Size(width: 390, height: 560), Size(width: 1_024, height: 1_366), Size(width: 1_366, height: 1_024), Size(width: 480, height: 320),
        Size(width: 320, height: 568), Size(width: 568, height: 320)
    ]

    /// 24 sizes inside the fit range, half portrait and half landscape, from a fixed sequence.
    static let spread: [Size] = {
        var state: UInt64 = 0x5EED_1A70
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let shorter = InteractionViewport.fitShorterSide, longer = InteractionViewport.fitLongerSide
        return (0..<24).map { index in
            let a = (shorter.lowerBound + next() * (shorter.upperBound - shorter.lowerBound)).rounded()
            let b = max(a, (longer.lowerBound + next() * (longer.upperBound - longer.lowerBound)).rounded())
            return index % 2 == 0 ? Size(width: a, height: b) : Size(width: b, height: a)
        }
    }()

    /// A phone's safe areas where the viewport is portrait, a landscape phone's otherwise, or none.
    static func environments(for size: Size) -> [(name: String, safeArea: EdgeInsets)] {
        let device =
            size.width > size.height ? EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47) : EdgeInsets(top: 47, bottom: 34)
        return [("device", device), ("none", EdgeInsets())]
    }

    /// What each interaction must keep on screen: the layers a user needs (boxes in viewport points).
    static let controls: [(line: Int, id: String, needed: [String], artwork: @Sendable (InteractionState) -> String?)] = [
        (
            #line, CoverCarousel.id,
            ["title", "artist", "slider.track", "button.shuffle", "button.previous", "button.play", "button.next", "button.repeat"],
            { state in state["centered"]?.number.map { "cover.\(Int($0))" } }
        ),
        (
            #line, PlayerTransition.id, ["miniPlayer.play", "wide:miniPlayer.title", "bar:miniPlayer", "bar:tabBar"], { _ in "miniPlayer.artwork" }
        ),
        (
            #line, PlayerTransition.id + " open",
            ["player.title", "player.artist", "player.previous", "player.play", "player.next", "player.chevron"],
            { _ in "player.artwork" }
        ),
        (#line, LyricsCards.id, ["lyrics.title", "card.0", "card.0.text", "card.0.footer"], { _ in nil }),
        (
            #line, LibraryPager.id, ["pager.category.0", "pager.sub.0.0", "pager.list.0.0.art", "pager.list.0.0.title", "pager.list.0.0.subtitle"],
            { _ in "pager.list.0.0.art" }
        ),
        (
            #line, CardPresentation.id + " present",
            ["card.grabber", "card.title", "card.slider.track", "card.row.0.title", "card.row.0.artist"], { _ in "card.row.0.art" }
        ),
        (
            #line, Showcase.id,
            [
                "library.pager.category.0", "library.pager.sub.0.0", "library.pager.list.0.0.title", "bar:tabBar", "tab.0.title", "tab.2.title",
                "player.miniPlayer.play", "wide:player.miniPlayer.title"
            ],
            { _ in "player.miniPlayer.artwork" }
        ),
        (#line, Showcase.id + " selectTab:0", ["home.title", "home.tile.0", "home.tile.1", "bar:tabBar"], { _ in nil }),
        (
            #line, Showcase.id + " selectTab:1", ["search.title", "search.field", "search.browse", "search.category.0", "search.category.1"],
            { _ in nil }
        )
    ]

    @Test(arguments: named + spread)
    func everyControlIsOnScreenWithItsFullHitTargetAndArtworkIsSquare(size: Size) throws {
        #expect(InteractionViewport.fits(size))
        for entry in Self.controls {
            let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: entry.line, column: 1)
            for (name, safeArea) in Self.environments(for: size) {
                // An id and a situation: "player-transition open" is the player opened.
                let parts = entry.id.split(separator: " ").map(String.init)
                var driver = try InteractionRegistry.standard.make(parts[0], viewport: size)
                var environment = driver.environment
                environment.safeArea = safeArea
                try driver.setEnvironment(environment, at: 0)
                if parts.count > 1 {
                    // "name" or "name:index".
                    let action = parts[1].split(separator: ":").map(String.init)
                    let fields: [String: Scalar] = action.count > 1 ? ["index": .int(Int(action[1])!)] : [:]
                    try driver.perform(InteractionAction(action[0], fields), at: 0)
                    driver.advance(to: 3)
                }
                let boxes = Dictionary(driver.scene.flattened.map { ($0.id, $0.box) }, uniquingKeysWith: { a, _ in a })
                let usable = Rect(
                    x: safeArea.leading, y: safeArea.top, width: size.width - safeArea.leading - safeArea.trailing,
                    height: size.height - safeArea.top - safeArea.bottom)
                let context = "\(entry.id) at \(Int(size.width)) × \(Int(size.height)), safe areas \(name)"
                for name in entry.needed {
                    // A bar ("bar:" id) spans the viewport's width, its bottom safe area included.
                    // A line in a bar ("wide:" id) may be wider than the readable width.
                    let isBar = name.hasPrefix("bar:"), isWide = name.hasPrefix("wide:")
                    let id = isBar ? String(name.dropFirst(4)) : isWide ? String(name.dropFirst(5)) : name
                    if isBar, let box = boxes[id] {
                        let screen = Rect(origin: .zero, size: size)
                        #expect(screen.contains(box, tolerance: 1e-6), "\(context): \(id) at \(box) is off screen", sourceLocation: at)
                        continue
                    }
                    guard let box = boxes[id] else {
                        Issue.record("\(context): no layer \(id)", sourceLocation: at)
                        continue
                    }
                    #expect(usable.contains(box, tolerance: 1e-6), "\(context): \(id) at \(box) is outside \(usable)", sourceLocation: at)
                    #expect(
                        isWide || box.width <= 600 + 1e-6, "\(context): \(id) is \(box.width) pt wide, past the readable width", sourceLocation: at)
                    if id.hasPrefix("button.") {
                        #expect(min(box.width, box.height) >= 44 - 1e-6, "\(context): \(id)'s hit target is \(box)", sourceLocation: at)
                    }
                }
                guard let artworkID = entry.artwork(driver.state) else { continue }
                guard let art = boxes[artworkID] else {
                    Issue.record("\(context): no artwork in \(driver.state)", sourceLocation: at)
                    continue
                }
                #expect(abs(art.width - art.height) < 1e-6, "\(context): the artwork is \(art), not square", sourceLocation: at)
                #expect(usable.contains(art, tolerance: 1e-6), "\(context): the artwork at \(art) is outside \(usable)", sourceLocation: at)
                if size.width > size.height, let title = boxes["title"] {
                    #expect(
                        art.maxX <= title.minX + 1e-6, "\(context): in landscape the artwork \(art) sits beside the title \(title)",
                        sourceLocation: at)
                }
            }
        }
    }

    /// At rest no neighbour cover reaches into the covers' strip where the layout is not the
    /// seed's: a short viewport's smaller cover and landscape's strip beside the controls spread
    /// the covers apart. (The seed's own shape, the cover the width less 68 pt, keeps its pitch.)
    @Test(arguments: named + spread)
    func noNeighbourCoverPeeksAtRest(size: Size) throws {
        for (name, safeArea) in Self.environments(for: size) {
            var driver = try InteractionRegistry.standard.make(CoverCarousel.id, viewport: size)
            var environment = driver.environment
            environment.safeArea = safeArea
            try driver.setEnvironment(environment, at: 0)
            try driver.perform(InteractionAction("next"), at: 0.1)
            driver.advance(to: 3)
            let centred = try #require(driver.state["centered"]?.number.map { Int($0) })
            let strip = try #require(driver.scene.flatLayer("carousel")).box
            let cover = try #require(driver.scene.flatLayer("cover.\(centred)")).box
            if strip.width == size.width && abs(cover.width - (size.width - 68)) < 1e-6 { continue }
            for flat in driver.scene.flattened where flat.parent == "carousel" && flat.id.hasPrefix("cover.") && flat.id != "cover.\(centred)" {
                let box = flat.box
                #expect(
                    box.maxX <= strip.minX + 1e-6 || box.minX >= strip.maxX - 1e-6,
                    "\(Int(size.width)) × \(Int(size.height)), safe areas \(name): \(flat.id) at \(box) reaches into the strip \(strip)")
            }
        }
    }

    /// The card is capped and centred like iPad's form sheet where the viewport is regular
    /// both ways; a phone keeps its full-width card in portrait and in landscape.
    @Test func theCardIsAFormSheetOnTabletsAndFullWidthOnPhones() throws {
        let cases: [(line: Int, size: Size, x: Double, width: Double)] = [
            (#line, Size(width: 1_024, height: 768), 212, 600), (#line, Size(width: 1_024, height: 1_366), 212, 600),
            (#line, Size(width: 768, height: 1_024), 84, 600), (#line, Size(width: 390, height: 844), 0, 390),
            (#line, Size(width: 844, height: 390), 0, 844), (#line, Size(width: 1_366, height: 480), 0, 1_366)
        ]
        for c in cases {
            var driver = try InteractionRegistry.standard.make(CardPresentation.id, viewport: c.size)
            try driver.perform(InteractionAction("present"), at: 0)
            driver.advance(to: 3)
            let card = try #require(driver.scene.flatLayer("card")).box, row = try #require(driver.scene.flatLayer("card.row.0")).box
            let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            #expect(card.minX == c.x && card.width == c.width, "\(c.size): the card is \(card)", sourceLocation: at)
            #expect(row.minX == c.x && row.width == c.width, "\(c.size): its first row is \(row)", sourceLocation: at)
        }
    }

    /// On a portrait phone every number is the seed's: the cover is the width less 68 pt, 34 pt margins.
    @Test func aPortraitPhoneKeepsTheSeedNumbers() throws {
        for width in [320.0, 375, 390, 430] {
            let driver = try InteractionRegistry.standard.make(CoverCarousel.id, viewport: Size(width: width, height: 932))
            let cover = try #require(driver.scene.flatLayer("cover.0")).box
            #expect(cover.width == width - 68 && cover.minX == 34, "\(width): \(cover)")
        }
    }
}

extension Rect {
    /// Whether `other` lies inside this rectangle, `tolerance` pt of rounding allowed.
    fileprivate func contains(_ other: Rect, tolerance: Double) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
}
