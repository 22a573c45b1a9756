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
