import Testing
@testable import SwoopTUI

/// `--listen`'s request reader: fzf's requests and its answers to malformed ones (checked
/// against fzf 0.74 with raw sockets), bounds, and bytes arriving a few at a time.
@Suite struct HTTPRequestTests {
    static func read(_ text: String, isEnded: Bool = false) -> HTTPRequest.Reading {
        HTTPRequest.read(Array(text.utf8), isEnded: isEnded)
    }

    static func rejection(_ message: String) -> HTTPRequest.Reading {
        .rejected(.badRequest(message))
    }

    @Test func readsAGetWithItsLimitAndOffset() {
        #expect(Self.read("GET / HTTP/1.1\r\nHost: x\r\n\r\n") == .request(HTTPRequest(method: .get(limit: 100, offset: 0), apiKey: "")))
        #expect(Self.read("GET /?limit=5&offset=2 HTTP/1.1\r\n\r\n") == .request(HTTPRequest(method: .get(limit: 5, offset: 2), apiKey: "")))
        // Values that are not numbers, and other parameters, leave the defaults.
        #expect(Self.read("GET /?limit=abc&x&offset=1=2 HTTP/1.1\r\n\r\n") == .request(HTTPRequest(method: .get(limit: 100, offset: 0), apiKey: "")))
        #expect(Self.read("GET /?limit=99999999999999999999 HTTP/1.1\r\n\r\n") == .request(HTTPRequest(method: .get(limit: 100, offset: 0), apiKey: "")))
    }

    @Test func readsAPostBodyOfItsContentLength() {
        let request = HTTPRequest(method: .post(body: Array("up".utf8), isComplete: true), apiKey: "k")
        #expect(Self.read("POST / HTTP/1.1\r\nContent-Length: 2\r\nX-API-Key:  k \r\n\r\nup") == .request(request))
        // Header names in any case, a value without a space, bytes past the length ignored.
        #expect(Self.read("POST / HTTP/1.1\r\ncontent-length:2\r\nx-api-key: k\r\n\r\nupXXXX") == .request(request))
        #expect(Self.read("POST / HTTP/1.1\r\nContent-Length: +2\r\nx-api-key: k\r\n\r\nup") == .request(request))
    }

    @Test func rejectsWhatFzfRejectsWithItsWords() {
        for text in ["PUT / HTTP/1.1\r\n\r\n", "post / HTTP/1.1\r\n\r\n", "POST /x HTTP/1.1\r\n\r\n", "GET /? HTTP/1.1\r\n\r\n",
                     "GET /?limit=-1 HTTP/1.1\r\n\r\n", "GET /?LIMIT=1 HTTP/1.1\r\n\r\n", "GET /foo HTTP/1.1\r\n\r\n", "\r\n"] {
            #expect(Self.read(text) == Self.rejection("invalid request method"), "\(text)")
        }
        #expect(Self.read("POST / HTTP/1.1\r\n\r\nup") == Self.rejection("content-length header missing"))
        for length in ["0", "-1", "abc", "1048577", ""] {
            #expect(Self.read("POST / HTTP/1.1\r\nContent-Length: \(length)\r\n\r\nup") == Self.rejection("invalid content length"))
        }
    }

    @Test func garbageIsRejectedBeforeItsLineEnds() {
        #expect(Self.read("hello") == Self.rejection("invalid request method"))
        #expect(Self.read("GET") == .incomplete(needs: nil))
        #expect(Self.read("POST / HT") == .incomplete(needs: nil))
    }

    @Test func waitsForTheHeadersAndTheWholeBody() {
        #expect(Self.read("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete(needs: nil))
        let head = "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n"
        #expect(Self.read(head + "up") == .incomplete(needs: head.utf8.count + 5))
        #expect(Self.read(head + "up+up") == .request(HTTPRequest(method: .post(body: Array("up+up".utf8), isComplete: true), apiKey: "")))
    }

    @Test func readsWhatArrivedWhenTheClientStopsSending() {
        // As fzf does at the end of input: a GET is answered, a POST cut short is incomplete.
        #expect(Self.read("GET / HTTP/1.1\n\n", isEnded: true) == .request(HTTPRequest(method: .get(limit: 100, offset: 0), apiKey: "")))
        #expect(Self.read("POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nup", isEnded: true)
            == .request(HTTPRequest(method: .post(body: Array("up".utf8), isComplete: false), apiKey: "")))
        #expect(Self.read("POST / HTTP/1.1\r\nContent-Length: 3", isEnded: true)
            == .request(HTTPRequest(method: .post(body: [], isComplete: false), apiKey: "")))
        #expect(Self.read("POST / HTTP/1.1\r\n", isEnded: true) == .request(HTTPRequest(method: .post(body: [], isComplete: true), apiKey: "")))
        #expect(Self.read("", isEnded: true) == Self.rejection("invalid request method"))
        #expect(Self.read("GET /", isEnded: true) == Self.rejection("invalid request method"))
    }

    @Test func boundsTheHead() {
        let long = "GET / HTTP/1.1\r\nX-Filler: " + String(repeating: "a", count: HTTPRequest.maxHeadBytes)
        #expect(Self.read(long) == Self.rejection("request header too large"))
        #expect(Self.read(long + "\r\n\r\n") == Self.rejection("request header too large"))
        let many = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: HTTPRequest.maxHeaderLines + 1)
        #expect(Self.read(many) == Self.rejection("too many header lines"))
        let enough = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: HTTPRequest.maxHeaderLines) + "\r\n"
        #expect(Self.read(enough) == .request(HTTPRequest(method: .get(limit: 100, offset: 0), apiKey: "")))
    }

    @Test func anySplitOfARequestReadsTheSame() {
        let text = Array("POST / HTTP/1.1\r\nContent-Length: 17\r\nx-api-key: k\r\n\r\nchange-query(a b)".utf8)
        let whole = HTTPRequest.read(text, isEnded: false)
        for cut in 0..<text.count {
            if case .request = HTTPRequest.read(Array(text[..<cut]), isEnded: false) {
                Issue.record("a request after \(cut) bytes")
            }
        }
        #expect(whole == .request(HTTPRequest(method: .post(body: Array("change-query(a b)".utf8), isComplete: true), apiKey: "k")))
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                "GETPOST /?=&\r\n:Content-Length 1x".utf8.randomElement(using: &generator) ?? 0
            }
            _ = HTTPRequest.read(bytes, isEnded: Bool.random(using: &generator))
        }
    }
}
