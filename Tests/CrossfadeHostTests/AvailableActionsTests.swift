import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import Testing

/// A host offers only the actions that do something now (`HostSession.availableActions`):
/// what a page's controls, VoiceOver's rotor and the Studio's buttons show change with
/// the interaction's state, and none applies while a finger holds what it would move.
@Suite("The actions a host offers")
struct AvailableActionsTests {
    static func session(_ id: String) throws -> AnyHostSession {
        try AnyHostSession(interaction: id, viewport: Size(width: 390, height: 844))
    }

    @Test func theCarouselOffersNoPreviousTrackAtTheFirstAndNoNextAtTheLast() throws {
        var session = try Self.session(CoverCarousel.id)
        _ = try session.frame(at: 1)
        let first = session.availableActions
        #expect(first.contains("next") && !first.contains("previous") && !first.contains("decrement"), "\(first)")
        #expect(first.contains("play") && !first.contains("pause"), "nothing plays yet: \(first)")
        _ = try session.perform(InteractionAction("selectCover", ["index": .int(99_999)]))  // clamped: the last cover
        _ = try session.perform(InteractionAction("play"))
        let last = session.availableActions
        #expect(last.contains("previous") && !last.contains("next") && last.contains("pause") && !last.contains("play"), "\(last)")
    }

    @Test func theCardOffersPresentWhenDownAndDismissWhenUp() throws {
        var session = try Self.session(CardPresentation.id)
        _ = try session.frame(at: 1)
        let down = session.availableActions
        #expect(down.contains("present") && !down.contains("dismiss") && !down.contains("escape"), "\(down)")
        _ = try session.perform(InteractionAction("present"))
        let up = session.availableActions
        #expect(!up.contains("present") && up.contains("dismiss") && up.contains("statusBarTap"), "\(up)")
    }

    @Test func theLibraryOffersNoPreviousPageAtItsFirst() throws {
        var session = try Self.session(LibraryPager.id)
        _ = try session.frame(at: 1)
        #expect(session.availableActions == ["nextPage", "selectCategory", "selectSubcategory", "selectRow"])
    }

    @Test func theShowcaseOffersEachChildsActionsAsTheChildDoes() throws {
        var session = try Self.session(Showcase.id)
        _ = try session.frame(at: 1)
        let closed = session.availableActions
        #expect(closed.contains("player.open") && !closed.contains("player.close") && !closed.contains("closeLyrics"), "\(closed)")
        #expect(!closed.contains("closeSheet") && closed.contains("more"), "no sheet shows: \(closed)")
        _ = try session.perform(InteractionAction("more"))
        let sheet = session.availableActions
        #expect(sheet.contains("closeSheet") && sheet.contains("chooseSheetRow") && !sheet.contains("more"), "\(sheet)")
    }
}
