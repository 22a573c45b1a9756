/// The detent a released motion should come to rest at: the one nearest where
/// the flick would come to rest (its projection, "Designing Fluid Interfaces",
/// WWDC 2018), not the one nearest the release point — so a short fast flick
/// still travels, and a long slow drag still settles where it was left.
///
/// Every release decision goes through this: pages, snap points, open/closed,
/// presented/dismissed, sheet detents.
///
/// ```swift
/// // A player 697 pt from closed (0) to open (697), released at 300 pt moving up at 1,500 pt/s:
/// restingDetent(position: 300, velocity: 1_500, detents: [0, 697])   // 1: opens
/// // A pager that may move at most one page per flick:
/// restingDetent(position: 410, velocity: 9_000, detents: [0, 390, 780, 1_170],
///               origin: 390, maximumSteps: 1)                        // 2
/// ```
///
/// - Parameters:
///   - position: where the motion is at release (pt, or any unit).
///   - velocity: its velocity at release (units per second).
///   - detents: the resting positions, ascending (an empty list gives 0).
///   - decelerationRate: the rate the projection assumes (`.normal` by default).
///   - origin: where the gesture started (used with `maximumSteps`).
///   - maximumSteps: with `origin`, only detents at most this many steps from the
///     detent nearest `origin` are candidates.
/// - Returns: the index of the chosen detent; on an exact tie, the lower one.
public func restingDetent(
    position: Double,
    velocity: Double,
    detents: [Double],
    decelerationRate: DecelerationRate = .normal,
    origin: Double? = nil,
    maximumSteps: Int? = nil
) -> Int {
    guard !detents.isEmpty else { return 0 }
    let projected = position + project(initialVelocity: velocity, decelerationRate: decelerationRate)
    var candidates = detents.indices
    if let origin, let maximumSteps {
        let start = nearestDetent(to: origin, in: detents)
        let steps = max(0, maximumSteps)
        candidates = max(0, start - steps)..<min(detents.count, start + steps + 1)
    }
    return nearestDetent(to: projected, in: detents, among: candidates)
}

/// The index of the detent nearest `value` (the lower one on a tie; 0 for NaN or no detents).
public func nearestDetent(to value: Double, in detents: [Double]) -> Int {
    nearestDetent(to: value, in: detents, among: detents.indices)
}

func nearestDetent(to value: Double, in detents: [Double], among candidates: Range<Int>) -> Int {
    var best = candidates.lowerBound
    guard best < detents.count else { return 0 }
    for index in candidates where abs(detents[index] - value) < abs(detents[best] - value) { best = index }
    return best
}
