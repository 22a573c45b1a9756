import CrossfadeMotion

/// One option of an interaction: its spec and how it is applied to the
/// interaction's configuration. The name is written once, here; a value reaches
/// the configuration only through `apply`, already validated and typed, so a
/// misspelt name or a wrong kind can never reach the model.
///
/// ```swift
/// static let options = OptionTable<Configuration>([
///     .number("duration", 0.05...5, default: 0.5, "settling duration, s") { $0.duration = $1 },
///     .bool("reduceMotion", default: false, "cross-fade instead of moving") { $0.reduceMotion = $1 },
/// ])
/// ```
public struct InteractionOption<Configuration>: Sendable {
    /// The option's name, kind, default and summary.
    public let spec: OptionSpec
    let apply: @Sendable (inout Configuration, Scalar) throws(InteractionError) -> Void

    init(_ spec: OptionSpec, apply: @escaping @Sendable (inout Configuration, Scalar) throws(InteractionError) -> Void) {
        self.spec = spec
        self.apply = apply
    }

    /// The same option, marked live: a running session takes a new value without
    /// a restart (the interaction's `applyLiveOptions(_:)` keeps its state).
    ///
    /// ```swift
    /// .number("contentHeight", 0...100_000, default: 0, "the content's height, pt") { $0.contentHeight = $1 }.live()
    /// ```
    public func live() -> InteractionOption {
        var spec = spec
        spec.isLive = true
        return InteractionOption(spec, apply: apply)
    }

    /// A finite number in `range`.
    public static func number(
        _ name: String, _ range: ClosedRange<Double>, default value: Double, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, Double) throws(InteractionError) -> Void
    ) -> InteractionOption {
        InteractionOption(OptionSpec(name, .number(range), default: .number(value), summary)) {
            (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let number = scalar.number { try apply(&configuration, number) }
        }
    }

    /// One parameter of a named spring (see `OptionSpec.SpringPart`): a number in
    /// `range` that a host's motion lab knows how to tune. Live, always: a spring is
    /// tuned while the session runs (the interaction's `applyLiveOptions(_:)` hands
    /// it to the next animation, and to one under way where it can), so every
    /// spring of every interaction is live here, in one place, and none can be
    /// forgotten. `bounds`: where the engine limits what it draws of the spring.
    ///
    /// ```swift
    /// .spring("swapResponse", spring: "swap", .response, 0.05...1.5, default: 0.42, "swap spring response, s") { $0.swap.response = $1 },
    /// ```
    public static func spring(
        _ name: String, spring: String, _ parameter: OptionSpec.SpringPart.Parameter, _ range: ClosedRange<Double>,
        default value: Double, _ summary: String, bounds: OptionSpec.SpringPart.Bounds? = nil,
        apply: @escaping @Sendable (inout Configuration, Double) throws(InteractionError) -> Void
    ) -> InteractionOption {
        var spec = OptionSpec(
            name, .number(range), default: .number(value), summary,
            springPart: OptionSpec.SpringPart(spring: spring, parameter: parameter, bounds: bounds))
        spec.isLive = true
        return InteractionOption(spec) { (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let number = scalar.number { try apply(&configuration, number) }
        }
    }

    /// One parameter of a named timing curve (see `OptionSpec.CurvePart`): a number
    /// in `range` that a host's motion lab knows how to tune. Live, always, as a
    /// spring's parameters are: the next eased animation runs on it.
    ///
    /// ```swift
    /// .curve("contentFadeInX1", curve: "contentFadeIn", .x1, 0...1, default: 0.42, "the content's fade-in curve: x1") { $0.contentFadeIn.x1 = $1 },
    /// ```
    public static func curve(
        _ name: String, curve: String, _ parameter: OptionSpec.CurvePart.Parameter, _ range: ClosedRange<Double>,
        default value: Double, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, Double) throws(InteractionError) -> Void
    ) -> InteractionOption {
        var spec = OptionSpec(name, .number(range), default: .number(value), summary)
        spec.curvePart = OptionSpec.CurvePart(curve: curve, parameter: parameter)
        spec.isLive = true
        return InteractionOption(spec) { (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let number = scalar.number { try apply(&configuration, number) }
        }
    }

    /// The four options of a named timing curve, `<curve>X1`, `<curve>Y1`, `<curve>X2`
    /// and `<curve>Y2` (CSS `cubic-bezier(x1, y1, x2, y2)`), defaulting to `value`'s
    /// control points: x in 0…1 (time never runs backwards), y in −1…2 (a curve may
    /// overshoot, not fly off). `what` says what it eases.
    public static func curve(
        _ curve: String, default value: UnitCurve, _ what: String,
        get: @escaping @Sendable (Configuration) -> UnitCurve,
        set: @escaping @Sendable (inout Configuration, UnitCurve) -> Void
    ) -> [InteractionOption] {
        typealias Part = (OptionSpec.CurvePart.Parameter, String, ClosedRange<Double>, Double)
        let p1 = value.startControlPoint, p2 = value.endControlPoint
        let parts: [Part] = [(.x1, "X1", 0...1, p1.x), (.y1, "Y1", -1...2, p1.y), (.x2, "X2", 0...1, p2.x), (.y2, "Y2", -1...2, p2.y)]
        return parts.map { part in
            let parameter = part.0
            return .curve(curve + part.1, curve: curve, parameter, part.2, default: part.3, "\(what): cubic-bezier \(parameter.rawValue)") {
                (configuration: inout Configuration, number: Double) throws(InteractionError) in
                set(&configuration, get(configuration).with(parameter, number))
            }
        }
    }

    /// A whole number in `range`.
    public static func integer(
        _ name: String, _ range: ClosedRange<Int>, default value: Int, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, Int) throws(InteractionError) -> Void
    ) -> InteractionOption {
        InteractionOption(OptionSpec(name, .integer(range), default: .int(value), summary)) {
            (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let integer = scalar.integer { try apply(&configuration, integer) }
        }
    }

    /// True or false.
    public static func bool(
        _ name: String, default value: Bool, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, Bool) throws(InteractionError) -> Void
    ) -> InteractionOption {
        InteractionOption(OptionSpec(name, .bool, default: .bool(value), summary)) {
            (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let bool = scalar.bool { try apply(&configuration, bool) }
        }
    }

    /// One of `choices`, each a name and the value it stands for.
    public static func choice<Value: Sendable>(
        _ name: String, _ choices: [(String, Value)], default value: String, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, Value) throws(InteractionError) -> Void
    ) -> InteractionOption {
        InteractionOption(OptionSpec(name, .choice(choices.map { $0.0 }), default: .string(value), summary)) {
            (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            for (choice, meaning) in choices where .string(choice) == scalar { try apply(&configuration, meaning) }
        }
    }

    /// Text of at most `maximumBytes` bytes.
    public static func string(
        _ name: String, maximumBytes: Int, default value: String, _ summary: String,
        apply: @escaping @Sendable (inout Configuration, String) throws(InteractionError) -> Void
    ) -> InteractionOption {
        InteractionOption(OptionSpec(name, .string(maximumBytes: maximumBytes), default: .string(value), summary)) {
            (configuration: inout Configuration, scalar: Scalar) throws(InteractionError) in
            if let string = scalar.string { try apply(&configuration, string) }
        }
    }
}

/// An interaction's options, in the order they are listed and applied.
public struct OptionTable<Configuration>: Sendable {
    /// The options, in the order they are listed and applied.
    public let options: [InteractionOption<Configuration>]

    /// A table of `options`, in the order given.
    public init(_ options: [InteractionOption<Configuration>]) { self.options = options }

    /// Every option's spec, in order.
    public var specs: [OptionSpec] { options.map { $0.spec } }

    /// `base` with the `given` options applied. Every given value is validated
    /// first (in name order, so the error is the same on every run): an unknown
    /// name or a wrong kind or range is an error and nothing is applied. Then
    /// the values are applied in the table's order.
    public func configure(_ base: Configuration, with given: [String: Scalar]) throws(InteractionError) -> Configuration {
        for name in given.keys.sorted() {
            guard let option = options.first(where: { $0.spec.name == name }) else { throw .unknownOption(name, known: specs.map { $0.name }) }
            _ = try option.spec.validate(given[name]!)
        }
        var configuration = base
        for option in options {
            if let value = given[option.spec.name] { try option.apply(&configuration, value) }
        }
        return configuration
    }

    /// The names of the options a running session takes without a restart, in order.
    public var liveNames: [String] { options.filter { $0.spec.isLive }.map { $0.spec.name } }

    /// `base` with the `given` live options applied, for a running session: every
    /// name must be one of the table's and live (`liveNames`), every value valid;
    /// otherwise an error naming the option, and nothing is applied.
    public func configureLive(_ base: Configuration, with given: [String: Scalar]) throws(InteractionError) -> Configuration {
        for name in given.keys.sorted() {
            guard let option = options.first(where: { $0.spec.name == name }) else { throw .unknownOption(name, known: specs.map { $0.name }) }
            guard option.spec.isLive else { throw .optionNotLive(name, live: liveNames) }
        }
        return try configure(base, with: given)
    }

    /// `base` with every option set to its default: it must equal `base` when the
    /// configuration's own defaults agree with the specs (a test checks this).
    public func configureWithDefaults(_ base: Configuration) throws(InteractionError) -> Configuration {
        var given: [String: Scalar] = [:]
        for option in options { given[option.spec.name] = option.spec.defaultValue }
        return try configure(base, with: given)
    }
}
