import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// What a façade asks its data source: only what the app's counts contain, by the
/// app's own indices; an empty collection is an empty state that asks for nothing.
@Suite("Data sources")
struct DataSourceTests {
    @Test(arguments: [
        (#line, DataSourceShape.cards(3), "card.0", DataSourceIndex?.some(.item(0))),
        (#line, .cards(3), "card.2", .item(2)),
        (#line, .cards(3), "card.3", nil),
        (#line, .cards(0), "card.0", nil),
        (#line, .cards(-2), "card.0", nil),
        (#line, .covers(4), "cover.3", .item(3)),
        (#line, .covers(4), "cover.4", nil),
        (#line, .covers(4), "card.0", nil),
        (#line, .sections([0, 2]), "pager.page.0.0", .page(section: 1, item: 0)),
        (#line, .sections([0, 2]), "pager.page.0.1", .page(section: 1, item: 1)),
        (#line, .sections([0, 2]), "pager.page.0.2", nil),
        (#line, .sections([0, 2]), "pager.page.1.0", nil),
        (#line, .sections([3, 0, 1]), "pager.page.1.0", .page(section: 2, item: 0)),
        (#line, .sections([]), "pager.page.0.0", nil)
    ])
    func aSlotIsTheAppsIndexOrNothing(_ line: Int, _ shape: DataSourceShape, _ slot: String, _ expected: DataSourceIndex?) {
        #expect(shape.index(of: Slot(slot)!) == expected, "line \(line)")
    }

    @Test func sectionsAndCategoriesMapBothWays() {
        let shape = DataSourceShape.sections([2, 0, 0, 1])
        #expect((0..<4).map(shape.category(ofAppSection:)) == [0, nil, nil, 1])
        #expect((0..<3).map(shape.appSection(ofCategory:)) == [0, 3, nil])
        #expect(shape.category(ofAppSection: 7) == nil)
        #expect(DataSourceShape.sections([0, 0]).isEmpty && DataSourceShape.cards(0).isEmpty && !DataSourceShape.covers(1).isEmpty)
    }

    static let phone = Size(width: 390, height: 844)

    /// Every index the façade would ask its data source for, driving the host as
    /// the façades do: each filled slot the frames mount, by `dataSourceIndex(of:)`.
    static func asked(_ configuration: ViewHost.Configuration, frames: Int = 30) -> (asked: Set<DataSourceIndex>, slots: [String]) {
        var host = ViewHost(configuration)
        _ = host.setInWindow(true)
        _ = host.layout(viewport: phone, environment: InteractionEnvironment())
        var asked = Set<DataSourceIndex>(), slots: [String] = []
        for frame in 0..<frames {
            for operation in host.frame(at: 1 + Double(frame) / 60).operations {
                switch operation {
                case .create(_, _, let id) where id == EmptyState.slot: slots.append(id)
                case .update(_, let updates):
                    for case .slot(let slot, let name) in updates {
                        slots.append(name)
                        if let index = host.dataSourceIndex(of: slot) { asked.insert(index) }
                    }
                default: break
                }
            }
        }
        return (asked, slots)
    }

    @Test func anEmptyDeckAsksForNothingAndShowsItsEmptyState() {
        let (asked, slots) = Self.asked(.cardStack(count: 0))
        #expect(asked.isEmpty)
        #expect(slots == [EmptyState.slot])
    }

    @Test func anEmptyCarouselAsksForNothingAndShowsItsEmptyState() {
        let (asked, slots) = Self.asked(.coverCarousel([]))
        #expect(asked.isEmpty)
        #expect(slots == [EmptyState.slot])
    }

    @Test func anEmptyPagerAsksForNothingAndShowsItsEmptyState() {
        for sections in [[], [(title: "A", items: [String]())]] {
            let (asked, slots) = Self.asked(.nestedPages(sections))
            #expect(asked.isEmpty)
            #expect(slots == [EmptyState.slot])
        }
    }

    @Test func theSparsePagerAsksForTheAppsSectionB() {
        let (asked, slots) = Self.asked(.nestedPages([("A", []), ("B", ["x", "y"])]))
        #expect(asked == [.page(section: 1, item: 0), .page(section: 1, item: 1)])
        #expect(!slots.isEmpty)
    }

    @Test func aDeckOfThreeAsksForItsCardsOnly() {
        let (asked, slots) = Self.asked(.cardStack(count: 3))
        #expect(asked == [.item(0), .item(1)], "the front card and the one behind it")
        #expect(slots.allSatisfy { Slot($0)?.lyricCard.map { $0 < 3 } ?? false })
    }

    @Test func aCarouselAsksForItsTracksCoversOnly() {
        let tracks: [(title: String, artist: String, duration: Double)] = [("One", "A", 100), ("Two", "B", 200)]
        let (asked, slots) = Self.asked(.coverCarousel(tracks))
        #expect(asked == [.item(0), .item(1)])
        #expect(slots.allSatisfy { Slot($0)?.cover.map { $0 < 2 } ?? false })
    }

    @Test func aReloadedDataSourceIsAskedByItsNewShape() {
        var host = ViewHost(.cardStack(count: 2))
        _ = host.setInWindow(true)
        _ = host.layout(viewport: Self.phone, environment: InteractionEnvironment())
        #expect(host.dataSourceIndex(of: Slot("card.1")!) == .item(1))
        _ = host.setOptions(FacadeOptions.cardStack(count: 1), dataSource: .cards(1))
        #expect(host.dataSourceIndex(of: Slot("card.1")!) == nil)
        #expect(host.dataSourceIndex(of: Slot("card.0")!) == .item(0))
    }

    @Test func theSparsePagerShowsTheAppsPageAndARotationKeepsIt() {
        var host = ViewHost(.nestedPages([("A", []), ("B", ["x", "y"])]))
        _ = host.setInWindow(true)
        _ = host.layout(viewport: Self.phone, environment: InteractionEnvironment())
        _ = host.frame(at: 1)
        #expect(host.showPageActions(section: 0, item: 0).isEmpty, "section A has no pages")
        #expect(host.showPageActions(section: 1, item: 2).isEmpty, "section B has two")
        for action in host.showPageActions(section: 1, item: 1) { _ = host.perform(action, atPlatformTime: 1.01) }
        var t = 1.01
        while t < 3 {
            t += 1.0 / 60
            _ = host.frame(at: t)
        }
        let shown = host.state.map(PagerReading.init)
        #expect(shown.flatMap { host.appPage(category: $0.category, subcategory: $0.subcategory) }.map { [$0.section, $0.item] } == [1, 1])
        _ = host.layout(viewport: Size(width: 844, height: 390), environment: InteractionEnvironment(), atPlatformTime: t)
        while t < 5 {
            t += 1.0 / 60
            _ = host.frame(at: t)
        }
        let rotated = host.state.map(PagerReading.init)
        #expect(rotated.map { [$0.category, $0.subcategory] } == shown.map { [$0.category, $0.subcategory] })
        #expect(host.viewport == Size(width: 844, height: 390))
    }

    @Test func theDemoStillShowsItsOwnData() {
        let (_, slots) = Self.asked(ViewHost.Configuration(interaction: "cover-carousel", filter: LayerFilter(filled: [.cover]), presentation: .demo))
        #expect(!slots.contains(EmptyState.slot) && slots.contains("cover.0"))
    }
}
