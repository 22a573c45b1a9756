extension InteractionEnvironment {
    /// The largest accessory frame's side or offset, pt (the largest viewport's).
    public static let accessoryLimit = 4_000.0

    /// Why an interaction cannot draw for this environment, or nil: every inset a
    /// finite number of points, none negative; the text scale finite and in
    /// `textScales`. A host's platform may report nonsense (a NaN inset during a
    /// rotation): the driver refuses it and nothing changes.
    public func validationError() -> InteractionError? {
        let insets = [
            ("safeArea.top", safeArea.top), ("safeArea.leading", safeArea.leading),
            ("safeArea.bottom", safeArea.bottom), ("safeArea.trailing", safeArea.trailing)
        ]
        for (field, inset) in insets {
            guard inset.isFinite else { return .invalidEnvironment(field: field, reason: "must be a finite number of points, not \(inset)") }
            guard inset >= 0 else { return .invalidEnvironment(field: field, reason: "must not be negative (\(inset) pt)") }
        }
        if let frame = accessoryFrame {
            let sides = [
                ("accessoryFrame.x", frame.origin.x), ("accessoryFrame.y", frame.origin.y), ("accessoryFrame.width", frame.size.width),
                ("accessoryFrame.height", frame.size.height)
            ]
            for (field, value) in sides where !value.isFinite {
                return .invalidEnvironment(field: field, reason: "must be a finite number of points, not \(value)")
            }
            for (field, value) in sides.suffix(2) where value <= 0 || value > Self.accessoryLimit {
                return .invalidEnvironment(field: field, reason: "must be more than 0 and at most \(Int(Self.accessoryLimit)) pt, not \(value)")
            }
            for (field, value) in sides.prefix(2) where abs(value) > Self.accessoryLimit {
                return .invalidEnvironment(field: field, reason: "must be within ±\(Int(Self.accessoryLimit)) pt, not \(value)")
            }
        }
        guard textScale.isFinite, Self.textScales.contains(textScale) else {
            return .invalidEnvironment(
                field: "textScale", reason: "must be between \(Self.textScales.lowerBound) and \(Self.textScales.upperBound), not \(textScale)")
        }
        return nil
    }
}
