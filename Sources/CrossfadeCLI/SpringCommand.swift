import ArgumentParser
import CrossfadeMotion
import CrossfadeRender
import CrossfadeTrace
import Foundation

/// `crossfade spring`: one spring in, every parameterisation, both settling
/// durations and each platform's code out; optionally a plot.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Convert a spring between SwiftUI, UIKit and Core Animation; print its settling durations and code; plot it.",
        discussion: """
            Give one parameterisation:
              --response R --damping-ratio Z          SwiftUI .spring(response:dampingFraction:)
              --duration D --bounce B                 SwiftUI Spring(duration:bounce:)
              [--mass M] --stiffness K --damping C    UISpringTimingParameters, CASpringAnimation
              --uikit-duration T --damping-ratio Z    UIViewPropertyAnimator(duration:dampingRatio:)
            """
    )

    @Option(parsing: .unconditional, help: "SwiftUI response (the undamped period), s.") var response: Double?
    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: "Damping ratio ζ (with --response or --uikit-duration).")
    var dampingRatio: Double?
    @Option(parsing: .unconditional, help: "SwiftUI duration, s (with --bounce).") var duration: Double?
    @Option(parsing: .unconditional, help: "SwiftUI bounce, −1 < bounce < 1 (with --duration).") var bounce: Double?
    @Option(parsing: .unconditional, help: "Mass (with --stiffness and --damping; default 1).") var mass: Double?
    @Option(parsing: .unconditional, help: "Stiffness k.") var stiffness: Double?
    @Option(parsing: .unconditional, help: "Damping coefficient c.") var damping: Double?
    @Option(name: .customLong("uikit-duration"), parsing: .unconditional, help: "UIViewPropertyAnimator's duration, s (with --damping-ratio).")
    var uikitDuration: Double?
    @Option(
        name: .customLong("initial-velocity"), parsing: .unconditional,
        help: "Initial velocity relative to the distance, 1/s (UIKit's and Core Animation's convention).") var initialVelocity: Double = 0
    @Option(parsing: .unconditional, help: "Write an SVG plot of value and velocity over time here (- for standard output).") var plot: String?
    @Flag(help: "Print JSON (every number, the samples and the code) instead of text.") var json = false

    var fields: [String: Double] {
        var fields: [String: Double] = [:]
        let given: [(String, Double?)] = [
            ("response", response), ("dampingRatio", dampingRatio), ("duration", duration), ("bounce", bounce),
            ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("uikitDuration", uikitDuration)
        ]
        for case let (name, value?) in given { fields[name] = value }
        return fields
    }

    func makeLab() throws -> SpringLab {
        do {
            return try SpringLab(SpringParameters(fields: fields), initialVelocity: initialVelocity)
        } catch {
            throw ValidationError(error.description.replacingOccurrences(of: "UIKit duration must", with: "--uikit-duration must"))
        }
    }

    func validate() throws { _ = try makeLab() }

    func run() throws {
        let lab = try makeLab()
        if let plot {
            let svg = SpringPlot().document([(label: "spring", lab: lab)])
            if plot == "-" {
                FileHandle.standardOutput.write(Data(svg.utf8))
                return
            }
            do { try svg.write(toFile: plot, atomically: true, encoding: .utf8) } catch { fail("\(plot): cannot write the file") }
            FileHandle.standardError.write(Data("wrote \(plot)\n".utf8))
        }
        print(json ? lab.json(samples: 200).serialized : report(lab))
    }

    func report(_ lab: SpringLab) -> String {
        let n = { (value: Double) in decimalText(value) }
        var lines = [
            "SwiftUI         response \(n(lab.response)) s, damping ratio \(n(lab.dampingRatio))",
            "                duration \(n(lab.duration)) s, bounce \(n(lab.bounce))",
            "Physical        mass \(n(lab.mass)), stiffness \(n(lab.stiffness)), damping \(n(lab.damping))"
        ]
        if let duration = lab.uikitDuration {
            lines.append("UIKit           duration \(n(duration)) s, damping ratio \(n(lab.dampingRatio))")
        } else {
            lines.append("UIKit           no duration form (damping ratio above 1): use the physical form")
        }
        if lab.initialVelocity != 0 { lines.append("Initial velocity \(n(lab.initialVelocity)) (distance per second)") }
        lines.append(
            "Settling        SwiftUI \(decimalText(lab.swiftUISettlingDuration, fractionDigits: 3)) s, Core Animation \(decimalText(lab.coreAnimationSettlingDuration, fractionDigits: 3)) s"
        )
        return lines.joined(separator: "\n") + "\n\n" + lab.swiftCode
    }
}
