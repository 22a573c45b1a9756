import SwiftSyntax

/// A member declaration as the API sees it: its kind, its name (functions with
/// their argument labels, as DocC spells them: `value(target:initialVelocity:time:)`),
/// and what decides its access.
struct Member {
    var kind: String
    var name: String
    /// nil for an enum case or an associated type, whose access is its scope's.
    var modifiers: DeclModifierListSyntax?
    var attributes: AttributeListSyntax

    /// The members a declaration makes (a `let a, b` makes two; `case a, b(Int)` too);
    /// empty for declarations that are not members (types, extensions, `#if`, imports).
    static func of(_ decl: DeclSyntax) -> [Member] {
        if let d = decl.as(FunctionDeclSyntax.self) {
            // An operator's parameters have no argument labels.
            let isOperator = d.name.tokenKind.isOperator
            let labels = d.signature.parameterClause.parameters.map { isOperator ? "_" : $0.firstName.text }
            return [Member(kind: "func", name: d.name.text + spelled(labels), modifiers: d.modifiers, attributes: d.attributes)]
        } else if let d = decl.as(InitializerDeclSyntax.self) {
            let labels = d.signature.parameterClause.parameters.map(\.firstName.text)
            return [Member(kind: "init", name: "init" + spelled(labels), modifiers: d.modifiers, attributes: d.attributes)]
        } else if let d = decl.as(SubscriptDeclSyntax.self) {
            // A subscript's parameter has a label only when it names two.
            let labels = d.parameterClause.parameters.map { $0.secondName == nil ? "_" : $0.firstName.text }
            return [Member(kind: "subscript", name: "subscript" + spelled(labels), modifiers: d.modifiers, attributes: d.attributes)]
        } else if let d = decl.as(VariableDeclSyntax.self) {
            return d.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map {
                    Member(kind: d.bindingSpecifier.text, name: $0.identifier.text, modifiers: d.modifiers, attributes: d.attributes)
                }
            }
        } else if let d = decl.as(EnumCaseDeclSyntax.self) {
            return d.elements.map { element in
                let values = element.parameterClause.map { spelled($0.parameters.map { $0.firstName?.text ?? "_" }) } ?? ""
                return Member(kind: "case", name: element.name.text + values, modifiers: nil, attributes: d.attributes)
            }
        } else if let d = decl.as(TypeAliasDeclSyntax.self) {
            return [Member(kind: "typealias", name: d.name.text, modifiers: d.modifiers, attributes: d.attributes)]
        } else if let d = decl.as(AssociatedTypeDeclSyntax.self) {
            return [Member(kind: "associatedtype", name: d.name.text, modifiers: nil, attributes: d.attributes)]
        } else if let d = decl.as(MacroDeclSyntax.self) {
            return [Member(kind: "macro", name: d.name.text, modifiers: d.modifiers, attributes: d.attributes)]
        }
        return []
    }

    /// `(a:_:b:)` from the argument labels.
    private static func spelled(_ labels: [String]) -> String {
        "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension TokenKind {
    /// Whether the token names an operator (`+`, `==`, `-` as a prefix…).
    var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }
}

/// A name without backticks: `` `default` `` → `default`.
func plain(_ name: String) -> String { name.filter { $0 != "`" } }
