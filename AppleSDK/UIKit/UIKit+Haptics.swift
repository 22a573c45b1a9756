// Part of the stub UIKit overlay (see UIKit.swift).

// MARK: Haptics

/// `@MainActor class UIFeedbackGenerator` (A) https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
    /// `func prepare()` (A) https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
    /// `convenience init(view: UIView)`, iOS 17.5 (A) https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    /// (Declared on the subclass that uses it below: a stub's convenience init would not reach
    /// UIImpactFeedbackGenerator, which has a designated init of its own.)
    override public init() {}
}

/// `@MainActor class UIImpactFeedbackGenerator` (C; subclass of UIFeedbackGenerator) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `init(style: UIImpactFeedbackGenerator.FeedbackStyle)` (A; shown deprecated in iOS 27's docs, `init(style:view:)` iOS 17.5)
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    /// `convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView)`, iOS 17.5 (A)
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)
    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { self.init(style: style) }
    /// `func impactOccurred()` (A) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    open func impactOccurred() {}

    /// `enum FeedbackStyle : Int` (C) https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

/// `@MainActor class UISelectionFeedbackGenerator` (A) https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `init()` (inherited from NSObject; C)
    override public init() {}
    /// `convenience init(view: UIView)`, iOS 17.5, UIFeedbackGenerator's (A)
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    @available(iOS 17.5, *)
    public convenience init(view: UIView) { self.init() }
    /// `func selectionChanged()` (A) https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() {}
}
