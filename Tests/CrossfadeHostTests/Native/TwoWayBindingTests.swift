import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// SwiftUI's two-way bindings (`CardStack.front`, `NowPlayingCarousel.track`,
/// `NestedPageView.selection`): the app's own write reaches the engine, and the
/// binding being merely behind the engine mid-gesture never snaps it back.
@Suite("Two-way bindings")
struct TwoWayBindingTests {
    @Test(arguments: [
        (#line, 2, 2, Int?.some(1), true, Int?.none),  // both show it
        (#line, 3, 2, 2, false, 3),  // the app wrote 3, at rest
        (#line, 3, 2, 2, true, 3),  // the app wrote 3 during a fling: its choice wins
        (#line, 2, 3, 2, true, nil),  // mid-swipe the engine is ahead: the binding's echo is not sent
        (#line, 2, 3, 2, false, 2),  // at rest the binding is the truth
        (#line, 2, 3, nil, true, 2)  // nothing agreed yet: the binding's value is sent
    ])
    func onlyTheAppsOwnWriteIsSentWhileTheEngineMoves(_ line: Int, _ wanted: Int, _ shown: Int, _ agreed: Int?, _ moving: Bool, _ expected: Int?) {
        #expect(BindingSync.change(to: wanted, from: shown, agreed: agreed, engineIsMoving: moving) == expected, "line \(line)")
    }

    static let library: [(title: String, items: [String])] = [
        ("Music", ["Playlists", "Artists", "Albums"]), ("Podcasts", ["Episodes", "Downloads", "Shows"])
    ]

    /// A host running `configuration`, in a window, laid out on a phone.
    static func started(_ configuration: ViewHost.Configuration) -> ViewHost {
        var host = ViewHost(configuration)
        _ = host.setInWindow(true)
        _ = host.layout(viewport: Size(width: 390, height: 844), environment: InteractionEnvironment())
        _ = host.frame(at: 1)
        return host
    }

    static func touch(_ phase: PlatformTouch.Phase, x: Double, at t: Double) -> PlatformTouch {
        PlatformTouch(identity: 1, location: Point(x: x, y: 500), timestamp: t, phase: phase)
    }

    /// A page swipe in `NestedPageView`, with SwiftUI updating the view every frame
    /// (the app's other state changing): the pager shows the next page under the
    /// finger long before its `page` event, and the selection, still the first page,
    /// is never sent back; at rest the event moves the selection and nothing is sent.
    @Test func aPageSwipeIsNeverSnappedBackByTheSelectionsEcho() {
        var host = Self.started(.nestedPages(Self.library))
        var selection = [0, 0], binding = TwoWayBinding<[Int]>(), sent: [[Int]] = [], sawAhead = false
        func update() {
            let page = host.state.map(PagerReading.init)!
            let shown = host.appPage(category: page.category, subcategory: page.subcategory).map { [$0.section, $0.item] }!
            sawAhead = sawAhead || shown != selection
            binding.change(wanted: selection, shown: shown, engineIsMoving: host.isMoving).map { sent.append($0) }
        }
        update()
        var t = 1.0
        _ = host.touches([Self.touch(.down, x: 350, at: t)])
        for step in 1...20 {
            t += 1.0 / 60
            _ = host.touches([Self.touch(.move, x: 350 - Double(step) * 12, at: t)])
            _ = host.frame(at: t)
            update()
        }
        _ = host.touches([Self.touch(.up, x: 110, at: t)])
        for _ in 0..<90 {
            t += 1.0 / 60
            for event in host.frame(at: t).events {
                event.event.page.map { page in
                    selection = binding.engineReported(
                        host.appPage(category: page.category, subcategory: page.subcategory).map { [$0.section, $0.item] }!)
                }
            }
            update()
        }
        #expect(sawAhead, "the pager shows the next page before its event: the case this rule is for")
        #expect(sent.isEmpty, "the selection's echo was sent back: \(sent)")
        #expect(selection == [0, 1] && !host.isMoving)
    }

    /// The app sets the selection while the pager is moving: that is sent.
    @Test func theAppsOwnSelectionDuringASwipeIsSent() {
        var host = Self.started(.nestedPages(Self.library))
        var binding = TwoWayBinding<[Int]>()
        #expect(binding.change(wanted: [0, 0], shown: [0, 0], engineIsMoving: false) == nil)
        _ = host.touches([Self.touch(.down, x: 350, at: 1.01)])
        _ = host.touches([Self.touch(.move, x: 300, at: 1.03)])
        _ = host.frame(at: 1.03)
        #expect(host.isMoving)
        #expect(binding.change(wanted: [1, 2], shown: [0, 0], engineIsMoving: host.isMoving) == [1, 2])
        #expect(binding.change(wanted: [1, 2], shown: [0, 1], engineIsMoving: host.isMoving) == nil, "sent once: agreed from then on")
    }

    @Test(arguments: [
        (#line, 3, 0, 5, 2, false),  // three forwards or two back
        (#line, 2, 0, 5, 2, true),
        (#line, 4, 0, 5, 1, false),  // the previous card, the other way round the ring
        (#line, 0, 4, 5, 1, true),  // past the last card to the first
        (#line, 2, 0, 4, 2, true),  // as far both ways: forwards
        (#line, 2, 2, 4, 0, true),
        (#line, 5, 0, 5, 0, true),  // not in the deck
        (#line, 0, 0, 1, 0, true)
    ])
    func aCardComesForwardTheShorterWayRound(_ line: Int, _ wanted: Int, _ front: Int, _ count: Int, _ swaps: Int, _ forwards: Bool) {
        let actions = BindingSync.deckActions(to: wanted, from: front, count: count)
        #expect(actions == Array(repeating: forwards ? .next : .previous, count: swaps), "line \(line)")
    }

    /// `CardStack(front:)` set by the app: the deck shows that card in front.
    @Test(arguments: [3, 4, 0])
    func settingFrontBringsThatCardForward(_ wanted: Int) {
        var host = Self.started(.cardStack(count: 5))
        for action in host.showCardActions(at: 1) { _ = host.perform(action, atPlatformTime: 1.01) }
        for action in host.showCardActions(at: wanted) { _ = host.perform(action, atPlatformTime: 1.02) }
        var t = 1.02
        while host.isMoving, t < 5 {
            t += 1.0 / 60
            _ = host.frame(at: t)
        }
        #expect(host.state.map { DeckReading($0, scene: nil).front } == wanted)
        #expect(host.showCardActions(at: 5).isEmpty, "a card the app's data does not hold")
    }
}
