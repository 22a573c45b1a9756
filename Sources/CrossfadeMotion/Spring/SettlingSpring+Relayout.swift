extension SettlingSpring {
    /// The same motion re-expressed in a new geometry (a viewport change): the
    /// value is at `value` now, moving at `velocity`, heading for `target`, on
    /// the same spring; its settle instant is computed again from there. A spring
    /// at rest stays at rest, on `target`.
    ///
    /// Position and velocity are what the caller says they are in the new
    /// geometry (e.g. the same progress along a longer track, and the same
    /// progress per second), so nothing jumps: only the units changed.
    ///
    /// ```swift
    /// // A card 40 % of the way along a 800 pt track now runs along a 350 pt one.
    /// top.relayout(value: 350 - 0.4 * 350, velocity: top.velocity * 350 / 800, target: 0)
    /// ```
    public mutating func relayout(value: Value, velocity: Value, target: Value) {
        guard !isSettled else { return hold(at: target) }
        hold(at: value)
        animate(to: target, velocity: velocity)
    }
}
