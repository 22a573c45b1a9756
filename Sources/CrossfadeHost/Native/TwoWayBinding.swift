/// What a declarative wrapper (SwiftUI's) remembers of one two-way binding: the
/// value the binding and the engine last held together. A value the engine
/// reports goes to the binding through `engineReported(_:)`; on every update the
/// wrapper asks `change(wanted:shown:engineIsMoving:)` what, if anything, to send
/// (`BindingSync.change(to:from:agreed:engineIsMoving:)`: never an echo while the
/// engine moves, so a gesture is never snapped back).
///
/// ```swift
/// coordinator.onShow = { selection = coordinator.selection.engineReported($0) }
/// coordinator.selection.change(wanted: selection, shown: shown, engineIsMoving: host.isMoving).map(controller.selectPage)
/// ```
public struct TwoWayBinding<Value: Equatable & Sendable>: Sendable {
    /// The value the binding and the engine last held together (nil: none yet).
    public private(set) var agreed: Value?

    /// A binding that has agreed on nothing yet.
    public init() {}

    /// The engine reported `value` (a swap, a track, a page): agreed, and returned
    /// for the binding.
    public mutating func engineReported(_ value: Value) -> Value {
        agreed = value
        return value
    }

    /// The value to send the engine, or nil (`BindingSync.change(to:from:agreed:engineIsMoving:)`);
    /// a value sent, or one both already hold, is agreed from then on.
    public mutating func change(wanted: Value, shown: Value, engineIsMoving: Bool) -> Value? {
        let sent = BindingSync.change(to: wanted, from: shown, agreed: agreed, engineIsMoving: engineIsMoving)
        if sent != nil || wanted == shown { agreed = wanted }
        return sent
    }
}
