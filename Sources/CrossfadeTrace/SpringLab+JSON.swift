import CrossfadeMotion

extension SpringLab {
    /// The lab as JSON: every parameterisation, both settling durations, `samples`
    /// points of the curve over `plotDuration`, and the code for each platform.
    /// What the Studio's server fallback (`/api/spring`) and `crossfade spring --json` give.
    public func json(samples count: Int) -> JSONValue {
        let samples = self.samples(count: count, over: plotDuration)
        return .object([
            ("response", .number(response)),
            ("dampingRatio", .number(dampingRatio)),
            ("duration", .number(duration)),
            ("bounce", .number(bounce)),
            ("mass", .number(mass)),
            ("stiffness", .number(stiffness)),
            ("damping", .number(damping)),
            ("uikitDuration", uikitDuration.map(JSONValue.number) ?? .null),
            ("initialVelocity", .number(initialVelocity)),
            ("swiftUISettlingDuration", .number(swiftUISettlingDuration)),
            ("coreAnimationSettlingDuration", .number(coreAnimationSettlingDuration)),
            ("plotDuration", .number(plotDuration)),
            ("samples", .array(samples.map { .array([.number($0.time), .number($0.value), .number($0.velocity)]) })),
            ("code", .array(code.map { .object([("platform", .string($0.platform)), ("code", .string($0.code))]) }))
        ])
    }
}

extension UnitCurve {
    /// The curve as JSON: its control points, `samples` points of progress over
    /// time 0…1, and the code for each platform for `duration` seconds.
    public func json(samples count: Int, duration: Double) -> JSONValue {
        let n = max(2, min(count, 10_000))
        var points: [JSONValue] = []
        for index in 0..<n {
            let x = Double(index) / Double(n - 1)
            points.append(.array([.number(x), .number(value(at: x)), .number(velocity(at: x))]))
        }
        return .object([
            ("controlPoints", .array([startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y].map(JSONValue.number))),
            ("samples", .array(points)),
            ("code", .array(code(duration: duration).map { .object([("platform", .string($0.platform)), ("code", .string($0.code))]) }))
        ])
    }
}
