extension InteractionEnvironment {
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
        guard textScale.isFinite, Self.textScales.contains(textScale) else {
            return .invalidEnvironment(
                field: "textScale", reason: "must be between \(Self.textScales.lowerBound) and \(Self.textScales.upperBound), not \(textScale)")
        }
        return nil
    }
}
