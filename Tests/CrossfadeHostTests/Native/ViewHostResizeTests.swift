import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// A native view host laid out at a new size after its first input — a rotation,
/// Stage Manager, split view, a SwiftUI relayout — keeps its session (it used to
/// start a fresh one: the card read dismissed, the player closed with no `closed`
/// event, the deck's front 0). Driven the way the UIKit façades drive it.
@Suite("View host resize")
struct ViewHostResizeTests {
    static let landscape = InteractionEnvironment(safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))

    /// A façade, the action its app performs, and what the state reads after it (and after the rotation).
    static let cases: [(line: Int, configuration: ViewHost.Configuration, action: String, key: String, value: Scalar)] = [
        (#line, .cardSheet(contentHeight: nil), "present", "presented", .bool(true)),
        (#line, .miniPlayer(), "open", "state", .string("open")),
        (#line, .cardStack(count: 5), "next", "front", .int(1)),
        (#line, .coverCarousel([("One", "A", 100), ("Two", "B", 100), ("Three", "C", 100)]), "next", "centered", .int(1)),
        (#line, .nestedPages([("Music", ["Playlists", "Artists"]), ("Podcasts", ["Shows"])]), "nextPage", "subcategory", .int(1))
    ]

    /// Frames at 60 Hz from `t` until the display link pauses; the events on the way and the last frame's time.
    static func frames(_ host: inout ViewHost, from t: Double) -> (events: [InteractionEvent], time: Double) {
        var t = t, events: [InteractionEvent] = []
        repeat {
            t += 1.0 / 60
            let frame = host.frame(at: t)
            events += frame.events.map { $0.event }
            if frame.displayLinkPaused { break }
        } while t < 20
        return (events, t)
    }

    @Test func aRotationAfterAnActionKeepsTheSession() throws {
        for c in Self.cases {
            let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
            var host = ViewHost(c.configuration)
            _ = host.setInWindow(true)
            _ = host.layout(viewport: ViewHostTests.phone, environment: ViewHostTests.environment)
            var t = Self.frames(&host, from: 1).time
            _ = host.perform(InteractionAction(c.action), atPlatformTime: t + 0.5)
            t = Self.frames(&host, from: t + 0.5).time
            let before = try #require(host.state)
            let step = host.layout(viewport: Size(width: 844, height: 390), environment: Self.landscape, atPlatformTime: t + 1)
            #expect(step.log.isEmpty, "\(step.log)", sourceLocation: at)
            #expect(step.operations.isEmpty, "the views were replaced", sourceLocation: at)
            #expect(host.viewport == Size(width: 844, height: 390), sourceLocation: at)
            #expect(host.sessionEnvironment == Self.landscape, sourceLocation: at)
            let after = Self.frames(&host, from: t + 1)
            #expect(host.state?[c.key] == c.value, "\(host.state.map { "\($0)" } ?? "no session")", sourceLocation: at)
            #expect(before[c.key] == c.value, sourceLocation: at)
            #expect(!after.events.contains { $0.kind == .closed || $0.kind == .dismissed }, "\(after.events)", sourceLocation: at)
            // The recording holds the change and replays to what the host shows.
            let recording = try #require(host.recording())
            #expect(recording.contains(#""kind":"viewport","viewport":{"width":844,"height":390}"#), sourceLocation: at)
            let replayed = try Replay(trace: Trace.decode(recording, registry: .standard), registry: .standard).run()
            #expect(replayed.scene == host.scene, sourceLocation: at)
        }
    }

    @Test func aFingerDownAcrossAResizeKeepsItsDrag() throws {
        var host = ViewHostTests.started(.miniPlayer())
        _ = host.frame(at: 1)
        _ = host.touches([ViewHostTests.touch(.down, 195, 729, 1.01)])
        _ = host.touches([ViewHostTests.touch(.move, 195, 650, 1.03)])
        _ = host.touches([ViewHostTests.touch(.move, 195, 560, 1.05)])
        let step = host.layout(viewport: Size(width: 600, height: 960), environment: ViewHostTests.environment, atPlatformTime: 1.06)
        #expect(step.log.isEmpty)
        #expect(host.session?.touches.downCount == 1)
        #expect(host.state?["phase"] == .string("dragging"))
        _ = host.touches([ViewHostTests.touch(.move, 195, 500, 1.07)])
        _ = host.touches([ViewHostTests.touch(.up, 195, 440, 1.08)])
        _ = Self.frames(&host, from: 1.08)
        #expect(host.state?["state"] == .string("open"))
    }

    @Test func aSizeTheEngineRefusesIsLoggedAndTheSessionKeepsItsOwn() throws {
        var host = ViewHostTests.started(.cardSheet(contentHeight: nil))
        _ = host.perform(CardPresentation.Action.present.interactionAction, atPlatformTime: 1)
        let step = host.layout(viewport: Size(width: 60, height: 844), environment: ViewHostTests.environment, atPlatformTime: 2)
        #expect(step.log == ["the size 60.0×844.0 was refused: viewport: 'width' must be between 100 and 4000 points, not 60.0"])
        #expect(host.viewport == ViewHostTests.phone)
        #expect(host.state?["presented"] == .bool(true))
    }

    @Test func anActionAtItsOwnTimeAnimatesFromItAfterTheFramesPaused() throws {
        var host = ViewHostTests.started(.miniPlayer())
        let last = Self.frames(&host, from: 1).time
        _ = host.perform(PlayerTransition.Action.open.interactionAction, atPlatformTime: last + 2)
        _ = host.frame(at: last + 2.1)
        let progress = try #require(host.state?["progress"]?.number)
        #expect(progress > 0.1 && progress < 0.9, "0.1 s after the action the player is \(progress) open")
    }
}
