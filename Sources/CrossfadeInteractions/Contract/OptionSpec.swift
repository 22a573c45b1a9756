import CrossfadeMotion

/// What an option is, for listing and validating: its name, kind (with the
/// range, choices or length it accepts), default and a one-line summary.
/// Hosts build their option panels from these; traces are validated against them.
public struct OptionSpec: Hashable, Sendable {
    /// What values an option takes.
    public enum Kind: Hashable, Sendable {
        /// A finite number in a range.
        case number(ClosedRange<Double>)
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
        /// True or false.
        case bool
        /// One of a fixed set of strings.
        case choice([String])
        /// Text of at most this many bytes (UTF-8).
        case string(maximumBytes: Int)
    }

    /// What part of a spring an option sets, so a host (the motion lab) can tune
    /// every spring of an interaction: the spring's name and the parameter.
    public struct SpringPart: Hashable, Sendable {
        /// Which of a spring's numbers the option sets.
        public enum Parameter: String, Hashable, Sendable {
            /// SwiftUI's response, s, with `dampingRatio`.
            case response
            /// The damping ratio (1: no overshoot).
            case dampingRatio
            /// UIKit's settling duration, s (`UIViewPropertyAnimator(duration:dampingRatio:)`), with `dampingRatio`.
            case duration
        }

        /// Where the engine limits what it draws of the spring, so a plot of the bare
        /// spring can say what the phone draws instead: in the spring's travel
        /// normalised from its start (0) to its target (1).
        public struct Bounds: Hashable, Sendable {
            /// The least it is drawn at, in the normalised travel (e.g. −0.04: 4 % short of its start).
            public var lower: Double
            /// The most it is drawn at, in the normalised travel (e.g. 1.04: 4 % past its target).
            public var upper: Double
            /// Whether the limit is soft (approached smoothly, never passed: slope 1 at
            /// the ends) rather than a hard stop.
            public var isSoft: Bool
            /// Why, in one line a host shows beside the plot.
            public var reason: String

            /// Drawn within `lower`…`upper` of the normalised travel, softly or not, because of `reason`.
            public init(lower: Double, upper: Double, isSoft: Bool, reason: String) {
                self.lower = lower
                self.upper = upper
                self.isSoft = isSoft
                self.reason = reason
            }
        }

        /// The spring's name, e.g. `snap`, `swap`, `frame`.
        public var spring: String
        /// Which of the spring's numbers it sets.
        public var parameter: Parameter
        /// Where the engine limits what it draws of the spring; nil where it draws the spring as it runs.
        public var bounds: Bounds?

        /// The part `parameter` of the spring named `spring`, drawn within `bounds` (nil: unlimited).
        public init(spring: String, parameter: Parameter, bounds: Bounds? = nil) {
            self.spring = spring
            self.parameter = parameter
            self.bounds = bounds
        }
    }

    /// What part of a timing curve an option sets, so a host (the motion lab) can
    /// tune every eased animation of an interaction as it tunes springs: the
    /// curve's name and the parameter. The curve is a cubic Bézier from (0, 0) to
    /// (1, 1) (`UnitCurve`, CSS `cubic-bezier(x1, y1, x2, y2)`).
    public struct CurvePart: Hashable, Sendable {
        /// Which of a curve's numbers the option sets.
        public enum Parameter: String, Hashable, Sendable {
            /// The first control point's x (time), 0…1.
            case x1
            /// The first control point's y (progress).
            case y1
            /// The second control point's x (time), 0…1.
            case x2
            /// The second control point's y (progress).
            case y2
            /// How long the eased animation runs, s.
            case duration
        }

        /// The curve's name, e.g. `contentFadeIn`.
        public var curve: String
        /// Which of the curve's numbers it sets.
        public var parameter: Parameter

        /// The part `parameter` of the curve named `curve`.
        public init(curve: String, parameter: Parameter) {
            self.curve = curve
            self.parameter = parameter
        }
    }

    /// The option's name, as traces and hosts write it (e.g. `duration`).
    public var name: String
    /// What values it takes.
    public var kind: Kind
    /// The value it has when not given.
    public var defaultValue: Scalar
    /// What it sets, in one line, with its unit.
    public var summary: String
    /// The spring this option tunes, if it is one of a spring's parameters.
    public var springPart: SpringPart?
    /// The timing curve this option tunes, if it is one of a curve's parameters.
    public var curvePart: CurvePart?
    /// Whether a running session takes a new value without a restart (a live
    /// change: `InteractionDriver.setOptions(_:at:)`, a trace's `options` event).
    public var isLive = false

    /// The option `name` of `kind`, `defaultValue` unless given, described by `summary`.
    public init(_ name: String, _ kind: Kind, default defaultValue: Scalar, _ summary: String, springPart: SpringPart? = nil) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.springPart = springPart
    }

    /// `value` checked against the kind, or an error saying why not.
    public func validate(_ value: Scalar) throws(InteractionError) -> Scalar {
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .invalidOption(name: name, reason: "must be a finite number") }
            guard range.contains(number) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.integer(let range), .number):
            guard let integer = value.integer else { throw .invalidOption(name: name, reason: "must be a whole number") }
            guard range.contains(integer) else { throw .invalidOption(name: name, reason: "must be in \(range.lowerBound)…\(range.upperBound)") }
            return value
        case (.bool, .bool):
            return value
        case (.string(let maximumBytes), .string(let string)):
            guard string.utf8.count <= maximumBytes else { throw .invalidOption(name: name, reason: "must be at most \(maximumBytes) bytes") }
            return value
        case (.choice(let choices), .string(let string)):
            guard choices.contains(string) else {
                throw .invalidOption(name: name, reason: "must be one of \(choices.joined(separator: ", ")), not '\(quoted: string)'")
            }
            return value
        case (.number, _), (.integer, _): throw .invalidOption(name: name, reason: "must be a number, not \(value.kindName)")
        case (.bool, _): throw .invalidOption(name: name, reason: "must be true or false, not \(value.kindName)")
        case (.choice, _), (.string, _): throw .invalidOption(name: name, reason: "must be a string, not \(value.kindName)")
        }
    }
}

extension UnitCurve {
    /// The same curve with the control-point coordinate `parameter` set to `value`
    /// (`duration` is no part of the curve: the same curve).
    func with(_ parameter: OptionSpec.CurvePart.Parameter, _ value: Double) -> UnitCurve {
        var p1 = startControlPoint, p2 = endControlPoint
        switch parameter {
        case .x1: p1.x = value
        case .y1: p1.y = value
        case .x2: p2.x = value
        case .y2: p2.y = value
        case .duration: break
        }
        return .bezier(startControlPoint: p1, endControlPoint: p2)
    }
}
