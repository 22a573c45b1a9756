import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// Live option changes (shared/DESIGN.md, "Traces": the `options` event): a running
/// session takes them without a restart, and refuses what cannot change live.
@Suite("live options")
struct LiveOptionsTests {
    /// The options each interaction takes live besides its springs and curves (all
    /// live: `LiveSpringTests`), and no others.
    @Test func theLiveOptionsAreTheDocumentedOnes() {
        let live = Dictionary(
            uniqueKeysWithValues: InteractionRegistry.standard.descriptors.map {
                ($0.id, $0.options.filter { $0.isLive && $0.springPart == nil && $0.curvePart == nil }.map(\.name))
            })
        #expect(live["card-presentation"] == ["contentHeight", "title", "dismissible"])
        #expect(live["player-transition"] == ["tabBarHeight", "miniPlayerHeight"])
        #expect(live["lyrics-cards"] == ["dismissalOffset", "fadeStart", "minimumOpacity", "backScale", "cornerRadius"])
        #expect(live["cover-carousel"] == [] && live["library-pager"] == [] && live["showcase"] == [])
    }

    /// A presented card takes a new content height (the app's table loaded) and stays
    /// presented where it was: the list is the new height, nothing else moves.
    @Test func aPresentedCardTakesANewContentHeightWithoutARestart() throws {
        var driver = try make("card-presentation", options: ["contentHeight": .number(300)])
        try driver.perform(InteractionAction("present"), at: 0)
        _ = driver.advance(to: 2)
        let before = try #require(driver.scene.flatLayer("card"))
        #expect(driver.state["presented"] == .bool(true))
        let list = try #require(driver.scene.flatLayer("card.list")).layer.frame.size.height  // the slider's row and the app's 300 pt
        try driver.setOptions(["contentHeight": .number(2_400)], at: 2.5)
        #expect(driver.state["presented"] == .bool(true) && driver.state["phase"] == .string("idle"))
        #expect(driver.scene.flatLayer("card")?.box == before.box, "the card stays where it rests")
        #expect(driver.scene.flatLayer("card.list")?.layer.frame.size.height == list + 2_100, "the list is the app's new height")
    }

    /// The title is the app's: given live, drawn and read; empty, nothing is read.
    @Test func theTitleIsTheAppsOrNone() throws {
        var driver = try make("card-presentation", options: ["title": .string("")])
        #expect(driver.scene.flatLayer("card.title")?.layer.accessibility == nil, "an untitled card has no heading")
        try driver.setOptions(["title": .string("Messages")], at: 0.5)
        let title = try #require(driver.scene.flatLayer("card.title")?.layer)
        #expect(title.accessibility?.label == "Messages")
        guard case .text(let text)? = title.content else { Issue.record("the title is text: \(String(describing: title.content))"); return }
        #expect(text.text == "Messages")
    }

    /// (line, options, the error's sentence): nothing changes on a refusal.
    @Test(arguments: [
        (
            #line, ["cardGap": Scalar.number(20)],
            "option 'cardGap' cannot change while the session runs (it is given at the start; live: springResponse, springDampingRatio, "
        ),
        (#line, ["contentHight": .number(20)], "unknown option 'contentHight'"),
        (#line, ["contentHeight": .number(-1)], "option 'contentHeight' must be in 0.0…100000.0"),
        (#line, ["dismissible": .number(1)], "option 'dismissible' must be true or false, not a number")
    ])
    func aRefusedChangeNamesTheOptionAndChangesNothing(line: Int, options: [String: Scalar], message: String) throws {
        var driver = try make("card-presentation")
        try driver.perform(InteractionAction("present"), at: 0)
        _ = driver.advance(to: 0.1)
        let scene = driver.scene, state = driver.state
        #expect(throws: InteractionError.self, "line \(line)") { try driver.setOptions(options, at: 0.2) }
        do { try driver.setOptions(options, at: 0.2) } catch { #expect("\(error)".hasPrefix(message), "line \(line): \(error)") }
        #expect(driver.scene == scene && driver.state == state, "line \(line): nothing changed")
    }

    /// UIKit's `isModalInPresentation`: a drag down on a card that may not be dismissed
    /// follows the finger rubber-banded, springs back presented, and says
    /// `dismissAttempted` (no `threshold`, no `dismissed`); the same drag on a card
    /// that may be dismissed dismisses it.
    @Test(arguments: [true, false])
    func aCardThatMayNotBeDismissedRubberBandsBack(dismissible: Bool) throws {
        var driver = try make("card-presentation", options: ["dismissible": .bool(dismissible)])
        try driver.perform(InteractionAction("present"), at: 0)
        _ = driver.advance(to: 2)
        _ = driver.takeEvents()
        let rest = try #require(driver.scene.flatLayer("card")).box.minY
        driver.handle(pointer(.down, 195, 80, 3))
        var y = 80.0, t = 3.0
        while y < 480 {
            y += 20
            t += 0.008
            driver.handle(pointer(.move, 195, y, t))
        }
        let held = try #require(driver.scene.flatLayer("card")).box.minY - rest
        driver.handle(pointer(.up, 195, y, t + 0.008))
        _ = driver.advance(to: t + 3)
        let types = driver.takeEvents().map(\.type)
        if dismissible {
            #expect(held > 390, "the card follows the finger's 400 pt (\(held))")
            #expect(driver.state["presented"] == .bool(false) && types.contains("dismissed") && !types.contains("dismissAttempted"), "\(types)")
        } else {
            #expect(held > 60 && held < 400 * 0.55, "rubber-banded: \(held) pt for the finger's 400")
            #expect(driver.state["presented"] == .bool(true) && driver.state["phase"] == .string("idle"))
            #expect(try #require(driver.scene.flatLayer("card")).box.minY == rest, "back at its rest")
            #expect(types == ["dismissAttempted"], "\(types)")
        }
    }

    /// The escape gesture and a status-bar tap at the top are the user's: refused, and
    /// said; the app's own `dismiss` dismisses.
    @Test func theUsersOtherDismissalsAreRefusedTheAppsIsNot() throws {
        var driver = try make("card-presentation", options: ["dismissible": .bool(false)])
        try driver.perform(InteractionAction("present"), at: 0)
        _ = driver.advance(to: 2)
        _ = driver.takeEvents()
        try driver.perform(InteractionAction("escape"), at: 2.1)
        try driver.perform(InteractionAction("statusBarTap"), at: 2.2)
        _ = driver.advance(to: 3)
        #expect(driver.takeEvents().map(\.type) == ["dismissAttempted", "dismissAttempted"])
        #expect(driver.state["presented"] == .bool(true))
        try driver.setOptions(["dismissible": .bool(true)], at: 3.1)
        try driver.perform(InteractionAction("escape"), at: 3.2)
        _ = driver.advance(to: 5)
        #expect(driver.state["presented"] == .bool(false) && driver.takeEvents().map(\.type) == ["dismissed"])
    }

    /// The player's tab bar and mini player heights change live (a rotation's compact
    /// tab bar, Dynamic Type): the open player stays open, the closed bar moves.
    @Test func thePlayersBarsChangeLive() throws {
        var driver = try make("player-transition")
        let bar = try #require(driver.scene.flatLayer("miniPlayer")).box
        try driver.setOptions(["tabBarHeight": .number(32), "miniPlayerHeight": .number(72)], at: 0.5)
        let moved = try #require(driver.scene.flatLayer("miniPlayer")).box
        #expect(moved.size.height == 72 && moved.maxY == bar.maxY + 17, "\(bar) → \(moved)")
        #expect(driver.state["state"] == .string("closed"))
    }
}
