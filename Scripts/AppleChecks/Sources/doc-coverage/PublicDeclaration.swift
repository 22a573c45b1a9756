/// One declaration a module makes public, and whether a `///` summary comes with it.
struct PublicDeclaration {
    /// The module it belongs to (the folder's name, e.g. `CrossfadeMotion`).
    var module: String
    var file: String
    var line: Int
    /// `struct`, `func`, `init`, `var`, `case`…
    var kind: String
    /// The name qualified by its enclosing types, functions with their labels:
    /// `Spring.value(target:initialVelocity:time:)`.
    var name: String
    var isDocumented: Bool

    /// `file:line: kind name`, the form `--list` prints.
    var listing: String { "\(file):\(line): \(kind) \(name)" }
}
