/// One way of writing a spring down, as one of the platforms asks for it.
///
/// ```swift
/// let lab = try SpringLab(.response(0.5, dampingRatio: 0.825))
/// lab.bounce            // 0.175
/// lab.uikitDuration     // UIViewPropertyAnimator(duration:dampingRatio:)'s duration for it
/// lab.swiftCode         // SwiftUI, UIKit and Core Animation code for the same spring
/// ```
public enum SpringParameters: Equatable, Sendable {
    /// SwiftUI's `.spring(response:dampingFraction:)`.
    case response(Double, dampingRatio: Double)
    /// SwiftUI's `Spring(duration:bounce:)`.
    case duration(Double, bounce: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, `CASpringAnimation`.
    case physical(mass: Double, stiffness: Double, damping: Double)
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`: UIKit's duration solve.
    case uikit(duration: Double, dampingRatio: Double)
}

/// Why a spring cannot be made from the numbers given: one sentence that names
/// the parameter, its range and what was given.
public struct SpringLabError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence: the parameter, its range and what was given.
    public let description: String
    /// An error that says `description`.
    public init(_ description: String) { self.description = description }
}

/// A spring checked and seen from every side: all its parameterisations, both
/// platforms' settling durations, its curve, and the code that makes it on each
/// platform. What `crossfade spring` prints and the Studio's motion lab shows.
///
/// Unlike `Spring`'s initialisers, which clamp whatever they are given, this
/// refuses numbers outside the ranges below with a `SpringLabError`, because a
/// person typed them and should hear what is wrong.
public struct SpringLab: Equatable, Sendable {
    /// The ranges accepted (the bounds included unless said otherwise).
    public enum Range {
        /// Response, duration and UIKit duration, s: 0.01 to 10.
        public static let time: ClosedRange<Double> = 0.01...10
        /// ζ > 0 (an undamped spring never settles) up to 10.
        public static let dampingRatio: ClosedRange<Double> = 0...10
        /// −1 < bounce < 1.
        public static let bounce: ClosedRange<Double> = -1...1
        /// Mass: 0.001 to 1,000.
        public static let mass: ClosedRange<Double> = 0.001...1000
        /// k > 0.
        public static let stiffness: ClosedRange<Double> = 0...1e6
        /// c > 0.
        public static let damping: ClosedRange<Double> = 0...1e5
        /// UIKit's relative initial velocity (the velocity over the distance), 1/s.
        public static let initialVelocity: ClosedRange<Double> = -100...100
    }

    /// What it was made from.
    public let parameters: SpringParameters
    /// The spring (mass 1 unless given as a physical spring).
    public let spring: Spring
    /// The initial velocity relative to the distance (UIKit's and Core Animation's
    /// convention: 1 means the whole distance per second), toward the target.
    public let initialVelocity: Double

    /// Checks `parameters` and `initialVelocity` and makes the spring; throws a `SpringLabError` naming the first number out of range.
    public init(_ parameters: SpringParameters, initialVelocity: Double = 0) throws(SpringLabError) {
        try check(initialVelocity, "initial velocity", Range.initialVelocity)
        switch parameters {
        case .response(let response, let zeta):
            try check(response, "response", Range.time, unit: " s")
            try check(zeta, "damping ratio", Range.dampingRatio, open: .lower)
            spring = Spring(response: response, dampingRatio: zeta)
        case .duration(let duration, let bounce):
            try check(duration, "duration", Range.time, unit: " s")
            try check(bounce, "bounce", Range.bounce, open: .both)
            spring = Spring(duration: duration, bounce: bounce)
        case .physical(let mass, let stiffness, let damping):
            try check(mass, "mass", Range.mass)
            try check(stiffness, "stiffness", Range.stiffness, open: .lower)
            try check(damping, "damping", Range.damping, open: .lower)
            spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        case .uikit(let duration, let zeta):
            try check(duration, "UIKit duration", Range.time, unit: " s")
            guard zeta.isFinite, zeta > 0, zeta <= 1 else {
                throw SpringLabError(
                    "UIKit's damping ratio must be greater than 0 and at most 1 (UIKit clamps larger ones to 1), not \(shortDecimal(zeta)); for an over-damped spring give --response and --damping-ratio"
                )
            }
            spring = Spring(settlingDuration: duration, dampingRatio: zeta, initialVelocity: initialVelocity)
        }
        self.parameters = parameters
        self.initialVelocity = initialVelocity
    }

    // MARK: Every parameterisation

    /// SwiftUI's response (the undamped period), s.
    public var response: Double { spring.response }
    /// ζ.
    public var dampingRatio: Double { spring.dampingRatio }
    /// SwiftUI's perceptual duration, s (= response).
    public var duration: Double { spring.duration }
    /// SwiftUI's bounce.
    public var bounce: Double { spring.bounce }
    /// m, the mass.
    public var mass: Double { spring.mass }
    /// k, the stiffness (force per unit of displacement).
    public var stiffness: Double { spring.stiffness }
    /// c, the damping (force per unit of velocity).
    public var damping: Double { spring.damping }
    /// The duration `UIViewPropertyAnimator(duration:dampingRatio:)` needs for this
    /// spring (with this initial velocity), or nil when UIKit's duration form cannot
    /// express it (ζ > 1).
    public var uikitDuration: Double? {
        if case .uikit(let duration, _) = parameters { return duration }
        return spring.uikitDuration(initialVelocity: initialVelocity)
    }

    /// SwiftUI's `settlingDuration` (from rest; within 0.001 of the target for good).
    public var swiftUISettlingDuration: Double { spring.settlingDuration }
    /// Core Animation's `CASpringAnimation.settlingDuration` (with the initial velocity).
    public var coreAnimationSettlingDuration: Double { spring.coreAnimationSettlingDuration(initialVelocity: initialVelocity) }

    // MARK: The curve

    /// The position (0 → 1) and velocity (distance per second) at `time` s of a
    /// move from 0 to 1 that starts with `initialVelocity`.
    public func sample(at time: Double) -> SpringSample {
        let r = spring.response(at: time)
        // Displacement from the target: starts at −1 with velocity v.
        return SpringSample(time: time, value: 1 - r.a + r.b * initialVelocity, velocity: -r.da + r.db * initialVelocity)
    }

    /// The time a plot of this spring should span: both settling points and a
    /// little after, at most 10 s.
    public var plotDuration: Double {
        let settle = max(swiftUISettlingDuration, coreAnimationSettlingDuration)
        return min(10, max(0.05, settle * 1.1))
    }

    /// `count` samples evenly spaced over 0…`duration` (both ends included).
    public func samples(count: Int, over duration: Double) -> [SpringSample] {
        let n = max(2, min(count, 100_000))
        let span = duration.isFinite && duration > 0 ? min(duration, 1e4) : plotDuration
        var samples: [SpringSample] = []
        samples.reserveCapacity(n)
        for index in 0..<n { samples.append(sample(at: span * Double(index) / Double(n - 1))) }
        return samples
    }
}

/// A spring's position and velocity at one time.
public struct SpringSample: Equatable, Sendable {
    /// Seconds since the spring started.
    public var time: Double
    /// The position on the way from 0 (start) to 1 (target); a bouncy spring passes 1.
    public var value: Double
    /// The velocity, in distances per second.
    public var velocity: Double
}

enum OpenEnd { case none, lower, both }

/// Throws a clear error unless `value` is a finite number in `range` (with the
/// ends `open` excluded).
func check(_ value: Double, _ name: String, _ range: ClosedRange<Double>, unit: String = "", open: OpenEnd = .none) throws(SpringLabError) {
    let above = open == .none ? value >= range.lowerBound : value > range.lowerBound
    let below = open == .both ? value < range.upperBound : value <= range.upperBound
    guard value.isFinite, above, below else {
        let low = open == .none ? "at least" : "greater than"
        let high = open == .both ? "less than" : "at most"
        let given = value.isNaN ? "not a number" : value.isFinite ? shortDecimal(value) + unit : (value > 0 ? "infinite" : "minus infinity")
        throw SpringLabError(
            "\(name) must be \(low) \(shortDecimal(range.lowerBound))\(unit) and \(high) \(shortDecimal(range.upperBound))\(unit), not \(given)")
    }
}

extension SpringParameters {
    /// The field names of each parameterisation, as the command line (with `--`)
    /// and the Studio spell them.
    public static let forms: [[String]] = [
        ["response", "dampingRatio"],
        ["duration", "bounce"],
        ["mass", "stiffness", "damping"],
        ["uikitDuration", "dampingRatio"]
    ]

    /// The parameterisation that `fields` (name → value) give: exactly one form,
    /// complete, and nothing else (`initialVelocity` aside). `mass` may be left
    /// out of the physical form (1).
    public init(fields: [String: Double]) throws(SpringLabError) {
        // In a fixed order, so the message names the same field every time.
        let names = SpringParameters.fieldNames.filter { fields[$0] != nil }
        let has = { (name: String) in fields[name] != nil }
        let value = { (name: String) in fields[name] ?? .nan }
        if let unknown = fields.keys.first(where: { !SpringParameters.fieldNames.contains($0) }) {
            throw SpringLabError("\(SpringParameters.spelled(unknown)) is not a spring parameter")
        }
        if has("uikitDuration") {
            try SpringParameters.expect(names, ["uikitDuration", "dampingRatio"])
            self = .uikit(duration: value("uikitDuration"), dampingRatio: value("dampingRatio"))
        } else if has("response") {
            try SpringParameters.expect(names, ["response", "dampingRatio"])
            self = .response(value("response"), dampingRatio: value("dampingRatio"))
        } else if has("bounce") || has("duration") {
            try SpringParameters.expect(names, ["duration", "bounce"])
            self = .duration(value("duration"), bounce: value("bounce"))
        } else if has("stiffness") || has("damping") || has("mass") {
            try SpringParameters.expect(names + (has("mass") ? [] : ["mass"]), ["mass", "stiffness", "damping"])
            self = .physical(mass: fields["mass"] ?? 1, stiffness: value("stiffness"), damping: value("damping"))
        } else {
            throw SpringLabError(
                "give one spring: --response and --damping-ratio, --duration and --bounce, [--mass,] --stiffness and --damping, or --uikit-duration and --damping-ratio"
            )
        }
    }

    /// Every field name, in the order messages consider them.
    public static let fieldNames = [
        "response", "dampingRatio", "duration", "bounce", "mass", "stiffness", "damping", "uikitDuration", "initialVelocity"
    ]

    static func expect(_ names: [String], _ form: [String]) throws(SpringLabError) {
        if let name = form.first(where: { !names.contains($0) }) {
            throw SpringLabError("\(spelled(form[0])) needs \(spelled(name)) too")
        }
        if let extra = names.first(where: { !form.contains($0) && $0 != "initialVelocity" }) {
            var list = ""
            for (index, name) in form.enumerated() { list += (index == 0 ? "" : " and ") + spelled(name) }
            throw SpringLabError("give one spring at a time: \(spelled(extra)) does not go with \(list)")
        }
    }

    /// A field name as the command line spells it: `uikitDuration` → `--uikit-duration`.
    public static func spelled(_ name: String) -> String {
        var text = "--"
        for byte in name.utf8 {
            if byte >= 65, byte <= 90 {
                text += "-"; text.unicodeScalars.append(Unicode.Scalar(byte + 32))
            } else {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return text
    }
}
