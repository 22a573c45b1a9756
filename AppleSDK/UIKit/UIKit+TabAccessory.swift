// Part of the stub UIKit overlay (see UIKit.swift): iOS 26's tab accessory (the
// mini player's place), Dynamic Type's font metrics, and a view's frame and
// coordinate conversion.

/// `@MainActor class UITabAccessory` (A, iOS 26; its superclass not read: C `NSObject`)
/// https://developer.apple.com/documentation/uikit/uitabaccessory
@available(iOS 26.0, *)
@MainActor open class UITabAccessory: NSObject {
    /// `init(contentView: UIView)` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/init(contentview:)
    public init(contentView: UIView) { self.contentView = contentView }
    /// `var contentView: UIView { get }` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/contentview
    public let contentView: UIView

    /// `enum Environment` (A; ObjC `UITabAccessoryEnvironment`) https://developer.apple.com/documentation/uikit/uitabaccessory/environment
    public enum Environment: Int, Sendable {
        /// `case unspecified` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/environment/unspecified
        case unspecified
        /// `case none` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/environment/none
        case none
        /// `case regular` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/environment/regular
        case regular
        /// `case inline` (A) https://developer.apple.com/documentation/uikit/uitabaccessory/environment/inline
        case inline
    }
}

extension UITabBarController {
    /// `var bottomAccessory: UITabAccessory? { get set }` (A, iOS 26) https://developer.apple.com/documentation/uikit/uitabbarcontroller/bottomaccessory
    @available(iOS 26.0, *)
    public var bottomAccessory: UITabAccessory? {
        get { nil }
        set {}
    }
    /// `func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool)` (A, iOS 26)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setbottomaccessory(_:animated:)
    @available(iOS 26.0, *)
    public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {}
}

extension UITraitCollection {
    /// `var tabAccessoryEnvironment: UITabAccessory.Environment { get }` (A, iOS 26)
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/tabaccessoryenvironment
    @available(iOS 26.0, *)
    public var tabAccessoryEnvironment: UITabAccessory.Environment { .unspecified }
}

extension UIView {
    /// `var frame: CGRect { get set }` (A; read here, never set: the mount path sets bounds and position)
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    public var frame: CGRect { bounds }
    /// `func convert(_ rect: CGRect, to view: UIView?) -> CGRect` (A) https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-4j6bw
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
}

/// `class UIFontMetrics` (A, iOS 11; `: NSObject`, C) https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// `init(forTextStyle textStyle: UIFont.TextStyle)` (A) https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// `func scaledFont(for font: UIFont) -> UIFont` (A) https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

extension UIFont {
    /// `struct TextStyle` (C: a raw-value struct of the styles) https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public let rawValue: String
        /// `static let subheadline: UIFont.TextStyle` (C) https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `static let footnote: UIFont.TextStyle` (C) https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }
}
