// Part of the stub UIKit overlay (see UIKit.swift).

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
    /// `var accessibilityValue: String? { get set }` (A on UIAccessibilityElement; NSObject's, C)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    open var accessibilityValue: String?
    /// `var accessibilityTraits: UIAccessibilityTraits { get set }` (A on UIAccessibilityElement; NSObject's, C)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// `var isAccessibilityElement: Bool { get set }` (C) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement = false
    /// `var accessibilityViewIsModal: Bool { get set }` (C) https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    open var accessibilityViewIsModal = false
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
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    )
        -> any UITraitChangeRegistration
    { TraitChangeRegistration() }
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
    /// `func isDescendant(of view: UIView) -> Bool` (A) https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    open func isDescendant(of view: UIView) -> Bool { false }
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
@MainActor open class UIWindow: UIView {
    /// `weak var windowScene: UIWindowScene? { get set }`, iOS 13 (A) https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open weak var windowScene: UIWindowScene?
    /// `var rootViewController: UIViewController? { get set }` (A) https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
}

/// `@MainActor class UIScene` (C: `: UIResponder`) https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {}

/// `@MainActor class UIWindowScene` (C: `: UIScene`) https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    /// `func displayLink(target: Any, selector sel: Selector) -> CADisplayLink?`, iOS 27 (A)
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/displaylink(target:selector:)
    @available(iOS 27, *)
    open func displayLink(target: Any, selector sel: Selector) -> CADisplayLink? { nil }
}

/// `struct UIEdgeInsets` (C) https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    public init() {}
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)` (A) https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
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
