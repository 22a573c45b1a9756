// Part of the stub UIKit overlay (see UIKit.swift).

// MARK: Haptics

/// `@MainActor class UIFeedbackGenerator` (A) https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
    /// `func prepare()` (A) https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
}

/// `@MainActor class UIImpactFeedbackGenerator` (C; subclass of UIFeedbackGenerator) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `init(style: UIImpactFeedbackGenerator.FeedbackStyle)` (A; shown deprecated in iOS 27's docs, `init(style:view:)` iOS 17.5)
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    /// `func impactOccurred()` (A) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    open func impactOccurred() {}

    /// `enum FeedbackStyle : Int` (C) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

/// `@MainActor class UISelectionFeedbackGenerator` (A) https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `func selectionChanged()` (A) https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() {}
}
