// Helpers for tests that run blocking work and the built executables.
import Foundation

/// Runs blocking work (sockets, child processes) on its own thread and awaits it,
/// so it never occupies one of the few cooperative threads a live server needs.
public func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// The built executable product `name`: the test bundle sits in the build
/// products folder, beside the executables, so look there and upwards.
public func builtProduct(_ name: String) -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
}

/// Runs `executable` with `arguments` and waits: its exit status and its standard
/// output and error together.
@discardableResult
public func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
