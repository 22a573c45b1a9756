/// Layers a model writes only when asked, beyond what its motion asks for: a
/// touch, an action or a new environment changed what they show (`mark()`).
/// `step(moving:)` at each advance carries a mark made before it — or motion
/// still running at its start — into that step, so the frame after it writes
/// once more (the place a motion lands on); `isSet` tells `updateLayers` to write.
struct RedrawMark: Sendable {
    private var pending = false
    private var inStep = false

    /// What the layers show changed outside a step.
    mutating func mark() { pending = true }

    /// At the start of a step: a mark made before it, or motion still running
    /// (`moving`), asks this step's frame for a write too.
    mutating func step(moving: Bool = false) {
        inStep = pending || moving
        pending = false
    }

    /// Whether the layers are to be written now.
    var isSet: Bool { pending || inStep }
}
