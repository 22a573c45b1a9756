// Part of the stub UIKit overlay (see UIKit.swift).

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
        /// `nonisolated static let screenChanged: UIAccessibility.Notification` (A) https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        public static let screenChanged = Notification()
        /// `nonisolated static let announcement: UIAccessibility.Notification` (A) https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        public static let announcement = Notification()
    }
}
