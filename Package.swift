// swift-tools-version: 6.2
import PackageDescription

import class Foundation.ProcessInfo

/// The CLI's version comes from VERSION through a build-tool plugin. The fuzz build
/// (CROSSFADE_FUZZ, Scripts/fuzz.sh) compiles every tool with `-sanitize=fuzzer`, which a
/// plugin's tool cannot link; the fuzzer never builds the CLI, so there it goes without.
let versionStamp: [Target.PluginUsage] = ProcessInfo.processInfo.environment["CROSSFADE_FUZZ"] == nil ? ["VersionStamp"] : []

/// libm, where the engine's rounding (`rounded()`, `squareRoot()`…) calls it in debug
/// builds: declared on every target that rounds, so it reaches a package that depends on
/// any library product (the project's own test targets got it through Foundation).
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]

// Layers (shared/DESIGN.md): dependencies point downwards only.
// CrossfadeMotion ← CrossfadeInput ← CrossfadeScene ← CrossfadeInteractions ← CrossfadeHost ← CrossfadeTrace ← Render/Studio ← crossfade.
// The engine modules (Motion, Input, Scene, Interactions), the host core (CrossfadeHost) and
// CrossfadeTrace use the standard library only: no Foundation, no C library, no other package.
let package = Package(
    name: "Crossfade",
    // iOS 17: the UIKit host registers for trait changes (UITraitChangeObservable).
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "CrossfadeMotion", targets: ["CrossfadeMotion"]),
        .library(name: "CrossfadeInput", targets: ["CrossfadeInput"]),
        .library(name: "CrossfadeScene", targets: ["CrossfadeScene"]),
        .library(name: "CrossfadeInteractions", targets: ["CrossfadeInteractions"]),
        .library(name: "CrossfadeHost", targets: ["CrossfadeHost"]),
        .library(name: "CrossfadeEngineABI", targets: ["CrossfadeEngineABI"]),
        .library(name: "CrossfadeTrace", targets: ["CrossfadeTrace"]),
        .library(name: "CrossfadeRender", targets: ["CrossfadeRender"]),
        .library(name: "CrossfadeStudio", targets: ["CrossfadeStudio"]),
        .library(name: "CrossfadeUIKit", targets: ["CrossfadeUIKit"]),
        .library(name: "CrossfadeSwiftUI", targets: ["CrossfadeSwiftUI"]),
        // One import for an app: the engine, the host core and the Apple hosts.
        .library(name: "CrossfadeKit", targets: ["CrossfadeKit"]),
        .executable(name: "crossfade", targets: ["CrossfadeCLI"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0")
    ],
    targets: [
        .target(name: "CrossfadeMotion", linkerSettings: libm),
        .target(name: "CrossfadeInput", dependencies: ["CrossfadeMotion"], linkerSettings: libm),
        .target(name: "CrossfadeScene", dependencies: ["CrossfadeMotion"], linkerSettings: libm),
        .target(name: "CrossfadeInteractions", dependencies: ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene"], linkerSettings: libm),
        // The host core (engine subset): mount operations, touches, the frame clock, the
        // environment in, events out, accessibility, trace recording. Every host uses it.
        .target(
            name: "CrossfadeHost", dependencies: ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions"],
            linkerSettings: libm),
        // The engine's C ABI and binary scene encoding: what the WebAssembly build exports.
        .target(
            name: "CrossfadeEngineABI",
            dependencies: ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost"]),
        // Builds the engine for the browser with the toolchain's Embedded Swift (Foundation, for processes).
        .target(name: "CrossfadeWasmBuild"),
        // Apple only: the UIKit and SwiftUI hosts, one-to-one translations of the host core.
        // Every file is inside `#if canImport(UIKit)`, so on Linux these build empty;
        // Scripts/apple-check.sh parses, lints and type-checks them (AppleSDK/).
        .target(name: "CrossfadeUIKit", dependencies: ["CrossfadeHost", "CrossfadeInteractions", "CrossfadeScene", "CrossfadeMotion"]),
        .target(
            name: "CrossfadeSwiftUI", dependencies: ["CrossfadeUIKit", "CrossfadeHost", "CrossfadeInteractions", "CrossfadeScene", "CrossfadeMotion"]),
        // The umbrella an app imports (Hummingbird's): it re-exports the engine, the host core and
        // the Apple hosts. (Not `Crossfade`: a case-insensitive file system would take its module
        // and the `crossfade` executable in the build folder for one name.)
        .target(
            name: "CrossfadeKit",
            dependencies: [
                "CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost", "CrossfadeUIKit", "CrossfadeSwiftUI"
            ]),
        // Strict JSON, traces, replay and the JSON forms of layers and options.
        .target(
            name: "CrossfadeTrace", dependencies: ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions"],
            linkerSettings: libm),
        .target(name: "CrossfadeRender", dependencies: ["CrossfadeMotion", "CrossfadeScene", "CrossfadeTrace"]),
        .target(
            name: "CrossfadeStudio",
            dependencies: [
                "CrossfadeTrace", "CrossfadeInteractions", "CrossfadeHost", "CrossfadeScene", "CrossfadeInput", "CrossfadeMotion",
                "CrossfadeWasmBuild",
                "CrossfadeEngineABI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types")
            ],
            resources: [.copy("Assets"), .copy("crossfade"), .copy("Example")]
        ),
        // The command-line tool: its target is CrossfadeCLI (no path may differ from another only by
        // case: an umbrella module `Crossfade` beside a folder `crossfade` would collide on macOS), its product `crossfade`.
        .executableTarget(
            name: "CrossfadeCLI",
            dependencies: [
                "CrossfadeRender", "CrossfadeTrace", "CrossfadeInteractions", "CrossfadeScene", "CrossfadeStudio", "CrossfadeWasmBuild",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ], plugins: versionStamp),
        // The project's one version (VERSION at the root) as a Swift constant, for `crossfade --version`.
        .executableTarget(name: "CrossfadeVersionStamp"),
        .plugin(name: "VersionStamp", capability: .buildTool(), dependencies: ["CrossfadeVersionStamp"]),
        // Repeatable generators, tolerances and a process helper shared by the test suites.
        .target(name: "CrossfadeTestSupport", path: "Tests/CrossfadeTestSupport"),
        // The property sweep: random traces and the checker every trace must pass.
        .target(
            name: "CrossfadeSweep",
            dependencies: ["CrossfadeInteractions", "CrossfadeTrace", "CrossfadeInput", "CrossfadeMotion", "CrossfadeScene", "CrossfadeTestSupport"],
            path: "Tests/CrossfadeSweep"),
        // What a page frame costs in instructions (CI counts them under callgrind: Scripts/frame-instructions.py).
        .executableTarget(
            name: "CrossfadeFrameCount", dependencies: ["CrossfadeEngineABI", "CrossfadeHost", "CrossfadeInteractions", "CrossfadeMotion"],
            path: "Tests/CrossfadeFrameCount"),
        // CI runs the sweep at full size built in release (.ci/run): swift build -c release --product CrossfadeSweepRunner
        .executableTarget(
            name: "CrossfadeSweepRunner", dependencies: ["CrossfadeSweep", "CrossfadeInteractions"], path: "Tests/CrossfadeSweepRunner"),
        .testTarget(name: "CrossfadeMotionTests", dependencies: ["CrossfadeMotion", "CrossfadeTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CrossfadeInputTests", dependencies: ["CrossfadeInput", "CrossfadeMotion", "CrossfadeTestSupport"]),
        .testTarget(name: "CrossfadeSceneTests", dependencies: ["CrossfadeScene", "CrossfadeMotion", "CrossfadeTestSupport"]),
        .testTarget(
            name: "CrossfadeInteractionsTests",
            dependencies: [
                "CrossfadeInteractions", "CrossfadeTrace", "CrossfadeEngineABI", "CrossfadeWasmBuild", "CrossfadeTestSupport", "CrossfadeSweep"
            ]),
        .testTarget(
            name: "CrossfadeHostTests",
            dependencies: ["CrossfadeHost", "CrossfadeInteractions", "CrossfadeTrace", "CrossfadeTestSupport", "CrossfadeKit"]),
        .testTarget(name: "CrossfadeTraceTests", dependencies: ["CrossfadeTrace", "CrossfadeInteractions", "CrossfadeTestSupport", "CrossfadeSweep"]),
        .testTarget(
            name: "CrossfadeRenderTests", dependencies: ["CrossfadeRender", "CrossfadeTrace", "CrossfadeTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "CrossfadeCLITests", dependencies: ["CrossfadeTrace", "CrossfadeTestSupport"]),
        .testTarget(name: "CrossfadeStudioTests", dependencies: ["CrossfadeStudio", "CrossfadeTrace", "CrossfadeWasmBuild", "CrossfadeTestSupport"])
    ],
    swiftLanguageModes: [.v6]
)

// Benchmarks (ordo-one/benchmark) are declared only when CROSSFADE_BENCHMARKS is
// set, so `swift build` and `swift test` never fetch or build them:
//   CROSSFADE_BENCHMARKS=1 swift package --scratch-path .build-bench benchmark
if ProcessInfo.processInfo.environment["CROSSFADE_BENCHMARKS"] != nil {
    package.dependencies += [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"])
    ]
    let benchmarks: [(name: String, modules: [Target.Dependency])] = [
        ("MotionBenchmarks", ["CrossfadeMotion"]),
        ("InputBenchmarks", ["CrossfadeMotion", "CrossfadeInput"]),
        ("InteractionBenchmarks", ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost"]),
        ("TraceBenchmarks", ["CrossfadeInteractions", "CrossfadeTrace"])
    ]
    for benchmark in benchmarks {
        package.targets.append(
            .executableTarget(
                name: benchmark.name,
                dependencies: benchmark.modules + [.product(name: "Benchmark", package: "benchmark")],
                path: "Benchmarks/\(benchmark.name)",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        )
    }
}

// Documentation (swift-docc-plugin), declared only when CROSSFADE_DOCS is set, so
// `swift build` and `swift test` never fetch it. One catalog per product module
// (Sources/<Module>/<Module>.docc); Scripts/docs.sh builds them all, warnings as errors:
//   CROSSFADE_DOCS=1 swift package --scratch-path .build-docs generate-documentation --target CrossfadeMotion
if ProcessInfo.processInfo.environment["CROSSFADE_DOCS"] != nil {
    package.dependencies += [
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ]
}

// Coverage-guided fuzzing (libFuzzer) of the JSON parser and the trace decoder,
// declared only when CROSSFADE_FUZZ is set: Scripts/fuzz.sh builds and runs it.
if ProcessInfo.processInfo.environment["CROSSFADE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "CrossfadeFuzz",
            dependencies: ["CrossfadeTrace", "CrossfadeInteractions"],
            path: "Fuzz/CrossfadeFuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    )
}
