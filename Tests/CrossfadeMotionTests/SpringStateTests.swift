import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("SpringState")
struct SpringStateTests {
    /// Steps a state from 0 to 1 s at the given times, retargeting at 0.25 s, and
    /// records the value at every multiple of 1/30 s.
    private func trajectory(times: [Double]) -> [Double: (Double, Double)] {
        var state = SpringState(spring: .bouncy, value: 0.0, velocity: 800, target: 300, time: 0)
        var samples: [Double: (Double, Double)] = [:]
        var retargeted = false
        for time in times {
            if !retargeted, time >= 0.25 {
                state.advance(to: 0.25)
                state.retarget(to: -50)
                retargeted = true
            }
            state.advance(to: time)
            let frame = (time * 30).rounded()
            if abs(time * 30 - frame) < 1e-9 { samples[frame] = (state.value, state.velocity) }
        }
        return samples
    }

    @Test func frameRateIndependentAt30_60_120HzAndJitteredTimes() {
        let at30 = trajectory(times: (0...30).map { Double($0) / 30 })
        let at60 = trajectory(times: (0...60).map { Double($0) / 60 })
        let at120 = trajectory(times: (0...120).map { Double($0) / 120 })
        var random = SeededGenerator(seed: 7)
        var jittered: [Double] = []
        for frame in 0...30 {
            // Irregular frames between the shared instants.
            let base = Double(frame) / 30
            if frame > 0 { jittered.append(base - random.double(in: 0.001...0.02)) }
            jittered.append(base)
        }
        let atJitter = trajectory(times: jittered)
        #expect(at30.count == 31)
        for (frame, (value, velocity)) in at30 {
            for other in [at60, at120, atJitter] {
                let (v, vel) = other[frame]!
                #expect(isClose(v, value, tolerance: 1e-9), "frame \(frame)")
                #expect(isClose(vel, velocity, tolerance: 1e-9), "frame \(frame)")
            }
        }
    }

    @Test func retargetingKeepsPositionAndVelocityContinuous() {
        for seed in sweepSeeds {
            var random = SeededGenerator(seed: seed)
            var state = SpringState(spring: Spring(response: 0.4, dampingRatio: 0.6), value: 0.0, target: 100, time: 0)
            var time = 0.0
            for _ in 0..<50 {
                time += random.double(in: 0.001...0.2)
                state.advance(to: time)
                let (value, velocity) = (state.value, state.velocity)
                state.retarget(to: random.double(in: -500...500))
                #expect(state.value == value && state.velocity == velocity, "seed \(seed)")
                // Continuity just after the retarget: the change over 1 µs is bounded by the velocity.
                let next = state.advanced(by: 1e-6)
                #expect(abs(next.value - value) <= abs(velocity) * 1e-6 + 1e-6, "seed \(seed)")
                #expect(abs(next.velocity - velocity) <= 1, "seed \(seed)")
            }
        }
    }

    @Test func timeNeverRunsBackwards() {
        var state = SpringState(spring: .snappy, value: 0.0, target: 10, time: 0)
        state.advance(to: 0.2)
        let value = state.value
        state.advance(to: 0.1)
        state.advance(to: .nan)
        state.advance(to: -.infinity)
        #expect(state.time == 0.2 && state.value == value)
    }

    @Test func settlesOntoTheTarget() {
        var state = SpringState(spring: .smooth, value: Point(x: 0, y: 0), target: Point(x: 100, y: 40), time: 0)
        state.advance(to: 0.1)
        let early = state.settleIfNeeded()
        #expect(!early)
        state.advance(to: 3)
        let settled = state.settleIfNeeded(tolerance: 0.01)
        #expect(settled)
        #expect(state.value == Point(x: 100, y: 40) && state.velocity == .zero)
    }

    @Test func changingTheSpringMidFlightKeepsTheMotionContinuous() {
        var state = SpringState(spring: .bouncy, value: 0.0, target: 100, time: 0)
        state.advance(to: 0.1)
        let (value, velocity) = (state.value, state.velocity)
        state.spring = .smooth
        #expect(state.value == value && state.velocity == velocity)
        state.advance(to: 0.1 + 1e-6)
        #expect(abs(state.value - value) < abs(velocity) * 1e-6 + 1e-6)
    }
}
