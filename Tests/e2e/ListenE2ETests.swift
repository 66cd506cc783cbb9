import Foundation
import Testing

/// `--listen` in the real binary, driven with curl as fzf's own `test/test_server.rb` drives fzf,
/// with the answers fzf 0.74 gives.
@Suite(.serialized)
struct ListenE2ETests {
    /// What curl got: the status code and the body.
    struct Reply {
        let status: Int
        let body: String
    }

    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw E2EFailure("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// `seq 10 | swoop --listen PORT` on a free port, with `environment` (`NAME=VALUE`) set, once its list is shown.
    static func startPicker(environment: String = "") async throws -> (TmuxSession, Int) {
        let port = try freePort()
        let session = try TmuxSession.start(shell: "seq 10 | \(environment) \"$SWOOP\" --listen \(port)")
        try await session.waitForCount("10/10")
        return (session, port)
    }

    /// `curl` against the server: a GET, or a POST of `body`, with `headers`.
    static func curl(_ port: Int, post body: String? = nil, headers: [String] = [], path: String = "/") throws -> Reply {
        var arguments = ["curl", "-s", "-S", "-i", "--max-time", "5", "http://127.0.0.1:\(port)\(path)"]
        if let body { arguments += ["-XPOST", "--data-binary", body] }
        for header in headers { arguments += ["-H", header] }
        let result = try ChildProcess.run("/usr/bin/env", arguments, environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 else { throw E2EFailure("curl \(arguments) failed: \(result.output)") }
        let parts = result.stdout.components(separatedBy: "\r\n\r\n")
        let statusLine = parts.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw E2EFailure("no status in \(result.stdout)") }
        return Reply(status: status, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// The state as JSON, once `condition` holds of it (a search may still be landing).
    static func state(_ port: Int, headers: [String] = [], until condition: ([String: Any]) -> Bool = { _ in true }) async throws -> [String: Any] {
        let deadline = ContinuousClock.now.advanced(by: .seconds(8))
        while true {
            let reply = try curl(port, headers: headers)
            let object = try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any] ?? [:]
            if reply.status == 200, condition(object) { return object }
            if ContinuousClock.now >= deadline { throw E2EFailure("state never as expected: \(reply.body)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func postedActionsChangeTheQueryAndTheStateShowsIt() async throws {
        let (session, port) = try await Self.startPicker()
        defer { session.close() }
        var state = try await Self.state(port)
        #expect(state["totalCount"] as? Int == 10)
        #expect(state["matchCount"] as? Int == 10)
        #expect(state["query"] as? String == "")
        let current = state["current"] as? [String: Any]
        #expect(current?["index"] as? Int == 0 && current?["text"] as? String == "1" && current?.count == 2)
        // No positions when the query is empty.
        #expect((state["matches"] as? [[String: Any]])?.allSatisfy { $0["positions"] == nil } == true)

        // Positions with a single-character query.
        #expect(try Self.curl(port, post: "change-query(1)").status == 200)
        try await session.waitForCount("2/10")
        state = try await Self.state(port) { $0["matchCount"] as? Int == 2 }
        #expect((state["current"] as? [String: Any])?["positions"] as? [Int] == [0])
        for match in state["matches"] as? [[String: Any]] ?? [] {
            let text = match["text"] as? String ?? ""
            #expect(text.contains("1"))
            #expect(match["positions"] as? [Int] == [text.distance(from: text.startIndex, to: text.firstIndex(of: "1") ?? text.endIndex)])
        }

        // Positions with a multi-character query, sorted.
        #expect(try Self.curl(port, post: "change-query(10)").status == 200)
        state = try await Self.state(port) { $0["matchCount"] as? Int == 1 }
        #expect((state["current"] as? [String: Any])?["text"] as? String == "10")
        #expect((state["current"] as? [String: Any])?["positions"] as? [Int] == [0, 1])

        // No match: no current item.
        #expect(try Self.curl(port, post: "change-query(yo)+reload(seq 100)+change-prompt:hundred> ").status == 200)
        try await session.waitForCount("0/100")
        try await session.waitUntil("the new prompt and query") { $0.searchBar.hasPrefix("hundred> yo") }
        state = try await Self.state(port) { $0["totalCount"] as? Int == 100 }
        #expect(state["matchCount"] as? Int == 0)
        #expect(state["query"] as? String == "yo")
        #expect(state["current"] is NSNull)
    }

    @Test func theChosenPortIsExportedAndAcceptPrintsThePick() async throws {
        let session = try TmuxSession.start(shell: "seq 10 | \"$SWOOP\" --listen --preview 'echo port=$SWOOP_PORT fzf=$FZF_PORT'")
        defer { session.close() }
        let screen = try await session.waitForScreen(containing: "fzf=")
        let match = screen.text.firstMatch(of: /port=(\d+) fzf=(\d+)/)
        let port = try #require(match.flatMap { Int($0.output.1) })
        #expect(match.map { String($0.output.1) == String($0.output.2) } == true)
        #expect(try Self.curl(port, post: "change-query(7)+accept").status == 200)
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "7\n")
    }

    @Test func aWrongAPIKeyIsUnauthorizedAndChangesNothing() async throws {
        let (session, port) = try await Self.startPicker(environment: "SWOOP_API_KEY=123abc")
        defer { session.close() }
        for headers in [[], ["x-api-key;"], ["x-api-key: 124abc"]] {
            let post = try Self.curl(port, post: "change-query(yo)+reload(seq 100)+change-prompt:hundred> ", headers: headers)
            #expect(post.status == 401)
            #expect(post.body == "invalid api key\n")
            let get = try Self.curl(port, headers: headers)
            #expect(get.status == 401)
            #expect(get.body == "invalid api key\n")
        }
        #expect(try session.screen().count == "10/10")
        for key in ["x-api-key: 123abc", "X-API-Key: 123abc"] {
            #expect(try Self.curl(port, post: "change-query(yo)+reload(seq 100)+change-prompt:hundred> ", headers: [key]).status == 200)
            try await session.waitForCount("0/100")
            try await session.waitUntil("the new prompt") { $0.searchBar.hasPrefix("hundred> yo") }
            let state = try await Self.state(port, headers: [key])
            #expect(state["query"] as? String == "yo")
        }
    }

    @Test func garbageAndUnknownActionsAreBadRequestsAndChangeNothing() async throws {
        let (session, port) = try await Self.startPicker()
        defer { session.close() }
        let garbage = try ChildProcess.run("/usr/bin/env", ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/\(port); printf 'garbage\\r\\n\\r\\n' >&3; cat <&3"],
                                           environment: ProcessInfo.processInfo.environment)
        #expect(garbage.stdout == "HTTP/1.1 400 Bad Request\r\nContent-Length: 23\r\n\r\ninvalid request method\n")
        let unknown = try Self.curl(port, post: "bogus")
        #expect(unknown.status == 400)
        #expect(unknown.body == "unknown action: bogus\n")
        #expect(try Self.curl(port, post: "\n").body == "no action specified\n")
        let wrongMethod = try ChildProcess.run("/usr/bin/env", ["curl", "-s", "-XPUT", "-d", "up", "http://127.0.0.1:\(port)"],
                                               environment: ProcessInfo.processInfo.environment)
        #expect(wrongMethod.stdout == "invalid request method\n")
        let state = try await Self.state(port)
        #expect(state["query"] as? String == "")
        #expect(state["position"] as? Int == 0)
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "1\n")
    }

    @Test func silentClientsHoldUpNeitherThePickerNorOtherClients() async throws {
        let (session, port) = try await Self.startPicker()
        defer { session.close() }
        // Clients that connect and send half a request, or nothing, and wait.
        var silent: [Int32] = []
        defer { silent.forEach { close($0) } }
        for index in 0..<100 {
            silent.append(try Self.client(port, sending: index % 2 == 0 ? "GET / HT" : ""))
        }
        try session.type("3")
        try await session.waitForCount("1/10")
        let state = try await Self.state(port) { $0["matchCount"] as? Int == 1 }
        #expect(state["query"] as? String == "3")
    }

    @Test func aUnixSocketServesTooAndIsRemovedAtExit() async throws {
        let session = try TmuxSession.start(shell: "seq 5 | \"$SWOOP\" --listen picker.sock --preview 'echo sock=$FZF_SOCK'")
        defer { session.close() }
        try await session.waitForScreen(containing: "sock=picker.sock")
        let path = session.directory.appendingPathComponent("picker.sock").path
        let get = try ChildProcess.run("/usr/bin/env", ["curl", "-s", "--unix-socket", path, "http://localhost/?limit=1"],
                                       environment: ProcessInfo.processInfo.environment)
        #expect(get.stdout.hasPrefix(#"{"reading":false,"progress":100,"query":"","position":0,"sort":true,"totalCount":5,"matchCount":5,"#))
        _ = try ChildProcess.run("/usr/bin/env", ["curl", "-s", "--unix-socket", path, "-d", "down+accept", "http://localhost/"],
                                 environment: ProcessInfo.processInfo.environment)
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "2\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aPortInUseIsAnError() async throws {
        let port = try Self.freePort()
        let first = try TmuxSession.start(shell: "seq 3 | \"$SWOOP\" --listen \(port)")
        defer { first.close() }
        try await first.waitForCount("3/3")
        let second = try SwoopBinary.runDirect(["--listen=\(port)"])
        #expect(second.status == 2)
        #expect(second.stderr == "swoop: failed to listen on localhost:\(port)\n")
        let remote = try SwoopBinary.runDirect(["--listen=0.0.0.0:\(port)"])
        #expect(remote.status == 2)
        #expect(remote.stderr.contains("FZF_API_KEY is required to allow remote access"))
    }
}
