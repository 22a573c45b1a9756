import CrossfadeInteractions
import CrossfadeMotion

/// The system settings as a platform reports them (UIKit's safe-area insets,
/// trait collection and accessibility settings), turned into the engine's
/// `InteractionEnvironment` here, once: left and right become leading and
/// trailing by the layout direction, the content size category becomes a text
/// scale, an unspecified appearance is light (as UIKit draws it), and every
/// number goes on the grid a recorded trace writes exactly.
///
/// ```swift
/// let traits = PlatformTraits(safeArea: (top: 59, left: 0, bottom: 34, right: 0), isRightToLeft: false,
///                             reduceMotion: false, contentSize: .extraLarge, appearance: .dark)
/// traits.environment.textScale   // 19 / 17
/// ```
public struct PlatformTraits: Hashable, Sendable {
    /// Light, dark, or not said.
    public enum Appearance: String, Hashable, Sendable {
        /// The platform did not say (taken as light, as UIKit draws it).
        case unspecified
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// The safe area's top inset, pt.
    public var top: Double
    /// The safe area's left inset, pt.
    public var left: Double
    /// The safe area's bottom inset, pt.
    public var bottom: Double
    /// The safe area's right inset, pt.
    public var right: Double
    /// Whether the layout runs right to left.
    public var isRightToLeft: Bool
    /// Whether Reduce Motion is on.
    public var reduceMotion: Bool
    /// Dynamic Type's category (nil: unspecified, the default size).
    public var contentSize: ContentSizeCategory?
    /// Light, dark or not said.
    public var appearance: Appearance

    /// The settings as the platform reports them (insets in pt, left and right as on screen).
    public init(
        safeArea: (top: Double, left: Double, bottom: Double, right: Double), isRightToLeft: Bool, reduceMotion: Bool,
        contentSize: ContentSizeCategory?, appearance: Appearance
    ) {
        (top, left, bottom, right) = safeArea
        self.isRightToLeft = isRightToLeft
        self.reduceMotion = reduceMotion
        self.contentSize = contentSize
        self.appearance = appearance
    }

    /// The engine's environment for these settings.
    public var environment: InteractionEnvironment {
        let leading = isRightToLeft ? right : left, trailing = isRightToLeft ? left : right
        let scale = contentSize?.textScale ?? 1
        let range = InteractionEnvironment.textScales
        return InteractionEnvironment(
            safeArea: EdgeInsets(top: Self.inset(top), leading: Self.inset(leading), bottom: Self.inset(bottom), trailing: Self.inset(trailing)),
            layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight, reduceMotion: reduceMotion,
            textScale: Quantize.onGrid(min(max(scale, range.lowerBound), range.upperBound), scale: 1_000_000),
            appearance: appearance == .dark ? .dark : .light)
    }

    /// A safe-area inset on the options' grid and in their range (0…200 pt).
    private static func inset(_ value: Double) -> Double {
        Quantize.onGrid(min(max(value.isFinite ? value : 0, 0), 200), scale: 1_000_000)
    }
}

extension InteractionEnvironment {
    /// The environment as the six environment options (`topSafeArea`,
    /// `bottomSafeArea`, `rtl`, `reduceMotion`, `textScale`, `appearance`), for a
    /// session created in it.
    public var options: [String: Scalar] {
        [
            "topSafeArea": .number(safeArea.top), "bottomSafeArea": .number(safeArea.bottom), "rtl": .bool(isRightToLeft),
            "reduceMotion": .bool(reduceMotion), "textScale": .number(textScale), "appearance": .string(appearance.rawValue)
        ]
    }
}

extension LayoutDirection {
    /// The direction a platform's right-to-left flag says.
    public init(isRightToLeft: Bool) { self = isRightToLeft ? .rightToLeft : .leftToRight }
}
