import SwiftSyntax

/// The Apple files hold no decisions: every `if` about behaviour belongs in the
/// host core (CrossfadeHost, tested on Linux). What a translation may use:
/// - `if let` / `guard let` (and `if case let`) unwrapping: whether a platform
///   object or a host-core answer is there, not a judgement about values;
///   `#available`;
/// - `switch` as a translation table: patterns only, no `where`, no `default`
///   (`@unknown default` for Apple's enums is allowed), each case any straight-line code;
/// - `for … in` without `where`; `??`; `!`; optional chaining and `map`/`flatMap`/`compactMap`;
/// - `==` / `!=` to hand a platform fact to the host core as a Bool (`window != nil`,
///   `direction == .rightToLeft`).
/// What it may not: `if`/`guard` on a Boolean condition, `while`, `repeat`, the
/// ternary `?:`, `&&`, `||`, the ordering comparisons `<` `>` `<=` `>=`, `where`
/// clauses, `default:`, and the deciding collection calls (`filter`, `sorted`,
/// `first(where:)`, `contains(where:)`, `min`, `max`).
final class DecisionCheck: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private var findings: [Finding] = []

    static let refusedOperators: Set<String> = ["&&", "||", "<", ">", "<=", ">="]
    static let refusedCalls: Set<String> = ["filter", "sorted", "first", "contains", "min", "max", "drop", "prefix"]

    static func findings(in tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) -> [Finding] {
        let check = DecisionCheck(file: file, converter: converter)
        check.walk(tree)
        return check.findings
    }

    private init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func refuse(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(Finding(file: file, node: node, converter: converter, check: "decision", message: message))
    }

    /// Whether every condition only unwraps (or checks availability).
    private static func onlyUnwraps(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.allSatisfy { element in
            switch element.condition {
            case .optionalBinding, .availability: true
            case .matchingPattern: true
            default: false
            }
        }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if !Self.onlyUnwraps(node.conditions) { refuse(node, "`if` on a condition decides behaviour: move it into CrossfadeHost") }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if !Self.onlyUnwraps(node.conditions) { refuse(node, "`guard` on a condition decides behaviour: move it into CrossfadeHost") }
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        refuse(node, "`while` decides behaviour: move it into CrossfadeHost")
        return .visitChildren
    }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        refuse(node, "`repeat` decides behaviour: move it into CrossfadeHost")
        return .visitChildren
    }

    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
        refuse(node, "the ternary `?:` decides behaviour: move it into CrossfadeHost")
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        refuse(node, "the ternary `?:` decides behaviour: move it into CrossfadeHost")
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.operator.text
        if Self.refusedOperators.contains(name), !Self.isCompileCondition(node) {
            refuse(node, "`\(name)` decides behaviour: move it into CrossfadeHost")
        }
        return .visitChildren
    }

    /// Whether `node` is in an `#if` clause's condition (`canImport(SwiftUI) && canImport(UIKit)`).
    private static func isCompileCondition(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                return condition.position <= node.position && node.endPosition <= condition.endPosition
            }
            current = syntax.parent
        }
        return false
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        switch node.label {
        case .default:
            if node.attribute?.trimmedDescription != "@unknown" {
                refuse(node, "`default:` hides a decision: list every case (a translation table)")
            }
        case .case(let label):
            if label.caseItems.contains(where: { $0.whereClause != nil }) {
                refuse(node, "`where` in a case decides behaviour: move it into CrossfadeHost")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.whereClause != nil { refuse(node, "`for … where` decides behaviour: move it into CrossfadeHost") }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.refusedCalls.contains(member.declName.baseName.text),
            member.base != nil, isDecidingCall(member.declName.baseName.text, node)
        {
            refuse(node, "`\(member.declName.baseName.text)` decides which values count: move it into CrossfadeHost")
        }
        return .visitChildren
    }

    /// `first`, `contains`, `drop` and `prefix` decide only with a predicate.
    private func isDecidingCall(_ name: String, _ node: FunctionCallExprSyntax) -> Bool {
        switch name {
        case "first", "contains", "drop", "prefix":
            node.trailingClosure != nil || node.arguments.contains { $0.label?.text == "where" || $0.label?.text == "while" }
        default: true
        }
    }
}
