import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import Foundation
import Testing

/// The C ABI as a page meets it, natively (the same functions the WebAssembly module
/// exports): one result convention — a refusal is negative with its reason as the output,
/// anything else says what to do next — and bad input from the page (an unknown tag, a
/// message cut short, NaN, a session that does not exist) is a sentence naming it, never
/// a trap.
@Suite("The engine's C ABI", .serialized)
struct EngineABITests {
    static let refused = EngineStatus.refused.rawValue

    @Test func aFrameSaysDrawWhileSomethingMovesAndPauseAtRest() {
        PageCalls.lock.withLock {
            let session = PageCalls.create("player-transition", viewport: (390, 844), options: [:])
            defer { _ = crossfadeDestroy(session) }
            #expect(session > 0, "\(PageCalls.text)")
            #expect(crossfadeFrame(session, 10) == EngineStatus.pause.rawValue, "at rest, the first frame draws the tree and pauses")
            #expect(PageCalls.output.count > 100, "the first frame is the whole tree")
            #expect(PageCalls.perform(session, InteractionAction("open"), at: 10.01) == EngineStatus.resume.rawValue, "an action wakes paused frames")
            #expect(crossfadeFrame(session, 10.05) == EngineStatus.draw.rawValue, "the player moves: draw and go on")
            #expect(crossfadeTouch(session, 0, 1, 195, 400, 10.06) == EngineStatus.done.rawValue, "frames run already: nothing to wake")
            _ = crossfadeTouch(session, 3, 1, 195, 400, 10.07)
            var status = EngineStatus.draw.rawValue, t = 10.07
            while status == EngineStatus.draw.rawValue, t < 20 {
                t += 1.0 / 60
                status = crossfadeFrame(session, t)
            }
            #expect(status == EngineStatus.pause.rawValue, "at rest again, frames pause")
        }
    }

    /// The names `crossfade_actions` writes.
    static func available(_ session: Int32) -> [String] {
        #expect(crossfadeActions(session) == EngineStatus.done.rawValue)
        var names: [String] = []
        let bytes = PageCalls.output
        var at = 4
        for _ in 0..<Int(bytes[0]) {
            let count = Int(bytes[at]) | Int(bytes[at + 1]) << 8
            names.append(String(decoding: bytes[(at + 4)..<(at + 4 + count)], as: UTF8.self))
            at += 4 + count
        }
        return names
    }

    @Test func aViewportChangeKeepsTheSessionAndIsRecorded() {
        PageCalls.lock.withLock {
            let session = PageCalls.create("player-transition", viewport: (390, 844), options: [:])
            defer { _ = crossfadeDestroy(session) }
            _ = crossfadeFrame(session, 1)
            _ = PageCalls.perform(session, InteractionAction("open"), at: 1)
            var t = 1.0
            while crossfadeFrame(session, t) == EngineStatus.draw.rawValue, t < 5 { t += 1.0 / 60 }
            #expect(Self.available(session) == ["close", "toggle"], "open")
            // A rotation: the size and its safe areas in one call.
            let landscape = InteractionEnvironment(safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
            #expect(
                PageCalls.setViewport(session, Size(width: 844, height: 390), landscape, at: t + 2) == EngineStatus.resume.rawValue,
                "it wakes the frames")
            #expect(crossfadeFrame(session, t + 2.02) != Self.refused)
            #expect(Self.available(session) == ["close", "toggle"], "still open after the rotation (a new session would be closed)")
            _ = crossfadeRecording(session)
            let recording = PageCalls.text
            #expect(recording.contains("\"kind\":\"viewport\""), "the rotation is recorded: \(recording.suffix(300))")
            let trace = try? Trace.decode(recording, registry: .standard)
            #expect(trace?.events.contains { if case .viewport(let size, _) = $0 { size == Size(width: 844, height: 390) } else { false } } == true)
            #expect(trace?.events.contains { if case .environment(let environment, _) = $0 { environment == landscape } else { false } } == true)
        }
    }

    @Test func anActionLongAfterTheLastFrameAnimatesFromItsOwnInstant() {
        PageCalls.lock.withLock {
            let session = PageCalls.create("player-transition", viewport: (390, 844), options: [:])
            defer { _ = crossfadeDestroy(session) }
            #expect(crossfadeFrame(session, 10) == EngineStatus.pause.rawValue, "at rest: frames pause at 10 s")
            // 2 s later, with no frame between, the page performs `open` at its own time.
            #expect(PageCalls.perform(session, InteractionAction("open"), at: 12) == EngineStatus.resume.rawValue)
            #expect(crossfadeFrame(session, 12.1) == EngineStatus.draw.rawValue, "0.1 s after the tap the player is still opening, not already open")
            var t = 12.1, frames = 1
            while crossfadeFrame(session, t) == EngineStatus.draw.rawValue, t < 20 {
                t += 1.0 / 60
                frames += 1
            }
            #expect(frames > 10, "the opening took \(frames) frames: it animated from 12 s")
        }
    }

    @Test func theActionsThatApplyFollowTheState() {
        PageCalls.lock.withLock {
            let session = PageCalls.create("player-transition", viewport: (390, 844), options: [:])
            defer { _ = crossfadeDestroy(session) }
            func available() -> [String] { Self.available(session) }
            _ = crossfadeFrame(session, 1)
            #expect(available() == ["open", "toggle"], "closed: it opens")
            _ = PageCalls.perform(session, InteractionAction("open"), at: 1)
            _ = crossfadeFrame(session, 1.05)
            #expect(available() == ["close", "toggle"], "opening: it closes")
            _ = crossfadeTouch(session, 0, 1, 195, 400, 1.1)
            _ = crossfadeTouch(session, 1, 1, 195, 430, 1.12)
            _ = crossfadeFrame(session, 1.13)
            #expect(available() == [], "under a finger, no action applies")
        }
    }

    @Test(arguments: [
        ("a message cut short", [UInt8](), "create: the message ends at byte 0, in the middle of the length of the interaction's id"),
        ("an unknown interaction", Self.create("warp-drive"), "unknown interaction 'warp-drive'"),
        (
            "a NaN viewport", Self.create("player-transition", width: .nan),
            "create: the viewport's width must be a number from 100 to 4000 points, not nan"
        ),
        (
            "an unknown tag", Self.create("player-transition", options: [0x01, 0, 0, 0, 0x01, 0, 0, 0, 0x78, 9]),
            "create: 'x' of the options has the tag 9"
        ),
        ("bytes left over", Self.create("player-transition", options: [0, 0, 0, 0, 7]), "create: 1 bytes are left after the options")
    ])
    func aMalformedCreateIsRefusedSayingWhy(what: String, message: [UInt8], reason: String) {
        PageCalls.lock.withLock {
            let session = message.withUnsafeBytes { crossfadeCreate($0.baseAddress, Int32($0.count)) }
            #expect(session == Self.refused, "\(what)")
            #expect(PageCalls.text.hasPrefix(reason), "\(what): \(PageCalls.text)")
        }
    }

    @Test func badCallsIntoASessionAreRefusedSayingWhy() {
        PageCalls.lock.withLock {
            let session = PageCalls.create("lyrics-cards", viewport: (390, 844), options: [:])
            defer { _ = crossfadeDestroy(session) }
            let calls: [(String, () -> Int32, String)] = [
                (
                    "an unknown phase", { crossfadeTouch(session, 9, 1, 10, 10, 1) },
                    "touch: unknown phase 9 (0 down, 1 move, 2 stationary, 3 up, 4 cancel)"
                ),
                ("a NaN place", { crossfadeTouch(session, 0, 1, .nan, 10, 1) }, "touch: the place must be finite points"),
                ("a NaN time", { crossfadeFrame(session, .nan) }, "frame: t must be a finite number of seconds"),
                ("an unknown action", { PageCalls.perform(session, InteractionAction("fly"), at: 1) }, "unknown action 'fly'"),
                ("an unknown flag", { crossfadeSetEnvironment(session, 0, 0, 0, 0, 1, 64, 1) }, "environment: unknown flags 64"),
                ("a NaN inset", { crossfadeSetEnvironment(session, .nan, 0, 0, 0, 1, 0, 1) }, "environment: 'safeArea.top'"),
                ("no such session", { crossfadeFrame(99, 1) }, "no session 99"),
                (
                    "a viewport too narrow", { crossfadeSetViewport(session, 50, 700, 47, 0, 34, 0, 1, 0, 1) },
                    "viewport: the width must be a number from 100 to 4000 points, not 50.0"
                ),
                (
                    "a NaN viewport", { crossfadeSetViewport(session, 390, .nan, 47, 0, 34, 0, 1, 0, 1) },
                    "viewport: the height must be a number from 100 to 4000 points, not nan"
                ),
                ("a viewport's unknown flag", { crossfadeSetViewport(session, 390, 700, 47, 0, 34, 0, 1, 64, 1) }, "viewport: unknown flags 64"),
                ("a viewport's NaN time", { crossfadeSetViewport(session, 390, 700, 47, 0, 34, 0, 1, 0, .nan) }, "viewport: t must be"),
                (
                    "a second destroy",
                    {
                        _ = crossfadeDestroy(session); return crossfadeDestroy(session)
                    }, "no session"
                )
            ]
            for (what, call, reason) in calls {
                #expect(call() == Self.refused, "\(what)")
                #expect(PageCalls.text.hasPrefix(reason), "\(what): \(PageCalls.text)")
            }
        }
    }

    /// A create message: the id, a viewport, then `options` as given (raw bytes: a u32 count first).
    static func create(_ id: String, width: Double = 390, options: [UInt8] = [0, 0, 0, 0]) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(id)
        writer.f64(width)
        writer.f64(844)
        return writer.bytes + options
    }
}
