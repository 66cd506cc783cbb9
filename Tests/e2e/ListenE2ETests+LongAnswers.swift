import Foundation
import Testing

/// `--listen` while a state answer of hundreds of thousands of rows is being made: the picker
/// takes the state and makes its JSON off the event loop, so keys and other clients go on.
extension ListenE2ETests {
    /// A client that connects to `port` and sends `request` (or some of one) at once; reads time
    /// out after a minute.
    static func client(_ port: Int, sending request: String) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw E2EFailure("cannot connect to port \(port)")
        }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            close(descriptor)
            throw E2EFailure("cannot send the request")
        }
        return descriptor
    }

    /// Whether any of the answer (or the end) has reached `descriptor` yet; nothing is taken.
    static func hasArrived(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) >= 0
    }

    /// Everything `descriptor` receives until the server closes it.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    @Test func keysAndOtherClientsAreServedWhileAHugeStateAnswerIsMade() async throws {
        let port = try Self.freePort()
        let session = try TmuxSession.start(shell: "seq 1000000 | \"$SWOOP\" --listen \(port)")
        defer { session.close() }
        try await session.waitForCount("1000000/1000000", timeout: .seconds(30))
        try session.type("1")
        try await session.waitForCount("468560/1000000", timeout: .seconds(30))

        // 200,000 matches with their positions: some 10 MB of JSON, seconds of work in a debug build.
        let huge = try Self.client(port, sending: "GET /?limit=200000 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        defer { close(huge) }
        // The loop takes requests in the order the server read them: this one's answer means
        // it took the huge one first.
        let start = ContinuousClock.now
        let other = try Self.curl(port, path: "/?limit=1")
        #expect(other.status == 200)
        #expect(other.body.hasPrefix(#"{"reading":false,"progress":100,"query":"1","#))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(!Self.hasArrived(huge), "the huge answer was made before the other client was answered: nothing shown")

        let typed = ContinuousClock.now
        try session.type("2")
        try await session.waitUntil("the key typed", timeout: .seconds(3)) { $0.searchBar.hasPrefix("> 12") }
        #expect(ContinuousClock.now - typed < .seconds(3))
        let after = try Self.curl(port, path: "/?limit=1")
        #expect(after.status == 200)
        #expect(after.body.contains(#""query":"12","#))
        #expect(!Self.hasArrived(huge), "the huge answer was made before the key was handled: nothing shown")

        // The huge answer is the state when it was asked for, whole.
        let reply = Self.readAll(huge)
        let separator = Array("\r\n\r\n".utf8)
        let headEnd = try #require((0...(max(0, reply.count - 4))).first { Array(reply[$0..<($0 + 4)]) == separator })
        let head = String(decoding: reply[..<headEnd], as: UTF8.self)
        let body = reply[(headEnd + 4)...]
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"))
        #expect(head.hasSuffix("Content-Length: \(body.count)"))
        let state = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
        #expect(state["query"] as? String == "1")
        #expect(state["matchCount"] as? Int == 468_560)
        let matches = state["matches"] as? [[String: Any]] ?? []
        #expect(matches.count == 200_000)
        #expect(matches.first?["text"] as? String == "1" && matches.first?["positions"] as? [Int] == [0])
        #expect(matches.allSatisfy { ($0["text"] as? String)?.contains("1") == true })
        try await session.waitForCount("114265/1000000", timeout: .seconds(30))
    }
}
