// Part of the stub UIKit overlay (see UIKit.swift).

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
    /// `func reset()` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
    open func reset() {}
    /// `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `var view: UIView? { get }` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { nil }

    /// `enum State` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol` (A) https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool`
    /// (A) https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool`
    /// (A) https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool`
    /// (A) https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

/// `@MainActor class UIPanGestureRecognizer` (C: `: UIGestureRecognizer`) https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// `@MainActor class UIScreenEdgePanGestureRecognizer` (A; `: UIPanGestureRecognizer`, C) https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}
