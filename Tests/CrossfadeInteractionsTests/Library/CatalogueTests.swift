import CrossfadeInteractions
import Testing

/// The app's data: the `tracks` option, the pages the library derives from it,
/// and the demo catalogue.
@Suite("Catalogue")
struct CatalogueTests {
    @Test func tracksAreReadOnePerLine() throws {
        let tracks = try Catalogue.tracks(
            parsing: """
                Glass Weather | Mira Okafor | 3:12 | covers/glass.jpg

                Lanterns | Sora Lindqvist | 4:20 | covers/lanterns.jpg | Small Hours
                """)
        #expect(tracks.count == 2)
        #expect(tracks[0].title == "Glass Weather" && tracks[0].artist == "Mira Okafor" && tracks[0].duration == 192)
        #expect(tracks[0].artwork == "covers/glass.jpg" && tracks[0].album == "")
        #expect(tracks[1].album == "Small Hours" && tracks[1].duration == 260 && tracks[1].id == "track-1")
    }

    @Test(arguments: [
        (#line, "A | B | 3:12", "option 'tracks' line 1 has 3 fields: write Title | Artist | m:ss | artwork-ref (| album)"),
        (#line, "A | B | 3:12 | art\n | B | 1:00 | art", "option 'tracks' line 2 has no title"),
        (#line, "A | B | 3:1 | art", "option 'tracks' line 1: duration '3:1' must be m:ss (e.g. 3:07), longer than 0:00"),
        (#line, "A | B | 3:60 | art", "option 'tracks' line 1: duration '3:60' must be m:ss (e.g. 3:07), longer than 0:00"),
        (#line, "A | B | 0:00 | art", "option 'tracks' line 1: duration '0:00' must be m:ss (e.g. 3:07), longer than 0:00"),
        (#line, "A | | 1:00 | art", "option 'tracks' line 1 has no artist"),
        (#line, "\n\n", "option 'tracks' has no tracks: write one per line, Title | Artist | m:ss | artwork-ref"),
        (#line, "A | B | 1:00 | art | album | more", "option 'tracks' line 1 has 6 fields: write Title | Artist | m:ss | artwork-ref (| album)")
    ])
    func aBadLineIsNamed(line: Int, text: String, message: String) {
        do {
            _ = try Catalogue.tracks(parsing: text)
            Issue.record("accepted", sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        } catch {
            #expect(error.description == message, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }

    @Test func libraryPagesComeFromTheCatalogue() throws {
        var catalogue = Catalogue.demo
        #expect(
            catalogue.items(forPage: "Artists").map { $0.title } == [
                "The Quiet Engines", "Juniper Vale", "Mira Okafor", "Ansel & the Tides",
                "Pixel Choir", "Sora Lindqvist"
            ])
        #expect(catalogue.items(forPage: "Artists").allSatisfy { $0.shape == .round })
        #expect(catalogue.items(forPage: "Albums").first?.subtitle == "Album · The Quiet Engines")
        #expect(catalogue.items(forPage: "Downloads").count == 5)
        #expect(catalogue.items(forPage: "Episodes").allSatisfy { $0.track == nil })
        catalogue.tracks = try Catalogue.tracks(parsing: "One | Ada | 1:00 | a\nTwo | Ada | 2:00 | b\nThree | Bo | 3:00 | c | Third")
        #expect(catalogue.items(forPage: "Artists").map { $0.title } == ["Ada", "Bo"])
        #expect(catalogue.items(forPage: "Albums").map { $0.title } == ["One", "Two", "Third"])
        #expect(catalogue.items(forPage: "SONGS").map { $0.track } == [0, 1, 2])
    }

    @Test func theQueueCyclesThroughTheCatalogue() {
        let catalogue = Catalogue.demo
        #expect(catalogue.track(12).title == catalogue.track(0).title)
        #expect(catalogue.track(-1).title == catalogue.track(11).title)
        #expect(!catalogue.tracks.contains { $0.title.contains(" · ") })
        #expect(catalogue.tracks.allSatisfy { !$0.lyrics.lines.isEmpty })
    }
}
