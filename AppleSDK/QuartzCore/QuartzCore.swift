// A smoke-test declaration set, NOT Apple's QuartzCore: exactly the symbols
// Crossfade's Apple files use (see ObjectiveC.swift for the source marks).
@_exported import CoreGraphics
@_exported import Foundation

/// `class CALayer` (A; `open class CALayer : NSObject`, C) https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// `init()` (A) https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() {}
    /// `var bounds: CGRect { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds = CGRect.zero
    /// `var position: CGPoint { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position = CGPoint.zero
    /// `func setAffineTransform(_ m: CGAffineTransform)` (A) https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    open func setAffineTransform(_ m: CGAffineTransform) {}
    /// `var opacity: Float { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float = 1
    /// `var cornerRadius: CGFloat { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// `var cornerCurve: CALayerCornerCurve { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
    open var cornerCurve = CALayerCornerCurve.circular
    /// `var maskedCorners: CACornerMask { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
    open var maskedCorners: CACornerMask = []
    /// `var masksToBounds: Bool { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds = false
    /// `var backgroundColor: CGColor? { get set }` (A) https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor?
    /// `func addSublayer(_ layer: CALayer)` (A) https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {}
}

/// `struct CALayerCornerCurve` (A) https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: Hashable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
    /// `static let circular: CALayerCornerCurve` (A) https://developer.apple.com/documentation/quartzcore/calayercornercurve
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// `static let continuous: CALayerCornerCurve` (A) https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `struct CACornerMask` (A; OptionSet, `init(rawValue: UInt)`, C) https://developer.apple.com/documentation/quartzcore/cacornermask
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    /// `static var layerMinXMinYCorner: CACornerMask { get }` (A, topics; form C)
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// `static var layerMaxXMinYCorner: CACornerMask { get }` (A, topics; form C)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// `static var layerMinXMaxYCorner: CACornerMask { get }` (A, topics; form C)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// `static var layerMaxXMaxYCorner: CACornerMask { get }` (A, topics; form C)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// `class CAShapeLayer` (A; superclass CALayer, C) https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    /// `var path: CGPath? { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    open var path: CGPath?
    /// `var strokeColor: CGColor? { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
    open var strokeColor: CGColor?
    /// `var fillColor: CGColor? { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    open var fillColor: CGColor?
    /// `var lineWidth: CGFloat { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
    open var lineWidth: CGFloat = 1
    /// `var lineCap: CAShapeLayerLineCap { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
    open var lineCap = CAShapeLayerLineCap.butt
    /// `var lineJoin: CAShapeLayerLineJoin { get set }` (A) https://developer.apple.com/documentation/quartzcore/cashapelayer/linejoin
    open var lineJoin = CAShapeLayerLineJoin.miter
}

/// `struct CAShapeLayerLineCap` (A) https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: Hashable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// `static let round: CAShapeLayerLineCap` (C)
    public static let round = CAShapeLayerLineCap(rawValue: "round")
}

/// `struct CAShapeLayerLineJoin` (A) https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin
public struct CAShapeLayerLineJoin: Hashable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// `static let round: CAShapeLayerLineJoin` (C)
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
}

/// `class CATransaction` (A; `: NSObject`, Apple's API diff) https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
    /// `class func begin()` (A) https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() {}
    /// `class func commit()` (A) https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() {}
    /// `class func setDisableActions(_ flag: Bool)` (A) https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) {}
}

/// `class CADisplayLink` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// `init(target: Any, selector sel: Selector)` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) {}
    /// `func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// `func invalidate()` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}
    /// `var isPaused: Bool { get set }` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused = false
    /// `var targetTimestamp: CFTimeInterval { get }` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { 0 }
    /// `var preferredFrameRateRange: CAFrameRateRange { get set }` (A) https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    open var preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)
}

/// `struct CAFrameRateRange` (A) https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Hashable, Sendable {
    /// `init(minimum: Float, maximum: Float, preferred: Float? = nil)` (A)
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}

/// `func CACurrentMediaTime() -> CFTimeInterval` (A*) https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
