// A smoke-test declaration set, NOT Apple's SDK: exactly the Objective-C runtime
// symbols Crossfade's Apple files use, each with its documented declaration and
// page. It type-checks our code's use of them; it proves nothing about Apple's API.
// Sources: A = read on the developer.apple.com page; A* = a crawled copy of that
// page; C = corroborated only (generated interfaces, bindings), never read on Apple's page.
@_exported import ObjectiveC

/// A selector (`#selector(...)`). (A) https://developer.apple.com/documentation/objectivec/selector
public struct Selector {
    public init(_ name: String) {}
}

/// `NSObject` conforms to `Hashable` (its `isEqual(_:)` and `hash`).
/// (A, Relationships) https://developer.apple.com/documentation/objectivec/nsobject-swift.class
extension NSObject: Equatable, Hashable {
    public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `@frozen struct ObjCBool` — how `BOOL` crosses into Swift; `@objc` members
/// returning `Bool` need it. (C) https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}

/// The bridging functions the compiler calls for `ObjCBool` (C; the ObjectiveC overlay's).
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)` (A)
/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}

/// `func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?` (A)
/// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

/// `enum objc_AssociationPolicy` (A) https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    /// `case OBJC_ASSOCIATION_RETAIN_NONATOMIC` (A)
    /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}
