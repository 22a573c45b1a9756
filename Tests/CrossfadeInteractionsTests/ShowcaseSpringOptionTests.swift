import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// Every spring of the showcase is an option (its own and each child's), and
/// applying one from the motion lab changes the motion: the lab's spring (a
/// SwiftUI response and damping ratio) goes into the spring's options as the lab
/// puts it there (response, damping ratio, or UIKit's duration for that spring
/// from rest), then the same input runs with the defaults and with those options,
/// and somewhere along the way a layer is drawn elsewhere, with another opacity or
/// another shape.
@Suite("Showcase spring options")
struct ShowcaseSpringOptionTests {
    enum Step {
        case action(String)
        /// A drag from the centre of a layer (or a point) by a vector, over a duration, held before lifting.
        case drag(from: String, by: Vector, duration: Double, hold: Double = 0)
        case dragAt(Point, by: Vector, duration: Double, hold: Double = 0)
        case wait(Double)
    }

    struct Scenario: Sendable, CustomStringConvertible {
        var spring: String
        var reduceMotion = false
        /// The app's tracks: a queue long enough to scroll needs more than the demo's 12.
        var tracks = ""
        var steps: [Step]
        var description: String { spring }
    }

    static let openPlayer: [Step] = [.action("player.open"), .wait(1.2)]
    static let presentQueue: [Step] = [.action("queue.present"), .wait(1.5)]
    /// Thirty tracks: the queue lists the 29 after the one playing, more than a screen.
    static let thirtyTracks = (1...30).map { "Track \($0) | Artist | 3:00 | covers/\($0).jpg" }.joined(separator: "\n")

    /// One input per spring that sets it moving.
    static let scenarios: [Scenario] = [
        Scenario(spring: "lyricsView", steps: openPlayer + [.action("openLyrics"), .wait(1)]),
        Scenario(spring: "miniSwipe", steps: [.drag(from: "player.miniPlayer.title", by: Vector(dx: 120, dy: 0), duration: 0.2), .wait(1)]),
        Scenario(spring: "player.frame", steps: openPlayer),
        Scenario(spring: "player.rubberBand", steps: [.drag(from: "player.miniPlayer.title", by: Vector(dx: 0, dy: 90), duration: 0.3), .wait(1.5)]),
        Scenario(spring: "player.fade", reduceMotion: true, steps: openPlayer),
        Scenario(spring: "carousel.snap", steps: openPlayer + [.action("carousel.next"), .wait(1.5)]),
        Scenario(
            spring: "carousel.thumb",
            steps: openPlayer + [.drag(from: "carousel.slider.thumb", by: Vector(dx: 0, dy: 0), duration: 0.1, hold: 0.6), .wait(1)]),
        Scenario(spring: "carousel.fade", reduceMotion: true, steps: openPlayer + [.action("carousel.next"), .wait(1)]),
        Scenario(spring: "library.snap", steps: [.action("library.nextPage"), .wait(1.5)]),
        Scenario(spring: "library.bounce", steps: [.dragAt(Point(x: 195, y: 400), by: Vector(dx: 0, dy: 150), duration: 0.3), .wait(1.5)]),
        Scenario(spring: "library.crossFade", reduceMotion: true, steps: [.action("library.nextPage"), .wait(1)]),
        Scenario(spring: "lyrics.card", steps: openPlayer + [.action("openLyrics"), .wait(1), .action("lyrics.next"), .wait(1.5)]),
        Scenario(spring: "lyrics.fade", reduceMotion: true, steps: openPlayer + [.action("openLyrics"), .wait(1), .action("lyrics.next"), .wait(1)]),
        Scenario(spring: "queue.card", steps: presentQueue),
        Scenario(
            spring: "queue.grabber", steps: presentQueue + [.drag(from: "queue.card.grabber", by: Vector(dx: 0, dy: 60), duration: 0.3), .wait(1.5)]),
        Scenario(spring: "queue.fade", reduceMotion: true, steps: presentQueue),
        Scenario(
            spring: "queue.scroll", tracks: thirtyTracks,
            steps: presentQueue + [
                .dragAt(Point(x: 195, y: 700), by: Vector(dx: 0, dy: -300), duration: 0.5, hold: 0.2),
                .wait(1.5), .action("queue.scrollToTop"), .wait(1.5)
            ]),
        Scenario(
            spring: "queue.reorder",
            steps: presentQueue + [.dragAt(Point(x: 368, y: 57 + 64 + 28), by: Vector(dx: 0, dy: 140), duration: 0.3), .wait(1)]),
        Scenario(
            spring: "queue.bounce",
            steps: presentQueue + [
                .dragAt(Point(x: 195, y: 780), by: Vector(dx: 0, dy: -700), duration: 0.25),
                .dragAt(Point(x: 195, y: 780), by: Vector(dx: 0, dy: -700), duration: 0.25),
                .dragAt(Point(x: 195, y: 780), by: Vector(dx: 0, dy: -500), duration: 0.4, hold: 0.1), .wait(2)
            ])
    ]

    static var showcase: InteractionDescriptor { InteractionRegistry.standard["showcase"]! }

    /// The showcase's springs: name → the option specs that set it.
    static var springs: [String: [OptionSpec]] {
        Dictionary(grouping: showcase.options.filter { $0.springPart != nil }, by: { $0.springPart!.spring })
    }

    @Test func everySpringOfTheShowcaseAndItsChildrenIsAnOption() {
        let names = Set(Self.springs.keys)
        #expect(names == Set(Self.scenarios.map(\.spring)), "springs without a scenario: \(names.subtracting(Self.scenarios.map(\.spring)))")
        for child in ["player", "carousel", "library", "lyrics", "queue"] {
            let own = InteractionRegistry.standard.descriptors.first { Self.childID(child) == $0.id }!
            // The queue draws no slider: its thumb's spring moves nothing and is no option.
            let notDrawn: Set<String> = child == "queue" ? ["queue.thumb"] : []
            let childSprings = Set(own.options.compactMap { $0.springPart.map { "\(child).\($0.spring)" } }).subtracting(notDrawn)
            #expect(childSprings.isSubset(of: names), "\(child): \(childSprings.subtracting(names))")
            #expect(names.isDisjoint(with: notDrawn), "\(notDrawn) is not drawn in the showcase, yet an option")
            for spec in own.options where spec.springPart.map({ !notDrawn.contains("\(child).\($0.spring)") }) ?? false {
                #expect(
                    Self.showcase.options.contains {
                        $0.name == "\(child).\(spec.name)" && $0.kind == spec.kind && $0.defaultValue == spec.defaultValue
                    },
                    "\(child).\(spec.name) is named, ranged and defaulted as the child's own")
            }
        }
    }

    static func childID(_ prefix: String) -> String {
        [
            "player": "player-transition", "carousel": "cover-carousel", "library": "library-pager", "lyrics": "lyrics-cards",
            "queue": "card-presentation"
        ][prefix]!
    }

    @Test(arguments: scenarios)
    func aSpringAppliedFromTheLabChangesTheMotion(scenario: Scenario) throws {
        let specs = try #require(Self.springs[scenario.spring])
        let tuned = try Self.labValues(for: specs)
        var base: [String: Scalar] = [:]
        if scenario.reduceMotion { base["reduceMotion"] = .bool(true) }
        if !scenario.tracks.isEmpty { base["tracks"] = .string(scenario.tracks) }
        let before = try Self.run(scenario, options: base)
        let after = try Self.run(scenario, options: base.merging(tuned) { $1 })
        #expect(before.count == after.count)
        let changed = zip(before, after).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(changed != nil, "\(scenario.spring) with \(tuned) drew the same \(before.count) frames as the defaults")
    }

    /// The lab's spring for `specs`, put into their options as the lab's "apply" does:
    /// a response from the range's other side, a damping ratio of 0.6 (or the range's
    /// far end), and UIKit's duration for that spring from rest where the option is one.
    static func labValues(for specs: [OptionSpec]) throws -> [String: Scalar] {
        func range(_ parameter: OptionSpec.SpringPart.Parameter) -> (ClosedRange<Double>, Double)? {
            guard let spec = specs.first(where: { $0.springPart?.parameter == parameter }), case .number(let r) = spec.kind,
                case .number(let value) = spec.defaultValue
            else { return nil }
            return (r, value)
        }
        var response = 0.8, dampingRatio = 0.6
        if let (r, value) = range(.response) { response = value < 0.6 ? min(r.upperBound, value * 2) : max(r.lowerBound, value / 2) }
        if let (r, value) = range(.dampingRatio) {
            dampingRatio = min(max(0.6, r.lowerBound), r.upperBound)
            if dampingRatio == value { dampingRatio = r.upperBound }
        }
        let lab = try SpringLab(SpringParameters(fields: ["response": response, "dampingRatio": dampingRatio]), initialVelocity: 0)
        var values: [String: Scalar] = [:]
        for spec in specs {
            switch spec.springPart!.parameter {
            case .response: values[spec.name] = .number(lab.response)
            case .dampingRatio: values[spec.name] = .number(lab.dampingRatio)
            case .duration: values[spec.name] = .number(try #require(lab.uikitDuration))
            }
        }
        return values
    }

    /// Every frame's layers (box, opacity and content — the grabber's chevron is a path — by id) at 60 Hz while `scenario` runs.
    static func run(_ scenario: Scenario, options: [String: Scalar]) throws -> [[String]] {
        var driver = try InteractionRegistry.standard.make("showcase", options: options, viewport: Size(width: 390, height: 844))
        var frames: [[String]] = []
        var time = 0.0
        func advance(to end: Double) {
            while time + 1.0 / 60 <= end + 1e-9 {
                time += 1.0 / 60
                driver.advance(to: time)
                frames.append(driver.scene.flattened.map { "\($0.id) \($0.box) \($0.layer.opacity) \(String(describing: $0.layer.content))" })
            }
        }
        func drag(_ start: Point, _ by: Vector, _ duration: Double, _ hold: Double) {
            _ = driver.handle(PointerEvent(phase: .down, location: start, time: time))
            let steps = max(2, Int(duration * 60))
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                advance(to: time + duration / Double(steps))
                _ = driver.handle(PointerEvent(phase: .move, location: Point(x: start.x + by.dx * f, y: start.y + by.dy * f), time: time))
            }
            advance(to: time + hold)
            _ = driver.handle(PointerEvent(phase: .up, location: Point(x: start.x + by.dx, y: start.y + by.dy), time: time))
        }
        for step in scenario.steps {
            switch step {
            case .action(let name): try driver.perform(InteractionAction(name), at: time)
            case .wait(let seconds): advance(to: time + seconds)
            case .dragAt(let point, let by, let duration, let hold): drag(point, by, duration, hold)
            case .drag(let id, let by, let duration, let hold):
                let box = try #require(driver.scene.flattened.first { $0.id == id }?.box, "\(id) is not drawn")
                drag(Point(x: box.midX, y: box.midY), by, duration, hold)
            }
        }
        return frames
    }
}
