import SwiftSyntax

/// The access levels that decide whether a declaration is public API.
enum AccessLevel {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    var isPublic: Bool { self == .public || self == .open }

    /// The level a declaration's modifiers give it, if they give one. A modifier
    /// with a detail (`internal(set)`, `private(set)`) restricts the setter only.
    init?(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.private): self = .private
            case .keyword(.fileprivate): self = .fileprivate
            case .keyword(.internal): self = .internal
            case .keyword(.package): self = .package
            case .keyword(.public): self = .public
            case .keyword(.open): self = .open
            default: continue
            }
            return
        }
        return nil
    }
}
