import CrossfadeScene

/// What a native host leaves out of the engine's layers before mounting them,
/// hit-testing them or reading them to VoiceOver: layers the app draws itself
/// (`omitted`, by id, with everything inside them), and the engine's default
/// drawing inside the slots the app fills with its own views (`filled`: those
/// slot layers stay, their children go).
///
/// ```swift
/// let filter = LayerFilter(filled: [.lyricCard], omitted: ["home"])
/// planner.plan(filter.apply(driver.scene.layers))
/// ```
public struct LayerFilter: Hashable, Sendable {
    /// The kinds of slot the app fills with its own views.
    public var filled: Set<Slot.Kind>
    /// Ids of layers the app draws itself (the player's home screen and tab bar).
    public var omitted: Set<String>

    /// A filter leaving out the `omitted` layers and the default drawing of `filled` slots.
    public init(filled: Set<Slot.Kind> = [], omitted: Set<String> = []) {
        self.filled = filled
        self.omitted = omitted
    }

    /// Whether the filter leaves everything in.
    public var isEmpty: Bool { filled.isEmpty && omitted.isEmpty }

    /// The layers with the omitted ones and the filled slots' children taken out.
    public func apply(_ layers: [Layer]) -> [Layer] {
        guard !isEmpty else { return layers }
        var kept: [Layer] = []
        kept.reserveCapacity(layers.count)
        for var layer in layers where !omitted.contains(layer.id) {
            if fills(layer) {
                layer.children = []
            } else if !layer.children.isEmpty {
                layer.children = apply(layer.children)
            }
            kept.append(layer)
        }
        return kept
    }

    /// Whether `layer` is a slot the app fills.
    public func fills(_ layer: Layer) -> Bool {
        guard !filled.isEmpty, case .slot(let name)? = layer.content, let slot = Slot(name) else { return false }
        return filled.contains(slot.place.kind)
    }
}
