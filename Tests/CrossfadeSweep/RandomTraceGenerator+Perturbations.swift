import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTestSupport
import CrossfadeTrace

/// What a host's platform does to a session while it runs: a second finger, lost
/// touches, the environment changing mid-drag and mid-flight.
extension RandomTraceGenerator {
    /// What may happen after a segment of a drag, while the first finger is down:
    /// the viewport or the environment changes, a second finger lands or lifts.
    /// The finger goes on afterwards.
    mutating func midDrag(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double, second: inout [Int]) {
        if Int.random(in: 0..<8, using: &random) == 0 {
            time += random.double(in: 0...0.02)
            let start = events.count
            viewportChange(&driver, &events, time)
            detach(start..<events.count)
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            time += [0, 0.000_001, random.double(in: 0...0.05)].randomElement(using: &random)!
            let start = events.count
            environmentChange(&driver, &events, time)
            detach(start..<events.count)
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            time += [0.000_001, random.double(in: 0...0.03)].randomElement(using: &random)!
            if fingers[2] == nil {  // a second finger arrives mid-drag of the first
                record(.down, Bool.random(using: &random) ? target(driver) : nearFirstFinger(), time, &driver, &events, into: &second)
            } else {
                record(Bool.random(using: &random) ? .up : .cancel, fingers[2]!, time, &driver, &events, into: &second)
            }
        }
    }

    /// How a drag ends: mostly a lift (the second finger's first, or after), else a
    /// cancel, or the host losing every finger at once.
    mutating func endDrag(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: inout Double, second: inout [Int]) {
        let first = fingers[1] ?? Point(x: 0, y: 0)
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            add(.cancel, first, 1, time, &driver, &events)
        case 1:
            let before = events.count
            loseTouches(&driver, &events, time)
            second += (before..<events.count).filter { if case .pointer(let event) = events[$0] { event.pointer == 2 } else { false } }
        default:
            if fingers[2] != nil, Bool.random(using: &random) { record(.up, fingers[2]!, time, &driver, &events, into: &second) }
            add(.up, first, 1, time, &driver, &events)
        }
        guard let left = fingers[2] else { detached.append(second); return }
        // The second finger, alone now, goes on a little and lifts.
        var location = left
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            time += 1.0 / 120
            location = location + Vector(dx: random.double(in: -40...40), dy: random.double(in: -40...40))
            record(.move, location, time, &driver, &events, into: &second)
        }
        record(Bool.random(using: &random) ? .up : .cancel, location, time, &driver, &events, into: &second)
        detached.append(second)
    }

    /// The second finger, if down, moves a little (or stays, reporting its place again).
    mutating func moveSecondFinger(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: Double, into second: inout [Int]) {
        guard let location = fingers[2] else { return }
        let step = Bool.random(using: &random) ? Vector(dx: 0, dy: 0) : Vector(dx: random.double(in: -25...25), dy: random.double(in: -25...25))
        record(.move, location + step, time, &driver, &events, into: &second)
    }

    /// The host lost its touches (capture lost, the app resigning active): every
    /// finger down is cancelled at `time`, where it last was, lowest pointer first.
    mutating func loseTouches(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: Double) {
        for (pointer, location) in fingers.sorted(by: { $0.key < $1.key }) { add(.cancel, location, pointer, time, &driver, &events) }
    }

    /// The environment changes at `time` in one to three ways: Reduce Motion, the
    /// layout direction or the appearance flips; the text scale or the safe areas
    /// take any value they may (their ends often).
    mutating func environmentChange(_ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event], _ time: Double) {
        var environment = driver.environment
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: environment.reduceMotion.toggle()
            case 1: environment.layoutDirection = environment.isRightToLeft ? .leftToRight : .rightToLeft
            case 2: environment.appearance = environment.appearance == .dark ? .light : .dark
            case 3:
                let scales = InteractionEnvironment.textScales
                environment.textScale = [scales.lowerBound, scales.upperBound, 1, random.double(in: scales)].randomElement(using: &random)!
            default: environment.safeArea = randomSafeArea()
            }
        }
        if (try? driver.setEnvironment(environment, at: time)) != nil { events.append(.environment(environment, time: time)) }
    }

    /// Insets a platform reports: a phone's, none, or anything up to the options' 200 pt.
    private mutating func randomSafeArea() -> EdgeInsets {
        func inset(_ usual: [Double], _ random: inout SeededGenerator) -> Double {
            Int.random(in: 0..<4, using: &random) == 0 ? random.double(in: 0...200) : usual.randomElement(using: &random)!
        }
        return EdgeInsets(
            top: inset([0, 20, 47, 59], &random), leading: inset([0, 0, 47], &random), bottom: inset([0, 21, 34], &random),
            trailing: inset([0, 0, 47], &random))
    }

    /// A point within 60 pt of the first finger (a pinch's second finger, or a palm).
    private mutating func nearFirstFinger() -> Point {
        (fingers[1] ?? Point(x: 0, y: 0)) + Vector(dx: random.double(in: -60...60), dy: random.double(in: -60...60))
    }

    /// A pointer-2 event fed and, if accepted, its index kept in `group`.
    private mutating func record(
        _ phase: PointerEvent.Phase, _ location: Point, _ time: Double, _ driver: inout AnyInteractionDriver, _ events: inout [Trace.Event],
        into group: inout [Int]
    ) {
        if add(phase, location, 2, time, &driver, &events) { group.append(events.count - 1) }
    }

    /// Events just added, as a group of their own.
    private mutating func detach(_ indices: Range<Int>) {
        if !indices.isEmpty { detached.append(Array(indices)) }
    }
}
