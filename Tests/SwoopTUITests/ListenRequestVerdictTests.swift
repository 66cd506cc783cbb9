import Testing
@testable import SwoopOptions
@testable import SwoopSystem
@testable import SwoopTUI

/// What `--listen`'s server does with a request: the API key first, then the actions, with
/// fzf's answers; and the address and action chain it is given.
@Suite struct ListenRequestVerdictTests {
    static func post(_ body: String, key: String = "", isComplete: Bool = true) -> HTTPRequest {
        HTTPRequest(method: .post(body: Array(body.utf8), isComplete: isComplete), apiKey: key)
    }

    @Test func aWrongOrMissingKeyIsUnauthorizedWhateverTheRequest() {
        for key in ["", "124abc", "123abc "] {
            #expect(Self.post("up", key: key).verdict(expectedKey: "123abc") == .answer(.unauthorized))
            #expect(Self.post("bogus", key: key, isComplete: false).verdict(expectedKey: "123abc") == .answer(.unauthorized))
        }
        #expect(Self.post("up", key: "123abc").verdict(expectedKey: "123abc") == .perform([.controller(.up)]))
        #expect(HTTPRequest(method: .get(limit: 1, offset: 2), apiKey: "").verdict(expectedKey: "") == .state(limit: 1, offset: 2))
        #expect(String(decoding: HTTPResponse.unauthorized.bytes, as: UTF8.self)
            == "HTTP/1.1 401 Unauthorized\r\nContent-Length: 16\r\n\r\ninvalid api key\n")
    }

    @Test func actionsAreReadAsAfterAKey() {
        #expect(Self.post("change-query(foo)+first").verdict(expectedKey: "") == .perform([.controller(.changeQuery("foo")), .controller(.first)]))
        #expect(Self.post("\r\nup\r\n").verdict(expectedKey: "") == .perform([.controller(.up)]))
        #expect(Self.post("+up").verdict(expectedKey: "") == .perform([.controller(.up)]))
        #expect(Self.post("change-prompt:hundred> ").verdict(expectedKey: "") == .perform([.controller(.changePrompt("hundred> "))]))
    }

    @Test func badBodiesGetFzfsAnswers() {
        let cases = [
            ("bogus", "unknown action: bogus"), ("up,down", "unknown action: up,down"), ("up+", "unknown action: "),
            ("change-query(a", "unknown action: change-query(a"), ("\r\n", "no action specified"),
        ]
        for (body, message) in cases {
            #expect(Self.post(body).verdict(expectedKey: "") == .answer(.badRequest(message)), "\(body)")
        }
        #expect(Self.post("up", isComplete: false).verdict(expectedKey: "") == .answer(.badRequest("incomplete request")))
        #expect(String(decoding: HTTPResponse.badRequest("no action specified").bytes, as: UTF8.self)
            == "HTTP/1.1 400 Bad Request\r\nContent-Length: 20\r\n\r\nno action specified\n")
    }

    @Test func actionsThatRunCommandsAreRead() {
        #expect(Self.post("reload(seq 100)+first").verdict(expectedKey: "") == .perform([.session(.reload("seq 100")), .controller(.first)]))
    }

    @Test func addressesReadAsFzfReadsThem() throws {
        #expect(try ListenAddress.parse("6266") == ListenAddress(host: "localhost", port: 6266, socketPath: nil))
        #expect(try ListenAddress.parse(":0") == ListenAddress(host: "localhost", port: 0, socketPath: nil))
        #expect(try ListenAddress.parse("0.0.0.0:6266") == ListenAddress(host: "0.0.0.0", port: 6266, socketPath: nil))
        #expect(try ListenAddress.parse("/tmp/x.sock").socketPath == "/tmp/x.sock")
        #expect(try ListenAddress.parse("127.0.0.1:1").isLocal)
        #expect(try !ListenAddress.parse("0.0.0.0:1").isLocal)
        #expect(throws: OptionError("invalid listen port: x")) { try ListenAddress.parse("1.2.3:x") }
        #expect(throws: OptionError("invalid listen port: 65536")) { try ListenAddress.parse("65536") }
        #expect(throws: OptionError("invalid listen address: a:b:c")) { try ListenAddress.parse("a:b:c") }
    }

    @Test func theOptionsSetTheServerAndUnsetIt() throws {
        let options = try OptionParser.parse(["--listen"], environment: [:])
        #expect(options.listen == .local)
        let named = try OptionParser.parse(["--listen", "6266", "--listen-unsafe=0.0.0.0:7"], environment: [:])
        #expect(named.listen == ListenAddress(host: "0.0.0.0", port: 7, socketPath: nil))
        #expect(named.listensUnsafely)
        let off = try OptionParser.parse(["--listen-unsafe", "--no-listen"], environment: [:])
        #expect(off.listen == nil && !off.listensUnsafely)
    }
}
