import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The options the façades start their interactions with are ones the
/// interactions take (or, for the few issue 26 is adding, listed as pending).
@Suite("Façade options")
struct FacadeOptionsTests {
    /// Options issue 26 is adding to the models: ViewHost leaves them out until
    /// they land. Remove each name here when its model declares it.
    static let pending: Set<String> = ["contentHeight"]

    static let written: [(String, [String: Scalar])] = [
        ("lyrics-cards", FacadeOptions.cardStack(count: 5)),
        ("library-pager", FacadeOptions.nestedPages([("Music", ["Playlists", "Artists"]), ("Podcasts", ["Shows"])])),
        ("card-presentation", FacadeOptions.cardSheet(contentHeight: 1_800)),
        ("cover-carousel", FacadeOptions.coverCarousel(count: 20)),
        ("player-transition", FacadeOptions.miniPlayer(card: true)),
    ]

    @Test func everyOptionWrittenIsDeclaredOrPending() throws {
        for (id, options) in Self.written {
            let declared = try #require(InteractionRegistry.standard[id]).options.map { $0.name }
            for name in options.keys { #expect(declared.contains(name) || Self.pending.contains(name), "\(id): \(name)") }
            let known = options.filter { declared.contains($0.key) }
            _ = try InteractionRegistry.standard.make(id, options: known, viewport: Size(width: 390, height: 844))
        }
    }

    @Test func pendingNamesAreNotYetDeclared() throws {
        for id in InteractionRegistry.standard.ids {
            let declared = try #require(InteractionRegistry.standard[id]).options.map { $0.name }
            for name in Self.pending { #expect(!declared.contains(name), "\(id) declares \(name): take it off the pending list") }
        }
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
        #expect(FacadeOptions.cardSheet(contentHeight: nil).isEmpty)
        #expect(FacadeOptions.cardSheet(contentHeight: 0).isEmpty)
        #expect(FacadeOptions.cardSheet(contentHeight: 120.1234567) == ["contentHeight": .number(120.123457)])
    }
}
