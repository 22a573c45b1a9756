// A smoke-test declaration set, NOT Apple's Foundation: exactly the symbols
// Crossfade's Apple files use (see ObjectiveC.swift for the source marks).
@_exported import ObjectiveC

/// `typealias TimeInterval = Double` (A) https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

/// `typealias CFTimeInterval = Double` (A) https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// `class NSCoder` (A) https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// `struct IndexPath` (A) https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Hashable, Sendable {
    /// `init(item: Int, section: Int)` (A) https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// `var item: Int { get set }` (A) https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int
    /// `var section: Int { get set }` (A) https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int
}

/// `struct Notification` (A) https://developer.apple.com/documentation/foundation/notification
public struct Notification {}

/// `class NSNotification` (A) https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    /// `struct Name` (A) https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public struct Name: Hashable, Sendable {
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public let rawValue: String
    }
}

/// `class NotificationCenter` (A) https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject {
    /// `class var default: NotificationCenter { get }` (C) https://developer.apple.com/documentation/foundation/notificationcenter/default
    nonisolated(unsafe) public static var `default` = NotificationCenter()

    /// `func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?)`
    /// (A) https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
    open func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

/// `class RunLoop` (A) https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// `class var main: RunLoop { get }` (A) https://developer.apple.com/documentation/foundation/runloop/main
    nonisolated(unsafe) public static var main = RunLoop()

    /// `struct Mode` (A) https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, Sendable {
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public let rawValue: String
        /// `static let common: RunLoop.Mode` (A) https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode("kCFRunLoopCommonModes")
    }
}

/// `class Bundle` (A) https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {}

// MARK: Key-value observing (the card follows its tracked scroll view's contentSize)

/// `struct NSKeyValueObservingOptions` (C: an `OptionSet`; `.initial`, `.new` as used publicly)
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    /// `static var new: NSKeyValueObservingOptions { get }` (C)
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// `static var initial: NSKeyValueObservingOptions { get }` (C)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
}

/// `@objc(_NSKeyValueObservation) class NSKeyValueObservation` (A) https://developer.apple.com/documentation/foundation/nskeyvalueobservation
open class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// `@objc func invalidate()` (A; also called on deinit) https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    @objc open func invalidate() {}
}

/// `struct NSKeyValueObservedChange<Value>` (C) https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {}

/// `protocol _KeyValueCodingAndObserving` (C: what `NSObject` conforms to for `observe`)
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    /// changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation` (A)
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    @preconcurrency public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { NSKeyValueObservation() }
}

// MARK: The system's version (the mini player: the tab accessory from iOS 26)

/// `class ProcessInfo` (A; `: NSObject`, C) https://developer.apple.com/documentation/foundation/processinfo
open class ProcessInfo: NSObject, @unchecked Sendable {
    /// `class var processInfo: ProcessInfo { get }` (C) https://developer.apple.com/documentation/foundation/processinfo/processinfo
    open class var processInfo: ProcessInfo { ProcessInfo() }
    /// `var operatingSystemVersion: OperatingSystemVersion { get }` (A)
    /// https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversion
    open var operatingSystemVersion: OperatingSystemVersion { OperatingSystemVersion() }
}

/// `struct OperatingSystemVersion` (A) https://developer.apple.com/documentation/foundation/operatingsystemversion
public struct OperatingSystemVersion: Sendable {
    /// `init()` (A, listed on the type's page)
    public init() {}
    /// `var majorVersion: Int` (C) https://developer.apple.com/documentation/foundation/operatingsystemversion/majorversion
    public var majorVersion = 0
}
