import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The native view host's decisions: when a session starts, with which options,
/// when the display link runs, what the touch recognizer does, what is mounted
/// in filled slots, and when VoiceOver's items are read.
@Suite("View host")
struct ViewHostTests {
    static let phone = Size(width: 390, height: 844)
    static let environment = InteractionEnvironment()

    static func touch(_ phase: PlatformTouch.Phase, _ x: Double, _ y: Double, _ t: Double, identity: UInt64 = 1) -> PlatformTouch {
        PlatformTouch(identity: identity, location: Point(x: x, y: y), timestamp: t, phase: phase)
    }

    static func started(_ configuration: ViewHost.Configuration) -> ViewHost {
        var host = ViewHost(configuration)
        _ = host.setInWindow(true)
        _ = host.layout(viewport: phone, environment: environment)
        return host
    }

    @Test func aSessionStartsAtTheFirstLayoutWithASize() {
        var host = ViewHost(ViewHost.Configuration(interaction: "lyrics-cards"))
        _ = host.layout(viewport: Size(width: 0, height: 0), environment: Self.environment)
        #expect(host.session == nil)
        #expect(host.frame(at: 1).operations.isEmpty)
        _ = host.layout(viewport: Self.phone, environment: Self.environment)
        #expect(host.session != nil)
    }

    @Test func aNewSizeBeforeAnyInputStartsANewSessionWhoseViewsReplaceTheOld() {
        var host = Self.started(ViewHost.Configuration(interaction: "lyrics-cards"))
        let first = host.frame(at: 10)
        let created = first.operations.filter { if case .create = $0 { true } else { false } }.count
        #expect(created > 0)
        #expect(host.layout(viewport: Self.phone, environment: Self.environment).operations.isEmpty)
        let step = host.layout(viewport: Size(width: 844, height: 390), environment: Self.environment)
        let removed = step.operations.filter { if case .remove = $0 { true } else { false } }.count
        #expect(removed == created)
        #expect(host.viewport == Size(width: 844, height: 390))
        #expect(!host.frame(at: 11).operations.isEmpty)
    }

    @Test func optionsTheInteractionDoesNotDeclareAreLeftOutAndSaid() throws {
        var host = ViewHost(ViewHost.Configuration(interaction: "lyrics-cards", options: ["cards": .int(3), "noSuchOption": .bool(true)]))
        let step = host.layout(viewport: Self.phone, environment: Self.environment)
        #expect(step.log == ["option noSuchOption is not one of lyrics-cards's: left out"])
        let recording = try #require(host.recording())
        #expect(recording.contains("\"cards\":3"))
        #expect(!recording.contains("noSuchOption"))
    }

    @Test func onlyTheEnvironmentOptionsTheInteractionDeclaresAreGiven() throws {
        var host = ViewHost(ViewHost.Configuration(interaction: "player-transition"))
        var environment = Self.environment
        environment.safeArea.top = 59
        let step = host.layout(viewport: Self.phone, environment: environment)
        #expect(step.log.isEmpty)
        let declared = Set(InteractionRegistry.standard["player-transition"]!.options.map { $0.name })
        let recording = try #require(host.recording())
        #expect(recording.contains("\"topSafeArea\":59"))
        #expect(recording.contains("\"textScale\"") == declared.contains("textScale"))
    }

    @Test func anEnvironmentChangeBeforeAnyInputStartsAgainAndAfterItIsReappliedKeepingTheFinger() throws {
        var host = Self.started(ViewHost.Configuration(interaction: "player-transition"))
        var environment = Self.environment
        environment.safeArea.top = 59
        _ = host.setEnvironment(environment)
        #expect(try #require(host.recording()).contains("\"topSafeArea\":59"))
        _ = host.frame(at: 3)
        _ = host.touches([Self.touch(.down, 195, 730, 3.01)])
        environment.safeArea.top = 20
        let step = host.setEnvironment(environment)
        #expect(step.log.isEmpty, "\(step.log)")
        #expect(!step.displayLinkPaused)
        #expect(host.setEnvironment(environment).log.isEmpty)
        #expect(host.layout(viewport: Self.phone, environment: environment).log.isEmpty)
        #expect(host.session?.touches.downCount == 1)
        #expect(host.sessionEnvironment.safeArea.top == 20)
        #expect(try #require(host.recording()).contains("\"topSafeArea\":20"))
        // One the engine refuses is logged, and the session keeps what it had.
        environment.safeArea.top = -.infinity
        #expect(host.setEnvironment(environment).log.count == 1)
        #expect(host.sessionEnvironment.safeArea.top == 20)
        #expect(host.session?.touches.downCount == 1)
    }

    @Test func theDisplayLinkRunsOnlyInAWindowWithSomethingToDraw() {
        var host = ViewHost(ViewHost.Configuration(interaction: "player-transition"))
        #expect(host.layout(viewport: Self.phone, environment: Self.environment).displayLinkPaused)
        #expect(!host.setInWindow(true).displayLinkPaused)
        var t = 1.0
        var frame = host.frame(at: t)
        while !frame.displayLinkPaused, t < 3 {
            t += 0.016
            frame = host.frame(at: t)
        }
        #expect(frame.displayLinkPaused)
        #expect(!host.perform(PlayerTransition.Action.open.interactionAction).displayLinkPaused)
        #expect(host.setInWindow(false).displayLinkPaused)
    }

    @Test func theRecognizerClaimsTheDragTheEngineTakesAndEndsWithTheLastFinger() {
        var host = Self.started(ViewHost.Configuration(interaction: "player-transition"))
        _ = host.frame(at: 1)
        #expect(host.touches([Self.touch(.down, 195, 730, 1.01)]).recognizer == .possible)
        #expect(host.touches([Self.touch(.move, 195, 700, 1.03)]).recognizer == .began)
        #expect(host.touches([Self.touch(.down, 100, 300, 1.04, identity: 2)]).recognizer == .changed)
        #expect(host.touches([Self.touch(.up, 195, 700, 1.05), Self.touch(.up, 100, 300, 1.05, identity: 2)]).recognizer == .ended)
        _ = host.recognizerDidReset()
        var t = 1.06
        while host.session?.driver.phase != .idle, t < 5 {
            t += 0.016
            _ = host.frame(at: t)
        }
        #expect(host.touches([Self.touch(.down, 195, 300, t)]).recognizer == .possible)
        #expect(host.touches([Self.touch(.cancel, 195, 300, t + 0.1)]).recognizer == .failed)
        #expect(host.session?.touches.downCount == 0)
    }

    @Test func leavingTheWindowCancelsTheFingersDown() {
        var host = Self.started(ViewHost.Configuration(interaction: "player-transition"))
        _ = host.frame(at: 1)
        _ = host.touches([Self.touch(.down, 195, 730, 1.01)])
        _ = host.setInWindow(false)
        #expect(host.session?.touches.downCount == 0)
        #expect(host.recording()?.contains("\"cancel\"") == true)
    }

    @Test func voiceOverItemsAreReadAtTheFirstFrameAndOnlyNowAndThenWhileMoving() throws {
        var host = Self.started(ViewHost.Configuration(interaction: "player-transition"))
        #expect(host.frame(at: 1).accessibility != nil)
        _ = host.perform(PlayerTransition.Action.open.interactionAction)
        var t = 1.0, frames: [ViewFrame] = []
        repeat {
            t += 0.016
            frames.append(host.frame(at: t))
        } while !frames.last!.displayLinkPaused && t < 4
        #expect(frames.count > 10)
        let readWhileMoving = frames.dropLast().indices.filter { frames[$0].accessibility != nil }
        #expect(!readWhileMoving.isEmpty)
        #expect(readWhileMoving.allSatisfy { $0 % 10 == 9 }, "read at frames \(readWhileMoving) of \(frames.count)")
    }

    @Test func anOverlayLetsTouchesWhereNothingIsDrawnThrough() {
        var host = Self.started(
            ViewHost.Configuration(
                interaction: "player-transition", filter: LayerFilter(omitted: ["home"]),
                passesTouchesThroughEmptyAreas: true))
        _ = host.frame(at: 1)
        let mini = host.session!.driver.scene.flatLayer("miniPlayer")!.box
        #expect(host.receivesTouch(at: Point(x: mini.midX, y: mini.midY)))
        #expect(!host.receivesTouch(at: Point(x: 195, y: 200)))
        let opaque = Self.started(ViewHost.Configuration(interaction: "player-transition"))
        #expect(opaque.receivesTouch(at: Point(x: 195, y: 200)))
    }

    @Test func touchesOutsideTheViewportAreNotTheHosts() {
        let host = Self.started(ViewHost.Configuration(interaction: "lyrics-cards"))
        #expect(host.receivesTouch(at: Point(x: 0, y: 0)))
        #expect(!host.receivesTouch(at: Point(x: 391, y: 10)))
        #expect(!host.receivesTouch(at: Point(x: 10, y: -1)))
        #expect(!ViewHost(ViewHost.Configuration(interaction: "lyrics-cards")).receivesTouch(at: Point(x: 10, y: 10)))
    }

    @Test func aFollowedLayerReportsHowFarItMoved() throws {
        var host = Self.started(ViewHost.Configuration(interaction: "player-transition", followed: ["tabBar"]))
        #expect(host.frame(at: 1).followed == [LayerFollow(id: "tabBar", translation: Point(x: 0, y: 0))])
        _ = host.perform(PlayerTransition.Action.open.interactionAction)
        var t = 1.0, last = ViewFrame()
        repeat {
            t += 0.016
            last = host.frame(at: t)
        } while !last.displayLinkPaused && t < 4
        let moved = try #require(last.followed.first)
        #expect(moved.translation.y > 40)
    }
}

/// What a view host does with the façades' requests.
@Suite("View host requests")
struct ViewHostRequestTests {
    @Test func anActionBeforeTheFirstLayoutWaitsForTheSession() throws {
        var host = ViewHost(.cardSheet(contentHeight: nil))
        #expect(host.perform(CardPresentation.Action.present.interactionAction).log.isEmpty)
        _ = host.layout(viewport: ViewHostTests.phone, environment: ViewHostTests.environment)
        #expect(try #require(host.recording()).contains("\"name\":\"present\""))
    }

    @Test func newOptionsStartTheSessionAgain() throws {
        var host = ViewHostTests.started(.cardStack(count: 3))
        #expect(try #require(host.recording()).contains("\"cards\":3"))
        _ = host.setOptions(FacadeOptions.cardStack(count: 7))
        #expect(try #require(host.recording()).contains("\"cards\":7"))
    }

    @Test func theMiniPlayerLeavesOutTheAppsOwnScreens() throws {
        var host = ViewHostTests.started(.miniPlayer())
        let frame = host.frame(at: 1)
        let created = frame.operations.compactMap { if case .create(_, _, let id) = $0 { id } else { nil } }
        #expect(created.contains("miniPlayer"))
        #expect(!created.contains(PlayerLayers.home))
        #expect(!created.contains(PlayerLayers.tabBar))
        let scene = try #require(host.scene)
        #expect(scene.flatLayer(PlayerLayers.home) != nil)
        #expect(scene.flatLayer(PlayerLayers.tabBar) != nil)
        #expect(frame.followed.map { $0.id } == [PlayerLayers.tabBar])
    }

    @Test func settledEventsReadAsTheirEnd() {
        #expect(InteractionEvent(.presented, at: 1).settled == .presented)
        #expect(InteractionEvent(.closed, at: 1).settled == .closed)
        #expect(InteractionEvent(.swap(from: 1, to: 2), at: 1).settled == nil)
        #expect(InteractionEvent(.swap(from: 1, to: 2), at: 1).swap?.to == 2)
        #expect(InteractionEvent(.page(category: 1, subcategory: 0), at: 1).page?.category == 1)
        #expect(InteractionEvent(.centered(index: 4), at: 1).centered == 4)
        #expect(InteractionEvent(.threshold(crossed: false), at: 1).threshold == false)
    }
}
