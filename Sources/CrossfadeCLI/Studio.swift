import ArgumentParser
import CrossfadeStudio
import Foundation
import Logging

struct Studio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the browser Studio: the interactions live, in a phone-sized frame.",
        discussion: "Serves on 127.0.0.1 (this machine only) unless --host names another address. Stop it with Ctrl-C."
    )

    @Option(help: "The address to listen on. Anything but loopback lets other machines connect.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(name: .customLong("max-sessions"), parsing: .unconditional, help: "How many browser sessions may be open at once (1–1024).")
    var maximumSessions = StudioServer.Configuration().maximumSessions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
        guard (1...1_024).contains(maximumSessions) else { throw ValidationError("--max-sessions must be between 1 and 1024") }
    }

    func run() async throws {
        var configuration = StudioServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.maximumSessions = maximumSessions
        configuration.engineReport = { line in FileHandle.standardOutput.write(Data("Crossfade Studio: \(line)\n".utf8)) }
        if !configuration.isLoopback {
            FileHandle.standardError.write(Data("crossfade: warning: listening on \(host), not loopback: other machines can reach the Studio\n".utf8))
        }
        let server = try StudioServer(configuration: configuration)
        var logger = Logger(label: "crossfade.studio")
        logger.logLevel = .critical
        let host = self.host
        let application = server.application(logger: logger) { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            FileHandle.standardOutput.write(Data("Crossfade Studio: http://\(shown):\(port)/  (Ctrl-C to stop)\n".utf8))
        }
        do {
            try await application.runService()
        } catch {
            let text = "\(error)"
            if text.contains("Address already in use") || text.contains("errno: 98") {
                fail("port \(port) is in use; try --port (e.g. --port \(port == 8080 ? 8081 : 8080), or --port 0 for any free one)")
            }
            if text.contains("Cannot assign requested address") || text.contains("errno: 99") {
                fail("cannot listen on \(host): no such address on this machine")
            }
            fail("the Studio stopped: \(text.split(separator: "\n").first.map(String.init) ?? text)")
        }
        print("Crossfade Studio stopped.")
    }
}
