/// How far content moves when dragged `offset` points past its edge: UIScrollView's
/// rubber band, b(x) = (1 − 1/(x·c/d + 1))·d, with c = 0.55 and d the viewport's
/// length along the axis (PHYSICS.md; the constant is the one FloatingPanel and
/// others measured from UIKit).
///
/// Negative offsets (past the leading edge) are mirrored. The result never
/// exceeds `dimension`, grows ever slower, and has slope `coefficient` at 0.
///
/// - Parameters:
///   - offset: how far the finger went past the edge, in points.
///   - dimension: the viewport's length along the axis, in points (≤ 0 or NaN → 0).
///   - coefficient: the stiffness of the band (default 0.55).
public func rubberBand(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0, offset.isFinite, coefficient.isFinite, coefficient > 0 else {
        return offset == .infinity ? max(dimension, 0) : offset == -.infinity ? -max(dimension, 0) : 0
    }
    let magnitude = (1 - 1 / (abs(offset) * coefficient / dimension + 1)) * dimension
    return offset < 0 ? -magnitude : magnitude
}

/// The finger offset that produces rubber-banded offset `banded`: the inverse of
/// `rubberBand(offset:dimension:coefficient:)`, for catching a bouncing edge
/// without a jump. `banded` must be smaller than `dimension` in magnitude.
public func rubberBandInverse(banded: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0, banded.isFinite, coefficient > 0 else { return 0 }
    let fraction = min(abs(banded) / dimension, 1 - 1e-9)
    let magnitude = (1 / (1 - fraction) - 1) * dimension / coefficient
    return banded < 0 ? -magnitude : magnitude
}

/// How fast a rubber-banded offset moves per point of finger travel, where the
/// band currently shows `banded` points: b′(x) = c / (x·c/d + 1)² at the finger
/// offset x that produces it. A release multiplies the finger's velocity by this,
/// so the spring back starts with the speed the content actually had.
public func rubberBandSlope(banded: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0, coefficient > 0, banded.isFinite, banded != 0 else { return banded == 0 ? 1 : 0 }
    let offset = abs(rubberBandInverse(banded: banded, dimension: dimension, coefficient: coefficient))
    let denominator = offset * coefficient / dimension + 1
    return coefficient / (denominator * denominator)
}
