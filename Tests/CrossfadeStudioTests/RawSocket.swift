import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking TCP connection to 127.0.0.1 with a receive timeout, so a test can
/// speak raw HTTP and WebSocket (including what a browser never sends) and never hangs.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        return send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        return send(descriptor, bytes, count, 0)
    #endif
}

final class RawSocket {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(port: Int, timeout: Double = 5) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        var interval = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(descriptor); throw Failure(description: "connect() failed") }
    }

    deinit { close(descriptor) }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "send() failed") }
            sent += n
        }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Reads at least `count` bytes (or throws on timeout / close).
    func read(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = recv(descriptor, &chunk, chunk.count, 0)
            guard n > 0 else { throw Failure(description: n == 0 ? "connection closed" : "timed out") }
            buffer += chunk[..<n]
        }
        let result = Array(buffer[..<count])
        buffer.removeFirst(count)
        return result
    }

    /// Reads an HTTP response head (status line and headers) and returns it.
    func readHead() throws -> String {
        var head: [UInt8] = []
        while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) { head += try read(1) }
        return String(decoding: head, as: UTF8.self)
    }

    // MARK: HTTP

    /// A GET with the path sent exactly as given; returns status and body.
    static func get(port: Int, path: String) throws -> (status: Int, body: String) {
        let socket = try RawSocket(port: port)
        try socket.write("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let head = try socket.readHead()
        let status = Int(head.split(separator: " ")[1]) ?? 0
        var body: [UInt8] = []
        if let line = head.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
            let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        {
            body = try socket.read(length)
        }
        return (status, String(decoding: body, as: UTF8.self))
    }

    // MARK: WebSocket

    /// Opens a WebSocket to /session with the given Origin; returns the socket and the response head.
    static func webSocket(port: Int, origin: String?) throws -> (RawSocket, String) {
        let socket = try RawSocket(port: port)
        var request = "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try socket.write(request + "\r\n")
        return (socket, try socket.readHead())
    }

    /// Sends one masked frame (text by default).
    func sendFrame(_ payload: [UInt8], opcode: UInt8 = 1) throws {
        var frame: [UInt8] = [0x80 | opcode]
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        frame += mask
        frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try write(frame)
    }

    func send(json text: String) throws { try sendFrame(Array(text.utf8)) }

    enum Frame: Equatable {
        case text(String)
        case binary([UInt8])
        case close(code: Int, reason: String)
        case other(UInt8)
    }

    /// Reads the next frame from the server (unmasked, unfragmented).
    func receiveFrame() throws -> Frame {
        let head = try read(2)
        let opcode = head[0] & 0x0F
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            let extended = try read(2)
            length = Int(extended[0]) << 8 | Int(extended[1])
        } else if length == 127 {
            length = try read(8).reduce(0) { $0 << 8 | Int($1) }
        }
        let payload = try read(length)
        switch opcode {
        case 1: return .text(String(decoding: payload, as: UTF8.self))
        case 2: return .binary(payload)
        case 8:
            let code = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
            return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
        default: return .other(opcode)
        }
    }

    /// The next binary message, skipping pings (a text message first is a failure).
    func receiveBinary() throws -> [UInt8] {
        while true {
            switch try receiveFrame() {
            case .binary(let bytes): return bytes
            case .text(let text): throw Failure(description: "a text message where a binary one was due: \(text.prefix(200))")
            case .close(let code, let reason): throw Failure(description: "closed \(code) \(reason)")
            case .other: continue
            }
        }
    }

    /// The next text message, skipping pings.
    func receiveText() throws -> String {
        while true {
            switch try receiveFrame() {
            case .text(let text): return text
            case .close(let code, let reason): throw Failure(description: "closed \(code) \(reason)")
            case .other, .binary: continue
            }
        }
    }
}
