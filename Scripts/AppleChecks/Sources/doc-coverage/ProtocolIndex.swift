import SwiftSyntax

/// What the modules checked together declare about protocols: each protocol's
/// requirements (and whether each has a summary), the protocols it refines, and
/// the protocols each type conforms to (in its declaration or an extension).
///
/// DocC shows a requirement's summary on a type's implementation of it when the
/// protocol is in the same module (or one it depends on): `LyricsCards.id` reads
/// "The id traces and hosts use". So such an implementation counts as documented.
/// One of a standard-library protocol's (`description`, `==`, `hash(into:)`,
/// `rawValue`) does not: DocC shows "Inherited from CustomStringConvertible.description."
struct ProtocolIndex {
    private var requirements: [String: [String: Bool]] = [:]
    private var refinements: [String: [String]] = [:]
    private var conformances: [String: Set<String>] = [:]

    init(files: [SourceFileSyntax]) {
        for file in files { collect(statementDeclarations(file.statements), path: []) }
    }

    private mutating func collect(_ decls: [DeclSyntax], path: [String]) {
        for decl in decls {
            if let group = decl.as(IfConfigDeclSyntax.self) {
                collect(clauseDeclarations(group), path: path)
            } else if let type = NominalType(decl) {
                let typePath = path + [type.name]
                let key = typePath.joined(separator: ".")
                if type.isProtocol {
                    refinements[type.name, default: []] += inheritedNames(type.inheritance)
                    for member in memberDeclarations(type.members) {
                        for requirement in Member.of(member) {
                            requirements[type.name, default: [:]][plain(requirement.name)] = hasDocSummary(member.leadingTrivia)
                        }
                    }
                } else {
                    conformances[key, default: []].formUnion(inheritedNames(type.inheritance))
                }
                collect(memberDeclarations(type.members), path: typePath)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let typePath = extendedName(extensionDecl.extendedType)
                conformances[typePath.joined(separator: "."), default: []].formUnion(inheritedNames(extensionDecl.inheritanceClause))
                collect(memberDeclarations(extensionDecl.memberBlock.members), path: typePath)
            }
        }
    }

    /// Whether `name`, a member of the type at `path`, implements a documented
    /// requirement of a protocol the type conforms to (or, in a protocol's
    /// extension, of that protocol), directly or through refinement.
    func inheritsSummary(typePath path: [String], name: String) -> Bool {
        var pending = Array(conformances[path.joined(separator: "."), default: []])
        if let last = path.last, requirements[last] != nil { pending.append(last) }
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if requirements[next]?[name] == true { return true }
            pending += refinements[next, default: []]
        }
        return false
    }
}
