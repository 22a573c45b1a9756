import CrossfadeMotion

/// The viewports an interaction lays out for (shared/DESIGN.md, "The interaction
/// contract"): any size from 100 to 4,000 pt a side is accepted — a trace's own,
/// and every viewport change a host reports — and the layouts fit the *fit range*
/// (shorter side 320–1,024 pt, longer side 480–1,366 pt: phones to the largest
/// tablet, portrait or landscape). Outside the fit range nothing drawn goes
/// non-finite or negative; it may be clipped.
///
/// ```swift
/// InteractionViewport.validationError(Size(width: 844, height: 390))   // nil: accepted
/// InteractionViewport.fits(Size(width: 200, height: 300))               // false: drawn, clipped
/// ```
public enum InteractionViewport {
    /// The lengths a viewport's width and height may each have, pt.
    public static let range: ClosedRange<Double> = 100...4_000
    /// The shorter side of a viewport the layouts fit, pt.
    public static let fitShorterSide: ClosedRange<Double> = 320...1_024
    /// The longer side of a viewport the layouts fit, pt.
    public static let fitLongerSide: ClosedRange<Double> = 480...1_366

    /// Why an interaction cannot lay out for `size`, or nil: each side a finite
    /// number of points within `range`. The error names the side.
    public static func validationError(_ size: Size) -> InteractionError? {
        for (field, length) in [("width", size.width), ("height", size.height)] {
            guard length.isFinite else { return .invalidViewport(field: field, reason: "must be a finite number of points, not \(length)") }
            guard range.contains(length) else {
                return .invalidViewport(
                    field: field, reason: "must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)) points, not \(length)")
            }
        }
        return nil
    }

    /// Whether the layouts fit `size` (portrait or landscape) rather than clip it.
    public static func fits(_ size: Size) -> Bool {
        let shorter = min(size.width, size.height), longer = max(size.width, size.height)
        return fitShorterSide.contains(shorter) && fitLongerSide.contains(longer)
    }
}
