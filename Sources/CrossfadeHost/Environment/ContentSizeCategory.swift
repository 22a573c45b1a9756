/// Dynamic Type's text sizes, as iOS names them (`UIContentSizeCategory`), and the
/// text scale each stands for: the body style's size at that category over its
/// default 17 pt (Apple's Human Interface Guidelines, "Dynamic Type sizes":
/// 14, 15, 16, 17, 19, 21, 23 pt, then the accessibility sizes 28, 33, 40, 47, 53 pt).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    /// The standard sizes: body text of 14, 15, 16, 17 (the default, `large`), 19, 21 and 23 pt.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes: body text of 28, 33, 40, 47 and 53 pt.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The body style's size at this category, pt.
    public var bodySize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// `InteractionEnvironment.textScale` for this category (1 at `.large`, the default).
    public var textScale: Double { bodySize / 17 }
}
