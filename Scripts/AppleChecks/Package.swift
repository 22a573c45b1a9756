// swift-tools-version: 6.1
import PackageDescription

// The Apple files' syntax checks (parse, lint, no decisions), built apart from the
// Crossfade package so that `swift build` / `swift test` there never build
// swift-syntax. Run by Scripts/apple-check.sh (and CI):
//   swift run --package-path Scripts/AppleChecks apple-check Sources/CrossfadeUIKit Sources/CrossfadeSwiftUI Examples
let package = Package(
    name: "AppleChecks",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(name: "apple-check", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
