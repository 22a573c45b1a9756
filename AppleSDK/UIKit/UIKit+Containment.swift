// Part of the stub UIKit overlay (see UIKit.swift): what a container view controller
// calls to let a child go, and the scroll view a controller says it scrolls.
// (Declared in an extension: our files call these; none overrides them.)

extension UIViewController {
    /// `func willMove(toParent parent: UIViewController?)` (A)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    public func willMove(toParent parent: UIViewController?) {}
    /// `func removeFromParent()` (A) https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    public func removeFromParent() {}
    /// `func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?` (A, iOS 15)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
}

/// `struct NSDirectionalRectEdge` (A; `OptionSet`, `Sendable`: C, AppKit's page of the same type)
/// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    /// `init(rawValue: UInt)` (C) https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    /// `static var top: NSDirectionalRectEdge { get }` (A, listed on the type's page) https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
}
