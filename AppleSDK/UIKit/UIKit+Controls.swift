// Part of the stub UIKit overlay (see UIKit.swift).

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
    /// `var panGestureRecognizer: UIPanGestureRecognizer { get }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
    /// `var isScrollEnabled: Bool { get set }` (A) https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
}
