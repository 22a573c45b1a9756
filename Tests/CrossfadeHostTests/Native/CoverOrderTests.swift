import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// A cover carousel's slots follow the play order (issue 45, from issue 47): with
/// shuffle on, the cover at position N plays another of the app's tracks, and the
/// façade asks its data source for that track's view, not track N's.
@Suite("Cover slots follow the play order")
struct CoverOrderTests {
    static let tracks = (0..<8).map { (title: "Track \($0)", artist: "Artist", duration: 180.0) }

    static func engineTrack(atCover index: Int, _ host: inout ViewHost) throws -> Int? {
        var session = try #require(host.session)
        guard let layer = Scene(viewport: ViewHostTests.phone, layers: session.mountedLayers).flatLayer("cover.\(index).artwork"),
            case .artwork(let artwork)? = layer.layer.content
        else { return nil }
        return Int(artwork.reference.dropFirst("cover-".count))
    }

    @Test func shuffleAsksForTheTrackThatNowPlaysAtEachCover() throws {
        var host = ViewHostTests.started(.coverCarousel(Self.tracks))
        let first = host.frame(at: 1)
        let slots = (0..<8).compactMap { Slot("cover.\($0)") }
        let mounted = slots.filter { slot in
            first.operations.contains { if case .update(_, let updates) = $0 { updates.contains(.slot(slot, name: slot.name)) } else { false } }
        }
        #expect(!mounted.isEmpty)
        for slot in mounted { #expect(host.dataSourceIndex(of: slot) == .item(try #require(slot.place.coverIndex))) }
        _ = host.perform(CoverCarousel.Action.toggleShuffle.interactionAction, atPlatformTime: 1.1)
        var t = 1.12, updated: Set<String> = []
        while t < 3 {
            for operation in host.frame(at: t).operations {
                guard case .update(_, let updates) = operation else { continue }
                for case .slot(let slot, _) in updates { updated.insert(slot.name) }
            }
            t += 1.0 / 60
        }
        var moved = 0
        for slot in mounted {
            let position = try #require(slot.place.coverIndex)
            let track = try #require(try Self.engineTrack(atCover: position, &host))
            #expect(host.dataSourceIndex(of: slot) == .item(track), "cover \(position) plays track \(track)")
            if track != position {
                moved += 1
                #expect(updated.contains(slot.name), "cover \(position) is asked again")
            }
        }
        #expect(moved > 0, "shuffle moved some track away from its own position")
        #expect(host.dataSourceIndex(of: Slot("cover.8")!) == nil, "past the app's count: nothing")
    }
}

extension Slot.Place {
    var coverIndex: Int? { if case .cover(let index) = self { index } else { nil } }
}
