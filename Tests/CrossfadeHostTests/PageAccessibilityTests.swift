import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import Testing

/// What a web page's screen reader and keyboard get (`PageAccessibility`): the host
/// core's tree as ARIA, the layers hidden from both, the modal, what is announced, and
/// what each key does — decided here for the page (crossfade.js only sets attributes).
@Suite("A page's screen reader and keyboard")
struct PageAccessibilityTests {
    static func session(_ id: String, _ options: [String: Scalar] = [:]) throws -> AnyHostSession {
        var session = try AnyHostSession(interaction: id, options: options, viewport: Size(width: 390, height: 844))
        _ = try session.frame(at: 0)
        _ = try session.frame(at: 2)
        return session
    }

    static func node(_ plan: PageAccessibility, _ name: String) -> PageAccessibility.Node? {
        plan.nodes.first { $0.name == name || $0.label == name }
    }

    @Test func nowPlayingIsACarouselASliderAndFiveNamedButtons() throws {
        var session = try Self.session(CoverCarousel.id)
        let changed = session.updatePageAccessibility()
        #expect(changed)
        let plan = session.pageAccessibility
        let carousel = try #require(plan.nodes.first { $0.role == .carousel }, "\(plan.outline)")
        #expect(carousel.name.hasSuffix(", 1 of 12"), "slides n of N: \(carousel.name)")
        let slider = try #require(plan.nodes.first { $0.role == .slider }, "\(plan.outline)")
        #expect(slider.label == "Track position" && slider.value.hasPrefix("0:00 of "), "\(slider)")
        let buttons = plan.nodes.filter { $0.role == .button }.map { $0.name }
        #expect(buttons.sorted() == ["Next track", "Play", "Previous track", "Repeat, Off", "Shuffle"], "\(plan.outline)")
        #expect(plan.nodes.allSatisfy { !$0.isFocusable || $0.isTabStop }, "every control a Tab stop")
        #expect(plan.modal == nil && plan.announcement.isEmpty, "nothing announced at the start")
        // A steady scene changes nothing.
        let again = session.updatePageAccessibility()
        #expect(!again)
    }

    @Test func theCentredTrackIsAnnouncedAfterItChanges() throws {
        var session = try Self.session(CoverCarousel.id)
        session.updatePageAccessibility()
        _ = try session.perform(InteractionAction("next"), atPlatformTime: 2)
        _ = try session.frame(at: 4)
        let changed = session.updatePageAccessibility()
        let announced = session.pageAccessibility.announcement
        #expect(changed && announced.hasSuffix(", 2 of 12"), "announced: \(announced)")
        let again = session.updatePageAccessibility()
        #expect(!again && session.pageAccessibility.announcement.isEmpty, "said once")
    }

    @Test func theLyricsCurrentLineIsAnnounced() throws {
        var session = try Self.session(LyricsCards.id)
        session.updatePageAccessibility()
        let first = try #require(session.pageAccessibility.nodes.first { $0.role == .group }).name
        _ = try session.perform(InteractionAction("next"), atPlatformTime: 2)
        _ = try session.frame(at: 4)
        session.updatePageAccessibility()
        let second = session.pageAccessibility.announcement
        #expect(!second.isEmpty && second != first, "\(first) → \(second)")
    }

    @Test func aPresentedCardIsAModalDialogAndHidesWhatIsBehindIt() throws {
        var session = try Self.session(CardPresentation.id)
        session.updatePageAccessibility()
        let down = session.pageAccessibility
        #expect(down.modal == nil, "\(down.outline)")
        let opener = try #require(down.nodes.first { $0.role == .button && $0.label == "Up Next" }, "\(down.outline)")
        #expect(opener.isTabStop)
        _ = try session.perform(InteractionAction("present"), atPlatformTime: 2)
        _ = try session.frame(at: 4)
        session.updatePageAccessibility()
        let up = session.pageAccessibility
        #expect(up.modal == "card" && up.modalLabel == "Up Next", "\(up.outline)")
        #expect(!up.nodes.contains { $0.id == opener.id }, "the app behind is not read")
        #expect(up.hidden.contains("presenting") || up.hidden.contains { "presenting.upNext".hasPrefix($0) }, "\(up.hidden)")
        #expect(session.action(forKey: "Escape", focused: nil) == InteractionAction("escape"))
    }

    @Test func theLibraryTabsAreTabListsWithOneTabStopEach() throws {
        var session = try Self.session(LibraryPager.id)
        session.updatePageAccessibility()
        let plan = session.pageAccessibility
        #expect(plan.tabLists.count == 2, "categories and sub-categories: \(plan.outline)")
        for list in plan.tabLists {
            let tabs = plan.nodes.filter { $0.tabList == list }
            #expect(tabs.filter { $0.isTabStop }.count == 1, "\(list): \(tabs)")
            #expect(tabs.first { $0.isTabStop }?.isSelected == true, "the selected tab is the stop")
        }
        #expect(plan.nodes.contains { $0.role == .tabPanel && $0.isTabStop }, "\(plan.outline)")
    }

    @Test func keysFollowThePatternsThenTheRegistry() throws {
        var session = try Self.session(LibraryPager.id)
        session.updatePageAccessibility()
        let plan = session.pageAccessibility
        let subList = try #require(plan.tabLists.last)
        let tabs = plan.nodes.filter { $0.tabList == subList }
        let selected = try #require(tabs.first { $0.isSelected })
        let first = try #require(plan.elements.first { $0.id == tabs[0].id })
        let second = try #require(plan.elements.first { $0.id == tabs[1].id })
        let last = try #require(plan.elements.first { $0.id == tabs[tabs.count - 1].id })
        let table: [(key: String, focused: String?, expected: InteractionAction?, line: UInt)] = [
            ("ArrowRight", selected.id, second.action(.activate), #line),
            ("End", selected.id, last.action(.activate), #line),
            ("Home", selected.id, first.action(.activate), #line),
            ("ArrowLeft", selected.id, last.action(.activate), #line),  // wraps
            ("Enter", selected.id, first.action(.activate), #line),
            ("ArrowRight", nil, InteractionAction("nextPage"), #line),  // the registry's binding
            ("ArrowLeft", nil, nil, #line),  // previousPage does not apply on the first page
            ("x", nil, nil, #line),
            ("Escape", nil, nil, #line)  // no modal, no binding
        ]
        for row in table {
            let action = session.action(forKey: row.key, focused: row.focused)
            #expect(action == row.expected, "line \(row.line): \(row.key) on \(row.focused ?? "nothing")")
        }
    }

    @Test func keysOnTheCarouselAdjustAndSpaceTogglesPlay() throws {
        var session = try Self.session(CoverCarousel.id)
        session.updatePageAccessibility()
        let carousel = try #require(session.pageAccessibility.nodes.first { $0.role == .carousel })
        let slider = try #require(session.pageAccessibility.nodes.first { $0.role == .slider })
        #expect(session.action(forKey: "ArrowRight", focused: carousel.id) == InteractionAction("increment"))
        #expect(session.action(forKey: "ArrowLeft", focused: carousel.id) == nil, "no previous cover at the first")
        #expect(session.action(forKey: "ArrowUp", focused: slider.id) == InteractionAction("seek", ["time": .number(10)]))
        #expect(session.action(forKey: " ", focused: nil) == InteractionAction("togglePlay"))
        #expect(session.action(forKey: "ArrowRight", focused: nil) == InteractionAction("next"))
        #expect(session.action(forKey: "ArrowLeft", focused: nil) == nil, "no previous at the first track")
        _ = try session.key(" ", focused: nil, atPlatformTime: 3)
        #expect(session.driver.state["playing"] == .bool(true), "\(session.driver.state)")
    }

    @Test func noKeyActsWhileAFingerDrags() throws {
        var session = try Self.session(CoverCarousel.id)
        session.updatePageAccessibility()
        let carousel = try #require(session.pageAccessibility.nodes.first { $0.role == .carousel })
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 195, y: 300), timestamp: 3, phase: .down))
        _ = session.touch(PlatformTouch(identity: 1, location: Point(x: 150, y: 300), timestamp: 3.05, phase: .move))
        #expect(session.action(forKey: "ArrowRight", focused: carousel.id) == nil, "the finger holds the carousel")
        #expect(session.action(forKey: "ArrowRight", focused: nil) == nil, "nor the registry's next")
    }

    @Test func theShowcasesTabsAndLibraryTakeKeysThroughItsChildren() throws {
        var session = try Self.session(Showcase.id)
        session.updatePageAccessibility()
        let plan = session.pageAccessibility
        let yourLibrary = try #require(plan.nodes.first { $0.role == .tab && $0.label == "Your Library" }, "\(plan.outline)")
        #expect(yourLibrary.isSelected && yourLibrary.isTabStop)
        #expect(session.action(forKey: "End", focused: yourLibrary.id) == InteractionAction("selectTab", ["index": .int(2)]), "the last")
        let home = session.action(forKey: "Home", focused: yourLibrary.id)
        #expect(home?.name == "selectTab" && home?.fields["index"] == .number(0), "\(String(describing: home))")
        let panel = try #require(plan.nodes.first { $0.role == .tabPanel })
        #expect(session.action(forKey: "ArrowRight", focused: panel.id)?.name.hasSuffix("nextPage") == true)
    }

    @Test func rightToLeftMirrorsTheArrowsOnAFocusedControl() throws {
        let options: [String: Scalar] = ["rtl": .bool(true)]
        var session = try AnyHostSession(interaction: CoverCarousel.id, options: options, viewport: Size(width: 390, height: 844))
        _ = try session.frame(at: 0)
        session.updatePageAccessibility()
        let carousel = try #require(session.pageAccessibility.nodes.first { $0.role == .carousel })
        #expect(session.action(forKey: "ArrowLeft", focused: carousel.id) == InteractionAction("increment"))
    }

    @Test func theClosedPlayersFullViewIsHiddenAndTheMiniPlayerOpensIt() throws {
        var session = try Self.session(PlayerTransition.id)
        session.updatePageAccessibility()
        let closed = session.pageAccessibility
        let mini = try #require(closed.nodes.first { $0.opensSomething }, "\(closed.outline)")
        #expect(mini.role == .button && mini.isTabStop)
        #expect(!closed.nodes.contains { $0.label == "Close player" }, "the chevron is not reachable while closed: \(closed.outline)")
        _ = try session.key("Enter", focused: mini.id, atPlatformTime: 2)
        _ = try session.frame(at: 4)
        session.updatePageAccessibility()
        let open = session.pageAccessibility
        #expect(open.modal != nil && open.modalLabel == "Now Playing", "\(open.outline)")
        #expect(!open.nodes.contains { $0.id == mini.id })
        #expect(session.action(forKey: "Escape", focused: nil) == InteractionAction("close"))
    }

    @Test func anEmptyStateTakesNoKeys() throws {
        var session = try AnyHostSession(interaction: CoverCarousel.id, options: ["tracks": .string("")], viewport: Size(width: 390, height: 844))
        session.presentation = .embedded
        _ = try session.frame(at: 0)
        session.updatePageAccessibility()
        #expect(session.action(forKey: "ArrowRight", focused: nil) == nil, "nor the registry's next")
    }
}
