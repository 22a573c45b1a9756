import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeMotion
import CrossfadeTrace
import CrossfadeScene
@testable import CrossfadeStudio
import CrossfadeTestSupport
import Foundation
import Logging
import Testing

/// Starts a real Studio server on a free port, runs `body`, then stops it.
func withStudio(
    _ configure: (inout StudioServer.Configuration) -> Void = { _ in },
    _ body: @escaping @Sendable (Int) throws -> Void
) async throws {
    var configuration = StudioServer.Configuration()
    configuration.port = 0
    configuration.servesWebAssemblyEngine = false
    configure(&configuration)
    let server = try StudioServer(configuration: configuration)
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    var logger = Logger(label: "studio-test")
    logger.logLevel = .critical
    let application = server.application(logger: logger) { continuation.yield($0) }
    let task = Task { try await application.run() }
    defer { task.cancel() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw RawSocket.Failure(description: "server did not start") }
    try await onThread { try body(port) }  // blocking sockets stay off the cooperative pool
}

private func open(_ port: Int) throws -> RawSocket {
    let (socket, head) = try RawSocket.webSocket(port: port, origin: "http://127.0.0.1:\(port)")
    #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
    return socket
}

private func hello(_ socket: RawSocket, _ interaction: String = "player-transition") throws -> JSONValue {
    try socket.send(json: #"{"type":"hello","interaction":"\#(interaction)","options":{},"viewport":{"width":390,"height":844}}"#)
    return try JSONValue.parse(socket.receiveText())
}

@Suite("Studio server, live", .serialized)
struct StudioServerTests {
    @Test func servesThePageAssetsAndRegistry() async throws {
        try await withStudio { port in
            let page = try RawSocket.get(port: port, path: "/")
            #expect(page.status == 200 && page.body.contains("Crossfade Studio"))
            // The library in a folder of its own, apart from the Studio app built on it.
            #expect(try RawSocket.get(port: port, path: "/crossfade/crossfade.js").body.contains("export const Crossfade"))
            #expect(try RawSocket.get(port: port, path: "/crossfade/host.js").body.contains("requestAnimationFrame"))
            #expect(try RawSocket.get(port: port, path: "/crossfade/tags.js").body.contains("export const Status"))
            #expect(try RawSocket.get(port: port, path: "/assets/crossfade.js").status == 404, "the Studio's folder holds the app alone")
            #expect(try RawSocket.get(port: port, path: "/assets/phone.js").body.contains("../crossfade/crossfade.js"))
            let registry = try JSONValue.parse(RawSocket.get(port: port, path: "/api/interactions").body)
            guard case .array(let items) = registry else { Issue.record("an array"); return }
            #expect(
                items.compactMap { $0["id"] } == [
                    .string("player-transition"), .string("lyrics-cards"), .string("card-presentation"), .string("cover-carousel"),
                    .string("library-pager"), .string("showcase")
                ])
            // What the page needs to know of an interaction comes from its spec: groups, keys, springs.
            let showcase = try JSONValue.parse(RawSocket.get(port: port, path: "/api/interactions.json").body)[5]
            guard case .array(let actions)? = showcase?["actions"], case .array(let options)? = showcase?["options"] else {
                Issue.record("showcase"); return
            }
            let open = actions.first { $0["name"] == .string("player.open") }
            #expect(open?["group"] == .string("player") && open?["key"] == .string("ArrowUp"))
            #expect(actions.first { $0["key"] == .string(" ") }?["name"] == .string("carousel.togglePlay"), "Space plays and pauses in the showcase")
            #expect(actions.first { $0["name"] == .string("selectTab") }?["group"] == .string(""))
            #expect(options.first { $0["name"] == .string("carousel.snapResponse") }?["spring"]?["name"] == .string("carousel.snap"))
            // The example player and its covers, beside the Studio.
            let example = try RawSocket.get(port: port, path: "/example/")
            #expect(example.status == 200 && example.body.contains("Crossfade.mount("))
            #expect(try RawSocket.get(port: port, path: "/example/covers/lanterns.svg").body.hasPrefix("<svg"))
            // One engine module per interaction, beside crossfade.js; none on this server: said so.
            #expect(try RawSocket.get(port: port, path: "/crossfade/engine-showcase.wasm").status == 503, "no engine on this server: said so")
            #expect(try RawSocket.get(port: port, path: "/crossfade/engine-warp-drive.wasm").status == 404)
            #expect(try JSONValue.parse(RawSocket.get(port: port, path: "/api/engine.json").body)["status"] == .string("unavailable"))
        }
    }

    /// The motion lab's server fallback: the same numbers and code as the engine
    /// gives the page, and a 400 naming the problem for bad requests.
    @Test func motionLabOverHTTP() async throws {
        try await withStudio { port in
            let spring = try RawSocket.get(port: port, path: "/api/spring?uikitDuration=0.5&dampingRatio=0.5&samples=50")
            #expect(spring.status == 200, "\(spring.body)")
            let json = try JSONValue.parse(spring.body)
            guard case .number(let stiffness)? = json["stiffness"] else { Issue.record("\(json)"); return }
            #expect(abs(stiffness - 646.878) < 1e-3 && json["uikitDuration"] == .number(0.5))
            guard case .array(let samples)? = json["samples"], case .array(let code)? = json["code"] else { Issue.record("\(json)"); return }
            #expect(samples.count == 50 && code.count == 3)
            #expect(code.first?["code"]?.stringValue?.contains(".spring(response: 0.247, dampingFraction: 0.5)") == true)
            let curve = try JSONValue.parse(RawSocket.get(port: port, path: "/api/curve?x1=0.42&y1=0&x2=0.58&y2=1&samples=11").body)
            guard case .array(let points)? = curve["samples"] else { Issue.record("\(curve)"); return }
            #expect(points.count == 11 && points[5] == .array([.number(0.5), .number(0.5), points[5][2] ?? .null]))
            for (path, message) in [
                ("/api/spring?response=0.5", "--response needs --damping-ratio too"),
                ("/api/spring?response=abc&dampingRatio=1", "response must be a finite number, not \"abc\""),
                ("/api/spring?response=0.5&dampingRatio=1&color=red", "color is not a spring parameter (response, dampingRatio,"),
                ("/api/spring?response=0.5&dampingRatio=1&samples=100000", "samples must be a whole number from 2 to 2000"),
                ("/api/curve?x1=2&y1=0&x2=0.5&y2=1", "x1 must be from 0 to 1"),
                ("/api/curve?x1=0.2&y1=0", "the curve needs x2, y2")
            ] {
                let response = try RawSocket.get(port: port, path: path)
                #expect(response.status == 400, "\(path) → \(response.status)")
                #expect(try JSONValue.parse(response.body)["error"]?.stringValue?.hasPrefix(message) == true, "\(path): \(response.body)")
            }
        }
    }

    @Test(arguments: [
        "/assets/../Package.swift", "/assets/%2e%2e/Package.swift", "/assets/%2e%2e%2fPackage.swift",
        "/assets/..%2fPackage.swift", "/assets/%252e%252e%252fPackage.swift", "/../Package.swift",
        "/assets/", "/assets/.%2e/.%2e/Package.swift", "/assets/main.js%00.html", "/example/../Package.swift", "/example/%2e%2e/Package.swift",
        "/crossfade/../Package.swift", "/crossfade/%2e%2e/Package.swift", "/crossfade/"
    ])
    func pathTraversalIsNotFound(path: String) async throws {
        try await withStudio { port in
            let response = try RawSocket.get(port: port, path: path)
            #expect(response.status == 404, "\(path) → \(response.status)")
            #expect(!response.body.contains("swift-tools-version"))
        }
    }

    @Test func helloGetsTheFullSceneAndADragOpensThePlayer() async throws {
        try await withStudio { port in
            let socket = try open(port)
            let scene = try hello(socket)
            #expect(scene["type"] == .string("scene"))
            guard case .array(let layers)? = scene["layers"] else { Issue.record("layers"); return }
            #expect(layers.contains { $0["id"] == .string("miniPlayer") })
            // Drag the mini player up 420 pt over 0.5 s, hold, release.
            try socket.send(json: #"{"type":"pointer","kind":"down","pointer":1,"x":195,"y":729,"t":10.0}"#)
            for step in 1...30 {
                try socket.send(
                    json: #"{"type":"pointer","kind":"move","pointer":1,"x":195,"y":\#(729 - Double(step) * 14),"t":\#(10 + Double(step) / 60)}"#)
            }
            try socket.send(json: #"{"type":"pointer","kind":"up","pointer":1,"x":195,"y":309,"t":10.6}"#)
            try socket.send(json: #"{"type":"frame","t":12.5}"#)
            let diff = try JSONValue.parse(socket.receiveText())
            #expect(diff["type"] == .string("diff"))
            #expect(diff["state"]?["state"] == .string("open"))
            #expect(diff["t"] == .number(2.5), "session time counts from the first timed message")
            guard case .array(let changed)? = diff["changed"] else { Issue.record("changed"); return }
            let player = changed.first { $0["id"] == .string("player") }
            #expect(player?["frame"] == .array([0, 0, 390, 844].map(JSONValue.number)))
        }
    }

    /// A page that asks for mount operations gets, for its hello and each frame, the
    /// time and state, then the frame's operations as the engine in the page writes
    /// them (the same bytes); a lost touch is cancelled and the next one is accepted.
    @Test func mountFormSendsEachFramesOperations() async throws {
        try await withStudio { port in
            let socket = try open(port)
            try socket.send(
                json:
                    #"{"type":"hello","interaction":"player-transition","options":{},"viewport":{"width":390,"height":844},"form":"mount","session":7}"#
            )
            let first = try JSONValue.parse(socket.receiveText())
            #expect(first["type"] == .string("frame") && first["first"] == .bool(true) && first["session"] == .number(7))
            var native = try AnyHostSession(interaction: "player-transition", viewport: Size(width: 390, height: 844))
            var expected = ByteWriter()
            MountEncoding.writeFrame(native.draw(), time: 0, to: &expected)
            #expect(try socket.receiveBinary() == expected.bytes, "the hello's operations: the whole tree, as the page's engine writes it")
            // A drag whose capture is lost half way: cancelled; the next touch with the same pointer is accepted.
            try socket.send(json: #"{"type":"pointer","kind":"down","pointer":1,"x":195,"y":729,"t":10.0}"#)
            try socket.send(json: #"{"type":"pointer","kind":"move","pointer":1,"x":195,"y":600,"t":10.1}"#)
            try socket.send(json: #"{"type":"lose"}"#)
            try socket.send(json: #"{"type":"frame","t":10.2}"#)
            #expect(try JSONValue.parse(socket.receiveText())["state"]?["phase"] != .string("dragging"), "no finger is down after the loss")
            _ = try socket.receiveBinary()
            try socket.send(json: #"{"type":"frame","t":12}"#)
            _ = try socket.receiveText()
            _ = try socket.receiveBinary()
            try socket.send(json: #"{"type":"pointer","kind":"down","pointer":1,"x":195,"y":729,"t":12.5}"#)
            for step in 1...30 {
                try socket.send(
                    json: #"{"type":"pointer","kind":"move","pointer":1,"x":195,"y":\#(729 - Double(step) * 14),"t":\#(12.5 + Double(step) / 60)}"#)
            }
            try socket.send(json: #"{"type":"pointer","kind":"up","pointer":1,"x":195,"y":309,"t":13.1}"#)
            try socket.send(json: #"{"type":"environment","environment":{"reduceMotion":false,"appearance":"light"},"t":13.2}"#)
            try socket.send(json: #"{"type":"frame","t":15}"#)
            let frame = try JSONValue.parse(socket.receiveText())
            #expect(frame["type"] == .string("frame") && frame["first"] == nil && frame["session"] == .number(7), "\(frame.serialized)")
            #expect(frame["state"]?["state"] == .string("open"), "no refusal: the second drag opened the player")
            #expect(frame["pause"] == .bool(true), "a frame at rest says the page may pause")
            let operations = try socket.receiveBinary()
            #expect(operations.count > 12, "the environment's relayout: \(operations.prefix(16))")
            try socket.send(json: #"{"type":"trace"}"#)
            let trace = try Trace.decode(try #require(JSONValue.parse(socket.receiveText())["trace"]).serialized, registry: .standard)
            #expect(
                trace.events.contains { if case .pointer(let event) = $0 { event.phase == .cancel } else { false } },
                "the lost touch was recorded as a cancel")
            #expect(trace.events.contains { if case .environment = $0 { true } else { false } })
        }
    }

    @Test func malformedMessagesGetAnErrorAndTheSessionGoesOn() async throws {
        try await withStudio { port in
            let socket = try open(port)
            _ = try hello(socket)
            for bad in [
                "{not json", #"{"no":"type"}"#, #"{"type":"warp"}"#, #"{"type":"pointer","kind":"down","x":"a","y":1,"t":0}"#,
                #"{"type":"frame"}"#, #"{"type":"action","name":"fly"}"#, #"{"type":"hello","interaction":"nope"}"#,
                #"{"type":"pointer","kind":"move","pointer":1,"x":1,"y":1,"t":0}"#
            ] {
                try socket.send(json: bad)
                let reply = try JSONValue.parse(socket.receiveText())
                #expect(reply["type"] == .string("error"), "\(bad)")
            }
            try socket.send(json: #"{"type":"action","name":"open"}"#)
            try socket.send(json: #"{"type":"frame","t":3}"#)
            let diff = try JSONValue.parse(socket.receiveText())
            #expect(diff["state"]?["state"] == .string("open"))
        }
    }

    @Test func oversizedMessageIsRefused() async throws {
        try await withStudio { port in
            let socket = try open(port)
            _ = try hello(socket)
            try socket.sendFrame(Array(repeating: UInt8(ascii: " "), count: 20_000))
            var closed: RawSocket.Frame?
            while closed == nil {
                let frame = try socket.receiveFrame()
                if case .close = frame { closed = frame }
            }
            guard case .close(let code, _)? = closed else { return }
            #expect(code == 1009, "message too big")
        }
    }

    @Test func wrongOriginIsRefused() async throws {
        try await withStudio { port in
            for origin in ["http://evil.example", "http://127.0.0.1:1", nil] as [String?] {
                let (_, head) = try RawSocket.webSocket(port: port, origin: origin)
                #expect(!head.hasPrefix("HTTP/1.1 101"), "\(origin ?? "no origin") → \(head)")
                #expect(head.hasPrefix("HTTP/1.1 4"), "refused at the handshake")
            }
        }
    }

    @Test func sessionsAreCappedAndIndependent() async throws {
        try await withStudio({ $0.maximumSessions = 2 }) { port in
            let a = try open(port), b = try open(port)
            _ = try hello(a, "player-transition")
            _ = try hello(b, "lyrics-cards")
            let (third, _) = try RawSocket.webSocket(port: port, origin: "http://127.0.0.1:\(port)")
            #expect(try third.receiveFrame() == .close(code: 1008, reason: "too many sessions (at most 2)"))
            for socket in [a, b] {
                try socket.send(json: #"{"type":"frame","t":0}"#)
                _ = try socket.receiveText()
            }
            try a.send(json: #"{"type":"action","name":"open"}"#)
            try b.send(json: #"{"type":"action","name":"next"}"#)
            try a.send(json: "{broken")
            #expect(try JSONValue.parse(a.receiveText())["type"] == .string("error"))
            try a.send(json: #"{"type":"frame","t":3}"#)
            try b.send(json: #"{"type":"frame","t":3}"#)
            #expect(try JSONValue.parse(a.receiveText())["state"]?["state"] == .string("open"))
            #expect(try JSONValue.parse(b.receiveText())["state"]?["front"] == .number(1))
        }
    }

    @Test func recordingReplaysToTheSameScene() async throws {
        try await withStudio { port in
            let socket = try open(port)
            _ = try hello(socket, "lyrics-cards")
            try socket.send(json: #"{"type":"pointer","kind":"down","pointer":1,"x":195,"y":440,"t":100}"#)
            for step in 1...20 {
                try socket.send(
                    json: #"{"type":"pointer","kind":"move","pointer":1,"x":195,"y":\#(440 + Double(step) * 6),"t":\#(100 + Double(step) / 60)}"#)
            }
            try socket.send(json: #"{"type":"pointer","kind":"up","pointer":1,"x":195,"y":560,"t":100.45}"#)
            try socket.send(json: #"{"type":"frame","t":103}"#)
            let live = try JSONValue.parse(socket.receiveText())
            try socket.send(json: #"{"type":"trace"}"#)
            let reply = try JSONValue.parse(socket.receiveText())
            let traceText = try #require(reply["trace"]).serialized
            let trace = try Trace.decode(traceText, registry: .standard)
            let replayed = try Replay(trace: trace, registry: .standard).run(until: 3)
            #expect(live["state"]?["front"] == .number(1))
            #expect(replayed.state["front"] == .int(1))
        }
    }
}

@Suite("Studio socket session state machine")
struct SocketSessionTests {
    @Test(arguments: [("127.0.0.1", true), ("localhost", true), ("::1", true), ("127.0.0.2", true), ("0.0.0.0", false), ("192.168.1.5", false)])
    func loopbackIsRecognised(host: String, loopback: Bool) {
        var configuration = StudioServer.Configuration()
        configuration.host = host
        #expect(configuration.isLoopback == loopback)
    }

    /// The limiter at exact instants: 50 per one-second window; the first refusal
    /// in a window says so, the rest are dropped quietly; a new window admits again.
    @Test func rateLimiterAdmitsAtMostTheLimitPerSecond() {
        var limiter = RateLimiter(limit: 50)
        let first = (0..<50).map { limiter.admit(at: 10 + Double($0) * 0.01) }
        #expect(first.allSatisfy { $0 == .admit })
        #expect(limiter.admit(at: 10.5) == .refuseAndTell)
        #expect(limiter.admit(at: 10.9) == .refuse)
        #expect(limiter.admit(at: 10.999_999) == .refuse)
        #expect(limiter.admit(at: 11.0) == .admit, "a new window")
        #expect((0..<49).map { limiter.admit(at: 11.2 + Double($0) * 0.001) }.allSatisfy { $0 == .admit })
        #expect(limiter.admit(at: 11.3) == .refuseAndTell)
    }

    @Test func recordingIsBoundedAndSaysSoOnce() throws {
        var session = SocketSession()
        session.maximumRecordedEvents = 5
        _ = session.receive(#"{"type":"hello","interaction":"lyrics-cards"}"#)
        var errors: [String] = []
        for step in 0..<10 {
            let replies = session.receive(#"{"type":"action","name":"next"}"#) + session.receive(#"{"type":"frame","t":\#(Double(step))}"#)
            errors += replies.compactMap { if $0["type"] == .string("error"), case .string(let text)? = $0["message"] { text } else { nil } }
        }
        #expect(errors == ["recording stopped: a trace holds at most 5 events and 3600 s; the session goes on unrecorded"])
        #expect(session.recording?.events.count == 5)
        #expect(session.receive(#"{"type":"frame","t":20}"#).first?["state"]?["front"] != nil, "the session goes on")
    }

    @Test func repliesAreBounded() {
        var session = SocketSession()
        session.maximumReplyBytes = 200
        let replies = session.receiveText(#"{"type":"hello","interaction":"player-transition"}"#)
        #expect(replies.count == 1 && replies[0].hasPrefix(#"{"type":"error","message":"the scene is "#), "\(replies)")
        #expect(session.receiveText(#"{"type":"frame","t":0}"#).allSatisfy { $0.utf8.count <= 200 })
    }

    @Test func serverTimeIsTheLastMemberOfADiff() throws {
        let text = withServerMicros(#"{"type":"diff","t":1,"changed":[],"removed":[]}"#, 41.5)
        #expect(text == #"{"type":"diff","t":1,"changed":[],"removed":[],"serverMicros":41.5}"#)
        #expect(try JSONValue.parse(text)["serverMicros"] == .number(41.5))
    }

    /// Every host call may carry the page's time; one that is no number is an error naming it.
    @Test func hostCallsCarryThePagesTime() {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"player-transition"}"#)
        for message in [
            #"{"type":"action","name":"open","t":5}"#, #"{"type":"environment","environment":{"rtl":true},"t":5.1}"#, #"{"type":"lose","t":5.2}"#
        ] {
            #expect(session.receive(message).isEmpty, "\(message)")
        }
        let bad = session.receive(#"{"type":"action","name":"open","t":"soon"}"#)
        #expect(bad.first?["message"] == .string(#"action: "t" must be a number of seconds (the page's clock)"#), "\(bad)")
    }

    /// An action the page stamps 2 s after the last frame animates from its own instant:
    /// the next frame, 0.1 s after it, shows the player on its way (stamped with the last
    /// frame's time, it would already be open).
    @Test func anActionAtRestAnimatesFromThePagesTime() {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"player-transition"}"#)
        _ = session.receive(#"{"type":"frame","t":10}"#)
        #expect(session.receive(#"{"type":"action","name":"open","t":12}"#).isEmpty)
        let frame = session.receive(#"{"type":"frame","t":12.1}"#).first
        guard case .number(let progress)? = frame?["state"]?["progress"] else { Issue.record("no progress in \(String(describing: frame))"); return }
        #expect(progress > 0.05 && progress < 0.95, "0.1 s after the tap the player is opening: \(progress)")
    }

    /// A viewport message is a size change of the running session: it stays open, the
    /// recording holds the new size with the rotation's safe areas at the page's time.
    @Test func aViewportMessageKeepsTheSession() throws {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"player-transition","viewport":{"width":390,"height":844}}"#)
        _ = session.receive(#"{"type":"frame","t":1}"#)
        _ = session.receive(#"{"type":"action","name":"open","t":1}"#)
        _ = session.receive(#"{"type":"frame","t":3}"#)
        let rotation =
            #"{"type":"viewport","viewport":{"width":844,"height":390},"environment":{"topSafeArea":0,"leadingSafeArea":47,"bottomSafeArea":21,"trailingSafeArea":47},"t":3.5}"#
        #expect(session.receive(rotation).isEmpty)
        let frame = session.receive(#"{"type":"frame","t":3.6}"#).first
        #expect(frame?["state"]?["state"] == .string("open"), "still open: \(String(describing: frame?["state"]))")
        #expect(session.scene?.viewport == Size(width: 844, height: 390))
        let events = try #require(session.recording?.events)
        #expect(
            events.contains { if case .viewport(let size, let time) = $0 { size == Size(width: 844, height: 390) && time == 2.5 } else { false } })
        #expect(events.contains { if case .environment(let environment, _) = $0 { environment.safeArea.leading == 47 } else { false } })
        for (bad, reason) in [
            (#"{"type":"viewport","viewport":{"width":50,"height":390}}"#, "viewport: viewport.width: must be between 100 and 4000 points"),
            (#"{"type":"viewport","viewport":{"width":400,"height":390},"t":"later"}"#, #"viewport: "t" must be a number"#),
            (#"{"type":"viewport","viewport":{"width":400,"height":390},"environment":{"tilt":1}}"#, "viewport: environment.tilt")
        ] {
            let reply = session.receive(bad).first
            guard case .string(let message)? = reply?["message"] else { Issue.record("\(bad): \(String(describing: reply))"); continue }
            #expect(message.hasPrefix(reason), "\(bad): \(message)")
        }
        #expect(session.scene?.viewport == Size(width: 844, height: 390), "a refused size changes nothing")
    }

    /// An options message (the motion lab applying a value) changes the running session
    /// without a restart: the card stays presented, takes the new height, and the recording
    /// holds the change at the page's time; an option that is given only at the start is
    /// an error naming it, and changes nothing.
    @Test func anOptionsMessageTunesTheRunningSession() throws {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"card-presentation","viewport":{"width":390,"height":844}}"#)
        _ = session.receive(#"{"type":"frame","t":1}"#)
        _ = session.receive(#"{"type":"action","name":"present","t":1}"#)
        _ = session.receive(#"{"type":"frame","t":3}"#)
        #expect(session.receive(#"{"type":"options","options":{"contentHeight":600,"title":"Queue"},"t":3.5}"#).isEmpty)
        let frame = session.receive(#"{"type":"frame","t":3.6}"#).first
        #expect(frame?["state"]?["presented"] == .bool(true), "still presented: \(String(describing: frame?["state"]))")
        let events = try #require(session.recording?.events)
        #expect(
            events.contains {
                if case .options(let given, let time) = $0 {
                    given["contentHeight"] == .number(600) && given["title"] == .string("Queue") && time == 2.5
                } else {
                    false
                }
            }, "\(events)")
        for (bad, reason) in [
            (#"{"type":"options","options":{"cardGap":4},"t":4}"#, "options.cardGap: cannot change while the session runs"),
            (#"{"type":"options","options":{"contentHeight":-5},"t":4}"#, "options.contentHeight: must be in 0.0…100000.0"),
            (#"{"type":"options","options":{},"t":4}"#, "options: must name at least one option"),
            (#"{"type":"options","options":{"contentHeight":700},"t":"soon"}"#, #"options: "t" must be a number"#)
        ] {
            let reply = session.receive(bad).first
            guard case .string(let message)? = reply?["message"] else { Issue.record("\(bad): \(String(describing: reply))"); continue }
            #expect(message.hasPrefix(reason), "\(bad): \(message)")
        }
        let after = try #require(session.recording?.events).filter { if case .options = $0 { true } else { false } }
        #expect(after.count == 1, "refused options change nothing: \(after)")
        var fresh = SocketSession()
        #expect(fresh.receive(#"{"type":"options","options":{"contentHeight":600}}"#).first?["message"] == .string("options: say hello first"))
    }

    @Test func frameBeforeHelloIsAnError() {
        var session = SocketSession()
        #expect(session.receive(#"{"type":"frame","t":0}"#).first?["type"] == .string("error"))
    }

    @Test func diffsCarryOnlyWhatChanged() {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"player-transition"}"#)
        let still = session.receive(#"{"type":"frame","t":5}"#)[0]
        #expect(still["changed"] == .array([]) && still["removed"] == .array([]))
        _ = session.receive(#"{"type":"action","name":"open"}"#)
        let moving = session.receive(#"{"type":"frame","t":5.1}"#)[0]
        guard case .array(let changed)? = moving["changed"] else { Issue.record("changed"); return }
        let player = changed.first { $0["id"] == .string("player") }
        #expect(player?["frame"] != nil && player?["content"] == nil)
    }

    @Test func timeRunningBackwardsIsRefusedAndHarmless() {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"lyrics-cards"}"#)
        _ = session.receive(#"{"type":"frame","t":10}"#)
        let reply = session.receive(#"{"type":"frame","t":9}"#)
        #expect(reply.first?["type"] == .string("error"))
        #expect(session.receive(#"{"type":"frame","t":11}"#).first?["type"] == .string("diff"))
    }
}

@Suite("Studio sessions replay exactly")
struct StudioDeterminismTests {
    @Test(arguments: ["player-transition", "lyrics-cards"])
    func aSessionsRecordingReplaysToTheSameLayers(interaction: String) throws {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"\#(interaction)","viewport":{"width":430,"height":932}}"#)
        // A page clock that starts at 5,000 s, irregular frames, a drag and an action.
        var t = 5_000.0
        var messages: [String] = [#"{"type":"frame","t":\#(t)}"#]
        let startY = interaction == "player-transition" ? 932.0 - 83 - 32 : 470
        messages.append(#"{"type":"pointer","kind":"down","pointer":7,"x":215,"y":\#(startY),"t":\#(t + 0.01)}"#)
        for step in 1...25 {
            t += step % 3 == 0 ? 0.021 : 0.013
            messages.append(
                #"{"type":"pointer","kind":"move","pointer":7,"x":215,"y":\#(startY - Double(step) * (interaction == "player-transition" ? 11 : -5)),"t":\#(t)}"#
            )
            if step % 2 == 0 { messages.append(#"{"type":"frame","t":\#(t + 0.001)}"#) }
        }
        messages.append(#"{"type":"pointer","kind":"up","pointer":7,"x":215,"y":\#(startY),"t":\#(t + 0.02)}"#)
        messages.append(#"{"type":"frame","t":\#(t + 0.1)}"#)
        messages.append(#"{"type":"action","name":"\#(interaction == "player-transition" ? "toggle" : "next")"}"#)
        messages.append(#"{"type":"frame","t":\#(t + 0.35)}"#)
        var last: JSONValue = .null
        for message in messages {
            for reply in session.receive(message) {
                #expect(reply["type"] != .string("error"), "\(reply.serialized)")
                last = reply
            }
        }
        let trace = try #require(session.recording)
        let end = try #require({ if case .number(let t)? = last["t"] { t } else { nil } }())
        let decoded = try Trace.decode(trace.json.exactSerialized, registry: .standard)
        let replayed = try Replay(trace: decoded, registry: .standard).run(frameRate: 60, until: end)
        let live = try #require(session.scene)
        #expect(replayed.state.json == last["state"])
        let liveLayers = live.flattened.map(\.json.serialized)
        #expect(replayed.scene.flattened.map(\.json.serialized) == liveLayers)
        #expect(liveLayers.count >= 10)
    }
}

/// The issue-32 scenario as a new user meets it: a session recorded while music plays
/// replays to the scene the page showed when recording stopped (the trace's `end`),
/// with and without `--at end`, in process and through the command line tool.
@Suite("Recordings stop where the session stopped")
struct RecordingEndTests {
    @Test(arguments: [("cover-carousel", "play"), ("showcase", "playTrack")])
    func aTraceRecordedWhileMusicPlaysReplaysToTheSameState(interaction: String, play: String) async throws {
        var session = SocketSession()
        _ = session.receive(#"{"type":"hello","interaction":"\#(interaction)","viewport":{"width":390,"height":844}}"#)
        var last: JSONValue = .null
        func send(_ message: String) {
            for reply in session.receive(message) {
                #expect(reply["type"] != .string("error"), "\(reply.serialized)")
                last = reply
            }
        }
        send(#"{"type":"frame","t":250}"#)
        send(#"{"type":"action","name":"\#(play)"\#(play == "playTrack" ? #","index":2"# : "")}"#)
        var t = 250.0
        for frame in 1...500 {  // 8.3 s of frames at 60 Hz, with a drag across the middle of the screen at 3 s
            t = 250 + Double(frame) / 60
            if frame == 180 { send(#"{"type":"pointer","kind":"down","pointer":1,"x":300,"y":420,"t":\#(t)}"#) }
            if (181...186).contains(frame) {
                send(#"{"type":"pointer","kind":"move","pointer":1,"x":\#(300 - Double(frame - 180) * 20),"y":420,"t":\#(t)}"#)
            }
            if frame == 186 { send(#"{"type":"pointer","kind":"up","pointer":1,"x":180,"y":420,"t":\#(t)}"#) }
            send(#"{"type":"frame","t":\#(t)}"#)
        }
        let live = try #require(last["state"])
        #expect(
            live["playing"] == .bool(true) || live["player"]?["playing"] == .bool(true) || live["carousel"]?["playing"] == .bool(true),
            "music plays: \(live.serialized)")
        let reply = session.receive(#"{"type":"trace"}"#)
        let traceText = try #require(reply.first?["trace"]).exactSerialized
        let trace = try Trace.decode(traceText, registry: .standard)
        #expect(.number(try #require(trace.end)) == last["t"], "the trace ends where the session stopped (its time, to the microsecond)")
        let replay = Replay(trace: trace, registry: .standard)
        #expect(try replay.run().state.json == live, "without --at")
        #expect(try replay.run(until: try #require(trace.end)).state.json == live, "with --at end")
        // And through the real command line tool, as a user would.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-recording-\(UUID().uuidString).json")
        try traceText.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let executable = builtProduct("crossfade").path
        for arguments in [["replay", file.path], ["replay", file.path, "--at", "\(trace.end!)"]] {
            let cli = try await onThread { try runProcess(executable, arguments) }
            #expect(cli.status == 0, "\(cli.output)")
            let printed = try JSONValue.parse(cli.output), expected = try JSONValue.parse(replay.run().json.serialized)
            #expect(printed["state"] == expected["state"] && printed["time"] == expected["time"], "\(arguments)")
        }
    }
}

extension JSONValue {
    var stringValue: String? { if case .string(let text) = self { text } else { nil } }
    subscript(index: Int) -> JSONValue? { if case .array(let items) = self, items.indices.contains(index) { items[index] } else { nil } }
}
