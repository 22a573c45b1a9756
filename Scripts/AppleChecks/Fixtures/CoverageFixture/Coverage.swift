// doc-coverage's fixture (Scripts/doc-coverage.sh checks the checker on it first):
// every line marked API holds a public declaration it must count (×2: two), and
// those marked UNDOCUMENTED are the ones it must list. Never compiled; only parsed.

/// A documented public type.
public struct Documented: CustomStringConvertible, Requirements {  // API
    /// A documented stored property.
    public var value: Double  // API
    public private(set) var count = 0  // API UNDOCUMENTED
    public let first: Int, second: Int  // API ×2 UNDOCUMENTED (two bindings: two declarations)
    ///
    public var emptyComment: Int  // API UNDOCUMENTED
    /** A block comment counts. */
    public func blockCommented() {}  // API
    var internalValue: Int
    @usableFromInline var inlinable: Int
    public var _underscored: Int
    @_spi(Testing) public var spi: Int

    /// Implements a requirement of a protocol of these modules: its summary is shown.
    public var requirement: Int { 0 }  // API
    public func inherited(at time: Double) {}  // API (Requirements documents it)
    public func undocumentedRequirement() {}  // API UNDOCUMENTED (the requirement has no summary)
    public var description: String { "" }  // API UNDOCUMENTED (the standard library's summary is not shown)
    public static func + (lhs: Documented, rhs: Documented) -> Documented { lhs }  // API UNDOCUMENTED
    public subscript(index: Int) -> Int { index }  // API UNDOCUMENTED

    // A plain comment is not a summary.
    public init() {}  // API UNDOCUMENTED
}

/// Requirements are public without a modifier in a public protocol.
public protocol Requirements {  // API
    /// The requirement's summary.
    var requirement: Int { get }  // API
    /// Another.
    func inherited(at time: Double)  // API
    func undocumentedRequirement()  // API UNDOCUMENTED
    associatedtype Element  // API UNDOCUMENTED
}

public enum Choice {  // API UNDOCUMENTED
    /// Cases are public with their enum.
    case first, second(Int)  // API ×2 (two cases, one comment)
    case third(label: String)  // API UNDOCUMENTED
}

struct Internal {
    public var notAPI: Int
    public struct NestedNotAPI {}
}

extension Internal {
    public func stillNotAPI() {}
}

public extension Documented {
    func publicByExtension() {}  // API UNDOCUMENTED
    private func hidden() {}
}

extension Double {
    /// Public members of another module's type are API.
    public var doubled: Double { self * 2 }  // API
}

#if canImport(Darwin)
    public func insideIf() {}  // API UNDOCUMENTED
#endif

func internalFunction() {}
private struct Private {}
package struct PackageOnly {}
