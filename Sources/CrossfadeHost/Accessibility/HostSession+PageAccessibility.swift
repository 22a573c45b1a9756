import CrossfadeInteractions
import CrossfadeScene

extension HostSession {
    /// Plans the page's accessibility (`PageAccessibility`) for what is mounted now —
    /// embedded, without the demo's chrome; the empty state's own layers — and returns
    /// whether the page has attributes to set or something to announce. A page asks
    /// when its frames pause and now and then while they run, not every frame.
    @inline(never)
    public mutating func updatePageAccessibility() -> Bool {
        let scene = Scene(viewport: driver.viewport, layers: mountedLayers)
        return pageAccessibility.update(scene, layoutDirection: driver.environment.layoutDirection)
    }

    /// The action key `key` (a `KeyboardEvent.key`) performs with focus on layer
    /// `focused` (nil: elsewhere in the widget), as `PageAccessibility` decides; nil
    /// when the key is not the widget's (the page keeps it). Nothing in an empty state.
    @inline(never)
    public func action(forKey key: String, focused: String?) -> InteractionAction? {
        guard !showsEmptyState else { return nil }
        return pageAccessibility.action(
            forKey: key, focused: focused, available: availableActions, specs: driver.actionSpecs,
            rightToLeft: driver.environment.layoutDirection == .rightToLeft)
    }

    /// Performs what `key` does with focus on `focused` at platform time `platformTime`
    /// (see `action(forKey:focused:)`), recorded as the action; nil when the key is
    /// not the widget's. An action the interaction refuses throws.
    public mutating func key(_ key: String, focused: String?, atPlatformTime platformTime: Double) throws(InteractionError) -> Step? {
        guard let action = action(forKey: key, focused: focused) else { return nil }
        return try perform(action, atPlatformTime: platformTime)
    }
}
