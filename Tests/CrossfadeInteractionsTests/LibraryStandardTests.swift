import CrossfadeInteractions
import Testing

/// `Library.standard` is built without the reader (so an engine module without the
/// `categories` option carries none): it must be what the reader makes of its text.
@Suite("the standard library")
struct LibraryStandardTests {
    @Test func theStandardLibraryIsWhatTheReaderMakesOfItsText() throws {
        let parsed = try Library(parsing: "Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows")
        #expect(Library.standard == parsed)
        #expect(Library.standard.pageCount == 6)
        #expect(Library.standard.location(ofPage: 4) == (1, 1))
    }
}
