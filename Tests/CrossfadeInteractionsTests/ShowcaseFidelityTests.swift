import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace
import Testing

/// The showcase as good as the apps (issue 47): what a user of Spotify notices
/// first, each checked where it shows.
@Suite("showcase, as good as the apps")
struct ShowcaseFidelityTests {
    private func text(_ scene: Scene, _ id: String) -> String? {
        if case .text(let text)? = scene.flatLayer(id)?.layer.content { text.text } else { nil }
    }

    private func queueTitles(_ scene: Scene) -> [String] {
        var titles: [String] = []
        while let title = text(scene, "queue.card.row.\(titles.count).title") { titles.append(title) }
        return titles
    }

    /// The queue lists what plays next: every other track of the play order once,
    /// never the one playing (it listed 23 rows, the catalogue twice).
    @Test func theQueueListsWhatPlaysNext() throws {
        let catalogue = Catalogue.demo, count = catalogue.tracks.count
        var driver = try make("showcase")
        try driver.perform(InteractionAction("queue.present"), at: 0)
        driver.advance(to: 1)
        #expect(queueTitles(driver.scene) == (1..<count).map { catalogue.track($0).title })
        try driver.perform(InteractionAction("queue.dismiss"), at: 1)
        try driver.perform(InteractionAction("playTrack", ["index": .int(7)]), at: 1)
        try driver.perform(InteractionAction("queue.present"), at: 1.1)
        driver.advance(to: 3)
        #expect(queueTitles(driver.scene) == (1..<count).map { catalogue.track((7 + $0) % count).title })
    }

    /// With shuffle on, the covers show the play order: "next" moves one cover (it
    /// whooshed through seven), the title, the mini player and the queue agree.
    @Test func shuffleShowsThePlayOrderInTheCovers() throws {
        let catalogue = Catalogue.demo, count = catalogue.tracks.count
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 1)
        try driver.perform(InteractionAction("carousel.toggleShuffle"), at: 1)
        driver.advance(to: 1.5)
        let order = PlayOrder.arranged(length: 2 * count, playing: 0, track: 0, tracks: count, shuffle: true)
        #expect(driver.state.child("carousel")?["centered"] == .int(0), "shuffle leaves the cover playing in the centre")
        #expect(text(driver.scene, "carousel.title") == catalogue.track(0).title)
        let centre = try #require(driver.scene.flatLayer("carousel.cover.0")).box.midX
        try driver.perform(InteractionAction("queue.present"), at: 1.5)
        driver.advance(to: 2.5)
        #expect(queueTitles(driver.scene) == (1..<count).map { catalogue.track(order[$0]).title })
        try driver.perform(InteractionAction("queue.dismiss"), at: 2.5)
        driver.advance(to: 3.5)
        var farthest = 0.0
        try driver.perform(InteractionAction("carousel.next"), at: 3.5)
        for frame in 1...120 {
            driver.advance(to: 3.5 + Double(frame) / 120)
            if let cover = driver.scene.flatLayer("carousel.cover.1") { farthest = max(farthest, abs(cover.box.midX - centre)) }
            #expect(driver.scene.flatLayer("carousel.cover.9") == nil, "no cover far along the queue is ever drawn: no whoosh")
        }
        #expect(driver.state.child("carousel")?["centered"] == .int(1))
        #expect(driver.state["track"] == .int(order[1]) && driver.state.child("carousel")?["track"] == .int(order[1]), "\(driver.state)")
        #expect(isClose(try #require(driver.scene.flatLayer("carousel.cover.1")).box.midX, centre, tolerance: 0.5))
        #expect(text(driver.scene, "carousel.title") == catalogue.track(order[1]).title)
        #expect(text(driver.scene, "player.miniPlayer.title") == catalogue.track(order[1]).title)
        // Off again: what follows is the catalogue's order from the track playing.
        try driver.perform(InteractionAction("carousel.toggleShuffle"), at: 5)
        try driver.perform(InteractionAction("carousel.next"), at: 5)
        driver.advance(to: 6)
        #expect(driver.state["track"] == .int((order[1] + 1) % count) && driver.state.child("carousel")?["centered"] == .int(2))
    }

    /// Your Library, dragged from Albums to Episodes (the next category's first
    /// page) and back: at every frame each indicator drawn lies under a label (one
    /// floated under the empty space between the two label rows).
    @Test func theIndicatorAlwaysLiesUnderALabel() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("library.selectSubcategory", ["index": .int(2)]), at: 0)
        driver.advance(to: 1)
        let y = try #require(driver.scene.flatLayer("library.pager.page.0.2")).box.midY
        var t = 1.0, checked = 0
        driver.handle(pointer(.down, 360, y, t))
        for step in Array(1...90) + Array((0..<90).reversed()) {
            t += 1.0 / 120
            driver.handle(pointer(.move, 360 - Double(step) * 3.5, y, t))
            let scene = driver.scene
            let labels = scene.flattened.filter { $0.id.hasPrefix("library.pager.sub.") && $0.id.split(separator: ".").count == 5 }
            for id in ["library.pager.indicator", "library.pager.indicator.incoming"] {
                guard let indicator = scene.flatLayer(id), indicator.layer.opacity > 0, indicator.box.width > 0 else { continue }
                let under = labels.contains { label in
                    min(label.box.maxX, indicator.box.maxX) - max(label.box.minX, indicator.box.minX) >= 0.99 * indicator.box.width
                }
                #expect(under, "\(id) at \(indicator.box) under no label, at \(t)")
                checked += 1
            }
        }
        #expect(checked >= 180)
    }
}

extension ShowcaseFidelityTests {
    /// Spotify's mini player: a sideways swipe slides the title and artist within
    /// their column (clipped, never over the artwork), the next track's title comes
    /// in beside them, and past the threshold the track changes with the new title
    /// settling from where it was (it slid the title alone, unclipped, and snapped back).
    @Test(arguments: [false, true]) func aMiniPlayerSwipeSlidesTheNextTitleIn(rtl: Bool) throws {
        let catalogue = Catalogue.demo
        var driver = try make("showcase", options: rtl ? ["rtl": .bool(true)] : [:])
        let title = try #require(driver.scene.flatLayer("player.miniPlayer.title"))
        let artwork = try #require(driver.scene.flatLayer("player.miniPlayer.artwork")).box
        let strip = try #require(driver.scene.flatLayer("player.miniPlayer.text"))
        #expect(title.parent == "player.miniPlayer.text" && strip.layer.clipsToBounds)
        #expect(rtl ? strip.box.maxX <= artwork.minX : strip.box.minX >= artwork.maxX, "the strip clears the artwork")
        let rest = title.box, sign = rtl ? 1.0 : -1.0
        driver.handle(pointer(.down, rest.midX, rest.midY, 0))
        for step in 1...30 { driver.handle(pointer(.move, rest.midX + sign * Double(step) * 4, rest.midY, Double(step) / 120)) }
        let moved = try #require(driver.scene.flatLayer("player.miniPlayer.title")).box
        let incoming = try #require(driver.scene.flatLayer("player.miniPlayer.incoming.title"))
        #expect(isClose(moved.minX, rest.minX + sign * 120, tolerance: 1e-6))
        #expect(text(driver.scene, "player.miniPlayer.incoming.title") == catalogue.track(1).title && incoming.layer.opacity == 1)
        #expect(isClose(incoming.box.minX, moved.minX - sign * (strip.box.width + 12), tolerance: 1e-6), "beside it, a pitch along")
        let before = incoming.box.minX
        driver.handle(pointer(.up, rest.midX + sign * 120, rest.midY, 0.26))
        driver.advance(to: 0.27)
        #expect(driver.state["track"] == .int(1))
        let now = try #require(driver.scene.flatLayer("player.miniPlayer.title")).box
        #expect(text(driver.scene, "player.miniPlayer.title") == catalogue.track(1).title)
        #expect(abs(now.minX - before) < 12, "the new title goes on from where it came in: \(now.minX) vs \(before)")
        driver.advance(to: 1.5)
        #expect(isClose(try #require(driver.scene.flatLayer("player.miniPlayer.title")).box.minX, rest.minX, tolerance: 0.5))
        #expect(try #require(driver.scene.flatLayer("player.miniPlayer.incoming.title")).layer.opacity == 0)
        // Caught again while it settles, the title stays where it is drawn (no jump).
        driver.handle(pointer(.down, rest.midX, rest.midY, 1.5))
        for step in 1...30 { driver.handle(pointer(.move, rest.midX + sign * Double(step) * 4, rest.midY, 1.5 + Double(step) / 120)) }
        driver.handle(pointer(.up, rest.midX + sign * 120, rest.midY, 1.76))
        driver.advance(to: 1.8)
        // Where it would be drawn as the pan is won (its second move, past the slop), untouched:
        var untouched = driver
        untouched.advance(to: 1.8 + 2.0 / 120)
        let settling = try #require(untouched.scene.flatLayer("player.miniPlayer.title")).box.minX
        #expect(abs(settling - rest.minX) > 40, "still settling: \(settling) against \(rest.minX)")
        driver.handle(pointer(.down, rest.midX, rest.midY, 1.8))
        for step in 1...3 { driver.handle(pointer(.move, rest.midX + sign * Double(step) * 5, rest.midY, 1.8 + Double(step) / 120)) }
        let caught = try #require(driver.scene.flatLayer("player.miniPlayer.title")).box.minX
        #expect(abs(caught - (settling + sign * 15)) < 3, "caught at \(caught), drawn at \(settling) and moved 15 pt")
        driver.handle(pointer(.up, rest.midX + sign * 15, rest.midY, 1.83))
        // Back at the queue's first track a swipe the other way brings nothing in, and changes nothing.
        var first = try make("showcase", options: rtl ? ["rtl": .bool(true)] : [:])
        first.handle(pointer(.down, rest.midX, rest.midY, 0))
        for step in 1...30 { first.handle(pointer(.move, rest.midX - sign * Double(step) * 4, rest.midY, Double(step) / 120)) }
        #expect(try #require(first.scene.flatLayer("player.miniPlayer.incoming.title")).layer.opacity == 0)
        first.handle(pointer(.up, rest.midX - sign * 120, rest.midY, 0.26))
        first.advance(to: 1.5)
        #expect(first.state["track"] == .int(0))
    }
}

extension ShowcaseFidelityTests {
    /// Now Playing scrolls on below the transport into a lyrics card and the
    /// artist's card; pulling up never lifts the player (its top went to −98 pt
    /// after a 200 pt pull, over a dark band); from its top a pull down still closes it.
    @Test func nowPlayingScrollsIntoItsCardsAndNeverLifts() throws {
        let catalogue = Catalogue.demo
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 1)
        let card = try #require(driver.scene.flatLayer("nowPlaying.lyricsCard"))
        #expect(card.box.minY > 700, "the lyrics card starts below the transport: \(card.box)")
        #expect(text(driver.scene, "nowPlaying.lyricsCard.line.0") == catalogue.track(0).lyrics.lines[0].text)
        // Pull up 200 pt over the artwork, and let go slowly.
        var t = 1.0
        driver.handle(pointer(.down, 195, 400, t))
        for step in 1...50 {
            t += 1.0 / 120
            driver.handle(pointer(.move, 195, 400 - Double(step) * 4, t))
            let top = try #require(driver.scene.flatLayer("player.player")).box.minY
            #expect(abs(top) <= 1, "the player never lifts: its top at \(top)")
        }
        t += 0.1
        driver.handle(pointer(.up, 195, 200, t))
        driver.advance(to: t + 2)
        let scrolled = try #require(driver.scene.flatLayer("nowPlaying.lyricsCard")).box
        #expect(isClose(scrolled.minY, card.box.minY - 200 + 10, tolerance: 1), "the content followed the finger past the slop: \(scrolled)")
        #expect(try #require(driver.scene.flatLayer("player.player")).box.minY == 0)
        #expect(driver.state.child("player")?["state"] == .string("open"))
        // Further up: the artist's card, naming the artist playing, ends above the home indicator.
        for round in 0..<3 {
            t += 0.5
            driver.handle(pointer(.down, 195, 700, t))
            for step in 1...30 { driver.handle(pointer(.move, 195, 700 - Double(step) * 15, t + Double(step) / 120)) }
            driver.handle(pointer(.up, 195, 250, t + 31.0 / 120))
            driver.advance(to: t + 2.5 + Double(round))
            t += 2.5 + Double(round)
        }
        let artist = try #require(driver.scene.flatLayer("nowPlaying.artistCard")).box
        #expect(artist.maxY <= 844 - 34 && artist.maxY > 600, "scrolled to its end: \(artist)")
        #expect(text(driver.scene, "nowPlaying.artistCard.name") == catalogue.track(0).artist)
        #expect(try #require(driver.scene.flatLayer("player.player")).box.minY == 0)
        // A tap on the lyrics card opens the lyrics.
        let lyricsCard = try #require(driver.scene.flatLayer("nowPlaying.lyricsCard")).box
        driver.handle(pointer(.down, lyricsCard.midX, max(lyricsCard.minY + 20, 120), t))
        driver.handle(pointer(.up, lyricsCard.midX, max(lyricsCard.minY + 20, 120), t + 0.05))
        driver.advance(to: t + 1)
        #expect(driver.state["lyricsOpen"] == .bool(true), "\(driver.state)")
    }

    @Test func fromItsTopAPullDownClosesThePlayerAndItReopensAtTheTop() throws {
        var driver = try make("showcase")
        try driver.perform(InteractionAction("player.open"), at: 0)
        driver.advance(to: 1)
        var t = 1.0
        driver.handle(pointer(.down, 195, 300, t))
        for step in 1...40 {
            t += 1.0 / 120
            driver.handle(pointer(.move, 195, 300 + Double(step) * 8, t))
            driver.advance(to: t)
        }
        #expect(try #require(driver.scene.flatLayer("player.player")).box.minY > 250, "the player follows the pull down")
        driver.handle(pointer(.up, 195, 620, t))
        driver.advance(to: t + 1.5)
        #expect(driver.state.child("player")?["state"] == .string("closed"), "\(driver.state)")
        // Scrolled, closed by its chevron, opened again: at the top.
        try driver.perform(InteractionAction("player.open"), at: t + 1.5)
        driver.advance(to: t + 3)
        driver.handle(pointer(.down, 195, 600, t + 3))
        for step in 1...30 { driver.handle(pointer(.move, 195, 600 - Double(step) * 10, t + 3 + Double(step) / 120)) }
        driver.handle(pointer(.up, 195, 300, t + 3.3))
        driver.advance(to: t + 5)
        #expect(try #require(driver.scene.flatLayer("nowPlaying.scroll")).layer.transform.ty < -100)
        try driver.perform(InteractionAction("player.close"), at: t + 5)
        driver.advance(to: t + 6.5)
        try driver.perform(InteractionAction("player.open"), at: t + 6.5)
        driver.advance(to: t + 8)
        #expect(try #require(driver.scene.flatLayer("nowPlaying.scroll")).layer.transform.ty == 0)
    }
}
