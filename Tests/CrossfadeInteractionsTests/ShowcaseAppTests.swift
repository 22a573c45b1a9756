import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// The showcase looks and behaves like the apps it recreates (issue 31): the
/// pages show what their names say, Apple Music's card shrinks the app over
/// black, Now Playing is a solid sheet, no neighbour cover peeks at rest, Now
/// Playing's layout is Spotify's, every tap target does what the app does, and a
/// lyric card answers a sideways drag.
@Suite("showcase, as the apps are")
struct ShowcaseAppTests {
    /// The Studio's device presets: width, height, top and bottom safe areas.
    static let devices: [(name: String, size: Size, top: Double, bottom: Double)] = [
        ("iPhone SE", Size(width: 375, height: 667), 20, 0), ("iPhone 13 mini", Size(width: 375, height: 812), 50, 34),
        ("iPhone 14", Size(width: 390, height: 844), 47, 34), ("iPhone 15", Size(width: 393, height: 852), 59, 34),
        ("iPhone 15 Pro Max", Size(width: 430, height: 932), 59, 34)
    ]

    private func text(_ scene: Scene, _ id: String) -> String? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text.text } else { nil }
    }

    private func tap(_ driver: inout AnyInteractionDriver, _ id: String, at time: Double) throws {
        let box = try #require(driver.scene.flatLayer(id), "\(id) is drawn").box
        _ = driver.handle(pointer(.down, box.midX, box.midY, time))
        _ = driver.handle(pointer(.up, box.midX, box.midY, time + 0.05))
    }

    private func drag(_ driver: inout AnyInteractionDriver, from start: Point, by delta: Vector, at time: Double, steps: Int = 10, lift: Bool = true)
    {
        _ = driver.handle(pointer(.down, start.x, start.y, time))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            _ = driver.handle(pointer(.move, start.x + delta.dx * f, start.y + delta.dy * f, time + 0.016 * Double(step)))
        }
        if lift { _ = driver.handle(pointer(.up, start.x + delta.dx, start.y + delta.dy, time + 0.016 * Double(steps) + 0.1)) }
    }

    /// The opacity a layer is drawn with: its own times its ancestors'.
    private func drawnOpacity(_ id: String, in scene: Scene) -> Double {
        let flat = scene.flattened
        var opacity = 1.0, current = flat.first { $0.id == id }
        while let layer = current {
            opacity *= layer.layer.opacity
            current = layer.parent.flatMap { parent in flat.first { $0.id == parent } }
        }
        return opacity
    }

    // MARK: 1. What the pages say

    /// Your Library's pages list what their names say: artists as round portraits,
    /// albums, podcast episodes and shows; the lyric cards are the playing track's.
    @Test func thePagesShowWhatTheirNamesSay() throws {
        var driver = try make("showcase")
        let catalogue = Catalogue.demo
        let pages: [(Int, Int, String)] = [(0, 1, "Artists"), (0, 2, "Albums"), (1, 0, "Episodes"), (1, 2, "Shows")]
        var time = 0.0
        for (category, sub, name) in pages {
            try driver.perform(InteractionAction("library.selectCategory", ["index": .int(category)]), at: time + 0.1)
            try driver.perform(InteractionAction("library.selectSubcategory", ["index": .int(sub)]), at: time + 0.1)
            time += 2
            driver.advance(to: time)
            let items = catalogue.items(forPage: name)
            let scene = driver.scene
            let page = "library.pager.page.\(category).\(sub)"
            #expect(scene.flatLayer(page)?.box.minX == 0, "\(name) shows")
            // The first row of the page's list: its title and, for artists, a round portrait.
            let titles = scene.flattened.filter {
                $0.id.hasPrefix("library.pager.list.") && $0.id.hasSuffix(".title") && $0.box.minX >= 0 && $0.box.minX < 390
            }
            .compactMap { text(scene, $0.id) }
            #expect(titles.contains(items[0].title) && titles.contains(items[1].title), "\(name): \(titles.prefix(3))")
            if name == "Artists" {
                let art = try #require(
                    scene.flattened.first {
                        $0.id.hasPrefix("library.pager.list.") && $0.id.hasSuffix(".art") && $0.box.minX >= 0 && $0.box.minX < 390
                    })
                #expect(art.layer.cornerRadius.radius == art.layer.frame.width / 2, "an artist is a round portrait: \(art.layer.cornerRadius)")
            }
        }
        // On Shows, a show's row opens its episodes.
        try driver.perform(InteractionAction("library.selectRow", ["index": .int(1)]), at: time + 0.05)
        driver.advance(to: time + 1)
        #expect(driver.state.child("library")?["subcategory"] == .int(0), "a show opens Episodes: \(driver.state)")
        try driver.perform(InteractionAction("playTrack", ["index": .int(4)]), at: time + 1.1)
        driver.advance(to: time + 2)
        #expect(text(driver.scene, "lyrics.card.0.footer") == "Hollow Pines · Ansel & the Tides", "the lyrics are the playing track's")
    }

    // MARK: 2. Apple Music's card

    /// The queue's card shrinks the app back over black: scaled to 0.92, its top on
    /// the safe area, corners rounded; the dim darkens it; no slider heads the queue.
    @Test func theQueuesCardShrinksTheAppOverBlack() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        try driver.perform(InteractionAction("queue.present"), at: 0.8)
        driver.advance(to: 3)
        let scene = driver.scene
        #expect(scene.background == Color.black, "black behind the app")
        let app = try #require(scene.flatLayer("app"))
        #expect(isClose(app.box.minY, 47, tolerance: 1e-9) && isClose(app.box.width, 390 * 0.92, tolerance: 1e-9), "\(app.box)")
        #expect(app.layer.cornerRadius.radius == 10)
        #expect(try #require(scene.flatLayer("queue.dim")).layer.opacity == 0.4)
        #expect(scene.flatLayer("queue.card.slider") == nil, "no slider in the queue")
        #expect(try #require(scene.flatLayer("queue.card.row.0")).layer.frame.minY == 0, "the first track heads the queue")
        #expect(driver.state["statusBar"] == .string("light"))
    }

    /// Half way through a drag down, the app is half way back: black shows above it,
    /// under the status bar, which stays light.
    @Test func halfWayDownTheStatusBarSitsOnBlack() throws {
        for appearance in ["dark", "light"] {
            var driver = try make("showcase", options: ["appearance": .string(appearance)])
            try driver.perform(InteractionAction("player.open"), at: 0)
            try driver.perform(InteractionAction("queue.present"), at: 0.8)
            driver.advance(to: 3)
            drag(&driver, from: Point(x: 195, y: 120), by: Vector(dx: 0, dy: 390), at: 3, lift: false)
            let progress = try #require(driver.state.child("queue")?["progress"]?.number)
            let app = try #require(driver.scene.flatLayer("app")).box
            #expect(progress > 0.3 && progress < 0.7, "\(progress)")
            #expect(isClose(app.minY, 47 * progress, tolerance: 1e-6) && app.minY > 47 / 4, "the app's top \(app.minY) at progress \(progress)")
            #expect(driver.state["statusBar"] == .string("light"), "\(appearance)")
        }
    }

    /// Presenting the queue from anywhere opens Now Playing first (its button lives there).
    @Test func presentingTheQueueOpensThePlayer() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("queue.present"), at: 0)
        driver.advance(to: 2)
        #expect(driver.state.child("player")?["state"] == .string("open") && driver.state.child("queue")?["presented"] == .bool(true))
    }

    /// The status bar's words are light over dark things only: in the light
    /// appearance, dark over Home and the library, light over Now Playing, the
    /// lyrics and the queue's black.
    @Test func theStatusBarIsReadableInTheLightAppearance() throws {
        var driver = try make("showcase", options: ["appearance": .string("light")])
        #expect(driver.state["statusBar"] == .string("dark"))
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 0.1)
        #expect(driver.state["statusBar"] == .string("dark"), "the sheet is still low")
        driver.advance(to: 1)
        #expect(driver.state["statusBar"] == .string("light"), "over Now Playing")
        try driver.perform(InteractionAction("openLyrics"), at: 1)
        driver.advance(to: 2)
        #expect(driver.state["statusBar"] == .string("light"))
        try driver.perform(InteractionAction("closeLyrics"), at: 2)
        try driver.perform(InteractionAction("player.close"), at: 2)
        driver.advance(to: 4)
        #expect(driver.state["statusBar"] == .string("dark"))
        #expect(try make("showcase").state["statusBar"] == .string("light"), "the dark appearance")
    }

    // MARK: 3. Now Playing is a solid sheet

    /// At every frame of an opening and a closing (by hand and by action), the
    /// player's container is drawn fully opaque and its backdrop covers it: nothing
    /// behind shows through; only the content fades.
    @Test(arguments: ["open-player-by-drag.json", "vertical-drag-on-covers-closes-player.json", "filmstrip.json"])
    func nowPlayingIsOpaqueAtEveryFrame(trace: String) throws {
        var sawPartlyOpen = false
        for frame in try framesWithState("showcase/" + trace, fps: 60) {
            let progress = frame.state.child("player")?["progress"]?.number ?? 0
            guard progress > 0.001 else { continue }
            sawPartlyOpen = sawPartlyOpen || progress < 0.99
            let container = try #require(frame.scene.flatLayer("player.player")),
                backdrop = try #require(frame.scene.flatLayer("player.player.backdrop"))
            #expect(
                drawnOpacity("player.player", in: frame.scene) == 1 && drawnOpacity("player.player.backdrop", in: frame.scene) == 1,
                "\(trace) at \(frame.time)")
            #expect(container.layer.fill == nil, "no fill of its own beneath the backdrop (a seam at fractional scales)")
            #expect(
                backdrop.box.minX <= container.box.minX && backdrop.box.maxX >= container.box.maxX && backdrop.box.minY <= container.box.minY
                    && backdrop.box.maxY >= container.box.maxY, "\(trace) at \(frame.time): \(backdrop.box) covers \(container.box)")
            guard case .artwork(let art)? = backdrop.layer.content else { Issue.record("the backdrop is the artwork's gradient"); continue }
            #expect(art.colors.allSatisfy { $0.alpha == 1 })
        }
        #expect(sawPartlyOpen)
    }

    /// The same for the player on its own, bar and card: the sheet's backdrop is opaque at every frame.
    @Test(arguments: ["bar", "card"])
    func thePlayersSheetIsOpaqueOnItsOwn(style: String) throws {
        var driver = try make("player-transition", options: ["miniPlayerStyle": .string(style)])
        try driver.perform(InteractionAction("open"), at: 0)
        for step in 1...60 {
            driver.advance(to: Double(step) / 60)
            let backdrop = try #require(driver.scene.flatLayer("player.backdrop")), container = try #require(driver.scene.flatLayer("player"))
            #expect(backdrop.layer.fill?.alpha == 1 && drawnOpacity("player.backdrop", in: driver.scene) == 1, "\(style) at \(step)")
            #expect(container.layer.fill == nil && backdrop.box.width >= container.box.width)
        }
    }

    // MARK: 4. No neighbour peeks at rest

    /// On every device preset, at rest (on the first cover and on one in the
    /// middle), no other cover reaches into the screen; a 40 pt drag brings the next one in.
    @Test func noNeighbourCoverShowsAtRestOnAnyDevice() throws {
        for device in Self.devices {
            let options: [String: Scalar] = ["topSafeArea": .number(device.top), "bottomSafeArea": .number(device.bottom)]
            for interaction in ["showcase", "cover-carousel"] {
                var driver = try make(interaction, options: options, viewport: device.size)
                let prefix = interaction == "showcase" ? "carousel." : ""
                if interaction == "showcase" { try driver.perform(InteractionAction("player.open"), at: 0) }
                for (cover, time) in [(0, 1.0), (2, 3.0)] {
                    try driver.perform(InteractionAction(prefix + "selectCover", ["index": .int(cover)]), at: time - 0.9)
                    driver.advance(to: time)
                    let covers = driver.scene.flattened.filter { $0.parent == prefix + "carousel" && $0.id.hasPrefix(prefix + "cover.") }
                    #expect(covers.count >= 2, "neighbours are drawn (off screen)")
                    for layer in covers where layer.id != "\(prefix)cover.\(cover)" {
                        #expect(
                            layer.box.maxX <= 0 || layer.box.minX >= device.size.width,
                            "\(device.name) \(interaction) on cover \(cover): \(layer.id) reaches into the screen: \(layer.box)")
                    }
                }
                let centre = try #require(driver.scene.flatLayer(prefix + "cover.2")).box
                drag(&driver, from: Point(x: centre.midX + 60, y: centre.midY), by: Vector(dx: -40, dy: 0), at: 3.5, lift: false)
                let next = try #require(driver.scene.flatLayer(prefix + "cover.3")).box
                #expect(next.minX < device.size.width - 20, "\(device.name) \(interaction): a drag brings the next cover in: \(next)")
            }
        }
    }

    // MARK: 5. Spotify's Now Playing

    /// The like button sits at the end of the title's line; share and devices have
    /// their buttons; the header says where it plays from, with a "⋯"; the mini
    /// player has a devices button.
    @Test func nowPlayingIsLaidOutAsSpotifysIs() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 1)
        let scene = driver.scene
        let title = try #require(scene.flatLayer("carousel.title")).box, like = try #require(scene.flatLayer("nowPlaying.like")).box
        #expect(isClose(like.midY, title.midY, tolerance: 1e-9) && like.minX >= title.maxX, "beside the title: \(like) \(title)")
        let transport = try #require(scene.flatLayer("carousel.button.play")).box
        for id in ["nowPlaying.devices", "nowPlaying.shareButton", "nowPlaying.queueButton", "nowPlaying.lyricsButton"] {
            #expect(try #require(scene.flatLayer(id)).box.minY > transport.maxY, "\(id) in the row under the transport")
        }
        #expect(text(scene, "nowPlaying.header.caption") == "PLAYING FROM YOUR LIBRARY" && text(scene, "nowPlaying.header.name") == "Songs")
        let more = try #require(scene.flatLayer("nowPlaying.more")).box, chevron = try #require(scene.flatLayer("player.player.chevron")).box
        #expect(abs(more.midY - chevron.midY) < 1 && more.minX > 300, "the ⋯ faces the chevron: \(more)")
        #expect(try make("showcase").scene.flatLayer("player.miniPlayer.devices") != nil)
    }

    /// The queue's rows have reorder handles, Spotify's: dragging the third row's
    /// handle to the top moves it there, the covers follow the new order, and the
    /// next track is the one moved up; a row tapped plays what it shows.
    @Test func theQueueReordersByItsHandlesAndPlaysInItsOrder() throws {
        let name = "showcase/queue-reorder-plays-next.json"
        let catalogue = Catalogue.demo
        let result = try replay(name, at: 2.9)
        let scene = result.scene
        // Rows: the tracks after the one playing (0), the third (track 3) now first.
        let rows = (0..<4).map { text(scene, "queue.card.row.\($0).title") }
        #expect(rows == [3, 1, 2, 4].map { catalogue.track($0).title }, "\(rows)")
        #expect(scene.flatLayer("queue.card.row.0.handle")?.layer.accessibility?.label == "Reorder " + catalogue.track(3).title)
        // The cover after the playing one is now track 3's.
        let next = scene.flatLayer("carousel.cover.1.artwork")?.layer.content
        #expect(next == .artwork(catalogue.artwork(ofTrack: 3)), "\(String(describing: next))")
        // Next plays it; the queue then lists what follows it in the new order.
        let end = try replay(name)
        #expect(end.state["track"] == .int(3), "\(end.state)")
        #expect((0..<3).map { text(end.scene, "queue.card.row.\($0).title") } == [1, 2, 4].map { catalogue.track($0).title })
        #expect(end.events.map(\.description).contains("queue.reordered from=2 to=0"), "\(end.events)")
        try expectFrameRateIndependence(name, instants: [1.8, 2.1, 2.3, 4.2])

        // A tap on a row plays the track it shows, in the new order too.
        var driver = try make("showcase")
        try driver.perform(InteractionAction("queue.present"), at: 0)
        driver.advance(to: 1.5)
        try driver.perform(InteractionAction("queue.moveRow", ["from": .int(4), "to": .int(0)]), at: 1.5)
        driver.advance(to: 2)
        #expect(text(driver.scene, "queue.card.row.0.title") == catalogue.track(5).title)
        try tap(&driver, "queue.card.row.0.art", at: 2)
        driver.advance(to: 3)
        #expect(driver.state["track"] == .int(5), "\(driver.state)")
        // A tap on a handle plays nothing: it is the row's reorder control.
        try tap(&driver, "queue.card.row.3.handle", at: 3.5)
        driver.advance(to: 4)
        #expect(driver.state["track"] == .int(5), "\(driver.state)")
    }

    /// A library row plays what it lists, and Now Playing says where from.
    @Test func aLibraryRowPlaysAndNowPlayingSaysFromWhere() throws {
        var driver = try make("showcase")
        let playlists = Catalogue.demo.items(forPage: "Playlists")
        let row = try #require(
            driver.scene.flattened.first {
                $0.id.hasPrefix("library.pager.list.") && $0.id.hasSuffix(".title")
                    && text(driver.scene, $0.id) == playlists[2].title
            }
        ).box
        _ = driver.handle(pointer(.down, row.midX, row.midY, 0.1))
        _ = driver.handle(pointer(.up, row.midX, row.midY, 0.15))
        // At the lift itself, everything shows the track (the sweep's trace 144 caught
        // the mini player catching up only at the next touch).
        let title = Catalogue.demo.track(try #require(playlists[2].track)).title
        #expect(text(driver.scene, "player.miniPlayer.title") == title && text(driver.scene, "carousel.title") == title)
        driver.advance(to: 1)
        #expect(driver.state["track"] == .int(try #require(playlists[2].track)) && driver.state["playing"] == .bool(true), "\(driver.state)")
        #expect(
            text(driver.scene, "nowPlaying.header.caption") == "PLAYING FROM PLAYLIST"
                && text(driver.scene, "nowPlaying.header.name") == playlists[2].title)
    }

    /// The "⋯" opens the track's menu; its rows like the track, go to its album or
    /// artist (Your Library's page, the player closed) or show the queue; a tap
    /// above it closes it. Share and devices sheets hand the choice to the host.
    @Test func theSheetsDoWhatTheirRowsSay() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 1)
        try tap(&driver, "nowPlaying.more", at: 1)
        driver.advance(to: 2)
        #expect(driver.state["sheet"] == .string("more"))
        #expect(text(driver.scene, "sheet.title") == "Every Frame" && text(driver.scene, "sheet.row.0.title") == "Add to Liked Songs")
        let panel = try #require(driver.scene.flatLayer("sheet.panel")).box
        let expectedTop: Double = 844 - (80 + 4 * 56 + 34 + 8)
        #expect(isClose(panel.minY, expectedTop, tolerance: 1e-6), "up from the bottom: \(panel)")
        try tap(&driver, "sheet.row.0", at: 2)
        driver.advance(to: 3)
        #expect(driver.state["liked"] == .bool(true) && driver.state["sheet"] == .string("none"))
        try tap(&driver, "nowPlaying.more", at: 3)
        driver.advance(to: 4)
        try tap(&driver, "sheet.row.1", at: 4)  // Go to album
        driver.advance(to: 6)
        #expect(driver.state["tab"] == .int(2) && driver.state.child("player")?["state"] == .string("closed"))
        #expect(driver.state.child("library")?["category"] == .int(0) && driver.state.child("library")?["subcategory"] == .int(2), "Albums")
        try driver.perform(InteractionAction("more"), at: 6)
        driver.advance(to: 7)
        _ = driver.handle(pointer(.down, 195, 100, 7))  // above the sheet
        _ = driver.handle(pointer(.up, 195, 100, 7.05))
        driver.advance(to: 8)
        #expect(driver.state["sheet"] == .string("none") && driver.scene.flatLayer("sheet")?.layer.opacity == 0)
        _ = driver.takeEvents()
        try driver.perform(InteractionAction("share"), at: 8)
        try driver.perform(InteractionAction("chooseSheetRow", ["index": .int(0)]), at: 8.5)
        try driver.perform(InteractionAction("devices"), at: 9)
        try driver.perform(InteractionAction("chooseSheetRow", ["index": .int(1)]), at: 9.5)
        let events = driver.takeEvents().map(\.description)
        #expect(events.contains("share track=0 via=\"Copy link\"") && events.contains("devices"), "\(events)")
        #expect(throws: InteractionError.self) {
            try driver.perform(InteractionAction("devices"), at: 10)
            try driver.perform(InteractionAction("chooseSheetRow", ["index": .int(3)]), at: 10.1)
        }
    }

    /// A finger on a sheet's row when an action closes the sheet under it chooses
    /// nothing as it lifts: the row's tap is the `chooseSheetRow` action, and with
    /// no sheet open there is nothing to choose (the row would have liked the track).
    @Test func aRowTappedAfterAnActionClosedItsSheetChoosesNothing() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        try driver.perform(InteractionAction("more"), at: 0.5)
        driver.advance(to: 2)
        let row = try #require(driver.scene.flatLayer("sheet.row.0")).box  // Add to Liked Songs
        _ = driver.handle(pointer(.down, row.midX, row.midY, 2))
        try driver.perform(InteractionAction("closeSheet"), at: 2.02)
        _ = driver.handle(pointer(.up, row.midX, row.midY, 2.05))
        driver.advance(to: 3)
        #expect(driver.state["liked"] == .bool(false) && driver.state["sheet"] == .string("none"), "\(driver.state)")
        // The same tap on the open sheet chooses the row.
        try driver.perform(InteractionAction("more"), at: 3)
        driver.advance(to: 4)
        _ = driver.handle(pointer(.down, row.midX, row.midY, 4))
        _ = driver.handle(pointer(.up, row.midX, row.midY, 4.05))
        #expect(driver.state["liked"] == .bool(true), "\(driver.state)")
    }

    // MARK: 6. No dead ends

    /// Home scrolls up under the finger; a shelf scrolls sideways (Home stays); a
    /// card plays its first track; Search scrolls, its tiles open Your Library's
    /// pages and its rows play.
    @Test func homeAndSearchScrollAndEveryTileDoesSomething() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("selectTab", ["index": .int(0)]), at: 0)
        drag(&driver, from: Point(x: 195, y: 600), by: Vector(dx: 0, dy: -300), at: 0.1, lift: false)
        let offset = try #require(driver.state["homeOffset"]?.number)
        #expect(isClose(offset, 300 - 10, tolerance: 1e-6), "follows the finger past the slop: \(offset)")
        _ = driver.handle(pointer(.up, 195, 300, 0.5))
        driver.advance(to: 3)
        let scrolled = try #require(driver.state["homeOffset"]?.number)
        let shelf = try #require(driver.scene.flatLayer("home.shelf.1.item.1")).box
        #expect(shelf.minY > 0 && shelf.maxY < 844 - 83 - 64, "shelf 1 in view after \(scrolled) pt: \(shelf)")
        drag(&driver, from: Point(x: 300, y: shelf.midY), by: Vector(dx: -200, dy: 0), at: 3)
        driver.advance(to: 6)
        let moved = try #require(driver.scene.flatLayer("home.shelf.1.item.1")).box
        #expect(moved.minX < shelf.minX - 150 && driver.state["homeOffset"]?.number == scrolled, "the shelf scrolled sideways: \(moved.minX)")
        try tap(&driver, "home.shelf.1.item.1", at: 6)
        driver.advance(to: 7)
        let album = Catalogue.demo.items(forPage: "Albums")[1]
        #expect(driver.state["track"] == .int(try #require(album.track)) && driver.state["playing"] == .bool(true))
        #expect(text(driver.scene, "nowPlaying.header.name") == album.title)

        try driver.perform(InteractionAction("selectTab", ["index": .int(1)]), at: 7)
        drag(&driver, from: Point(x: 195, y: 600), by: Vector(dx: 0, dy: -250), at: 7.1)
        driver.advance(to: 10)
        #expect((driver.state["searchOffset"]?.number ?? 0) > 100)
        try tap(&driver, "search.song.2", at: 10)
        driver.advance(to: 11)
        #expect(driver.state["track"] == .int(2) && driver.state["playingFrom"] == .string("Recent searches"))
        try driver.perform(InteractionAction("selectTab", ["index": .int(1)]), at: 11)
        try driver.perform(InteractionAction("browse", ["index": .int(5)]), at: 11)
        driver.advance(to: 12)
        let library = driver.state.child("library")
        #expect(driver.state["tab"] == .int(2))
        #expect(library?["category"] == .int(1) && library?["subcategory"] == .int(2), "Shows")
    }

    /// The recorded Home session: a drag up held still rests where it was left; a
    /// flick along a shelf decelerates to its end (Home does not move); the card
    /// then under the finger plays, from its album. The same at every frame rate.
    @Test func aHomeSessionReplays() throws {
        let result = try replay("showcase/home-scroll-shelf-then-play.json")
        #expect(
            result.state["homeOffset"] == .number(230) && result.state["track"] == .int(7) && result.state["playingFrom"] == .string("Sixty Hertz"))
        let strip = try #require(result.scene.flatLayer("home.shelf.1.strip")).box,
            card = try #require(result.scene.flatLayer("home.shelf.1.item.0")).box
        let end = 2 * 16 + 6 * card.width + 5 * 12 - 390  // six cards, 12 pt apart, 16 pt margins
        #expect(isClose(strip.minX, -end, tolerance: 1e-6), "the shelf decelerated to its end: \(strip)")
        try expectFrameRateIndependence("showcase/home-scroll-shelf-then-play.json", instants: [0.2, 0.5, 1.1, 1.4, 2.0, 3.6])
    }

    /// The recorded menu session: like from the ⋯ menu, share a link (an event for the
    /// host), then go to the artist. The same at every frame rate.
    @Test func aMenuSessionReplays() throws {
        let result = try replay("showcase/menu-like-share-go-to-artist.json")
        #expect(result.state["liked"] == .bool(true) && result.state["tab"] == .int(2) && result.state.child("library")?["subcategory"] == .int(1))
        #expect(result.events.map(\.description).contains("share track=0 via=\"Copy link\""), "\(result.events)")
        try expectFrameRateIndependence("showcase/menu-like-share-go-to-artist.json", instants: [1.1, 1.3, 2.1, 4.1, 6.1, 6.5])
    }

    /// The player on its own: each tab has an icon over its title.
    @Test func thePlayersOwnTabBarHasIcons() throws {
        let scene = try make("player-transition").scene
        for index in 0..<3 {
            guard case .path? = scene.flatLayer("tabBar.item.\(index).icon")?.layer.content else {
                Issue.record("tab \(index) has no icon"); continue
            }
            let icon = try #require(scene.flatLayer("tabBar.item.\(index).icon")).box,
                title = try #require(scene.flatLayer("tabBar.item.\(index).title")).box
            #expect(icon.maxY <= title.minY && abs(icon.midX - title.midX) < 1e-9)
        }
    }

    // MARK: 8. A lyric card answers a sideways drag

    /// On its own and in the showcase: a sideways drag moves the card a little
    /// (rubber-banded, at most 24 pt) and it springs back; the vertical axis still swaps.
    @Test func aSidewaysDragMovesALyricCardALittleAndItSpringsBack() throws {
        var driver = try make("lyrics-cards")
        let card = try #require(driver.scene.flatLayer("card.0")).box
        drag(&driver, from: Point(x: card.midX, y: card.midY), by: Vector(dx: 120, dy: 0), at: 0, lift: false)
        let held = try #require(driver.scene.flatLayer("card.0")).box
        let moved = held.midX - card.midX
        #expect(moved > 5 && moved < 24, "a little, and less than the finger: \(moved) pt for 120")
        #expect(isClose(held.midY, card.midY, tolerance: 1e-9))
        _ = driver.handle(pointer(.up, card.midX + 120, card.midY, 0.3))
        driver.advance(to: 2)
        #expect(try #require(driver.scene.flatLayer("card.0")).box == card && driver.state["front"] == .int(0), "sprung back, no swap")
        drag(&driver, from: Point(x: card.midX, y: card.midY), by: Vector(dx: 0, dy: 120), at: 2)
        driver.advance(to: 4)
        #expect(driver.state["front"] == .int(1), "the y axis swaps as ever")

        var showcase = try make("showcase")
        try showcase.perform(InteractionAction("openLyrics"), at: 0)
        showcase.advance(to: 2)
        let front = try #require(showcase.scene.flatLayer("lyrics.card.0")).box
        drag(&showcase, from: Point(x: front.midX, y: front.midY), by: Vector(dx: -100, dy: 0), at: 2, lift: false)
        let pulled = try #require(showcase.scene.flatLayer("lyrics.card.0")).box.midX - front.midX
        #expect(pulled < -5 && pulled > -24, "\(pulled)")
    }
}
