/// An answer of `--listen`'s server, byte for byte as fzf 0.74 words it (its `server.go`).
package struct HTTPResponse: Equatable, Sendable {
    /// The bytes sent first: status line, headers, blank line and the body, or for a spooled
    /// body what of it stayed in memory (sent after the spool).
    package let bytes: [UInt8]
    /// The start of a long body, sent after the head and before `tail`.
    package let spool: AnswerSpool?
    /// The rest of a spooled body.
    package let tail: [UInt8]

    /// The status code (200, 400, 401, 503).
    package let status: Int

    /// A response of `status` made of `bytes`, then `spool` and `tail`.
    private init(status: Int, bytes: [UInt8], spool: AnswerSpool? = nil, tail: [UInt8] = []) {
        self.status = status
        self.bytes = bytes
        self.spool = spool
        self.tail = tail
    }

    /// How many bytes are sent in all.
    package var count: Int { bytes.count + (spool?.count ?? 0) + tail.count }

    /// fzf's status line for `status`, CRLF included.
    private static func statusLine(_ status: Int) -> String {
        switch status {
        case 200: "HTTP/1.1 200 OK\r\n"
        case 400: "HTTP/1.1 400 Bad Request\r\n"
        case 401: "HTTP/1.1 401 Unauthorized\r\n"
        default: "HTTP/1.1 503 Service Unavailable\r\n"
        }
    }

    /// `status` with `message` and a newline as the body, fzf's `answer`; a long body's start
    /// may wait in `spool`, sent before `message`.
    private static func answer(_ status: Int, headers: String = "", message: [UInt8], spool: AnswerSpool? = nil) -> HTTPResponse {
        let length = (spool?.count ?? 0) + message.count + 1
        let head = Array((statusLine(status) + headers + "Content-Length: \(length)\r\n\r\n").utf8)
        // One copy of what is in memory, however large.
        var rest = spool == nil ? head : []
        rest.reserveCapacity(rest.count + message.count + 1)
        rest += message
        rest.append(UInt8(ascii: "\n"))
        guard spool == nil else { return HTTPResponse(status: status, bytes: head, spool: spool, tail: rest) }
        return HTTPResponse(status: status, bytes: rest)
    }

    /// 400 Bad Request: the request was malformed, or its actions could not be read.
    package static func badRequest(_ message: String) -> HTTPResponse {
        answer(400, message: Array(message.utf8))
    }

    /// 401 Unauthorized: the `x-api-key` header is missing or wrong.
    package static let unauthorized = answer(401, message: Array("invalid api key".utf8))

    /// 200 OK for actions taken: no body, as fzf sends it.
    package static let accepted = HTTPResponse(status: 200, bytes: Array("HTTP/1.1 200 OK\r\n\r\n".utf8))

    /// 200 OK with the picker's state as JSON.
    package static func state(_ json: [UInt8]) -> HTTPResponse {
        answer(200, headers: "Content-Type: application/json\r\n", message: json)
    }

    /// 200 OK with the picker's state as JSON, its start in a spool when it was long.
    package static func state(_ json: JSONText) -> HTTPResponse {
        answer(200, headers: "Content-Type: application/json\r\n", message: json.bytes, spool: json.spool)
    }

    /// 503: the picker did not take the request in time (actions: no body; state: a JSON error).
    package static func unavailable(forState: Bool) -> HTTPResponse {
        guard forState else { return HTTPResponse(status: 503, bytes: Array("HTTP/1.1 503 Service Unavailable\r\n\r\n".utf8)) }
        return answer(503, headers: "Content-Type: application/json\r\n", message: Array(#"{"error":"timeout"}"#.utf8))
    }
}
