/// Linear interpolation between `from` and `to`: `from + (to − from)·t`.
///
/// `t` is not clamped: values outside 0…1 extrapolate, which is what a
/// rubber-banded or overshooting animation wants. Clamp first if you need to.
@inlinable
public func lerp<Value: AnimatableValue>(_ from: Value, _ to: Value, _ t: Double) -> Value {
    from + (to - from).scaled(by: t)
}

/// `value` limited to `range`. A NaN `value` becomes `range.lowerBound`, so a
/// clamp never lets a NaN through.
@inlinable
public func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    guard value >= range.lowerBound else { return range.lowerBound }  // also catches NaN
    return value > range.upperBound ? range.upperBound : value
}

/// Where `value` falls between `bounds`, as a fraction: 0 at the lower bound,
/// 1 at the upper. A degenerate range gives 0 below or at it and 1 above it.
@inlinable
public func progress(of value: Double, in bounds: ClosedRange<Double>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return value > bounds.upperBound ? 1 : 0 }
    return (value - bounds.lowerBound) / span
}

/// Maps `value` linearly from one range onto another, e.g. a cover's scale
/// 0.86…1.0 onto an opacity 0.25…1.0.
///
/// - Parameters:
///   - value: the value to map, in `source`'s units.
///   - source: the range `value` is measured in (its bounds map to `target`'s).
///   - target: the range the result is in.
///   - clamped: when `true` (the default) the result stays inside `target`.
@inlinable
public func remap(
    _ value: Double,
    from source: ClosedRange<Double>,
    to target: ClosedRange<Double>,
    clamped: Bool = true
) -> Double {
    var t = progress(of: value, in: source)
    if clamped { t = clamp(t, 0...1) }
    return target.lowerBound + (target.upperBound - target.lowerBound) * t
}
