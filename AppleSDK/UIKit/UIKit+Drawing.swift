// Part of the stub UIKit overlay (see UIKit.swift).

// MARK: Labels, images, colours, fonts

/// `@MainActor class UILabel` (A; `: UIView`, C) https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// `var text: String? { get set }` (A) https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// `var font: UIFont! { get set }` (A) https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!
    /// `var textColor: UIColor! { get set }` (A) https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor!
    /// `var textAlignment: NSTextAlignment { get set }` (A) https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment = NSTextAlignment.natural
    /// `var numberOfLines: Int { get set }` (A) https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines = 1
    /// `var adjustsFontForContentSizeCategory: Bool { get set }` (A, UIContentSizeCategoryAdjusting)
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
}

/// `enum NSTextAlignment` (A) https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// `class UIFont` (C) https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont` (A)
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }

    /// `struct Weight` (A) https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable {
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public let rawValue: CGFloat
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
}

/// `class UIColor` (C; `: NSObject`, Apple's API diff) https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` (A) https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(cgColor: CGColor)` (A) https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    public init(cgColor: CGColor) {}
    /// `var cgColor: CGColor { get }` (A) https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError("stub") }
}

/// `class UIImage` (A) https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// `init?(systemName name: String)` (A) https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {}
}

/// `class UIImageView` (C; `: UIView`) https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// `init(image: UIImage?)` (A) https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { super.init(frame: .zero) }
    /// `init(frame: CGRect)`, UIView's (A) https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    /// `var image: UIImage? { get set }` (A) https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
}
