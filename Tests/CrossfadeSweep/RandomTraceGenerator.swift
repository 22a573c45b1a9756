import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTestSupport
import CrossfadeTrace

/// Random but valid traces for any registered interaction: random viewports,
/// option values across their whole ranges, and gestures aimed at the layers on
/// screen — drags, flicks up to 8,000 pt/s, reversals, holds, taps, cancels,
/// second pointers (a second finger arriving mid-drag of the first too), lost
/// touches (every finger cancelled at one instant, as a host's `loseTouches`),
/// actions mid-animation, grabs during animations, environment changes (Reduce
/// Motion, right to left, text scale, appearance, safe areas) and viewport changes
/// from the whole accepted range (rotations with their safe areas included) at
/// rest, mid-flight and mid-drag, with event times from 1 µs apart to seconds
/// apart. Seeded: a seed always gives the same trace.
public struct RandomTraceGenerator {
    var random: SeededGenerator
    let descriptor: InteractionDescriptor
    let seed: UInt64
    /// The fingers down now and where each last was (pointer id → location).
    var fingers: [Int: Point] = [:]
    /// Events of the gesture being made that can go without it (a second finger's,
    /// a change mid-drag): groups of their own, so a failing trace shrinks past them.
    var detached: [[Int]] = []
    /// Whether traces change the viewport (the WebAssembly engine's ABI has no
    /// viewport change yet: its parity runs go without).
    let changesViewport: Bool

    public init(seed: UInt64, descriptor: InteractionDescriptor, changesViewport: Bool = true) {
        random = SeededGenerator(seed: seed)
        self.descriptor = descriptor
        self.seed = seed
        self.changesViewport = changesViewport
    }

    /// A trace as groups of event indices (one gesture or action a group, and each
    /// part of a gesture that can go without it), so a failing trace can be shrunk
    /// a group at a time: any groups dropped leave a valid trace.
    public mutating func trace() -> (trace: Trace, groups: [[Int]]) {
        let viewport = randomViewport()
        let options = randomOptions()
        var driver = try! descriptor.make(options: options, viewport: viewport)
        var events: [Trace.Event] = []
        var groups: [[Int]] = []
        var time = 0.0
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            time += pause()
            driver.advance(to: time)
            let start = events.count
            detached = []
            // At rest, or mid-flight after a release or an action (the pause is often none).
            switch Int.random(in: 0..<14, using: &random) {
            case 0..<5: drag(&driver, &events, &time)
            case 5, 6: tap(&driver, &events, &time)
            case 7, 8: action(&driver, &events, &time)
            case 9: twoPointers(&driver, &events, &time)
            case 10: viewportChange(&driver, &events, time)
            default: environmentChange(&driver, &events, time)
            }
            let parts = Set(detached.joined())
            let own = (start..<events.count).filter { !parts.contains($0) }
            groups += ([own] + detached).filter { !$0.isEmpty }
        }
        return (Trace(interaction: descriptor.id, viewport: viewport, options: options, events: events), groups)
    }

    // MARK: Shapes of input

    private mutating func randomViewport() -> Size {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Size(width: 390, height: 844)
        case 1: Size(width: [320.0, 375, 393, 430].randomElement(using: &random)!, height: [568.0, 667, 852, 932].randomElement(using: &random)!)
        case 2: Size(width: random.double(in: 100...1_200), height: random.double(in: 100...1_600))
        default: Size(width: random.double(in: 100...4_000), height: random.double(in: 100...4_000))
        }
    }

    /// Each option drawn from a generator of its own (the trace's seed and the
    /// option's name), so an option added to an interaction changes no other
    /// option's value and none of the trace's gestures: a seed keeps its trace.
    private mutating func randomOptions() -> [String: Scalar] {
        var options: [String: Scalar] = [:]
        let gestures = random
        for spec in descriptor.options {
            random = SeededGenerator(seed: Self.seed(seed, spec.name))
            if Bool.random(using: &random) { options[spec.name] = randomValue(spec.kind, name: spec.name) }
        }
        random = gestures
        return options
    }

    /// `seed` mixed with `name` (FNV-1a of its UTF-8).
    static func seed(_ seed: UInt64, _ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// A value across the kind's whole range, its ends included often.
    private mutating func randomValue(_ kind: OptionSpec.Kind, name: String) -> Scalar {
        let end = Int.random(in: 0..<4, using: &random)
        switch kind {
        case .number(let range):
            return .number(end == 0 ? range.lowerBound : end == 1 ? range.upperBound : random.double(in: range))
        case .integer(let range):
            let upper = min(range.upperBound, range.lowerBound + 40)
            return .int(end == 0 ? range.lowerBound : Int.random(in: range.lowerBound...upper, using: &random))
        case .bool:
            return .bool(Bool.random(using: &random))
        case .choice(let choices):
            return .string(choices.randomElement(using: &random)!)
        case .string:
            return .string(name == "lrc" ? randomLRC() : name == "categories" ? randomCategories() : "")
        }
    }

    /// A library of 1 to 8 categories with 1 to 6 sub-categories each, names of any length.
    private mutating func randomCategories() -> String {
        (0..<Int.random(in: 1...8, using: &random)).map { category in
            let subs = (0..<Int.random(in: 1...6, using: &random)).map {
                "S\(category)\(String(repeating: "w", count: Int.random(in: 0...14, using: &random)))\($0)"
            }
            return "C\(category)\(String(repeating: "m", count: Int.random(in: 0...20, using: &random))):" + subs.joined(separator: ",")
        }.joined(separator: ";")
    }

    private mutating func randomLRC() -> String {
        guard Bool.random(using: &random) else { return "" }
        var text = "[ti:Sweep]\n"
        var seconds = random.double(in: 0...5)
        for index in 0..<Int.random(in: 1...12, using: &random) {
            seconds += random.double(in: 0...30)
            let minutes = Int(seconds / 60), rest = seconds - Double(minutes) * 60
            text +=
                "[\(minutes):\(rest < 10 ? "0" : "")\(Double(Int(rest * 100)) / 100)] line \(index)\(String(repeating: " word", count: Int.random(in: 0...12, using: &random)))\n"
        }
        return text
    }

    /// Time between gestures: often none, sometimes a frame, sometimes seconds.
    private mutating func pause() -> Double {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: 0
        case 1: 0.000_001
        case 2: random.double(in: 0.005...0.05)
        case 3: random.double(in: 0.05...0.6)
        default: random.double(in: 0.6...4)
        }
    }

    /// A point on something drawn (a random layer's box, often), or anywhere.
    mutating func target(_ driver: AnyInteractionDriver) -> Point {
        let layers = driver.scene.flattened.filter { $0.box.width > 1 && $0.box.height > 1 && $0.box.isFinite }
        let viewport = driver.scene.viewport
        if let layer = layers.randomElement(using: &random), Int.random(in: 0..<5, using: &random) > 0 {
            let box = layer.box
            let x = clamp(random.double(in: box.minX...box.maxX), 0...viewport.width)
            let y = clamp(random.double(in: box.minY...box.maxY), 0...viewport.height)
            return Point(x: x, y: y)
        }
        return Point(x: random.double(in: -20...viewport.width + 20), y: random.double(in: -20...viewport.height + 20))
    }

    private mutating func drag(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double) {
        var location = target(driver)
        let pointer = 1
        add(.down, location, pointer, time, &driver, &events)
        let angle = random.double(in: 0...(2 * Double.pi))
        var speed = [random.double(in: 20...400), random.double(in: 400...2_500), random.double(in: 2_500...8_000)].randomElement(using: &random)!
        let rate = [60.0, 120, 240, 1_000_000].randomElement(using: &random)!
        var second: [Int] = []  // the second finger's events (a group of their own)
        for segment in 0..<Int.random(in: 1...3, using: &random) {
            if segment > 0 {  // a reversal, or a turn
                speed *= random.double(in: 0.3...1.5)
            }
            let direction = segment % 2 == 0 ? angle : angle + Double.pi + random.double(in: -0.4...0.4)
            let steps = Int.random(in: 1...(Bool.random(using: &random) ? 4 : 40), using: &random)  // often a flick: a few fast moves
            for _ in 0..<steps {
                time += 1 / rate
                location = location + Vector(dx: direction.cosine * speed / rate, dy: direction.sine * speed / rate)
                add(.move, location, pointer, time, &driver, &events)
                if Int.random(in: 0..<3, using: &random) == 0 { moveSecondFinger(&driver, &events, time, into: &second) }
            }
            if Int.random(in: 0..<4, using: &random) == 0 {  // a hold
                time += random.double(in: 0.02...0.3)
                add(.move, location, pointer, time, &driver, &events)
            }
            midDrag(&driver, &events, &time, second: &second)
        }
        time += [0, 0.004, 0.016, 0.03, 0.06, 0.5].randomElement(using: &random)!
        endDrag(&driver, &events, &time, second: &second)
    }

    private mutating func tap(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double) {
        let location = target(driver)
        add(.down, location, 1, time, &driver, &events)
        time += random.double(in: 0.01...0.2)
        add(.up, location + Vector(dx: random.double(in: -3...3), dy: random.double(in: -3...3)), 1, time, &driver, &events)
    }

    private mutating func twoPointers(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double) {
        var first = target(driver), second = target(driver)
        add(.down, first, 1, time, &driver, &events)
        time += 0.01
        add(.down, second, 2, time, &driver, &events)
        for _ in 0..<Int.random(in: 1...20, using: &random) {
            time += 1.0 / 120
            first = first + Vector(dx: random.double(in: -30...30), dy: random.double(in: -30...30))
            second = second + Vector(dx: random.double(in: -30...30), dy: random.double(in: -30...30))
            add(.move, first, 1, time, &driver, &events)
            add(.move, second, 2, time, &driver, &events)
        }
        time += 0.01
        if Int.random(in: 0..<3, using: &random) == 0 {  // the host loses both at once
            loseTouches(&driver, &events, time)
            return
        }
        add(.up, second, 2, time, &driver, &events)
        add(Bool.random(using: &random) ? .up : .cancel, first, 1, time, &driver, &events)
    }

    /// A viewport change at `time`: a rotation of the current size, or any size
    /// `randomViewport` draws (phones, and anything from 100 to 4,000 pt a side);
    /// a third of them with new safe areas at the same instant (a rotation's).
    mutating func viewportChange(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: Double) {
        guard changesViewport else { return }
        let current = driver.viewport
        let size = Bool.random(using: &random) ? Size(width: current.height, height: current.width) : randomViewport()
        guard Int.random(in: 0..<3, using: &random) == 0 else {
            if (try? driver.setViewport(size, at: time)) != nil { events.append(.viewport(size, time: time)) }
            return
        }
        var environment = driver.environment
        environment.safeArea = EdgeInsets(
            top: [0.0, 20, 47, 59].randomElement(using: &random)!, leading: [0.0, 47].randomElement(using: &random)!,
            bottom: [0.0, 21, 34].randomElement(using: &random)!, trailing: [0.0, 47].randomElement(using: &random)!)
        if (try? driver.setViewport(size, environment: environment, at: time)) != nil {
            events.append(.viewport(size, time: time))
            events.append(.environment(environment, time: time))
        }
    }

    mutating func action(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double) {
        guard let spec = descriptor.actions.randomElement(using: &random) else { return }
        var fields: [String: Scalar] = [:]
        for field in spec.fields { fields[field.name] = randomValue(field.kind, name: field.name) }
        let action = InteractionAction(spec.name, fields)
        if (try? driver.perform(action, at: time)) != nil { events.append(.action(action, time: time)) }
    }

    /// Feeds a pointer event to `driver` and records it if accepted (and where its finger is); whether it was.
    @discardableResult
    mutating func add(
        _ phase: PointerEvent.Phase, _ location: Point, _ pointer: Int, _ time: Double,
        _ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event]
    ) -> Bool {
        let event = PointerEvent(phase: phase, pointer: pointer, location: location, time: time)
        guard driver.handle(event) == nil else { return false }
        events.append(.pointer(event))
        fingers[pointer] = phase == .up || phase == .cancel ? nil : location
        return true
    }
}
