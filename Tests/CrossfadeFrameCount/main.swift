// What a frame of the page's engine costs, in instructions (CI's machine-independent
// check, `Scripts/frame-instructions.py`): one interaction's host session driven as
// `Benchmarks/page-frames.mjs` drives its WebAssembly module — a finger dragging back
// and forth at 120 Hz, released, caught again — natively, built in release: `mount` is
// the page's one frame call as `crossfade_frame` runs it (advance, plan, write the
// frame), `advance` the host core's advance alone. Run under
// `valgrind --tool=callgrind --toggle-collect='*measuredFrames*'`, only the measured
// frames are counted; the same binary and inputs count the same instructions on any
// machine, however loaded.
//   CrossfadeFrameCount INTERACTION advance|mount [--frames N]
import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import Foundation

/// Where the finger goes over a drag (p from 0 to 1) and what is done first: the same
/// scenarios as the page's benchmark, in a 390 × 844 viewport.
struct Scenario {
    var setup: [String]
    var finger: @Sendable (Double) -> Point

    static let all: [String: Scenario] = [
        "player-transition": Scenario(setup: []) { Point(x: 195, y: 780 - 560 * $0) },
        "lyrics-cards": Scenario(setup: []) { Point(x: 195, y: 420 + 70 * $0) },
        "card-presentation": Scenario(setup: ["present"]) { Point(x: 195, y: 140 + 400 * $0) },
        "cover-carousel": Scenario(setup: []) { Point(x: 330 - 260 * $0, y: 300) },
        "library-pager": Scenario(setup: []) { Point(x: 350 - 300 * $0, y: 420) },
        "showcase": Scenario(setup: ["player.open"]) { Point(x: 330 - 260 * $0, y: 330) }
    ]
}

/// A session of one model alone, as that model's page module runs it.
struct Run<Model: Interaction> {
    var session: HostSession<InteractionDriver<Model>>
    var writer = ByteWriter(capacity: 64 * 1_024)
    var time = 1_000.0
    let step = 1.0 / 120
    let mounts: Bool

    init(_ model: Model.Type, mounts: Bool) throws {
        session = try HostSession(Model.self, viewport: Size(width: 390, height: 844))
        self.mounts = mounts
    }

    /// One display frame: the page's frame call (`crossfade_frame`'s body), or the advance alone.
    mutating func frame() throws {
        if mounts {
            writer.reset()
            _ = try session.frame(at: time, writingTo: &writer)
        } else {
            _ = try session.advanceFrame(at: time)
        }
    }

    /// The setup actions, then two seconds to come to rest.
    mutating func prepare(_ scenario: Scenario) throws {
        try frame()
        for action in scenario.setup { _ = try session.perform(InteractionAction(action)) }
        for _ in 0..<240 {
            time += step
            try frame()
        }
    }

    /// `frames` frames of a 48-frame drag there and back, released, caught 12 frames later.
    @inline(never)
    mutating func measuredFrames(_ frames: Int, _ scenario: Scenario) throws {
        for index in 0..<frames {
            time += step
            let phase = index % 108
            if phase < 96 {
                let p = phase < 48 ? Double(phase) / 48 : Double(96 - phase) / 48
                let kind: PlatformTouch.Phase = phase == 0 ? .down : phase == 95 ? .up : .move
                _ = session.touch(PlatformTouch(identity: 7, location: scenario.finger(p), timestamp: time - step / 2, phase: kind))
            }
            try frame()
        }
    }
}

func count<Model: Interaction>(_ model: Model.Type, mounts: Bool, frames: Int) throws {
    let scenario = Scenario.all[Model.id]!
    var run = try Run(model, mounts: mounts)
    try run.prepare(scenario)
    try run.measuredFrames(frames, scenario)
    print("\(Model.id) \(mounts ? "mount" : "advance") \(frames) frames, the last at \(run.session.time) s")
}

let arguments = Array(CommandLine.arguments.dropFirst())
let frames = arguments.firstIndex(of: "--frames").flatMap { Int(arguments[$0 + 1]) } ?? 2_000
guard arguments.count >= 2, ["advance", "mount"].contains(arguments[1]), frames > 0 else {
    FileHandle.standardError.write(Data("usage: CrossfadeFrameCount INTERACTION advance|mount [--frames N]\n".utf8))
    exit(64)
}
let mounts = arguments[1] == "mount"
do {
    switch arguments[0] {
    case PlayerTransition.id: try count(PlayerTransition.self, mounts: mounts, frames: frames)
    case LyricsCards.id: try count(LyricsCards.self, mounts: mounts, frames: frames)
    case CardPresentation.id: try count(CardPresentation.self, mounts: mounts, frames: frames)
    case CoverCarousel.id: try count(CoverCarousel.self, mounts: mounts, frames: frames)
    case LibraryPager.id: try count(LibraryPager.self, mounts: mounts, frames: frames)
    case Showcase.id: try count(Showcase.self, mounts: mounts, frames: frames)
    default:
        FileHandle.standardError.write(Data("CrossfadeFrameCount: unknown interaction '\(arguments[0])'\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("CrossfadeFrameCount: \(error)\n".utf8))
    exit(1)
}
