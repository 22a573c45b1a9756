// A smoke-test declaration set, NOT Apple's UIKit: exactly the symbols
// Crossfade's Apple files use, each with its documented declaration and page
// (source marks in ObjectiveC.swift: A, A*, C). DocC omits `open`, `override` and
// superclasses; they are given here as the generated interfaces have them (C).
@_exported import UIKit
@_exported import QuartzCore
@_exported import Foundation

// MARK: Responders and views

/// `@MainActor class UIResponder` (A; `: NSObject`, C) https://developer.apple.com/documentation/uikit/uiresponder
/// The accessibility members below are NSObject's informal UIAccessibility
/// protocol on Apple's SDK; they are declared on UIResponder here (the common
/// superclass of everything the Apple files override them in) because a stub
/// cannot add overridable Swift members to an Objective-C class.
@MainActor open class UIResponder: NSObject {
    /// `@MainActor var accessibilityElements: [Any]? { get set }`
    /// (A*) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    open var accessibilityElements: [Any]? {
        get { nil }
        set {}
    }
    /// `var accessibilityLabel: String? { get set }` (A on UIAccessibilityElement; NSObject's, C)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    open var accessibilityLabel: String?
    /// `@MainActor var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }` (A)
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// `@MainActor func accessibilityIncrement()` (A*) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    open func accessibilityIncrement() {}
    /// `@MainActor func accessibilityDecrement()` (A) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    open func accessibilityDecrement() {}
    /// `@MainActor func accessibilityPerformEscape() -> Bool` (A) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    open func accessibilityPerformEscape() -> Bool { false }
    /// `@MainActor func accessibilityActivate() -> Bool` (A) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    open func accessibilityActivate() -> Bool { false }
}

/// `@MainActor protocol UITraitEnvironment : NSObjectProtocol` (A) https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// `var traitCollection: UITraitCollection { get }` (A) https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

/// `@MainActor protocol UITraitChangeObservable` (A) https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@MainActor public protocol UITraitChangeObservable {}

extension UITraitChangeObservable {
    /// `typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void` (A)
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait],
    /// handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`
    /// (A) https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait],
                                                                             handler: @escaping Self.TraitChangeHandler<TraitEnvironment>)
        -> any UITraitChangeRegistration { TraitChangeRegistration() }
}

/// `protocol UITraitChangeRegistration` (C) https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration {}
struct TraitChangeRegistration: UITraitChangeRegistration {}

/// `protocol UITraitDefinition` (C) https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {}
/// `typealias UITrait = UITraitDefinition.Type` (C) https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type
/// `struct UITraitUserInterfaceStyle` (A) https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
/// `struct UITraitPreferredContentSizeCategory` (C) https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// `struct UITraitLayoutDirection` (C) https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
public struct UITraitLayoutDirection: UITraitDefinition {}

/// `@MainActor class UIView` (A; `open class UIView : UIResponder, …, UITraitEnvironment`, C)
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    /// `init(frame: CGRect)` (A) https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// `init?(coder: NSCoder)` (C, required) https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `class var layerClass: AnyClass { get }` (A) https://developer.apple.com/documentation/uikit/uiview/layerclass
    open class var layerClass: AnyClass { CALayer.self }
    /// `var layer: CALayer { get }` (A) https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }
    /// `var bounds: CGRect { get set }` (A) https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds = CGRect.zero
    /// `var transform: CGAffineTransform { get set }` (A) https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform = CGAffineTransform.identity
    /// `var autoresizingMask: UIView.AutoresizingMask { get set }` (C; the struct is A)
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: AutoresizingMask = []
    /// `var isHidden: Bool { get set }` (C) https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    /// `var isMultipleTouchEnabled: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    open var isMultipleTouchEnabled = false
    /// `var subviews: [UIView] { get }` (C) https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { [] }
    /// `var window: UIWindow? { get }` (A) https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    /// `var safeAreaInsets: UIEdgeInsets { get }` (A) https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }
    /// `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (A)
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// `var traitCollection: UITraitCollection { get }` (A) https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// `func addSubview(_ view: UIView)` (A) https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// `func insertSubview(_ view: UIView, at index: Int)` (A) https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// `func removeFromSuperview()` (A) https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    /// `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)` (A) https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// `func layoutSubviews()` (A) https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// `func setNeedsLayout()` (C) https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}
    /// `func willMove(toWindow newWindow: UIWindow?)` (A) https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// `func didMoveToWindow()` (A) https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}
    /// `func safeAreaInsetsDidChange()` (A) https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    open func safeAreaInsetsDidChange() {}
    /// `func point(inside point: CGPoint, with event: UIEvent?) -> Bool` (A) https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    /// `func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView?` (A)
    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }

    /// `struct AutoresizingMask` (A) https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        /// `static var flexibleWidth: UIView.AutoresizingMask { get }` (A)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `static var flexibleHeight: UIView.AutoresizingMask { get }` (C, onestack)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

/// `@MainActor class UIWindow` (C) https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

/// `struct UIEdgeInsets` (C) https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    public init() {}
}

/// `enum UIUserInterfaceLayoutDirection` (A) https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// `class UITraitCollection` (A) https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// `var userInterfaceStyle: UIUserInterfaceStyle { get }` (A) https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// `var preferredContentSizeCategory: UIContentSizeCategory { get }` (A)
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// `enum UIUserInterfaceStyle` (A) https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// `struct UIContentSizeCategory` (A; members A, their raw values placeholders here) https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

// MARK: Touches and gestures

/// `@MainActor class UIEvent` (C) https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// `func coalescedTouches(for touch: UITouch) -> [UITouch]?` (A) https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

/// `@MainActor class UITouch` (A) https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// `var timestamp: TimeInterval { get }` (A) https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { 0 }
    /// `func location(in view: UIView?) -> CGPoint` (A) https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// `@MainActor class UIGestureRecognizer` (A; `: NSObject`, C) https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// Its writable `state` and overridable touch methods come with
/// `import UIKit.UIGestureRecognizerSubclass` on Apple's SDK; here they are always there.
@MainActor open class UIGestureRecognizer: NSObject {
    /// `init(target: Any?, action: Selector?)` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}
    /// `var state: UIGestureRecognizer.State { get set }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state = State.possible
    /// `var cancelsTouchesInView: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView = true
    /// `var delaysTouchesBegan: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
    open var delaysTouchesBegan = false
    /// `var delaysTouchesEnded: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded = true
    /// `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent)` (C) https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent)` (C) https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent)` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// `enum State` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

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

// MARK: Controls and scroll views

/// `@MainActor class UIControl` (A; `: UIView`, C) https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// `func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool` (A) https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    /// `func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool` (A) https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    /// `func endTracking(_ touch: UITouch?, with event: UIEvent?)` (A) https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// `func cancelTracking(with event: UIEvent?)` (A) https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)
    open func cancelTracking(with event: UIEvent?) {}
    /// `func sendActions(for controlEvents: UIControl.Event)` (A) https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: UIControl.Event) {}
    /// `func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)` (A)
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}

    /// `struct Event` (A) https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        /// `static var touchUpInside: UIControl.Event { get }` (C) https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// `static var valueChanged: UIControl.Event { get }` (A) https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// `struct State` (A) https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        /// `static var normal: UIControl.State { get }` (A, linked from setImage(_:for:)) https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
    }
}

/// `@MainActor class UIButton : UIControl` (C) https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// `convenience init(type buttonType: UIButton.ButtonType)` (A) https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    /// `func setImage(_ image: UIImage?, for state: UIControl.State)` (A) https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}

    /// `enum ButtonType` (A) https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable { case custom, system }
}

/// `@MainActor class UIScrollView` (A; `: UIView`, C) https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// `var contentOffset: CGPoint { get set }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset = CGPoint.zero
    /// `var contentSize: CGSize { get set }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize = CGSize(width: 0, height: 0)
    /// `var adjustedContentInset: UIEdgeInsets { get }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }
    /// `var isScrollEnabled: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
}

// MARK: View controllers and presentation

/// `@MainActor class UIViewController` (A; `: UIResponder`, C) https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder, UITraitEnvironment {
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (C)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// `init?(coder: NSCoder)` (C, required) https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `var view: UIView! { get set }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView!
    /// `var parent: UIViewController? { get }` (C) https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { nil }
    /// `var traitCollection: UITraitCollection { get }` (A) https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// `var presentationController: UIPresentationController? { get }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { nil }
    /// `func loadView()` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {}
    /// `func viewDidLoad()` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// `func addChild(_ childController: UIViewController)` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {}
    /// `func didMove(toParent parent: UIViewController?)` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}
}

/// `enum UIModalPresentationStyle` (A) https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable { case automatic, fullScreen, overFullScreen }

/// `class UIPresentationController` (A) https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor open class UIPresentationController: NSObject {
    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }` (A)
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol` (A)
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor @objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool` (A)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// `optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)` (A)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// `@MainActor class UITabBarController` (C; `: UIViewController`) https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor open class UITabBarController: UIViewController {
    /// `var viewControllers: [UIViewController]? { get set }` (C) https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]?
    /// `var tabBar: UITabBar { get }` (A) https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    open var tabBar: UITabBar { UITabBar(frame: .zero) }
}

/// `@MainActor class UITabBar` (C; `: UIView`) https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {}

/// `class UIApplication` (C) https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// `nonisolated class let willResignActiveNotification: NSNotification.Name` (A)
    /// https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
}

// MARK: Accessibility

/// `struct UIAccessibilityTraits` (A; OptionSet of UInt64, C) https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public let rawValue: UInt64
    /// `nonisolated static let button: UIAccessibilityTraits` (C)
    public static let button = Self(rawValue: 1 << 0)
    /// `nonisolated static let image: UIAccessibilityTraits` (C)
    public static let image = Self(rawValue: 1 << 2)
    /// `nonisolated static let selected: UIAccessibilityTraits` (C)
    public static let selected = Self(rawValue: 1 << 3)
    /// `nonisolated static let staticText: UIAccessibilityTraits` (A) https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = Self(rawValue: 1 << 6)
    /// `nonisolated static let adjustable: UIAccessibilityTraits` (A) https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = Self(rawValue: 1 << 12)
    /// `nonisolated static let header: UIAccessibilityTraits` (C)
    public static let header = Self(rawValue: 1 << 16)
}

/// `@MainActor class UIAccessibilityElement` (A; `: UIResponder`, C) https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: UIResponder {
    /// `init(accessibilityContainer container: Any)` (A) https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {}
    /// `var accessibilityFrameInContainerSpace: CGRect { get set }` (A)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    open var accessibilityFrameInContainerSpace = CGRect.zero
    /// `var accessibilityValue: String? { get set }` (A) https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    open var accessibilityValue: String?
    /// `var accessibilityTraits: UIAccessibilityTraits { get set }` (A) https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits = []
}

/// `@MainActor class UIAccessibilityCustomAction` (A) https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// `@MainActor typealias Handler = (UIAccessibilityCustomAction) -> Bool` (A) https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    /// `init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler)` (A*)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}

/// `UIAccessibility` (N: the type's own page was not found; members A)
public enum UIAccessibility {
    /// `@MainActor static var isReduceMotionEnabled: Bool { get }` (A) https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// `nonisolated static let reduceMotionStatusDidChangeNotification: NSNotification.Name` (A*)
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)` (A)
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// `struct Notification` (A) https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Sendable {
        /// `nonisolated static let layoutChanged: UIAccessibility.Notification` (A)
        public static let layoutChanged = Notification()
    }
}

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
