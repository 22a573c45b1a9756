import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("Motion lab: every parameterisation, settling, code")
struct SpringLabTests {
    /// Each spring written in every form it has; rebuilding it from any form gives
    /// the same response and damping ratio to 1e-9.
    @Test(arguments: [
        (#line, SpringParameters.response(0.5, dampingRatio: 0.825)),
        (#line, .response(0.3, dampingRatio: 1)),
        (#line, .response(1.2, dampingRatio: 0.3)),
        (#line, .response(0.4, dampingRatio: 1.8)),
        (#line, .duration(0.5, bounce: 0.15)),
        (#line, .duration(0.8, bounce: -0.4)),
        (#line, .physical(mass: 1, stiffness: 100, damping: 10)),
        (#line, .physical(mass: 2.5, stiffness: 300, damping: 20)),
        (#line, .uikit(duration: 0.5, dampingRatio: 0.5)),
        (#line, .uikit(duration: 0.35, dampingRatio: 1)),
        (#line, .uikit(duration: 2, dampingRatio: 0.9))
    ])
    func roundTripsBetweenEveryPair(line: Int, parameters: SpringParameters) throws {
        let lab = try SpringLab(parameters)
        var forms: [SpringParameters] = [
            .response(lab.response, dampingRatio: lab.dampingRatio),
            .duration(lab.duration, bounce: lab.bounce),
            .physical(mass: lab.mass, stiffness: lab.stiffness, damping: lab.damping)
        ]
        if let duration = lab.uikitDuration { forms.append(.uikit(duration: duration, dampingRatio: lab.dampingRatio)) }
        #expect(forms.count == (lab.dampingRatio <= 1 + 1e-12 ? 4 : 3), "line \(line)")
        for form in forms {
            let again = try SpringLab(form)
            #expect(
                isClose(again.response, lab.response, tolerance: 1e-9 * lab.response),
                "line \(line): \(form) response \(again.response) vs \(lab.response)")
            #expect(
                isClose(again.dampingRatio, lab.dampingRatio, tolerance: 1e-9), "line \(line): \(form) ζ \(again.dampingRatio) vs \(lab.dampingRatio)"
            )
            #expect(
                isClose(again.bounce, lab.bounce, tolerance: 1e-9)
                    && isClose(again.stiffness / again.mass, lab.stiffness / lab.mass, tolerance: 1e-9 * lab.stiffness / lab.mass), "line \(line)")
        }
    }

    @Test func uikitDurationRoundTripsWithAnInitialVelocity() throws {
        let lab = try SpringLab(.uikit(duration: 0.6, dampingRatio: 0.7), initialVelocity: 2)
        let rebuilt = try SpringLab(.response(lab.response, dampingRatio: lab.dampingRatio), initialVelocity: 2)
        #expect(isClose(try #require(rebuilt.uikitDuration), 0.6, tolerance: 1e-9))
        // Without the velocity the same spring is a different UIKit duration.
        let still = try SpringLab(.response(lab.response, dampingRatio: lab.dampingRatio))
        #expect(abs(try #require(still.uikitDuration) - 0.6) > 0.01)
    }

    @Test func settlingDurationsAreBothPlatforms() throws {
        let lab = try SpringLab(.physical(mass: 1, stiffness: 100, damping: 10))
        #expect(isClose(lab.coreAnimationSettlingDuration, 1.4727, tolerance: 5e-5))
        #expect(lab.swiftUISettlingDuration == lab.spring.settlingDuration)
        #expect(abs(lab.swiftUISettlingDuration - lab.coreAnimationSettlingDuration) > 0.05, "they disagree, which is the point of showing both")
        #expect(lab.plotDuration >= max(lab.swiftUISettlingDuration, lab.coreAnimationSettlingDuration))
    }

    @Test func samplesRunFromZeroToTheTargetWithTheInitialVelocity() throws {
        let lab = try SpringLab(.response(0.5, dampingRatio: 0.5), initialVelocity: 3)
        let samples = lab.samples(count: 401, over: 2)
        #expect(samples.count == 401 && samples.first?.time == 0 && samples.last?.time == 2)
        #expect(samples[0].value == 0 && samples[0].velocity == 3)
        #expect(samples.map(\.value).max()! > 1.1, "ζ 0.5 overshoots")
        #expect(abs(samples.last!.value - 1) < 1e-3 && abs(samples.last!.velocity) < 0.05)
        // Value and velocity agree: a central difference of the value is the velocity.
        for index in stride(from: 1, to: 400, by: 37) {
            let slope = (samples[index + 1].value - samples[index - 1].value) / (samples[index + 1].time - samples[index - 1].time)
            #expect(abs(slope - samples[index].velocity) < 0.01 * max(1, abs(slope)), "t \(samples[index].time)")
        }
    }

    /// (line, parameters, velocity, message fragment).
    @Test(arguments: [
        (#line, SpringParameters.response(0, dampingRatio: 1), 0.0, "response must be at least 0.01 s and at most 10 s, not 0 s"),
        (#line, .response(0.5, dampingRatio: 0), 0, "damping ratio must be greater than 0"),
        (#line, .response(0.5, dampingRatio: .nan), 0, "not a number"),
        (#line, .duration(0.5, bounce: 1), 0, "bounce must be greater than -1 and less than 1, not 1"),
        (#line, .duration(.infinity, bounce: 0), 0, "duration must be at least 0.01 s and at most 10 s, not infinite"),
        (#line, .physical(mass: 0, stiffness: 100, damping: 10), 0, "mass must be at least 0.001"),
        (#line, .physical(mass: 1, stiffness: -5, damping: 10), 0, "stiffness must be greater than 0"),
        (#line, .physical(mass: 1, stiffness: 100, damping: 0), 0, "damping must be greater than 0"),
        (#line, .uikit(duration: 0.5, dampingRatio: 1.5), 0, "UIKit's damping ratio must be greater than 0 and at most 1"),
        (#line, .uikit(duration: 20, dampingRatio: 1), 0, "UIKit duration must be at least 0.01 s and at most 10 s, not 20 s"),
        (#line, .response(0.5, dampingRatio: 1), 1e9, "initial velocity must be at least -100")
    ])
    func refusesWhatIsOutOfRange(line: Int, parameters: SpringParameters, velocity: Double, message: String) {
        do {
            _ = try SpringLab(parameters, initialVelocity: velocity)
            Issue.record("line \(line): accepted")
        } catch {
            #expect(error.description.contains(message), "line \(line): \(error.description)")
        }
    }

    @Test func codeNamesEveryPlatformsAPIWithTheNumbers() throws {
        let lab = try SpringLab(.uikit(duration: 0.5, dampingRatio: 0.5))
        let code = lab.swiftCode
        #expect(code.contains(".spring(response: 0.247, dampingFraction: 0.5)"), "\(code)")
        #expect(code.contains("Spring(duration: 0.247, bounce: 0.5)"))
        #expect(code.contains("UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5)"))
        #expect(code.contains("UISpringTimingParameters(mass: 1, stiffness: 646.878, damping: 25.4338, initialVelocity: CGVector(dx: 0, dy: 0))"))
        #expect(code.contains("animation.stiffness = 646.878") && code.contains("CASpringAnimation"))
        // Over-damped: UIKit's duration form cannot say it; the physical one can.
        let heavy = try SpringLab(.response(0.5, dampingRatio: 2)).swiftCode
        #expect(!heavy.contains("dampingRatio:") && heavy.contains("UISpringTimingParameters(mass: 1"))
        #expect(UnitCurve.easeInOut.code(duration: 0.3).map(\.code).joined().contains("CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)"))
    }

    @Test(arguments: [
        (#line, 646.87812, 4, "646.8781"), (#line, 0.5, 4, "0.5"), (#line, -2.0, 4, "-2"), (#line, 0.00004, 4, "0"),
        (#line, -0.00005, 4, "-0.0001"), (#line, 1e6, 4, "1000000"), (#line, 0.0123, 2, "0.01"), (#line, 1e300, 4, "1e300"),
        (#line, 0.105, 3, "0.105"), (#line, 2.5e-3, 4, "0.0025")
    ])
    func decimalTextIsPlain(line: Int, value: Double, digits: Int, text: String) {
        #expect(decimalText(value, fractionDigits: digits) == text, "line \(line): \(decimalText(value, fractionDigits: digits))")
    }
}
