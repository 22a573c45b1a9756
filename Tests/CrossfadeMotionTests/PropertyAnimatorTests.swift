import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("PropertyAnimator")
struct PropertyAnimatorTests {
    // MARK: State transitions

    enum Setup: String, CaseIterable, CustomTestStringConvertible {
        case inactive, paused, running, stopped
        var testDescription: String { rawValue }

        func make() -> PropertyAnimator {
            var animator = PropertyAnimator(duration: 1, curve: .linear)
            switch self {
            case .inactive: break
            case .paused: animator.pauseAnimation()
            case .running: animator.startAnimation()
            case .stopped: animator.startAnimation(); animator.stopAnimation(false)
            }
            animator.advance(to: 0.25)
            return animator
        }
    }

    enum Call: String, CaseIterable, CustomTestStringConvertible {
        case start, pause, continueAnimation, stopWithoutFinishing, stopFinishing, finishAtEnd, scrub
        var testDescription: String { rawValue }

        func apply(_ animator: inout PropertyAnimator) -> Bool {
            switch self {
            case .start: return animator.startAnimation()
            case .pause: return animator.pauseAnimation()
            case .continueAnimation: return animator.continueAnimation()
            case .stopWithoutFinishing: return animator.stopAnimation(true)
            case .stopFinishing: return animator.stopAnimation(false)
            case .finishAtEnd: return animator.finishAnimation(at: .end) != nil
            case .scrub:
                let before = animator.progress
                animator.fractionComplete = 0.5
                return animator.progress != before
            }
        }
    }

    /// (from, call) → (legal, state after, running after). Illegal calls change nothing.
    static let transitions: [(Setup, Call, Bool, AnimatorState, Bool)] = [
        (.inactive, .start, true, .active, true),
        (.inactive, .pause, true, .active, false),
        (.inactive, .continueAnimation, false, .inactive, false),
        (.inactive, .stopWithoutFinishing, false, .inactive, false),
        (.inactive, .stopFinishing, false, .inactive, false),
        (.inactive, .finishAtEnd, false, .inactive, false),
        (.inactive, .scrub, true, .active, false),
        (.paused, .start, true, .active, true),
        (.paused, .pause, true, .active, false),
        (.paused, .continueAnimation, true, .active, true),
        (.paused, .stopWithoutFinishing, true, .inactive, false),
        (.paused, .stopFinishing, true, .stopped, false),
        (.paused, .finishAtEnd, false, .active, false),
        (.paused, .scrub, true, .active, false),
        (.running, .start, false, .active, true),
        (.running, .pause, true, .active, false),
        (.running, .continueAnimation, false, .active, true),
        (.running, .stopWithoutFinishing, true, .inactive, false),
        (.running, .stopFinishing, true, .stopped, false),
        (.running, .finishAtEnd, false, .active, true),
        (.running, .scrub, false, .active, true),
        (.stopped, .start, false, .stopped, false),
        (.stopped, .pause, false, .stopped, false),
        (.stopped, .continueAnimation, false, .stopped, false),
        (.stopped, .stopWithoutFinishing, false, .stopped, false),
        (.stopped, .stopFinishing, false, .stopped, false),
        (.stopped, .finishAtEnd, true, .inactive, false),
        (.stopped, .scrub, false, .stopped, false)
    ]

    @Test(arguments: transitions)
    func stateTransition(setup: Setup, call: Call, legal: Bool, state: AnimatorState, running: Bool) {
        var animator = setup.make()
        let progressBefore = animator.progress
        let applied = call.apply(&animator)
        #expect(applied == legal)
        #expect(animator.state == state)
        #expect(animator.isRunning == running)
        if !legal { #expect(animator.progress == progressBefore) }
    }

    @Test func everyPairIsInTheTable() {
        #expect(Self.transitions.count == Setup.allCases.count * Call.allCases.count)
    }

    @Test func nonInterruptibleAnimatorCannotBePausedOrReversedWhileRunning() {
        var animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.isInterruptible = false
        animator.startAnimation()
        animator.advance(to: 0.3)
        let r1 = animator.pauseAnimation()
        #expect(!r1)
        animator.isReversed = true
        #expect(!animator.isReversed && animator.isRunning)
    }

    // MARK: Completion

    @Test func completesAtTheEndAndReportsThePosition() {
        var animator = PropertyAnimator(duration: 0.35, curve: .easeIn)
        let received = CompletionLog()
        animator.addCompletion { received.append($0) }
        animator.startAnimation()
        let r2 = animator.advance(to: 0.3)
        #expect(r2 == nil)
        let r3 = animator.advance(to: 0.35)
        #expect(r3 == .end)
        #expect(animator.state == .inactive && animator.progress == 1)
        #expect(received.positions == [.end])
    }

    /// `completionTime` is the closed form's end, known while running: a curve's
    /// (with its delay, after a turn-around), a spring's settle instant; the
    /// animator completes at the first step at or after it, never before.
    @Test(arguments: [
        (#line, TimingParameters.curve(.easeIn), 0.0, false), (#line, .curve(.easeInOut), 0.1, false),
        (#line, .curve(.linear), 0.0, true), (#line, .dampingRatio(1), 0.0, false), (#line, .spring(.bouncy), 0.0, true)
    ])
    func completionTimeIsTheInstantItCompletes(line: Int, timing: TimingParameters, delay: Double, turned: Bool) {
        var animator = PropertyAnimator(duration: 0.5, timing: timing)
        #expect(animator.completionTime == nil, "line \(line): not running")
        animator.startAnimation(afterDelay: delay)
        if turned {
            animator.advance(to: 0.2)
            animator.isReversed = true
        }
        let completion = animator.completionTime ?? .nan
        #expect(completion > (turned ? 0.2 : delay) && completion < 5, "line \(line): \(completion)")
        var time = turned ? 0.2 : 0.0, finished: Double?
        while finished == nil, time < 10 {
            time += 1.0 / 240
            if animator.advance(to: time) != nil { finished = time }
            #expect(finished != nil || animator.completionTime == completion, "line \(line): the instant stays put while it runs")
        }
        #expect(
            finished.map { $0 >= completion && $0 < completion + 1.0 / 240 + 1e-12 } == true,
            "line \(line): \(String(describing: finished)) vs \(completion)")
        #expect(animator.completionTime == nil && animator.completedAt == completion, "line \(line): it remembers when")
    }

    @Test func finishingAStoppedAnimatorReportsWhereItEnded() {
        for (position, progress) in [(AnimatingPosition.start, 0.0), (.end, 1.0), (.current, 0.5)] {
            var animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.startAnimation()
            animator.advance(to: 0.5)
            animator.stopAnimation(false)
            let r4 = animator.finishAnimation(at: position)
            #expect(r4 == position)
            #expect(animator.progress == progress)
        }
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() {
        var animator = PropertyAnimator(duration: 0.5, curve: .linear)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        let r5 = animator.advance(to: 1)
        #expect(r5 == nil)
        #expect(animator.state == .active && !animator.isRunning && animator.progress == 1)
        animator.isReversed = true
        animator.startAnimation()
        animator.advance(to: 1.25)
        #expect(isClose(animator.progress, 0.5, tolerance: 1e-12))
    }

    @Test func startDelayHoldsTheValue() {
        var animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation(afterDelay: 0.5)
        animator.advance(to: 0.4)
        #expect(animator.isRunning && animator.progress == 0)
        animator.advance(to: 1)
        #expect(isClose(animator.progress, 0.5, tolerance: 1e-12))
    }

    // MARK: Beyond UIKit

    @Test func springContinuationLeavesWithTheFingersVelocity() {
        // A pan scrubbed a 600 pt move to 40%, then released at 1,200 pt/s.
        var animator = PropertyAnimator(duration: 0.5, dampingRatio: 1)
        let offset = animator.addAnimations(AnimationTrack(from: 0.0, to: 600.0))
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        let remaining = 600.0 - animator.value(of: offset)
        let relative = TimingParameters.relativeVelocity(1_200, remainingDistance: remaining)
        animator.continueAnimation(withTimingParameters: .spring(.smooth, initialVelocity: relative), durationFactor: 0)
        animator.advance(to: 0)
        #expect(isClose(animator.velocity(of: offset), 1_200, tolerance: 12))
        // And just after, still that speed (no jump in position either).
        animator.advance(to: 0.001)
        #expect(isClose(animator.value(of: offset), 240 + 1.2, tolerance: 0.05))
    }

    @Test(arguments: [TimingParameters.curve(.easeInOut), .dampingRatio(0.7), .spring(.bouncy)])
    func pausingAndReversingMidFlightNeverJump(timing: TimingParameters) {
        var animator = PropertyAnimator(duration: 0.6, timing: timing)
        let track = animator.addAnimations(AnimationTrack(from: Point(x: 0, y: 0), to: Point(x: 300, y: -500)))
        animator.startAnimation()
        animator.advance(to: 0.2)
        let before = animator.value(of: track), velocityBefore = animator.velocity(of: track)
        animator.isReversed = true
        #expect(animator.value(of: track) == before)
        animator.advance(to: 0.2 + 1e-4)
        let after = animator.value(of: track)
        // Moved at most what the speed allows in 0.1 ms (plus the turn-around).
        #expect((after - before).magnitude <= velocityBefore.magnitude * 1e-4 * 2 + 5e-3)
        animator.pauseAnimation()
        #expect(animator.value(of: track) == after)
        animator.continueAnimation()
        animator.advance(to: 0.2 + 2e-4)
        #expect((animator.value(of: track) - after).magnitude <= velocityBefore.magnitude * 1e-4 * 4 + 1e-2)
    }

    @Test func springReversalKeepsVelocity() {
        var animator = PropertyAnimator(duration: 0.5, timing: .spring(.snappy))
        animator.startAnimation()
        animator.advance(to: 0.1)
        let velocity = animator.progressVelocity
        animator.isReversed = true
        animator.advance(to: 0.1)
        #expect(animator.progressVelocity == velocity || animator.progressVelocity == 0)
        animator.advance(to: 0.1 + 1e-6)
        #expect(isClose(animator.progressVelocity, velocity, tolerance: abs(velocity) * 0.01 + 0.01))
    }

    @Test func scrubbingFollowsTheCurveWhenNotLinear() {
        var animator = PropertyAnimator(duration: 1, curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.4
        #expect(isClose(animator.progress, UnitCurve.easeIn.value(at: 0.4), tolerance: 1e-12))
        #expect(isClose(animator.fractionComplete, 0.4, tolerance: 1e-6))
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.4
        #expect(animator.progress == 0.4)
    }

    @Test func switchingBetweenScrubbingAndRunningIsContinuous() {
        for linear in [true, false] {
            var animator = PropertyAnimator(duration: 1, curve: .easeInOut)
            animator.scrubsLinearly = linear
            animator.fractionComplete = 0.3
            let scrubbed = animator.progress
            animator.continueAnimation()
            animator.advance(to: 0)
            #expect(isClose(animator.progress, scrubbed, tolerance: 1e-9))
            animator.advance(to: 0.2)
            animator.pauseAnimation()
            let running = animator.progress
            animator.fractionComplete = animator.fractionComplete  // re-scrub to where it reads
            #expect(isClose(animator.progress, running, tolerance: 1e-6))
        }
    }

    @Test func reusedReversedAnimatorRunsAtTheRightSpeed() {
        var animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.advance(to: 0.6)
        animator.isReversed = true
        // 60% back at the same speed: 0.6 s.
        let r6 = animator.advance(to: 1.19)
        #expect(r6 == nil)
        let r7 = animator.advance(to: 1.2)
        #expect(r7 == .start)
        // Reused: a full run forward again takes the full second.
        animator.startAnimation()
        animator.advance(to: 1.7)
        #expect(isClose(animator.progress, 0.5, tolerance: 1e-12))
        let r8 = animator.advance(to: 2.2)
        #expect(r8 == .end)
    }

    @Test func continuingAfterFractionCompleteOneCompletesAtOnce() {
        var animator = PropertyAnimator(duration: 1, curve: .easeOut)
        let log = CompletionLog()
        animator.addCompletion { log.append($0) }
        animator.fractionComplete = 1
        let r9 = animator.continueAnimation()
        #expect(r9)
        #expect(log.positions == [.end] && animator.state == .inactive)
    }

    @Test func settingFractionCompleteWhileInactiveMakesItActiveAndPaused() {
        var animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.fractionComplete = 0.7
        #expect(animator.state == .active && !animator.isRunning && animator.progress == 0.7)
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingDuration() {
        var animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.advance(to: 0.5)
        let late = animator.addAnimations(AnimationTrack(from: 0.0, to: 10.0))
        let delayed = animator.addAnimations(AnimationTrack(from: 0.0, to: 10.0), delayFactor: 0.5)
        #expect(animator.value(of: late) == 0)
        animator.advance(to: 0.75)
        #expect(isClose(animator.value(of: late), 5, tolerance: 1e-9))
        #expect(abs(animator.value(of: delayed)) < 1e-9)
        animator.advance(to: 0.875)
        #expect(isClose(animator.value(of: delayed), 5, tolerance: 1e-9))
        animator.advance(to: 1)
        #expect(animator.value(of: late) == 10 && animator.value(of: delayed) == 10)
    }

    @Test func keyframesFollowTheirRelativeWindows() {
        let fade = AnimationTrack(
            keyframes: [
                Keyframe(relativeStart: 0, relativeDuration: 0.5, value: 1.0),
                Keyframe(relativeStart: 0.75, relativeDuration: 0.25, value: 0.5)
            ], initial: 0.0)
        #expect(fade.value(at: 0) == 0 && fade.value(at: 0.25) == 0.5 && fade.value(at: 0.5) == 1)
        #expect(fade.value(at: 0.6) == 1 && fade.value(at: 0.875) == 0.75 && fade.value(at: 1) == 0.5)
        #expect(fade.derivative(at: 0.25) == 2 && fade.derivative(at: 0.6) == 0 && fade.derivative(at: 0.8) == -2)
    }

    // MARK: Property sweep

    @Test func randomControlSequencesStayFiniteAndContinuous() {
        for seed in sweepSeeds {
            var random = SeededGenerator(seed: seed)
            let timings: [TimingParameters] = [.curve(.easeIn), .curve(.default), .dampingRatio(0.6), .spring(.bouncy), .linear]
            var animator = PropertyAnimator(duration: random.double(in: 0.1...1), timing: timings[Int(random.next() % 5)])
            animator.scrubsLinearly = random.next() % 2 == 0
            var time = 0.0
            var previous = animator.progress
            for step in 0..<400 {
                let dt = random.double(in: 0.0005...0.004)
                time += dt
                animator.advance(to: time)
                let progress = animator.progress
                #expect(progress.isFinite && animator.progressVelocity.isFinite, "seed \(seed) step \(step)")
                // Bounded change per small dt, except on purpose: scrubbing (and finishing) jump by design.
                #expect(abs(progress - previous) <= 0.25, "seed \(seed) step \(step): \(previous) → \(progress)")
                previous = progress
                switch random.next() % 12 {
                case 0: animator.startAnimation(afterDelay: random.double(in: 0...0.05))
                case 1: animator.pauseAnimation()
                case 2: animator.isReversed.toggle()
                case 3:
                    let relative = TimingParameters.relativeVelocity(random.double(in: -3_000...3_000), remainingDistance: 400)
                    animator.continueAnimation(
                        withTimingParameters: .spring(.snappy, initialVelocity: relative), durationFactor: random.double(in: 0...1))
                case 4 where !animator.isRunning:
                    animator.fractionComplete = clamp(animator.fractionComplete + random.double(in: -0.05...0.05), 0...1)
                    previous = animator.progress
                case 5: animator.continueAnimation(withTimingParameters: timings[Int(random.next() % 5)], durationFactor: 0)
                case 6 where random.next() % 8 == 0:
                    animator.stopAnimation(false)
                    animator.finishAnimation(at: .current)
                default: break
                }
                #expect(animator.progress.isFinite, "seed \(seed) step \(step)")
            }
        }
    }
}

/// Collects completion positions from a `@Sendable` completion handler.
final class CompletionLog: @unchecked Sendable {
    private(set) var positions: [AnimatingPosition] = []
    func append(_ position: AnimatingPosition) { positions.append(position) }
}
