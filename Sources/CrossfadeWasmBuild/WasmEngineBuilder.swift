import Foundation

private let buildLock = NSLock()

/// Builds the engine for the browser: the engine modules and their C ABI,
/// compiled with Embedded Swift for `wasm32-unknown-none-wasm` by the toolchain's
/// own swiftc, the small C runtime (WebAssembly/runtime.c) by its clang, linked by
/// its wasm-ld. Nothing else is needed on the machine, and no binary is committed:
/// the `.wasm` is cached under `.build/crossfade-wasm/<hash>/`, keyed by a hash of
/// the sources, the flags and the compiler's version, so it is built once.
///
/// ```swift
/// let builder = try WasmEngineBuilder()
/// let wasm = try builder.cachedEngine() ?? builder.build { print($0) }
/// ```
public struct WasmEngineBuilder: Sendable {
    /// The engine modules, in dependency order, and the module of C-ABI exports.
    public static let modules = [
        "CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost", "CrossfadeEngineABI"
    ]
    /// Whole-module, size-optimised, as LLVM bitcode: the linker then optimises
    /// across the modules (LTO), which makes the engine smaller and faster.
    /// `-package-name` as SwiftPM gives its modules, so `package` declarations compile here too.
    static let swiftFlags = [
        "-target", "wasm32-unknown-none-wasm", "-enable-experimental-feature", "Embedded", "-wmo",
        "-parse-as-library", "-Osize", "-Xfrontend", "-disable-stack-protector", "-lto=llvm-full",
        "-package-name", "crossfade"
    ]
    /// A 1 MiB stack: wasm-ld's default is 64 KiB, and a stack overflow in WebAssembly
    /// is silent — it runs down into the data below it (the showcase, which holds all
    /// five models, passed 64 KiB and turned swift_release into "null function").
    static let linkerFlags = ["--no-entry", "--gc-sections", "--strip-all", "--lto-O2", "-z", "stack-size=1048576"]
    static let clangFlags = ["--target=wasm32", "-mbulk-memory", "-O2", "-nostdlib", "-fno-builtin"]

    /// Why the engine cannot be built here.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// The tools, from the Swift toolchain on PATH (or CROSSFADE_SWIFTC).
    public struct Toolchain: Sendable {
        public let swiftc: URL
        public let clang: URL
        public let wasmLinker: URL
        public let embeddedLibraries: URL
    }

    public let toolchain: Toolchain
    /// The package checkout holding `Sources/` and `WebAssembly/`.
    public let packageRoot: URL
    public let cacheDirectory: URL
    /// The allocator linked in (dlmalloc when wasi-libc is installed).
    public let allocator: Allocator

    /// Finds the toolchain and the sources, or says why not.
    public init(packageRoot: URL? = nil, allocator: Allocator = WasmEngineBuilder.defaultAllocator()) throws {
        self.allocator = allocator
        let root = packageRoot ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for module in Self.modules where !FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/\(module)").path) {
            throw Unavailable(description: "the engine's sources are not at \(root.path) (Sources/\(module) is missing)")
        }
        self.packageRoot = root
        self.toolchain = try Self.findToolchain()
        self.cacheDirectory = root.appendingPathComponent(".build/crossfade-wasm")
    }

    static func findToolchain() throws -> Toolchain {
        var candidates: [URL] = []
        if let given = ProcessInfo.processInfo.environment["CROSSFADE_SWIFTC"] { candidates.append(URL(fileURLWithPath: given)) }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc"))
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            // The toolchain's bin folder; swiftc is run by that name there (it is a
            // link to the driver, which takes its mode from the name it is run by).
            let bin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            let swiftc = bin.appendingPathComponent("swiftc")
            let libraries = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/embedded/wasm32-unknown-none-wasm")
            let clang = bin.appendingPathComponent("clang"), linker = bin.appendingPathComponent("wasm-ld")
            guard FileManager.default.isExecutableFile(atPath: clang.path), FileManager.default.isExecutableFile(atPath: linker.path),
                FileManager.default.fileExists(atPath: libraries.path)
            else { continue }
            return Toolchain(swiftc: swiftc, clang: clang, wasmLinker: linker, embeddedLibraries: libraries)
        }
        throw Unavailable(
            description: "no Swift toolchain with Embedded Swift's WebAssembly target (swiftc, clang and wasm-ld side by side) was found on PATH")
    }

    /// Folders of those modules the browser engine never uses: the host core's part
    /// for native view hosts (CrossfadeHost/Native: ViewHost and what UIKit translates),
    /// left out so it costs the WebAssembly engine nothing.
    public static let excludedFolders = ["CrossfadeHost/Native"]

    /// Every source file that goes into the engine, by module, sorted.
    func sources(of module: String) throws -> [URL] {
        let directory = packageRoot.appendingPathComponent("Sources/\(module)")
        let excluded = Self.excludedFolders.map { packageRoot.appendingPathComponent("Sources/\($0)/").path }
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { file in file.pathExtension == "swift" && !excluded.contains { file.path.hasPrefix($0) } }.sorted { $0.path < $1.path }
    }

    var runtimeSource: URL { packageRoot.appendingPathComponent("WebAssembly/runtime.c") }

    /// The allocator the engine links.
    public enum Allocator: Equatable, Sendable {
        /// dlmalloc from Debian's `wasi-libc` (`/usr/lib/wasm32-wasi/libc.a`): the
        /// linker takes only `dlmalloc.o` and what it needs (`sbrk.o`, `errno.o`,
        /// `abort.o`), none of which imports anything from WASI.
        case dlmalloc(libc: URL)
        /// The small segregated-list allocator in `WebAssembly/runtime.c`, for a
        /// machine without wasi-libc (the engine's output is the same bits either way).
        case builtIn
    }

    /// dlmalloc when wasi-libc is installed (or `CROSSFADE_WASI_LIBC` names its
    /// `libc.a`), the built-in allocator otherwise or when `CROSSFADE_WASM_ALLOCATOR=builtin`.
    public static func defaultAllocator(environment: [String: String] = ProcessInfo.processInfo.environment) -> Allocator {
        if environment["CROSSFADE_WASM_ALLOCATOR"] == "builtin" { return .builtIn }
        let path = environment["CROSSFADE_WASI_LIBC"] ?? "/usr/lib/wasm32-wasi/libc.a"
        return FileManager.default.fileExists(atPath: path) ? .dlmalloc(libc: URL(fileURLWithPath: path)) : .builtIn
    }

    /// The cache key: FNV-1a (64-bit) over the compiler's version, the flags and
    /// every source file's path and contents.
    public func sourceHash() throws -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        mix(try run(toolchain.swiftc, ["--version"]).utf8)
        mix((Self.swiftFlags + Self.clangFlags + Self.linkerFlags + Self.exports).joined(separator: " ").utf8)
        if let optimizer = Self.findOptimizer() {
            mix((try run(optimizer, ["--version"]) + Self.optimizerFlags.joined(separator: " ")).utf8)
        }
        switch allocator {
        case .builtIn: mix("allocator: built-in".utf8)
        case .dlmalloc(let libc):
            let size = (try? FileManager.default.attributesOfItem(atPath: libc.path))?[.size] as? Int
            mix("allocator: dlmalloc \(libc.path) \(size ?? 0)".utf8)
        }
        for file in try Self.modules.flatMap(sources(of:)) + [runtimeSource] {
            mix(file.path.dropFirst(packageRoot.path.count).utf8)
            mix(try Data(contentsOf: file))
        }
        return String(hash, radix: 16)
    }

    /// The engine already built for the current sources, if any.
    public func cachedEngine(_ variant: EngineVariant = .all) throws -> URL? {
        let file = cacheDirectory.appendingPathComponent("\(try sourceHash())/\(variant.fileName)")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The names the engine exports: every `@_cdecl` in the ABI module that the
    /// variant compiles (the lab's module has no session; the interactions' no lab).
    static var exports: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        var names: [String] = []
        let folder = root.appendingPathComponent("CrossfadeEngineABI")
        for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            names += text.components(separatedBy: "@_cdecl(\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
        return names
    }

    /// Binaryen's `wasm-opt` on PATH (Debian's `binaryen`), run with `-Oz` on every
    /// module (about 14 % smaller; bit-identical output, as the parity test checks),
    /// unless `CROSSFADE_WASM_OPT=0`.
    public static func findOptimizer(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard environment["CROSSFADE_WASM_OPT"] != "0" else { return nil }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("wasm-opt")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `-Oz` until it stops shrinking, after merging functions that differ only in
    /// constants, knowing the first 1 KB of memory is never used (wasm-ld puts data
    /// from 1,024 up); and the features Embedded Swift's wasm32 code uses, for
    /// `wasm-opt` to accept it.
    static let optimizerFlags = [
        "--merge-similar-functions", "-Oz", "--converge", "--low-memory-unused",
        "--enable-bulk-memory", "--enable-sign-ext", "--enable-nontrapping-float-to-int", "--enable-mutable-globals"
    ]

    /// Builds the engine `variant` (or returns the cached one); `log` hears each
    /// step. The engine modules are compiled once for every variant; each variant
    /// compiles its C-ABI module for its interaction and links what that reaches. A
    /// compiler error is thrown with the compiler's own message. Builds in one
    /// process happen one at a time (a second caller gets the first one's result).
    @discardableResult
    public func build(_ variant: EngineVariant = .all, keepingNames: Bool = false, log: (String) -> Void = { _ in }) throws -> URL {
        try buildLock.withLock { try buildUnlocked(variant, keepingNames: keepingNames, log: log) }
    }

    private func buildUnlocked(_ variant: EngineVariant, keepingNames: Bool, log: (String) -> Void) throws -> URL {
        let hash = try sourceHash()
        let directory = cacheDirectory.appendingPathComponent(hash)
        // With names kept (for Scripts/wasm-sizes.py): the function names stay in a
        // name section, the code is the same.
        let output = directory.appendingPathComponent(
            keepingNames ? variant.fileName.replacingOccurrences(of: ".wasm", with: ".named.wasm") : variant.fileName)
        if FileManager.default.fileExists(atPath: output.path) { return output }
        let objects = try engineObjects(in: directory, log: log)
        let work = cacheDirectory.appendingPathComponent("\(hash).partial-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        log("compiling CrossfadeEngineABI for \(variant.rawValue)")
        let abi = work.appendingPathComponent("CrossfadeEngineABI.o").path
        try run(
            toolchain.swiftc,
            Self.swiftFlags + variant.defines.flatMap { ["-D", $0] }
                + ["-I", objects.directory.path, "-module-name", "CrossfadeEngineABI", "-c"]
                + (try sources(of: "CrossfadeEngineABI")).map(\.path) + ["-o", abi])
        log("linking \(variant.fileName)")
        let linked = work.appendingPathComponent("linked.wasm")
        // (With names kept, only the debug sections go: DWARF would stop wasm-opt's -g from optimising, and the listing would not be the module's.)
        try run(
            toolchain.wasmLinker,
            Self.linkerFlags.map { keepingNames && $0 == "--strip-all" ? "--strip-debug" : $0 } + Self.exports.map { "--export-if-defined=\($0)" }
                + objects.files + [abi] + objects.archives
                + ["-L", toolchain.embeddedLibraries.path, "-lswiftUnicodeDataTables", "-o", linked.path])
        var result = linked
        if let optimizer = Self.findOptimizer() {
            log("optimising \(variant.fileName) for size (wasm-opt -Oz)")
            result = work.appendingPathComponent("optimised.wasm")
            try run(optimizer, Self.optimizerFlags + (keepingNames ? ["-g"] : []) + [linked.path, "-o", result.path])
        }
        if !FileManager.default.fileExists(atPath: output.path) { try FileManager.default.moveItem(at: result, to: output) }
        return output
    }

    /// The engine modules and the C runtime compiled for wasm32 (LLVM bitcode),
    /// once for every variant of these sources: their object files and the
    /// archives to link after them.
    private func engineObjects(in directory: URL, log: (String) -> Void) throws -> (directory: URL, files: [String], archives: [String]) {
        let folder = directory.appendingPathComponent("objects")
        var files: [String] = []
        for module in Self.modules where module != "CrossfadeEngineABI" {
            files.append(folder.appendingPathComponent("\(module).o").path)
        }
        let runtime = folder.appendingPathComponent("runtime.o").path
        var allocatorFlags: [String] = [], archives: [String] = []
        if case .dlmalloc(let libc) = allocator {
            allocatorFlags = ["-DCROSSFADE_SYSTEM_MALLOC"]
            archives = [libc.path]  // after runtime.o: only the members still undefined are taken
        }
        let complete = folder.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: complete.path) { return (folder, files + [runtime], archives) }
        let work = directory.deletingLastPathComponent().appendingPathComponent("\(directory.lastPathComponent).objects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for module in Self.modules where module != "CrossfadeEngineABI" {
            log("compiling \(module) for wasm32 (Embedded Swift)")
            try run(
                toolchain.swiftc,
                Self.swiftFlags + [
                    "-I", work.path, "-module-name", module, "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path, "-c"
                ]
                    + (try sources(of: module)).map(\.path) + ["-o", work.appendingPathComponent("\(module).o").path])
        }
        log("compiling the C runtime")
        try run(toolchain.clang, Self.clangFlags + allocatorFlags + ["-c", runtimeSource.path, "-o", work.appendingPathComponent("runtime.o").path])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: work, to: folder)
        FileManager.default.createFile(atPath: complete.path, contents: Data())
        return (folder, files + [runtime], archives)
    }

    /// Runs a tool and returns its output (standard output and error together,
    /// read from one pipe so neither can fill up), or throws it.
    @discardableResult
    func run(_ tool: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The errors first: a compiler's warnings can fill the first forty lines.
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let start = lines.firstIndex { $0.contains(" error: ") || $0.hasPrefix("error: ") } ?? lines.startIndex
            let text = lines[start...].prefix(40).joined(separator: "\n")
            throw Unavailable(description: "\(tool.lastPathComponent) failed (status \(process.terminationStatus)):\n\(text)")
        }
        return output
    }
}
