import Glibc
import Dispatch
import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// `--listen`'s server over real sockets, the test standing in for the event loop: requests reach
/// the loop's mailbox, answers reach the client, and no client holds up another.
@Suite(.serialized) struct ListenServerTests {
    /// A blocking client connected to the server on `port`, reads timing out after `seconds`.
    final class Client {
        private(set) var descriptor: Int32

        init(port: Int, seconds: Int = 5) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw ClientError() }
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { if descriptor >= 0 { close(descriptor) } }

        /// Hangs up at once, resetting the connection (no answer is wanted any more).
        func reset() {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            close(descriptor)
            descriptor = -1
        }

        func send(_ text: String, finish: Bool = true) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if finish { shutdown(descriptor, Int32(SHUT_WR)) }
        }

        /// Everything the server sends until it closes (or the read times out).
        func response() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    struct ClientError: Error {}

    /// Acts as the event loop for up to `milliseconds`: answers each request, returning them.
    @discardableResult
    static func answer(
        _ server: ListenServer, within milliseconds: Int32 = 2000, expecting count: Int = 1, with state: HTTPResponse? = nil
    ) -> [ListenServer.Request] {
        var taken: [ListenServer.Request] = []
        var fds = [pollfd(fd: server.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        while taken.count < count, poll(&fds, 1, milliseconds) > 0 {
            for request in server.takeRequests() {
                taken.append(request)
                switch request.kind {
                case .actions: server.answer(request, with: .accepted)
                case .state: server.answer(request, with: state ?? .state(Array(#"{"query":""}"#.utf8)))
                }
            }
        }
        return taken
    }

    /// The requests the loop is handed within `milliseconds`, taken and not answered.
    static func take(_ server: ListenServer, within milliseconds: Int32 = 2000) -> [ListenServer.Request] {
        var fds = [pollfd(fd: server.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, milliseconds) > 0 else { return [] }
        return server.takeRequests()
    }

    /// Whether `condition` comes to hold within two seconds.
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// The actions of the first request the loop answers, if it asks for actions.
    static func answeredActions(_ server: ListenServer) -> [Action]? {
        guard case .actions(let actions) = answer(server).first?.kind else { return nil }
        return actions
    }

    static func start() throws -> ListenServer {
        let server = try ListenServer(address: .local, unsafe: false, apiKey: "")
        server.start()
        return server
    }

    @Test func actionsReachTheLoopAndTheClientGetsOK() throws {
        let server = try Self.start()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(getenv("SWOOP_PORT").map { String(cString: $0) } == String(server.port))
        let client = try Client(port: server.port)
        client.send("POST / HTTP/1.1\r\nContent-Length: 23\r\n\r\nchange-query(foo)+first")
        let actions = try #require(Self.answeredActions(server))
        #expect(actions == [.controller(.changeQuery("foo")), .controller(.first)])
        #expect(client.response() == "HTTP/1.1 200 OK\r\n\r\n")
    }

    @Test func aRemoteClientRunsNoCommandUnlessUnsafe() throws {
        for unsafe in [false, true] {
            let server = try ListenServer(address: ListenAddress(host: "0.0.0.0", port: 0, socketPath: nil), unsafe: unsafe,
                                          apiKey: "k")
            server.start()
            defer { server.stop() }
            let client = try Client(port: server.port)
            let body = "reload(seq 3)+first+execute(ls)"
            client.send("POST / HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\nx-api-key: k\r\n\r\n" + body)
            let actions = try #require(Self.answeredActions(server))
            let expected: [Action] = unsafe ? [.session(.reload("seq 3")), .controller(.first), .session(.execute("ls"))] : [.controller(.first)]
            #expect(actions == expected)
            #expect(client.response() == "HTTP/1.1 200 OK\r\n\r\n")
        }
    }

    /// A long answer's start waits in a file; the client gets it whole, the head, the file, then the rest.
    @Test func aSpooledStateReachesTheClientWhole() throws {
        let server = try Self.start()
        defer { server.stop() }
        var json = JSONText(spilling: true)
        json.raw("[")
        for number in 0..<200_000 {
            json.string("line \(number) of the long answer".utf8)
            json.raw(",")
            json.spillIfLong()
        }
        json.raw("0]")
        let response = HTTPResponse.state(json)
        #expect(response.spool != nil)
        let client = try Client(port: server.port)
        client.send("GET / HTTP/1.1\r\n\r\n", finish: false)
        let request = try #require(Self.answer(server, with: response).first)
        guard case .state = request.kind else {
            Issue.record("no state asked")
            return
        }
        let whole = try #require(response.spool).read()
        let expected = String(decoding: response.bytes + whole + response.tail, as: UTF8.self)
        #expect(expected.hasSuffix("\"line 199999 of the long answer\",0]\n"))
        #expect(client.response() == expected)
    }

    @Test func theStateIsSentAsJSON() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client(port: server.port)
        client.send("GET /?limit=3 HTTP/1.1\r\n\r\n", finish: false)
        let taken = Self.answer(server)
        guard case .state(let limit, let offset) = taken.first?.kind else {
            Issue.record("no state asked")
            return
        }
        #expect((limit, offset) == (3, 0))
        #expect(client.response() == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"query\":\"\"}\n")
    }

    @Test func aMalformedRequestIsAnsweredWithoutTheLoop() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client(port: server.port)
        client.send("garbage\r\n\r\n", finish: false)
        #expect(client.response() == "HTTP/1.1 400 Bad Request\r\nContent-Length: 23\r\n\r\ninvalid request method\n")
        let big = try Client(port: server.port)
        big.send("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n" + String(repeating: "x", count: 300_000), finish: false)
        #expect(big.response() == "HTTP/1.1 400 Bad Request\r\nContent-Length: 23\r\n\r\ninvalid content length\n")
        #expect(server.takeRequests().isEmpty)
    }

    @Test func aSlowClientHoldsUpNoOther() throws {
        let server = try Self.start()
        defer { server.stop() }
        let slow = try Client(port: server.port)
        slow.send("GET / HTTP/1.1\r\nHost", finish: false)
        let quick = try Client(port: server.port)
        quick.send("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nup", finish: false)
        #expect(Self.answer(server).count == 1)
        #expect(quick.response() == "HTTP/1.1 200 OK\r\n\r\n")
    }

    @Test func aRequestTheLoopDoesNotTakeGets503() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client(port: server.port)
        client.send("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nup")
        #expect(client.response() == "HTTP/1.1 503 Service Unavailable\r\n\r\n")
        // Withdrawn: the loop never sees it.
        #expect(server.takeRequests().isEmpty)
    }

    @Test func anAnswerGivenJustBeforeStoppingIsStillSent() throws {
        let server = try Self.start()
        let client = try Client(port: server.port)
        client.send("POST / HTTP/1.1\r\nContent-Length: 6\r\n\r\naccept")
        Self.answer(server)
        server.stop()
        #expect(client.response() == "HTTP/1.1 200 OK\r\n\r\n")
    }

    /// A request the loop took is awaited (its answer, made on another thread, is wanted) until
    /// it is answered or its client hangs up.
    @Test func aRequestIsAwaitedUntilItIsAnsweredOrItsClientIsGone() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client(port: server.port)
        client.send("GET / HTTP/1.1\r\n\r\n", finish: false)
        let request = try #require(Self.take(server).first)
        #expect(server.isAwaited(request))
        server.answer(request, with: .state(Array("{}".utf8)))
        #expect(client.response().hasSuffix("\r\n\r\n{}\n"))
        #expect(Self.eventually { !server.isAwaited(request) })

        let gone = try Client(port: server.port)
        gone.send("GET /?limit=1000000 HTTP/1.1\r\n\r\n", finish: false)
        let abandoned = try #require(Self.take(server).first)
        #expect(server.isAwaited(abandoned))
        gone.reset()
        #expect(Self.eventually { !server.isAwaited(abandoned) })
    }

    /// Stopping waits a little for an answer still being made for a request the loop took; a
    /// request it never took is dropped.
    @Test func anAnswerBeingMadeWhenTheServerStopsIsStillSent() throws {
        let server = try Self.start()
        let client = try Client(port: server.port)
        client.send("GET / HTTP/1.1\r\n\r\n", finish: false)
        let request = try #require(Self.take(server).first)
        let untaken = try Client(port: server.port)
        untaken.send("GET / HTTP/1.1\r\n\r\n", finish: false)
        var fds = [pollfd(fd: server.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        #expect(poll(&fds, 1, 2000) == 1)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
            server.answer(request, with: .state(Array(#"{"made":"late"}"#.utf8)))
        }
        server.stop()
        #expect(client.response().hasSuffix("\r\n\r\n{\"made\":\"late\"}\n"))
        #expect(untaken.response() == "")
        #expect(!server.isAwaited(request))
    }
}
