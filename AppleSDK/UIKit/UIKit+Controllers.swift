// Part of the stub UIKit overlay (see UIKit.swift).

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
    /// `func viewDidDisappear(_ animated: Bool)` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// `func viewDidAppear(_ animated: Bool)` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// `var isBeingDismissed: Bool { get }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool { false }
    /// `var title: String? { get set }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// `var presentingViewController: UIViewController? { get }` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { nil }
    /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// `var modalPresentationCapturesStatusBarAppearance: Bool { get set }` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
    open var modalPresentationCapturesStatusBarAppearance = false
    /// `var isModalInPresentation: Bool { get set }` (A, iOS 13) https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation = false
    /// `var preferredStatusBarStyle: UIStatusBarStyle { get }` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// `func setNeedsStatusBarAppearanceUpdate()` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `var additionalSafeAreaInsets: UIEdgeInsets { get set }` (A, iOS 11)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
    open var additionalSafeAreaInsets = UIEdgeInsets()
}

/// `enum UIModalPresentationStyle` (A) https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable { case automatic, fullScreen, overFullScreen, custom }

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
    /// `optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)` (A)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    @objc optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (A)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
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
