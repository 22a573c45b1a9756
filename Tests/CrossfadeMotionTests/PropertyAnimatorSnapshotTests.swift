import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

/// Trajectories sampled at a fixed 1/60 s, snapshotted as text: t, progress, velocity, value.
@Suite("PropertyAnimator trajectories")
struct PropertyAnimatorSnapshotTests {
    private func table(
        _ animator: inout PropertyAnimator, _ track: AnimatorTrack<Double>, from start: Double, frames: Int,
        events: [Int: (inout PropertyAnimator) -> Void] = [:]
    ) -> String {
        var lines = ["t,progress,velocity,value,state"]
        for frame in 0...frames {
            let t = start + Double(frame) / 60
            events[frame]?(&animator)
            animator.advance(to: t)
            lines.append(
                "\(fixed(t)),\(fixed(animator.progress)),\(fixed(animator.progressVelocity)),\(fixed(animator.value(of: track))),\(animator.state.rawValue)\(animator.isRunning ? "+running" : "")"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func easeInOver350ms() {
        var animator = PropertyAnimator(duration: 0.35, curve: .easeIn)
        let track = animator.addAnimations(AnimationTrack(from: 0.0, to: 300.0))
        animator.startAnimation()
        let text = table(&animator, track, from: 0, frames: 24)
        assertTextSnapshot(text, named: "animator-ease-in-350ms")
        #expect(text.contains("0.350000,1.000000,0.000000,300.000000,inactive"))
    }

    @Test func criticallyDampedSpringOver500ms() {
        var animator = PropertyAnimator(duration: 0.5, dampingRatio: 1)
        let track = animator.addAnimations(AnimationTrack(from: 0.0, to: 300.0))
        animator.startAnimation()
        let text = table(&animator, track, from: 0, frames: 48)
        assertTextSnapshot(text, named: "animator-spring-critical-500ms")
        // Within 0.001 of the distance at the duration, never past the end.
        var probe = PropertyAnimator(duration: 0.5, dampingRatio: 1)
        probe.startAnimation()
        probe.advance(to: 0.5)
        #expect(isClose(probe.progress, 0.999, tolerance: 1e-6))
    }

    @Test func scrubTo40PercentThenContinueWithSpringAt1200() {
        var animator = PropertyAnimator(duration: 0.5, dampingRatio: 1)
        let track = animator.addAnimations(AnimationTrack(from: 0.0, to: 600.0))
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        let relative = TimingParameters.relativeVelocity(1_200, remainingDistance: 360)
        animator.continueAnimation(
            withTimingParameters: .spring(Spring(response: 0.4, dampingRatio: 0.8), initialVelocity: relative), durationFactor: 0)
        let text = table(&animator, track, from: 0, frames: 60)
        assertTextSnapshot(text, named: "animator-scrub-continue-spring")
        #expect(text.hasPrefix("t,progress,velocity,value,state\n0.000000,0.400000,2.000000,240.000000,active+running"))
    }

    @Test func reverseAt60Percent() {
        var animator = PropertyAnimator(duration: 0.5, curve: .easeInOut)
        let track = animator.addAnimations(AnimationTrack(from: 0.0, to: 100.0))
        animator.startAnimation()
        let text = table(&animator, track, from: 0, frames: 40, events: [18: { $0.isReversed = true }])
        assertTextSnapshot(text, named: "animator-reverse-at-60")
    }

    @Test func keyframeFadeOverFirstHalfNotScrubbedLinearly() {
        var animator = PropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.scrubsLinearly = false
        let fade = animator.addAnimations(AnimationTrack(keyframes: [Keyframe(relativeStart: 0, relativeDuration: 0.5, value: 1.0)], initial: 0.0))
        var lines = ["fraction,progress,opacity"]
        for step in 0...10 {
            animator.fractionComplete = Double(step) / 10
            lines.append("\(fixed(Double(step) / 10)),\(fixed(animator.progress)),\(fixed(animator.value(of: fade)))")
        }
        animator.fractionComplete = 0.2
        animator.continueAnimation()
        let running = table(&animator, fade, from: 0, frames: 24)
        assertTextSnapshot(lines.joined(separator: "\n") + "\n" + running, named: "animator-keyframe-fade-first-half")
        // Scrubbing follows the ease-in curve: at 40% the opacity is curve(0.4)/0.5, not 0.8.
        animator = PropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.4
        #expect(isClose(animator.value(of: fade), UnitCurve.easeIn.value(at: 0.4) / 0.5, tolerance: 1e-9))
    }
}
