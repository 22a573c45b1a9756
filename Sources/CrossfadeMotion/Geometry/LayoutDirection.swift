/// The direction text and horizontal content run, as UIKit's
/// `UIUserInterfaceLayoutDirection` and SwiftUI's `LayoutDirection`: a
/// right-to-left layout mirrors horizontal positions, orders and swipes.
///
/// Interactions lay out and reason in *leading*/*trailing* terms and convert with
/// these helpers at the edge, so one code path serves both directions.
///
/// ```swift
/// let rtl = LayoutDirection.rightToLeft
/// rtl.x(leading: 20, width: 100, in: 390)   // 270: 20 pt from the right edge
/// rtl.leadingDelta(-40)                      // 40: a leftward drag moves toward trailing
/// ```
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left (English), or leading is right (Arabic, Hebrew).
    case leftToRight, rightToLeft

    /// +1 when leading is left, −1 when it is right.
    @inlinable
    public var sign: Double { self == .leftToRight ? 1 : -1 }

    /// The x of a box `leading` points from the leading edge of a container
    /// `containerWidth` wide.
    @inlinable
    public func x(leading: Double, width: Double, in containerWidth: Double) -> Double {
        self == .leftToRight ? leading : containerWidth - leading - width
    }

    /// The frame `rect` (laid out left to right) mirrored within a container `containerWidth` wide.
    @inlinable
    public func mirrored(_ rect: Rect, in containerWidth: Double) -> Rect {
        Rect(
            x: x(leading: rect.origin.x, width: rect.width, in: containerWidth), y: rect.origin.y,
            width: rect.width, height: rect.height)
    }

    /// A horizontal screen movement (pt, positive rightward) in leading-to-trailing
    /// terms (positive toward the trailing edge).
    @inlinable
    public func leadingDelta(_ screenDelta: Double) -> Double { screenDelta * sign }

    /// A leading-to-trailing movement back in screen terms (positive rightward).
    @inlinable
    public func screenDelta(_ leadingDelta: Double) -> Double { leadingDelta * sign }
}
