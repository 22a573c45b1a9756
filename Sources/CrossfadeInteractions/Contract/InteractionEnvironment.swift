import CrossfadeMotion

/// The system settings an interaction draws for, in one value: what a host reads
/// from its platform (UIKit's traits and accessibility settings, the page's media
/// queries) and a parent hands its children unchanged.
///
/// ```swift
/// var environment = InteractionEnvironment()
/// environment.safeArea = EdgeInsets(top: 59, bottom: 34)   // iPhone 15
/// environment.textScale = 1.235                           // Dynamic Type's xxLarge
/// environment.appearance = .light
/// ```
public struct InteractionEnvironment: Hashable, Sendable {
    /// Light or dark, as the system's appearance says.
    public enum Appearance: String, Hashable, Sendable {
        /// Light text on dark backgrounds (the default).
        case dark
        /// Dark text on light backgrounds.
        case light
    }

    /// The safe area's insets in points: the status bar or notch above, the home
    /// indicator below.
    public var safeArea: EdgeInsets
    /// Right to left mirrors the horizontal interactions (and text alignment).
    public var layoutDirection: LayoutDirection
    /// Reduce Motion: dragged things still follow the finger; only the animations
    /// the engine runs by itself (releases, actions, swaps) become cross-fades.
    public var reduceMotion: Bool
    /// Dynamic Type's scale for text (1 at the default size; UIFontMetrics's ratio).
    public var textScale: Double
    /// Light or dark (dark by default).
    public var appearance: Appearance
    /// Where the platform places the mini player, in the viewport's points, when it
    /// does (iOS 26's tab accessory: `UITabAccessory`, `tabViewBottomAccessory`): the
    /// player-transition's mini bar rests there and grows from there. It may change
    /// over time (the accessory's inline placement as the tab bar minimizes, its
    /// expanded placement). Nil: the interaction places the bar itself, above its tab bar.
    public var accessoryFrame: Rect?

    /// An iPhone 14's safe area, left to right, motion on, default text, dark.
    public init(
        safeArea: EdgeInsets = EdgeInsets(top: 47, bottom: 34), layoutDirection: LayoutDirection = .leftToRight,
        reduceMotion: Bool = false, textScale: Double = 1, appearance: Appearance = .dark
    ) {
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.reduceMotion = reduceMotion
        self.textScale = textScale
        self.appearance = appearance
        self.accessoryFrame = nil
    }

    /// Whether layouts mirror.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// A font size in points, scaled for Dynamic Type (and kept readable).
    public func font(_ size: Double) -> Double { max(1, size * textScale) }

    /// The colours for the appearance.
    public var palette: Palette { appearance == .light ? .light : .dark }

    /// The range a text scale may take (UIKit's xSmall ≈ 0.82 to AX5 ≈ 3.12).
    public static let textScales: ClosedRange<Double> = 0.5...3.5
}

/// Insets from the edges of a frame, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, pt.
    public var top: Double
    /// The inset from the leading edge (left, or right in right-to-left), pt.
    public var leading: Double
    /// The inset from the bottom edge, pt.
    public var bottom: Double
    /// The inset from the trailing edge (right, or left in right-to-left), pt.
    public var trailing: Double

    /// Insets in points, each 0 unless given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension OptionTable {
    /// The environment's options, written once for every interaction: `topSafeArea`,
    /// `bottomSafeArea`, `rtl`, `reduceMotion`, `textScale` and `appearance`.
    public static func environment() -> [InteractionOption<Configuration>] where Configuration: InteractionConfiguration {
        [
            .number("topSafeArea", 0...200, default: 47, "top safe-area inset (status bar, notch), pt") { $0.environment.safeArea.top = $1 },
            .number("bottomSafeArea", 0...200, default: 34, "bottom safe-area inset (home indicator), pt") { $0.environment.safeArea.bottom = $1 },
            .bool("rtl", default: false, "right to left: horizontal interactions and text mirror") {
                $0.environment.layoutDirection = $1 ? .rightToLeft : .leftToRight
            },
            .bool("reduceMotion", default: false, "Reduce Motion: drags still follow the finger; the engine's own animations cross-fade") {
                $0.environment.reduceMotion = $1
            },
            .number("textScale", InteractionEnvironment.textScales, default: 1, "Dynamic Type: text size relative to the default") {
                $0.environment.textScale = $1
            },
            .choice(
                "appearance", [("dark", InteractionEnvironment.Appearance.dark), ("light", .light)], default: "dark",
                "light or dark colours"
            ) { $0.environment.appearance = $1 }
        ]
    }
}
