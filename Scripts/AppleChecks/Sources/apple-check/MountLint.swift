import SwiftSyntax

/// The mount lint:
/// - **No `frame =`.** Nothing in the Apple files assigns a member named `frame`
///   (hosted layers and views take `bounds`, `position` and an affine transform;
///   `frame` is undefined under a transform, and the app's views are sized the same way).
/// - **Every mount apply is in a transaction with actions disabled.** A function
///   taking `[ViewOperation]` begins with `CATransaction.begin()` and
///   `CATransaction.setDisableActions(true)` and ends with `CATransaction.commit()`;
///   `mount(…)` is called with a frame's or step's `.operations` (that function) or
///   from inside a `mount` function, and `setProperty(…)` (one layer update) only
///   from inside a `mount` function.
final class MountLint: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private var findings: [Finding] = []
    private var functions: [String] = []

    static func findings(in tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) -> [Finding] {
        let lint = MountLint(file: file, converter: converter)
        lint.walk(tree)
        return lint.findings
    }

    private init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func refuse(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(Finding(file: file, node: node, converter: converter, check: "lint", message: message))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        let takesOperations = node.signature.parameterClause.parameters.contains {
            $0.type.trimmedDescription == "[ViewOperation]"
        }
        if takesOperations { checkTransaction(node) }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    /// The body opens the transaction, disables actions, and commits last.
    private func checkTransaction(_ node: FunctionDeclSyntax) {
        let statements = node.body?.statements.map { $0.item.trimmedDescription } ?? []
        let opens =
            statements.count >= 3 && statements[0] == "CATransaction.begin()"
            && statements[1] == "CATransaction.setDisableActions(true)" && statements.last == "CATransaction.commit()"
        if !opens {
            refuse(
                node.name,
                "\(node.name.text)(_: [ViewOperation]) must begin with CATransaction.begin() and CATransaction.setDisableActions(true) and end with CATransaction.commit()"
            )
        }
    }

    /// `x.frame = …`: the parser leaves operators unfolded, so an assignment is a
    /// sequence `[target, =, value]`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && element.is(AssignmentExprSyntax.self) {
            let target = elements[index - 1]
            let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "frame" { refuse(target, "assigns `frame`: set bounds, position and the affine transform instead") }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let insideMount = functions.contains("mount")
        switch callee {
        case "mount"?:
            let argument = node.arguments.first?.expression.trimmedDescription ?? ""
            if !insideMount, !argument.hasSuffix(".operations") {
                refuse(node, "mount(\(argument)) outside a mount function: pass a frame's or step's .operations, which mount in a transaction")
            }
        case "setProperty"?:
            if !insideMount { refuse(node, "setProperty(…) outside mount(_:): a layer update must be applied inside the mount transaction") }
        default:
            break
        }
        return .visitChildren
    }
}
