import SwiftSyntax

/// The declarations inside a member block, an `#if` clause or a file.
func memberDeclarations(_ items: MemberBlockItemListSyntax) -> [DeclSyntax] { items.map(\.decl) }

func statementDeclarations(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
    items.compactMap { $0.item.as(DeclSyntax.self) }
}

func clauseDeclarations(_ decl: IfConfigDeclSyntax) -> [DeclSyntax] {
    decl.clauses.flatMap { clause -> [DeclSyntax] in
        switch clause.elements {
        case .statements(let items): statementDeclarations(items)
        case .decls(let items): memberDeclarations(items)
        default: []
        }
    }
}

/// A struct, class, enum, actor or protocol declaration, seen alike.
struct NominalType {
    var kind: String
    var name: String
    var modifiers: DeclModifierListSyntax
    var attributes: AttributeListSyntax
    var inheritance: InheritanceClauseSyntax?
    var members: MemberBlockItemListSyntax

    init?(_ decl: DeclSyntax) {
        if let d = decl.as(StructDeclSyntax.self) {
            (kind, name, modifiers, attributes, inheritance, members) = (
                "struct", d.name.text, d.modifiers, d.attributes, d.inheritanceClause, d.memberBlock.members
            )
        } else if let d = decl.as(ClassDeclSyntax.self) {
            (kind, name, modifiers, attributes, inheritance, members) = (
                "class", d.name.text, d.modifiers, d.attributes, d.inheritanceClause, d.memberBlock.members
            )
        } else if let d = decl.as(EnumDeclSyntax.self) {
            (kind, name, modifiers, attributes, inheritance, members) = (
                "enum", d.name.text, d.modifiers, d.attributes, d.inheritanceClause, d.memberBlock.members
            )
        } else if let d = decl.as(ActorDeclSyntax.self) {
            (kind, name, modifiers, attributes, inheritance, members) = (
                "actor", d.name.text, d.modifiers, d.attributes, d.inheritanceClause, d.memberBlock.members
            )
        } else if let d = decl.as(ProtocolDeclSyntax.self) {
            (kind, name, modifiers, attributes, inheritance, members) = (
                "protocol", d.name.text, d.modifiers, d.attributes, d.inheritanceClause, d.memberBlock.members
            )
        } else {
            return nil
        }
        name = plain(name)
    }

    var isProtocol: Bool { kind == "protocol" }

    /// The scope of its members: a public protocol's requirements are public without a modifier.
    func memberScope(path: [String], isPublic: Bool) -> Scope {
        Scope(path: path, allowsPublic: isPublic, defaultAccess: isProtocol && isPublic ? .public : .internal)
    }
}

/// The protocols an inheritance clause names (their last name, without generic arguments).
func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.compactMap { extendedName($0.type).last } ?? []
}

/// The name a type is extended by, without generic arguments: `SpringState<Double>` → `SpringState`.
func extendedName(_ type: TypeSyntax) -> [String] {
    var text = ""
    var depth = 0
    for character in type.trimmedDescription {
        if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { text.append(character) }
    }
    return text.split(separator: ".").map { plain(String($0)) }
}

/// Where a declaration sits: inside which types, and what a member without an
/// access modifier gets there.
struct Scope {
    var path: [String]
    /// Whether members here can be public at all.
    var allowsPublic: Bool
    /// The access of a member that names none.
    var defaultAccess: AccessLevel

    static let topLevel = Scope(path: [], allowsPublic: true, defaultAccess: .internal)

    /// Whether a declaration with these modifiers is public here (nil modifiers:
    /// an enum case or associated type, public when its scope is).
    func isPublic(_ modifiers: DeclModifierListSyntax?, attributes: AttributeListSyntax) -> Bool {
        guard allowsPublic, !attributes.isSPI else { return false }
        guard let modifiers else { return true }
        return (AccessLevel(modifiers) ?? defaultAccess).isPublic
    }
}

extension AttributeListSyntax {
    /// Whether an `@_spi(…)` attribute hides the declaration from public API.
    var isSPI: Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
    }
}
