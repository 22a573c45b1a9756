// swift-tools-version: 6.1
import PackageDescription

// Crossfade's swift-syntax tools, built apart from the Crossfade package so that
// `swift build` / `swift test` there never build swift-syntax. Run by CI:
// - the Apple files' syntax checks (parse, lint, no decisions), Scripts/apple-check.sh:
//   swift run --package-path Scripts/AppleChecks apple-check Sources/CrossfadeUIKit Sources/CrossfadeSwiftUI Examples
// - documentation coverage (public declarations with a `///` summary), Scripts/doc-coverage.sh:
//   swift run --package-path Scripts/AppleChecks doc-coverage [--list] Sources/CrossfadeMotion …
let package = Package(
    name: "AppleChecks",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .executableTarget(
            name: "apple-check",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax")
            ]),
        .executableTarget(
            name: "doc-coverage",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ])
    ],
    swiftLanguageModes: [.v6]
)
