import CrossfadeMotion
import CrossfadeTestSupport
import Testing
@testable import CrossfadeInput

private func event(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double, pointer: Int = 1) -> PointerEvent {
    PointerEvent(phase: phase, pointer: pointer, location: Point(x: x, y: y), time: t)
}

@Suite("Pan and tap recognizers")
struct RecognizerTests {
    typealias Case = (name: String, direction: PanDirection, immediate: Bool, events: [PointerEvent], states: [PanRecognizer.State?])

    static let cases: [Case] = [
        (
            "below slop then up is a failed pan", .free, false,
            [event(.down, 0, 0, 0), event(.move, 0, 9, 0.01), event(.up, 0, 9, 0.02)], [nil, nil, .failed]
        ),
        (
            "past slop begins, moves change, up ends", .free, false,
            [event(.down, 0, 0, 0), event(.move, 0, 10, 0.01), event(.move, 0, 20, 0.02), event(.up, 0, 25, 0.03)],
            [nil, .began, .changed, .ended]
        ),
        (
            "vertical pan fails on horizontal movement", .vertical, false,
            [event(.down, 0, 0, 0), event(.move, 12, 3, 0.01), event(.move, 30, 3, 0.02)], [nil, .failed, nil]
        ),
        (
            "horizontal pan locks to horizontal movement", .horizontal, false,
            [event(.down, 0, 0, 0), event(.move, 11, 4, 0.01), event(.move, 20, 40, 0.02)], [nil, .began, .changed]
        ),
        (
            "cancel after began cancels", .free, false,
            [event(.down, 0, 0, 0), event(.move, 0, 15, 0.01), event(.cancel, 0, 15, 0.02)], [nil, .began, .cancelled]
        ),
        (
            "cancel before began fails", .free, false,
            [event(.down, 0, 0, 0), event(.cancel, 0, 0, 0.01)], [nil, .failed]
        ),
        (
            "a second pointer is ignored", .free, false,
            [
                event(.down, 0, 0, 0), event(.down, 50, 50, 0.005, pointer: 2), event(.move, 50, 90, 0.01, pointer: 2),
                event(.move, 0, 12, 0.02), event(.up, 50, 90, 0.03, pointer: 2), event(.up, 0, 14, 0.04)
            ],
            [nil, nil, nil, .began, nil, .ended]
        ),
        (
            "an immediate pan begins on touch-down", .vertical, true,
            [event(.down, 0, 0, 0), event(.move, 1, 1, 0.01), event(.up, 1, 1, 0.02)], [.began, .changed, .ended]
        ),
        (
            "a new gesture after ending starts possible", .free, false,
            [event(.down, 0, 0, 0), event(.move, 0, 20, 0.01), event(.up, 0, 20, 0.02), event(.down, 5, 5, 0.5), event(.move, 5, 8, 0.51)],
            [nil, .began, .ended, nil, nil]
        )
    ]

    @Test(arguments: cases.indices)
    func panStateSequence(index: Int) {
        let testCase = Self.cases[index]
        var pan = PanRecognizer(direction: testCase.direction, beginsImmediately: testCase.immediate)
        let states = testCase.events.map { pan.handle($0) }
        #expect(states == testCase.states, "\(testCase.name)")
    }

    @Test func translationIsFromTouchDownAndVelocityAtRelease() {
        var pan = PanRecognizer()
        pan.handle(event(.down, 100, 500, 0))
        for frame in 1...12 { pan.handle(event(.move, 100, 500 - Double(frame) * 10, Double(frame) / 120)) }
        pan.handle(event(.up, 100, 380, 12.0 / 120))
        #expect(pan.translation == Vector(dx: 0, dy: -120))
        #expect(isClose(pan.velocity.dy, -1_200, tolerance: 1e-6))
        #expect(pan.state == .ended)
    }

    @Test func hostCanMakeThePanFail() {
        var pan = PanRecognizer()
        pan.handle(event(.down, 0, 0, 0))
        #expect(pan.fail() == .failed)
        #expect(pan.handle(event(.move, 0, 50, 0.01)) == nil)
        pan.handle(event(.down, 0, 0, 1))
        pan.handle(event(.move, 0, 50, 1.01))
        #expect(pan.fail() == .cancelled)
        #expect(pan.fail() == nil)
    }

    @Test func tapRecognizesShortStillPresses() {
        var tap = TapRecognizer()
        tap.handle(event(.down, 10, 10, 0))
        #expect(tap.handle(event(.up, 14, 12, 0.1)) == .recognized)
        tap.handle(event(.down, 10, 10, 1))
        #expect(tap.handle(event(.move, 30, 10, 1.05)) == .failed)
        #expect(tap.handle(event(.up, 30, 10, 1.1)) == nil)
        tap.handle(event(.down, 10, 10, 2))
        #expect(tap.handle(event(.up, 10, 10, 2.6)) == .failed)
    }

    @Test func gateRejectsMalformedStreams() {
        var gate = PointerEventGate()
        #expect(gate.admit(event(.move, 0, 0, 0)) == .failure(.pointerNotDown(1)))
        #expect(gate.admit(event(.down, .nan, 0, 0)) == .failure(.nonFiniteLocation))
        #expect(gate.admit(event(.down, 0, 0, .infinity)) == .failure(.nonFiniteTime))
        #expect(gate.admit(event(.down, 0, 0, 1)) == .success(event(.down, 0, 0, 1)))
        #expect(gate.admit(event(.down, 0, 0, 1.1)) == .failure(.pointerAlreadyDown(1)))
        #expect(gate.admit(event(.move, 0, 5, 0.5)) == .failure(.timeRanBackwards(previous: 1, received: 0.5)))
        #expect(gate.admit(event(.up, 0, 5, 1.2)) == .success(event(.up, 0, 5, 1.2)))
        #expect(gate.admit(event(.up, 0, 5, 1.3)) == .failure(.pointerNotDown(1)))
        #expect(gate.admit(time: 1.0) == .failure(.timeRanBackwards(previous: 1.2, received: 1.0)))
        #expect("\(PointerEventRejection.timeRanBackwards(previous: 2, received: 1))" == "time ran backwards: 1.0 s after 2.0 s")
    }

    @Test func randomEventStreamsNeverCrashOrProduceNaN() {
        let specials: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e308]
        for seed in sweepSeeds {
            var random = SeededGenerator(seed: seed)
            var gate = PointerEventGate()
            var gatedPan = PanRecognizer(direction: .vertical)
            var rawPan = PanRecognizer()
            var tap = TapRecognizer()
            var scroll = ScrollPhysics(ScrollConfiguration(viewportLength: 600, contentLength: 2_000, paging: .pageSize(300)))
            var time = 0.0
            for step in 0..<2_000 {
                time += random.double(in: -0.01...0.03)  // sometimes backwards
                let phase = PointerEvent.Phase.allCases[Int(random.next() % 4)]
                var x = random.double(in: -100...500), y = random.double(in: -100...900), t = time
                if random.next() % 10 == 0 { x = specials[Int(random.next() % 6)] }
                if random.next() % 10 == 0 { t = specials[Int(random.next() % 6)] }
                let candidate = PointerEvent(phase: phase, pointer: Int(random.next() % 3), location: Point(x: x, y: y), time: t)
                rawPan.handle(candidate)  // unfiltered: must still be safe
                tap.handle(candidate)
                if case .success(let admitted) = gate.admit(candidate) {
                    switch gatedPan.handle(admitted) {
                    case .began?: scroll.beginDrag(at: admitted.time)
                    case .changed?: scroll.drag(translation: gatedPan.translation.dy, at: admitted.time)
                    case .ended?: scroll.endDrag(velocity: gatedPan.velocity.dy, at: admitted.time)
                    case .cancelled?: scroll.endDrag(velocity: 0, at: admitted.time)
                    default: break
                    }
                }
                scroll.advance(to: t)
                for pan in [gatedPan, rawPan] {
                    #expect(pan.translation.isFinite && pan.velocity.isFinite, "seed \(seed) step \(step)")
                }
                #expect(scroll.contentOffset.isFinite && scroll.velocity.isFinite, "seed \(seed) step \(step)")
                #expect(scroll.phase != .dragging || gatedPan.isActive, "seed \(seed) step \(step)")
            }
        }
    }
}
