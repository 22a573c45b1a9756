import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The app's views a façade holds as children (`NestedPagingViewController`'s page
/// controllers, SwiftUI's hosting controllers): made once per slot, let go of when
/// the engine stops showing the slot, when a reload leaves the item out, and all of
/// them when the façade goes.
@Suite("Slot children")
struct SlotChildrenTests {
    /// A page controller stand-in: which page it was made for.
    final class Page {
        let slot: Slot
        init(_ slot: Slot) { self.slot = slot }
    }

    /// The façade's bookkeeping, as `NestedPagingViewController` does it: a child for
    /// each slot the engine fills, those it unmounts released.
    struct Facade {
        var host: ViewHost
        var pages = SlotChildren<Page>()
        var made = 0
        var released: [String] = []

        mutating func carryOut(_ operations: [ViewOperation], unmounted: [Slot]) {
            for case .update(_, let updates) in operations {
                for case .slot(let slot, _) in updates {
                    _ = pages.child(for: slot) {
                        made += 1
                        return Page(slot)
                    }
                }
            }
            released += pages.remove(unmounted).map(\.slot.name)
        }

        mutating func frames(from t: Double, to end: Double) {
            var t = t
            while t < end {
                t += 1.0 / 60
                let frame = host.frame(at: t)
                carryOut(frame.operations, unmounted: frame.unmountedSlots)
                #expect(pages.all.count <= 3, "no more page controllers than the pages drawn")
            }
        }

        var held: Set<String> { Set(pages.all.map(\.slot.name)) }
    }

    static let library: [(title: String, items: [String])] = [
        ("Music", ["Playlists", "Artists", "Albums"]), ("Podcasts", ["Episodes", "Downloads", "Shows"])
    ]

    static func started() -> Facade {
        var host = ViewHost(.nestedPages(library))
        _ = host.setInWindow(true)
        let step = host.layout(viewport: Size(width: 390, height: 844), environment: InteractionEnvironment())
        var facade = Facade(host: host)
        facade.carryOut(step.operations, unmounted: step.unmountedSlots)
        facade.frames(from: 1, to: 1.1)
        return facade
    }

    /// Showing Podcasts › Downloads from Music › Playlists: the Music pages'
    /// controllers are let go as the engine stops drawing them, and the façade holds
    /// exactly the pages drawn.
    @Test func pagesTheEngineStopsShowingAreLetGo() {
        var facade = Self.started()
        #expect(facade.held == ["pager.page.0.0", "pager.page.0.1", "pager.page.0.2"])
        for action in facade.host.showPageActions(section: 1, item: 1) { _ = facade.host.perform(action, atPlatformTime: 1.11) }
        facade.frames(from: 1.11, to: 4)
        #expect(Set(facade.released).isSuperset(of: ["pager.page.0.0", "pager.page.0.1"]))
        #expect(facade.held == ["pager.page.1.0", "pager.page.1.1", "pager.page.1.2"])
        #expect(facade.held == Set(facade.host.mountedSlots.map(\.name)))
    }

    /// A reload (new sections) starts a new session: every page the old one showed is unmounted.
    @Test func aReloadLetsGoOfEveryPage() {
        var facade = Self.started()
        let step = facade.host.reload(.nestedPages([("Music", ["Playlists"])]))
        #expect(step.unmountedSlots.map(\.name) == ["pager.page.0.0", "pager.page.0.1", "pager.page.0.2"])
        facade.carryOut(step.operations, unmounted: step.unmountedSlots)
        #expect(facade.held.isEmpty)
        facade.frames(from: 1.2, to: 1.4)
        #expect(facade.held == ["pager.page.0.0"], "the one page left is asked for again")
    }

    @Test func aChildIsMadeOnceAndKept() {
        var children = SlotChildren<Page>()
        let slot = Slot(place: .cover(1))
        var made = 0
        let first = children.child(for: slot) {
            made += 1
            return Page(slot)
        }
        let again = children.child(for: slot) {
            made += 1
            return Page(slot)
        }
        #expect(first === again && made == 1 && children[slot] === first)
    }

    @Test(arguments: [
        (#line, DataSourceShape?.some(.cards(2)), ["card.2", "card.3"]),
        (#line, .cards(4), []),
        (#line, .covers(4), ["card.0", "card.1", "card.2", "card.3"]),
        (#line, nil, ["card.0", "card.1", "card.2", "card.3"])
    ])
    func aReloadLetsGoOfTheItemsTheDataNoLongerHolds(_ line: Int, _ shape: DataSourceShape?, _ gone: [String]) {
        var children = SlotChildren<Page>()
        for index in 0..<4 { _ = children.child(for: Slot(place: .lyricCard(index))) { Page(Slot(place: .lyricCard(index))) } }
        #expect(children.remove(outside: shape).map(\.slot.name) == gone, "line \(line)")
        #expect(children.all.count == 4 - gone.count)
        #expect(children.removeAll().count == 4 - gone.count && children.all.isEmpty)
    }

    /// `SlotMounts` reads the view operations: a pooled view reused for another layer
    /// is no longer the slot it was; a slot that moves to another view in the same
    /// step is still shown.
    @Test func slotMountsFollowTheOperations() {
        var mounts = SlotMounts()
        let a = MountHandle(1), b = MountHandle(2)
        let cover0 = Slot(place: .cover(0)), cover1 = Slot(place: .cover(1))
        #expect(mounts.apply([.create(a, kind: .slot, id: "cover.0"), .update(a, [.slot(cover0, name: "cover.0")])]).isEmpty)
        #expect(mounts.apply([.remove(a), .create(b, kind: .slot, id: "cover.0"), .update(b, [.slot(cover0, name: "cover.0")])]).isEmpty)
        #expect(mounts.apply([.update(b, [.slot(cover1, name: "cover.1")])]) == [cover0])
        #expect(mounts.apply([.create(b, kind: .text, id: "title"), .update(b, [.opacity(1)])]) == [cover1])
        #expect(mounts.mounted.isEmpty)
    }
}
