// swift-tools-version: 6.2
import PackageDescription

// Packages that depend on Crossfade's library products, as an app or a server would:
// `.ci/run` builds them in debug and release and runs them, so a product that does not
// link for a consumer (libm, a missing dependency) fails CI, not a user. EngineConsumer
// links the engine's products alone (no Foundation, which would bring libm with it);
// AppConsumer links every library product.
let engine = ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost", "CrossfadeEngineABI", "CrossfadeTrace"]
let app = engine + ["CrossfadeRender", "CrossfadeStudio", "CrossfadeUIKit", "CrossfadeSwiftUI", "CrossfadeKit"]

let package = Package(
    name: "CrossfadeConsumer",
    platforms: [.iOS(.v17)],
    dependencies: [.package(name: "Crossfade", path: "../..")],
    targets: [
        .executableTarget(name: "EngineConsumer", dependencies: engine.map { .product(name: $0, package: "Crossfade") }),
        .executableTarget(name: "AppConsumer", dependencies: app.map { .product(name: $0, package: "Crossfade") })
    ],
    swiftLanguageModes: [.v6]
)
