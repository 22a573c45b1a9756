import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The card sheet façade's rules (issue 45): every dismissal path, refusal, the
/// detents, the status bar, and what an app's card mounts.
@Suite("Card sheet lifecycle")
struct CardSheetLifecycleTests {
    enum Input {
        case loaded, settled(Settled), heads(Bool), attempted, appDismisses, transition, disappeared, covered
        case begins(modal: Bool, delegate: Bool?)
    }

    typealias Command = CardSheetLifecycle.Command

    static func run(_ inputs: [Input]) -> (commands: [Command], lifecycle: CardSheetLifecycle) {
        var lifecycle = CardSheetLifecycle()
        var commands: [Command] = []
        for input in inputs {
            switch input {
            case .loaded: commands += lifecycle.viewLoaded()
            case .settled(let end): commands += lifecycle.settled(end)
            case .heads(let presented): commands += lifecycle.engineHeads(presented: presented)
            case .attempted: commands += lifecycle.dismissAttempted()
            case .appDismisses: commands += lifecycle.appDismisses()
            case .transition: commands += lifecycle.dismissalTransitionBegins()
            case .disappeared: commands += lifecycle.disappeared(isBeingDismissed: true)
            case .covered: commands += lifecycle.disappeared(isBeingDismissed: false)
            case .begins(let modal, let delegate): commands += lifecycle.userBegins(isModalInPresentation: modal, delegateAllows: delegate)
            }
        }
        return (commands, lifecycle)
    }

    static let up: [Input] = [.loaded, .heads(true), .settled(.presented)]

    /// (line, what happens after the card came up, the commands, presented after).
    @Test(
        arguments: [
            // The user drags it away: told when it heads down, removed when it has gone.
            (
                #line, [.heads(false), .settled(.dismissed)], [.willDismiss, .delegateWillDismiss, .removeHosting, .didDismiss, .delegateDidDismiss],
                false
            ),
            // A finger catches it on the way and puts it back: no dismissal.
            (#line, [.heads(false), .heads(true), .settled(.presented)], [.willDismiss, .delegateWillDismiss], true),
            // The app's dismiss(): the engine's spring, the delegate not told.
            (
                #line, [.appDismisses, .heads(false), .settled(.dismissed)],
                [.willDismiss, .perform(.dismiss), .removeHosting, .didDismiss], false
            ),
            // UIKit's dismiss(animated: true) from the content: the animator waits for the engine.
            (
                #line, [.transition, .heads(false), .settled(.dismissed), .disappeared],
                [.willDismiss, .perform(.dismiss), .completeTransition, .didDismiss], false
            ),
            // dismiss(animated: false), or the window closed: finished at once, said once.
            (#line, [.disappeared, .disappeared], [.willDismiss, .didDismiss], false),
            // The user's dismissal under way when UIKit's transition starts: one spring, completed at its end.
            (
                #line, [.heads(false), .transition, .settled(.dismissed)],
                [.willDismiss, .delegateWillDismiss, .completeTransition, .didDismiss, .delegateDidDismiss], false
            ),
            // isModalInPresentation: asked when the user begins, the engine refuses, the delegate hears the attempt.
            (
                #line, [.begins(modal: true, delegate: nil), .attempted, .begins(modal: true, delegate: nil)],
                [.setOptions(["dismissible": .bool(false)]), .didAttemptToDismiss], true
            ),
            // The delegate says no, then yes: written each time it changes.
            (
                #line, [.begins(modal: false, delegate: false), .begins(modal: false, delegate: true), .begins(modal: false, delegate: nil)],
                [.setOptions(["dismissible": .bool(false)]), .setOptions(["dismissible": .bool(true)])], true
            ),
            // A second dismiss() while going: nothing more.
            (
                #line, [.appDismisses, .appDismisses, .settled(.dismissed), .disappeared],
                [.willDismiss, .perform(.dismiss), .removeHosting, .didDismiss], false
            ),
            // The app's dismiss() while a finger holds the card: asked again once it rests, then it goes.
            (
                #line, [.appDismisses, .settled(.presented), .heads(false), .settled(.dismissed)],
                [.willDismiss, .perform(.dismiss), .perform(.dismiss), .removeHosting, .didDismiss], false
            ),
            // The user's dismissal, then UIKit's transition, then a finger puts the card back:
            // the transition's dismissal is asked again, and the transition completes.
            (
                #line, [.heads(false), .transition, .heads(true), .settled(.presented), .heads(false), .settled(.dismissed)],
                [.willDismiss, .delegateWillDismiss, .perform(.dismiss), .completeTransition, .didDismiss], false
            ),
            // Covered by a full-screen presentation from its content: still there; then dragged away.
            (
                #line, [.covered, .heads(false), .settled(.dismissed)],
                [.willDismiss, .delegateWillDismiss, .removeHosting, .didDismiss, .delegateDidDismiss], false
            ),
            (#line, [.covered], [], true),
            // UIKit's transition after the card has gone: completed at once.
            (
                #line, [.heads(false), .settled(.dismissed), .transition],
                [.willDismiss, .delegateWillDismiss, .removeHosting, .didDismiss, .delegateDidDismiss, .completeTransition], false
            ),
            // Gone with no frame seeing it go (a jump): still said in full.
            (#line, [.settled(.dismissed)], [.willDismiss, .delegateWillDismiss, .removeHosting, .didDismiss, .delegateDidDismiss], false)
        ] as [(Int, [Input], [Command], Bool)])
    func everyWayACardGoes(line: Int, inputs: [Input], expected: [Command], presented: Bool) {
        let (commands, lifecycle) = Self.run(Self.up + inputs)
        #expect(Array(commands.dropFirst(2)) == expected, "line \(line)")
        #expect(lifecycle.isPresented == presented, "line \(line)")
    }

    /// Each frame: the status bar and the detent are said when they change, once.
    @Test func theStatusBarAndTheDetentAreSaidWhenTheyChange() {
        var lifecycle = CardSheetLifecycle()
        var state = InteractionState([("presented", .bool(true)), ("statusBar", .string("light")), ("detent", .string("medium"))])
        #expect(lifecycle.frameDrawn(CardReading(state)) == [.updateStatusBar(.lightContent), .detentChanged(.medium)])
        #expect(lifecycle.frameDrawn(CardReading(state)).isEmpty)
        state = InteractionState([("presented", .bool(true)), ("statusBar", .string("light")), ("detent", .string("large"))])
        #expect(lifecycle.frameDrawn(CardReading(state)) == [.detentChanged(.large)])
        state = InteractionState([("presented", .bool(false)), ("statusBar", .string("dark")), ("detent", .string("none"))])
        #expect(lifecycle.frameDrawn(CardReading(state)) == [.willDismiss, .delegateWillDismiss, .updateStatusBar(.darkContent), .detentChanged(nil)])
        #expect(PlatformTouch.fingerComingDown([ViewHostTests.touch(.move, 1, 1, 0)]) == nil)
        #expect(
            PlatformTouch.fingerComingDown([ViewHostTests.touch(.move, 1, 1, 0), ViewHostTests.touch(.down, 2, 2, 0, identity: 2)])?.identity == 2)
    }

    @Test func itPresentsOnceAndCompletesOnce() {
        let (commands, lifecycle) = Self.run(Self.up + [.settled(.presented), .loaded])
        #expect(commands == [.perform(.present), .completePresentation])
        #expect(lifecycle.state == .presented)
    }

    /// The lifecycle against the real engine behind the façade's host: a drag down on
    /// a presented card heads it down (willDismiss), and it goes; with the card
    /// refusing, the same drag rubber-bands back and the delegate hears the attempt.
    @Test(arguments: [false, true])
    func aRealDragAgainstTheLifecycle(modal: Bool) throws {
        var host = ViewHostTests.started(.cardSheet(contentHeight: 600, title: "Messages"))
        var lifecycle = CardSheetLifecycle()
        var commands = lifecycle.viewLoaded()
        _ = host.perform(CardPresentation.Action.present.interactionAction, atPlatformTime: 0.01)
        func frames(from start: Double, to end: Double) {
            var t = start
            while t < end {
                let frame = host.frame(at: t)
                for event in frame.events {
                    if let settled = event.event.settled { commands += lifecycle.settled(settled) }
                    if event.event.type == "dismissAttempted" { commands += lifecycle.dismissAttempted() }
                }
                if let state = host.session?.driver.state { commands += lifecycle.engineHeads(presented: CardReading(state).isPresented) }
                t += 1.0 / 60
            }
        }
        frames(from: 0.02, to: 2)
        for command in lifecycle.userBegins(isModalInPresentation: modal, delegateAllows: nil) {
            if case .setOptions(let options) = command { _ = host.setLiveOptions(options, atPlatformTime: 2) }
            commands.append(command)
        }
        _ = host.touches([ViewHostTests.touch(.down, 195, 300, 2.01)])
        var y = 300.0, t = 2.01
        while y < 700 {
            y += 25
            t += 1.0 / 60
            _ = host.touches([ViewHostTests.touch(.move, 195, y, t)])
            frames(from: t, to: t + 0.001)
        }
        _ = host.touches([ViewHostTests.touch(.up, 195, y, t + 0.01)])
        frames(from: t + 0.02, to: t + 3)
        if modal {
            #expect(commands == [.perform(.present), .completePresentation, .setOptions(["dismissible": .bool(false)]), .didAttemptToDismiss])
            #expect(lifecycle.isPresented)
        } else {
            #expect(
                commands == [
                    .perform(.present), .completePresentation, .willDismiss, .delegateWillDismiss, .removeHosting, .didDismiss, .delegateDidDismiss
                ])
            #expect(!lifecycle.isPresented)
        }
    }

    /// An app's card: no "9:41" status bar, no "Up Next"; the controller's title when it has one.
    @Test func anAppsCardMountsNoStatusBarAndNoTitleItWasNotGiven() throws {
        for (title, drawn) in [(String?.none, ""), ("Messages", "Messages")] {
            var host = ViewHostTests.started(.cardSheet(contentHeight: 600, title: title))
            #expect(host.frame(at: 1).operations.contains { if case .create(_, _, "card") = $0 { true } else { false } })
            var session = try #require(host.session)
            let created = Scene(viewport: ViewHostTests.phone, layers: host.configuration.filter.apply(session.mountedLayers)).flattened.map {
                ($0.layer.id, $0.layer)
            }
            #expect(!created.contains { $0.0 == "statusBar" || $0.0.hasPrefix("statusBar.") }, "no status bar")
            let texts = created.compactMap { created -> String? in if case .text(let text)? = created.1.content { text.text } else { nil } }
            #expect(!texts.contains("9:41") && !texts.contains("Up Next"), "\(texts)")
            let titleLayer = try #require(created.first { $0.0 == "card.title" }?.1)
            guard case .text(let text)? = titleLayer.content else { Issue.record("the title is text"); continue }
            #expect(text.text == drawn)
        }
    }

    /// The content height followed (the app's table loaded after the card came up): no restart.
    @Test func aNewContentHeightKeepsTheCardPresented() throws {
        var host = ViewHostTests.started(.cardSheet(contentHeight: nil))
        _ = host.perform(CardPresentation.Action.present.interactionAction, atPlatformTime: 0.01)
        var t = 0.02
        while t < 2 { _ = host.frame(at: t); t += 1.0 / 60 }
        let step = host.setLiveOptions(FacadeOptions.cardSheetContentHeight(2_000), atPlatformTime: 2)
        #expect(step.log.isEmpty)
        _ = host.frame(at: 2.02)
        let state = try #require(host.session?.driver.state)
        #expect(CardReading(state).isPresented && CardReading(state).progress == 1)
        #expect(FacadeOptions.cardSheetContentHeight(0).isEmpty && FacadeOptions.cardSheetContentHeight(.nan).isEmpty)
        #expect(host.setLiveOptions(["cardGap": .number(3)], atPlatformTime: 2.1).log.first?.hasPrefix("the options were refused") == true)
    }

    /// (line, detents asked for, the option, logged).
    @Test(arguments: [
        (#line, [CardDetent.large], "large", false), (#line, [.medium, .large], "medium,large", false), (#line, [.medium], "medium,large", true),
        (#line, [], "large", false)
    ])
    func detentsAreNamedAsUIKitNamesThem(line: Int, detents: [CardDetent], option: String, logged: Bool) {
        let (value, log) = CardDetent.option(detents)
        #expect(value == .string(option) && log.isEmpty == !logged, "line \(line)")
        #expect(FacadeOptions.cardSheet(contentHeight: nil, detents: detents)["detents"] == .string(option), "line \(line)")
    }

    @Test func theStatusBarAndTheDetentFollowTheEngine() throws {
        var driver = try InteractionRegistry.standard.make(
            "card-presentation", options: ["appearance": .string("light"), "detents": .string("medium,large")], viewport: ViewHostTests.phone)
        #expect(CardSheetLook.statusBarStyle(CardReading(driver.state)) == .darkContent && CardReading(driver.state).detent == nil)
        try driver.perform(InteractionAction("present"), at: 0)
        _ = driver.advance(to: 2)
        let reading = CardReading(driver.state)
        #expect(CardSheetLook.statusBarStyle(reading) == .lightContent, "light over the shrunken, dimmed app")
        #expect(reading.detent == .medium, "presented at the first of medium and large")
        #expect(CardSheetLook.background == Color.black)
    }
}
