// Part of the stub UIKit overlay (see UIKit.swift): the card sheet's custom
// presentation (its dismissal animator) and the status bar's style.

/// `enum UIStatusBarStyle` (A) https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
    /// `case default` (A) https://developer.apple.com/documentation/uikit/uistatusbarstyle/default
    case `default`
    /// `case lightContent` (A) https://developer.apple.com/documentation/uikit/uistatusbarstyle/lightcontent
    case lightContent
    /// `case darkContent` (C: listed on the type's page, its own page not read) https://developer.apple.com/documentation/uikit/uistatusbarstyle/darkcontent
    case darkContent
}

/// `@MainActor protocol UIViewControllerTransitioningDelegate : NSObjectProtocol` (A)
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// `optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @objc optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

/// `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol` (A)
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// `func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// `func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// `@MainActor protocol UIViewControllerContextTransitioning : NSObjectProtocol` (A)
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// `var containerView: UIView { get }` (A) https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }
    /// `func completeTransition(_ didComplete: Bool)` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
}
