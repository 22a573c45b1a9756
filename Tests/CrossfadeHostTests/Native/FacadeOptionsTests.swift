import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The options the façades start their interactions with are ones the
/// interactions declare, and the interactions start with them.
@Suite("Façade options")
struct FacadeOptionsTests {
    static let written: [(String, [String: Scalar])] = [
        ("lyrics-cards", FacadeOptions.cardStack(count: 5)),
        ("library-pager", FacadeOptions.nestedPages([("Music", ["Playlists", "Artists"]), ("Podcasts", ["Shows"])])),
        ("card-presentation", FacadeOptions.cardSheet(contentHeight: 1_800)),
        ("cover-carousel", FacadeOptions.coverCarousel([("Glass Weather", "Mira Okafor", 192), ("Night Bus", "Low Orbit", 201.4)])),
        ("player-transition", FacadeOptions.miniPlayer(card: true))
    ]

    @Test func everyOptionWrittenIsDeclaredAndAccepted() throws {
        for (id, options) in Self.written {
            let declared = try #require(InteractionRegistry.standard[id]).options.map { $0.name }
            for name in options.keys { #expect(declared.contains(name), "\(id): \(name)") }
            _ = try InteractionRegistry.standard.make(id, options: options, viewport: Size(width: 390, height: 844))
        }
    }

    @Test func aQueuesTracksAreTheCarouselsCatalogue() throws {
        guard case .string(let text)? = FacadeOptions.coverCarousel([("Glass | Weather", "Mira\nOkafor", 191.6), ("\t", "", -3)])["tracks"] else {
            return #expect(Bool(false))
        }
        let tracks = try Catalogue.tracks(parsing: text)
        #expect(tracks.map { $0.title } == ["Glass Weather", "-"])
        #expect(tracks.map { $0.artist } == ["Mira Okafor", "-"])
        #expect(tracks.map { $0.duration } == [192, 1])
        #expect(tracks.map { $0.artwork } == ["cover-0", "cover-1"])
        #expect(FacadeOptions.coverCarousel([]).isEmpty)
    }

    @Test func aTrackFieldIsCutBetweenCharactersAtTheOptionsLimit() throws {
        let long = String(repeating: "é", count: 150), hours = 200 * 3_600.0
        guard case .string(let text)? = FacadeOptions.coverCarousel([(long, "A", hours), ("B", "C", .nan)])["tracks"] else {
            return #expect(Bool(false))
        }
        let tracks = try Catalogue.tracks(parsing: text)
        #expect(tracks[0].title == String(repeating: "é", count: Catalogue.maximumFieldBytes / 2))
        #expect(tracks.map { $0.duration } == [59_999, 1])
    }

    @Test func aCardStackHasOneLyricLinePerCard() {
        guard case .string(let text)? = FacadeOptions.cardStack(count: 14)["lrc"] else { return #expect(Bool(false)) }
        let lyrics = LRC.parse(text)
        #expect(lyrics.issues.isEmpty)
        #expect(lyrics.lines.map { $0.text } == (1...14).map { "\($0)" })
        #expect(lyrics.lines.last?.time == 65)
    }

    @Test func sectionTitlesLoseTheOptionsSeparators() throws {
        let options = FacadeOptions.nestedPages([("Music: all", ["A, B", "C;D", " "]), ("Empty", [])])
        guard case .string(let text)? = options["categories"] else { return #expect(Bool(false)) }
        #expect(text == "Music all:A B,C D,-")
        let library = try Library(parsing: text)
        #expect(library.categories.map { $0.name } == ["Music all"])
        #expect(FacadeOptions.nestedPages([]).isEmpty)
    }

    @Test func noContentHeightMeansTheEnginesOwn() {
        #expect(FacadeOptions.cardSheet(contentHeight: nil)["contentHeight"] == nil)
        #expect(FacadeOptions.cardSheet(contentHeight: 0)["contentHeight"] == nil)
        #expect(FacadeOptions.cardSheet(contentHeight: 120.1234567)["contentHeight"] == .number(120.123457))
    }

    /// The app's card draws the controller's title or none, never the engine's "Up Next".
    @Test func aCardsTitleIsTheControllersOrNone() {
        #expect(FacadeOptions.cardSheet(contentHeight: nil)["title"] == .string(""))
        #expect(FacadeOptions.cardSheet(contentHeight: nil, title: "Queue")["title"] == .string("Queue"))
        let long = String(repeating: "é", count: 150)  // 300 bytes
        #expect(FacadeOptions.cardSheet(contentHeight: nil, title: long)["title"] == .string(String(repeating: "é", count: 100)))
    }
}
