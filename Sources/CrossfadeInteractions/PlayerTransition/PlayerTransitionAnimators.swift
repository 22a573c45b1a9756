import CrossfadeMotion

/// The three animators of one transition toward `target`.
struct PlayerTransitionAnimators: Sendable {
    let target: PlayerTransition.Side
    var frame: PropertyAnimator
    var content: PropertyAnimator
    var mini: PropertyAnimator
    let contentFade: AnimatorTrack<Double>
    let miniFade: AnimatorTrack<Double>

    /// Opening: content fades in over the first half (`contentFadeIn`, ease-in),
    /// the mini player out over the first half (`miniFadeOut`, ease-out). Closing
    /// mirrors it: both fades happen over the second half with the curves swapped
    /// (`contentFadeOut`, `miniFadeIn`), so closing retraces opening. The frame
    /// runs UIKit's duration spring (`duration`, `dampingRatio`). The fades are
    /// eased by time, not by the frame's progress: a finger scrubs them through
    /// their curves (`scrubsLinearly = false`), as UIKit does.
    init(target: PlayerTransition.Side, _ c: PlayerTransition.Configuration, time: Double) {
        self.target = target
        frame = PropertyAnimator(duration: c.duration, dampingRatio: c.dampingRatio, time: time)
        let opening = target == .open
        content = PropertyAnimator(duration: c.duration, curve: opening ? c.contentFadeIn : c.contentFadeOut, time: time)
        mini = PropertyAnimator(duration: c.duration, curve: opening ? c.miniFadeOut : c.miniFadeIn, time: time)
        content.scrubsLinearly = false
        mini.scrubsLinearly = false
        let firstHalf = { (value: Double) in [Keyframe(relativeStart: 0, relativeDuration: 0.5, value: value)] }
        let secondHalf = { (value: Double) in [Keyframe(relativeStart: 0.5, relativeDuration: 0.5, value: value)] }
        contentFade = content.addAnimations(
            opening
                ? AnimationTrack(keyframes: firstHalf(1), initial: 0)
                : AnimationTrack(keyframes: secondHalf(0), initial: 1))
        miniFade = mini.addAnimations(
            opening
                ? AnimationTrack(keyframes: firstHalf(0), initial: 1)
                : AnimationTrack(keyframes: secondHalf(1), initial: 0))
    }

    var contentOpacity: Double { clamp(content.value(of: contentFade), 0...1) }
    var miniOpacity: Double { clamp(mini.value(of: miniFade), 0...1) }
    var isRunning: Bool { frame.isRunning || content.isRunning || mini.isRunning }

    /// The instant the animators last completed (the latest of their closed forms'
    /// ends): once none runs, when the transition was over, whatever frame noticed it.
    var completedAt: Double? {
        func later(_ a: Double?, _ b: Double?) -> Double? { a.map { a in b.map { max(a, $0) } ?? a } ?? b }
        return later(later(frame.completedAt, content.completedAt), mini.completedAt)
    }

    /// The instant the running animators will all have completed (the latest of
    /// their closed forms' ends), or nil while none runs (paused under a finger):
    /// when the transition is over, known in advance, so a parent can react then.
    var completionTime: Double? {
        func later(_ a: Double?, _ b: Double?) -> Double? { a.map { a in b.map { max(a, $0) } ?? a } ?? b }
        return later(later(frame.completionTime, content.completionTime), mini.completionTime)
    }

    mutating func forEach(_ body: (inout PropertyAnimator) -> Void) {
        body(&frame)
        body(&content)
        body(&mini)
    }
}
