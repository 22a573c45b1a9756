import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// The showcase reads one catalogue: the app's `tracks` show in Your Library,
/// Home, the mini player, Now Playing, the queue and the lyrics, and nowhere does
/// the demo catalogue or an index suffix leak through.
@Suite("showcase catalogue")
struct ShowcaseCatalogueTests {
    /// Every text layer's words, by id.
    private func texts(_ scene: Scene) -> [String: String] {
        var texts: [String: String] = [:]
        for flat in scene.flattened {
            if case .text(let text)? = flat.layer.content { texts[flat.id] = text.text }
        }
        return texts
    }

    private func artworks(_ scene: Scene) -> Set<String> {
        var references: Set<String> = []
        for flat in scene.flattened {
            if case .artwork(let art)? = flat.layer.content { references.insert(art.reference) }
        }
        return references
    }

    @Test func theAppsTracksShowEverywhere() throws {
        // Before the play: Home lists the three tracks, the mini player the first,
        // Your Library's Artists page the three artists.
        let start = try replay("showcase/custom-tracks.json", at: 0.9)
        let before = texts(start.scene)
        #expect(before["home.tile.0.title"] == "Alpha Song" && before["home.tile.2.title"] == "Gamma Song")
        #expect(before["home.tile.3.title"] == nil, "three tracks, three tiles")
        #expect(
            before["home.shelf.0.item.0.subtitle"] == "Ada Lane and more" && before["home.shelf.0.item.2.subtitle"] == "Cy Dunn and more",
            "a mix per catalogue artist")
        #expect(before["player.miniPlayer.title"] == "Alpha Song" && before["player.miniPlayer.artist"] == "Ada Lane")
        let library = before.filter { $0.key.hasPrefix("library.pager.list.1.") && $0.key.hasSuffix(".title") && !$0.value.isEmpty }.map(\.value)
            .sorted()
        #expect(library == ["Ada Lane", "Bo Reed", "Cy Dunn"], "Artists lists the catalogue's artists: \(library)")
        #expect(before["lyrics.card.0.footer"] == "Alpha Song · Ada Lane")
        #expect(artworks(start.scene).isSuperset(of: ["covers/alpha.jpg", "covers/beta.jpg", "covers/gamma.jpg"]))
        // The app's data only: no demo playlist or podcast beside the app's tracks; the
        // Playlists page says it has none, as a text VoiceOver reads (nothing to activate).
        #expect(before["library.pager.list.0.0.title"] == "No playlists yet", "\(before["library.pager.list.0.0.title"] ?? "nil")")
        let message = start.scene.flattened.first { $0.id == "library.pager.list.0.0" }?.layer
        #expect(message?.opacity == 1 && message?.accessibility?.role == .text && message?.accessibility?.actions == [])
        let demoNames = Catalogue.demo.playlists.map(\.name) + Catalogue.demo.shows.map(\.name)
        for (id, text) in before where demoNames.contains(where: { !$0.isEmpty && text.contains($0) }) {
            Issue.record("\(id) shows the demo's '\(text)' beside the app's tracks")
        }

        // After playTrack 2, with the player open and the queue presented.
        let end = try replay("showcase/custom-tracks.json")
        let after = texts(end.scene)
        #expect(end.state["track"] == .int(2) && end.state["playing"] == .bool(true))
        #expect(after["player.miniPlayer.title"] == "Gamma Song" && after["player.miniPlayer.artist"] == "Cy Dunn")
        #expect(after["carousel.title"] == "Gamma Song" && after["carousel.artist"] == "Cy Dunn", "Now Playing")
        #expect(after["lyrics.card.0.footer"] == "Gamma Song · Cy Dunn", "the lyrics are the playing track's")
        // The queue: the tracks after the playing one, cycling.
        let queue = after.filter { $0.key.hasPrefix("queue.card.row.") && $0.key.hasSuffix(".title") }
        #expect(
            queue["queue.card.row.0.title"] == "Alpha Song" && queue["queue.card.row.1.title"] == "Beta Song",
            "\(queue.sorted { $0.key < $1.key }.prefix(3))")
        let demoTitles = Catalogue.demo.tracks.map(\.title)
        for (id, text) in after {
            #expect(!demoTitles.contains(text), "\(id) shows the demo catalogue's '\(text)'")
            #expect(!demoNames.contains { !$0.isEmpty && text.contains($0) }, "\(id) shows the demo's '\(text)'")
            #expect(text.wholeMatch(of: /.* · \d+/) == nil, "\(id) ends in an index: '\(text)'")
        }
    }

    @Test func playTrackPastTheCatalogueIsRefusedInOneLine() throws {
        var driver = try make("showcase", options: ["tracks": .string("Alpha Song | Ada Lane | 3:00 | a\nBeta Song | Bo Reed | 2:30 | b")])
        #expect(
            throws: InteractionError.invalidActionField(
                action: "playTrack", field: "index",
                reason: "must be below 2, the catalogue's track count, not 2")
        ) {
            try driver.perform(InteractionAction("playTrack", ["index": .int(2)]), at: 0.1)
        }
        #expect(driver.state["track"] == .int(0) && driver.state["playing"] == .bool(false), "nothing changed")
        try driver.perform(InteractionAction("playTrack", ["index": .int(1)]), at: 0.2)
        #expect(driver.state["track"] == .int(1) && driver.state["playing"] == .bool(true))
    }
}
