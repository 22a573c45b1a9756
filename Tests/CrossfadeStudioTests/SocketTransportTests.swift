import CrossfadeTestSupport
import Foundation
import Testing

/// The page's end of a socket session under Node with a fake socket
/// (Scripts/socket-transport-check.mjs): a frame's mount operations are drawn only in
/// their own session, with the status the server sent; every host call carries the
/// page's time. A restart between a frame's state and its operations once drew the
/// earlier session's operations into the new tree ("frame: Cannot read properties of
/// undefined (reading 'props')" in CI).
@Suite("Studio socket session, the page's end")
struct SocketTransportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func operationsAreDrawnOnlyInTheirOwnSession() throws {
        let node = try runProcess("/usr/bin/env", ["node", Self.repository.appendingPathComponent("Scripts/socket-transport-check.mjs").path])
        #expect(node.status == 0, "\(node.output)")
        #expect(node.output.split(separator: "\n").filter { $0.hasPrefix("ok") }.count == 7, "every check ran: \(node.output)")
    }
}
