extension PropertyAnimator {
    /// Where the animator is between its start and end: settable while inactive
    /// (which makes it active and paused) or paused; ignored while running or stopped.
    ///
    /// Reading it always describes what is presented, so pausing, scrubbing and
    /// continuing hand over without a jump: with `scrubsLinearly` it is the
    /// progress itself, otherwise the timing curve's input that gives that progress.
    public var fractionComplete: Double {
        get {
            let value = clamp(progress, 0...1)
            return scrubsLinearly ? value : timingParameters.scrubCurve.inverse.value(at: value)
        }
        set {
            guard newValue.isFinite, state != .stopped, !isRunning else { return }
            let fraction = clamp(newValue, 0...1)
            state = .active
            progress = scrubsLinearly ? fraction : timingParameters.scrubCurve.value(at: fraction)
            progressVelocity = 0
        }
    }

    /// Whether the animations run back toward their start. Flipping it while
    /// running turns the motion around where it is, keeping position (and, for
    /// springs, velocity). Ignored while stopped, or while running if not interruptible.
    public var isReversed: Bool {
        get { reversedFlag }
        set {
            guard newValue != reversedFlag, state != .stopped, isInterruptible || !isRunning else { return }
            reversedFlag = newValue
            if let current = run { run = current.reversed(toward: endProgress, at: time, progress: progress) }
        }
    }

    /// Starts (or resumes) the animations with the animator's own timing over
    /// what remains of its duration, after `delay` seconds. Returns false (and does
    /// nothing) when stopped or already running.
    @discardableResult
    public mutating func startAnimation(afterDelay delay: Double = 0) -> Bool {
        guard state != .stopped, !isRunning else { return false }
        state = .active
        begin(timingParameters, durationFactor: 0, delay: clamp(delay, 0...10_000))
        return true
    }

    /// Freezes the animations where they are (an inactive animator becomes active
    /// and paused). Returns false when stopped, or running and not interruptible.
    @discardableResult
    public mutating func pauseAnimation() -> Bool {
        guard state != .stopped, isInterruptible || !isRunning else { return false }
        state = .active
        run = nil
        progressVelocity = 0
        return true
    }

    /// Resumes a paused animator with new timing. `durationFactor` × `duration` is
    /// the time left (for springs built from a damping ratio, the settling time);
    /// 0 or less means "what remains of the duration from here".
    ///
    /// A spring's relative initial velocity is converted so the progress leaves with
    /// exactly that velocity: use `TimingParameters.relativeVelocity` to pass a finger's
    /// pt/s. Returns false unless the animator is active and paused.
    @discardableResult
    public mutating func continueAnimation(withTimingParameters parameters: TimingParameters? = nil, durationFactor: Double = 0) -> Bool {
        guard state == .active, !isRunning else { return false }
        begin(parameters ?? timingParameters, durationFactor: durationFactor.isFinite ? durationFactor : 0, delay: 0)
        return true
    }

    /// Stops the animations where they are. Without finishing, the animator becomes
    /// inactive with no completion; otherwise it is `.stopped` until
    /// `finishAnimation(at:)`. Returns false unless active.
    @discardableResult
    public mutating func stopAnimation(_ withoutFinishing: Bool) -> Bool {
        guard state == .active else { return false }
        run = nil
        progressVelocity = 0
        state = withoutFinishing ? .inactive : .stopped
        return true
    }

    /// Ends a stopped animator at the start, the end or where it is, and calls the
    /// completions with that position. Returns the position, or nil unless stopped.
    @discardableResult
    public mutating func finishAnimation(at position: AnimatingPosition) -> AnimatingPosition? {
        guard state == .stopped else { return nil }
        switch position {
        case .end: progress = 1
        case .start: progress = 0
        case .current: break
        }
        state = .inactive
        reversedFlag = false
        notify(position)
        return position
    }

    /// Moves the animations to `newTime` (seconds), exactly. Returns the position
    /// if the animations completed on the way (after calling the completions).
    /// Earlier or non-finite times are ignored: time never runs backwards.
    @discardableResult
    public mutating func advance(to newTime: Double) -> AnimatingPosition? {
        guard newTime.isFinite, newTime >= time else { return nil }
        time = newTime
        guard let current = run else { return nil }
        if let sample = current.sample(at: newTime) {
            progress = sample.progress
            progressVelocity = sample.velocity
            return nil
        }
        return complete(at: current.completionTime)
    }

    var endProgress: Double { reversedFlag ? 0 : 1 }

    private mutating func begin(_ parameters: TimingParameters, durationFactor: Double, delay: Double) {
        let end = endProgress
        let remaining = durationFactor > 0 ? durationFactor * duration : nil
        let newRun = AnimatorRun(parameters, from: progress, to: end, duration: duration, remaining: remaining, start: time + delay)
        run = newRun
        guard delay == 0 else { return }
        if let sample = newRun.sample(at: time) {
            progressVelocity = sample.velocity  // leaves with the run's initial velocity at once
        } else {
            complete(at: time)
        }
    }

    @discardableResult
    private mutating func complete(at instant: Double) -> AnimatingPosition? {
        completedAt = min(instant, time)
        progress = endProgress
        progressVelocity = 0
        run = nil
        if pausesOnCompletion { return nil }
        let position: AnimatingPosition = reversedFlag ? .start : .end
        state = .inactive
        reversedFlag = false
        notify(position)
        return position
    }
}
