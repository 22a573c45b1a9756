import CrossfadeMotion

extension ScrollPhysics {
    /// Lays the axis out again for `newConfiguration` (a viewport change) at
    /// `time`: the content is now at `offset`, moving at `velocity` (pt, pt/s, in
    /// the new geometry: the caller derives them from what it keeps in place), and
    /// what it was doing carries on from there — never a jump, never a restart:
    /// - at rest, it rests at `offset` within the new bounds;
    /// - under a finger, the finger holds it at `offset` (past an edge no further
    ///   than the rubber band can draw) and moves it by its travel from there;
    /// - decelerating, the same exponential runs on from `offset` with `velocity`,
    ///   meeting the new edges;
    /// - bouncing, snapping or scrolling to an offset, the same spring runs on from
    ///   `offset` with `velocity` toward `target(old target)`, within the new bounds.
    ///
    /// ```swift
    /// // A pager whose pages were 390 pt wide and are now 844: the same page, the same fraction of it.
    /// let scale = 844.0 / 390
    /// pager.relayout(wider, offset: pager.contentOffset * scale, velocity: pager.velocity * scale, at: t) { $0 * scale }
    /// ```
    public mutating func relayout(
        _ newConfiguration: ScrollConfiguration, offset: Double, velocity: Double, at time: Double, target: (Double) -> Double
    ) {
        advance(to: time)
        let running = motion, oldTarget = targetOffset, wasPhase = phase
        let offset = offset.isFinite ? offset : contentOffset, velocity = velocity.isFinite ? velocity : 0
        configuration = newConfiguration
        let low = newConfiguration.minimumOffset, high = newConfiguration.maximumOffset
        switch wasPhase {
        case .idle:
            contentOffset = clamp(offset, low...high)
            motion = .none
            self.velocity = 0
            targetOffset = nil
        case .dragging:
            contentOffset = withinReach(offset)
            dragStartRaw = unbanded(contentOffset) + dragTranslation
            dragStartOffset = banded(dragStartRaw)
            dragOrigin = target(dragOrigin)
        case .decelerating:
            contentOffset = withinReach(offset)
            if contentOffset < low || contentOffset > high {
                let slope = bandSlope(raw: unbanded(contentOffset), moving: velocity)
                startBounce(to: contentOffset < low ? low : high, rawVelocity: slope > 0 ? velocity / slope : 0)
            } else {
                decelerate(velocity: velocity)
            }
        case .bouncing, .snapping:
            contentOffset = withinReach(offset)
            let spring: Spring
            switch running {
            case .spring(let settling), .bounce(let settling): spring = settling.spring
            default: spring = newConfiguration.snapSpring
            }
            startSpring(spring, to: clamp(target(oldTarget ?? offset), low...high), velocity: velocity, phase: wasPhase)
        }
    }

    /// Lays the axis out again for `newConfiguration` at `time` as a list does
    /// (UIScrollView on rotation): its rows are as tall as before, so the content
    /// keeps its offset (within the new bounds; past an edge, as far past the new
    /// edge), its velocity, and where a spring was heading (an edge stays that
    /// edge). The content at the leading edge stays exactly there.
    public mutating func relayout(keepingOffset newConfiguration: ScrollConfiguration, at time: Double) {
        advance(to: time)
        let old = configuration
        let offset = Self.kept(contentOffset, from: old, to: newConfiguration)
        relayout(newConfiguration, offset: offset, velocity: velocity, at: time) { Self.kept($0, from: old, to: newConfiguration) }
    }

    /// `offset` in `old`'s bounds as a list keeps it in `new`'s: the same offset
    /// inside the bounds (clamped), and past an edge the same distance past it.
    static func kept(_ offset: Double, from old: ScrollConfiguration, to new: ScrollConfiguration) -> Double {
        if offset < old.minimumOffset { return new.minimumOffset - (old.minimumOffset - offset) }
        if offset > old.maximumOffset { return new.maximumOffset + (offset - old.maximumOffset) }
        return clamp(offset, new.minimumOffset...new.maximumOffset)
    }

    /// `offset` kept within what the rubber band can draw past the edges (a pinned
    /// edge: the edge itself), so a finger or a spring can carry on from it.
    private func withinReach(_ offset: Double) -> Double {
        let low = configuration.minimumOffset, high = configuration.maximumOffset
        let reach = Self.bandReach * configuration.viewportLength
        let lowest = configuration.leadingEdge == .pin ? low : low - reach
        let highest = configuration.trailingEdge == .pin ? high : high + reach
        return clamp(offset, lowest...highest)
    }

    /// How far past an edge a relaid-out offset may be drawn, as a share of the
    /// viewport: the band approaches the viewport's length and never reaches it.
    static let bandReach = 0.9
}
