/// An answer of `--listen`'s server, byte for byte as fzf 0.74 words it (its `server.go`).
package struct HTTPResponse: Equatable, Sendable {
    /// The bytes sent: status line, headers, blank line, body.
    package let bytes: [UInt8]

    /// The status code (200, 400, 401, 503).
    package let status: Int

    /// A response of `status` made of `bytes`.
    private init(status: Int, bytes: [UInt8]) {
        self.status = status
        self.bytes = bytes
    }

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

    /// 503: the picker did not take the request in time (actions: no body; state: a JSON error).
    package static func unavailable(forState: Bool) -> HTTPResponse {
        guard forState else { return HTTPResponse(status: 503, bytes: Array("HTTP/1.1 503 Service Unavailable\r\n\r\n".utf8)) }
        return answer(503, headers: "Content-Type: application/json\r\n", message: Array(#"{"error":"timeout"}"#.utf8))
    }
}
