import SwiftSyntax

/// The public API of one module's files, as the compiler would export it:
/// every declaration whose access is `public` or `open` inside scopes that are
/// public too (a public member of an internal type is not API; a member without
/// a modifier is public in a public protocol, in a `public extension`, and as a
/// case of a public enum). Names that start with an underscore are left out, as
/// DocC leaves them out; so is `@_spi` API. Function bodies are not entered.
struct PublicAPI {
    let module: String
    private(set) var declarations: [PublicDeclaration] = []
    /// Every type the module declares, by qualified name (`Spring.Limits`), and
    /// whether its own declaration makes it public (its enclosing types aside).
    private var declaredPublic: [String: Bool] = [:]

    init(module: String, files: [(path: String, tree: SourceFileSyntax)], protocols: ProtocolIndex) {
        self.module = module
        for file in files { collectTypes(statementDeclarations(file.tree.statements), scope: .topLevel) }
        for file in files {
            var walker = Walker(
                api: self, protocols: protocols, file: file.path,
                converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            walker.visit(statementDeclarations(file.tree.statements), in: .topLevel)
            declarations += walker.found
        }
    }

    /// The first pass: every type the module declares and whether its own declaration is public.
    private mutating func collectTypes(_ decls: [DeclSyntax], scope: Scope) {
        for decl in decls {
            if let group = decl.as(IfConfigDeclSyntax.self) {
                collectTypes(clauseDeclarations(group), scope: scope)
            } else if let type = NominalType(decl) {
                let path = scope.path + [type.name]
                let own = Scope(path: [], allowsPublic: true, defaultAccess: scope.defaultAccess)
                declaredPublic[path.joined(separator: ".")] = own.isPublic(type.modifiers, attributes: type.attributes)
                collectTypes(memberDeclarations(type.members), scope: type.memberScope(path: path, isPublic: true))
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let access = AccessLevel(extensionDecl.modifiers)
                let inner = Scope(
                    path: extendedName(extensionDecl.extendedType), allowsPublic: true,
                    defaultAccess: access == .public ? .public : .internal)
                collectTypes(memberDeclarations(extensionDecl.memberBlock.members), scope: inner)
            }
        }
    }

    /// Whether every part of `path` that this module declares is declared public
    /// (a type from another module, such as `Double` or `Array`, counts as public).
    func isTypePublic(_ path: [String]) -> Bool {
        path.indices.allSatisfy { declaredPublic[path[...$0].joined(separator: ".")] ?? true }
    }
}

/// The second pass: every public declaration, with its place and whether it is documented.
private struct Walker {
    let api: PublicAPI
    let protocols: ProtocolIndex
    let file: String
    let converter: SourceLocationConverter
    var found: [PublicDeclaration] = []

    mutating func visit(_ decls: [DeclSyntax], in scope: Scope) {
        for decl in decls { visit(decl, in: scope) }
    }

    private mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
        if let group = decl.as(IfConfigDeclSyntax.self) {
            visit(clauseDeclarations(group), in: scope)
        } else if let type = NominalType(decl) {
            let isPublic = scope.isPublic(type.modifiers, attributes: type.attributes)
            record(decl, Member(kind: type.kind, name: type.name, modifiers: type.modifiers, attributes: type.attributes), in: scope)
            visit(memberDeclarations(type.members), in: type.memberScope(path: scope.path + [type.name], isPublic: isPublic))
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let path = extendedName(extensionDecl.extendedType)
            let access = AccessLevel(extensionDecl.modifiers)
            let allowsPublic = api.isTypePublic(path) && (access?.isPublic ?? true) && !extensionDecl.attributes.isSPI
            let inner = Scope(path: path, allowsPublic: allowsPublic, defaultAccess: access == .public ? .public : .internal)
            visit(memberDeclarations(extensionDecl.memberBlock.members), in: inner)
        } else {
            for member in Member.of(decl) { record(decl, member, in: scope) }
        }
    }

    private mutating func record(_ decl: DeclSyntax, _ member: Member, in scope: Scope) {
        let name = plain(member.name)
        guard scope.isPublic(member.modifiers, attributes: member.attributes),
            !name.hasPrefix("_"), !scope.path.contains(where: { $0.hasPrefix("_") })
        else { return }
        let location = converter.location(for: decl.positionAfterSkippingLeadingTrivia)
        let documented = hasDocSummary(decl.leadingTrivia) || protocols.inheritsSummary(typePath: scope.path, name: name)
        found.append(
            PublicDeclaration(
                module: api.module, file: file, line: location.line, kind: member.kind,
                name: (scope.path + [name]).joined(separator: "."), isDocumented: documented))
    }
}
