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

    /// `status` with `message` and a newline as the body, fzf's `answer`.
    private static func answer(_ status: Int, headers: String = "", message: [UInt8]) -> HTTPResponse {
        let head = statusLine(status) + headers + "Content-Length: \(message.count + 1)\r\n\r\n"
        // One copy of the body, however large (a whole state can be tens of megabytes).
        var bytes = Array(head.utf8)
        bytes.reserveCapacity(bytes.count + message.count + 1)
        bytes += message
        bytes.append(UInt8(ascii: "\n"))
        return HTTPResponse(status: status, bytes: bytes)
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
        guard let spool = json.spool else { return state(json.bytes) }
        let length = spool.count + json.bytes.count + 1
        let head = statusLine(200) + "Content-Type: application/json\r\nContent-Length: \(length)\r\n\r\n"
        return HTTPResponse(status: 200, bytes: Array(head.utf8), spool: spool, tail: json.bytes + [UInt8(ascii: "\n")])
    }

    /// 503: the picker did not take the request in time (actions: no body; state: a JSON error).
    package static func unavailable(forState: Bool) -> HTTPResponse {
        guard forState else { return HTTPResponse(status: 503, bytes: Array("HTTP/1.1 503 Service Unavailable\r\n\r\n".utf8)) }
        return answer(503, headers: "Content-Type: application/json\r\n", message: Array(#"{"error":"timeout"}"#.utf8))
    }
}
