import SwiftSyntax

/// One thing a check refuses, where it is.
struct Finding: CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var check: String
    var message: String

    init(file: String, location: SourceLocation, check: String, message: String) {
        self.file = file
        line = location.line
        column = location.column
        self.check = check
        self.message = message
    }

    init(file: String, node: some SyntaxProtocol, converter: SourceLocationConverter, check: String, message: String) {
        self.init(file: file, location: node.startLocation(converter: converter), check: check, message: message)
    }

    var description: String { "\(file):\(line):\(column): \(check): \(message)" }
}
