/// A request to `--listen`'s server, read as fzf 0.74 reads one (its `server.go`): a request
/// line `GET /[?limit=N&offset=N] HTTP…` or `POST / HTTP…`, CRLF-ended header lines of which
/// only `Content-Length` and `X-API-Key` count (names in any case, values trimmed), a blank
/// line, and for POST a body of exactly `Content-Length` bytes (at most 1 MiB; more is ignored).
///
/// Reading is pure and bounded: bytes in, a verdict out, so the server calls it again as more
/// arrive; the head (request line and headers) may take 64 KiB and 100 header lines at most.
/// Where fzf answers a malformed request with 400 and a message, this says the same.
package struct HTTPRequest: Equatable, Sendable {
    /// What is asked.
    package enum Method: Equatable, Sendable {
        /// The state as JSON: `limit` rows from `offset` (fzf's defaults: 100 from 0).
        case get(limit: Int, offset: Int)
        /// Actions to perform: the body as received (at most `Content-Length` bytes), and
        /// whether all of it arrived before the client stopped sending.
        case post(body: [UInt8], isComplete: Bool)
    }

    /// What the bytes received so far come to.
    package enum Reading: Equatable, Sendable {
        /// Not yet a request: wait for more (`needs`: the byte count that completes it, when known).
        case incomplete(needs: Int?)
        /// A request; its API key is still to be checked.
        case request(HTTPRequest)
        /// Not a request fzf takes: answer this (400) and close.
        case rejected(HTTPResponse)
    }

    package let method: Method
    /// The `X-API-Key` header's value, trimmed ("" when absent).
    package let apiKey: String

    /// The most bytes the request line and headers may take.
    package static let maxHeadBytes = 64 * 1024
    /// The most header lines read.
    package static let maxHeaderLines = 100
    /// The largest body (fzf's `maxContentLength`).
    package static let maxContentLength = 1024 * 1024

    private static let crlf: [UInt8] = [13, 10]

    /// What `bytes`, the start of a connection's input, come to; `isEnded`: nothing more will
    /// arrive (the client finished sending, or its time ran out), so what is there is read as is.
    package static func read(_ bytes: [UInt8], isEnded: Bool) -> Reading {
        var head = Head()
        var lineStart = 0
        while true {
            let end = lineEnd(in: bytes, from: lineStart)
            if end == nil, !isEnded {
                if bytes.count >= maxHeadBytes { return .rejected(.badRequest("request header too large")) }
                if head.section == .requestLine, !couldStartRequest(bytes) { return .rejected(.badRequest("invalid request method")) }
                return .incomplete(needs: nil)
            }
            let next = end ?? bytes.count
            if next > maxHeadBytes { return .rejected(.badRequest("request header too large")) }
            // At the end, what is left is a last line (fzf's final token), even when empty.
            if let rejection = head.take(bytes[lineStart..<next]) { return .rejected(rejection) }
            lineStart = next
            if head.section == .done || end == nil { break }
            if head.section == .body { return body(of: head, in: bytes, from: lineStart, isEnded: isEnded) }
        }
        if let getQuery = head.getQuery { return .request(HTTPRequest(method: parameters(getQuery), apiKey: head.apiKey)) }
        // The client stopped before the headers ended: no body, complete only when none was announced.
        return .request(HTTPRequest(method: .post(body: [], isComplete: head.contentLength == 0), apiKey: head.apiKey))
    }

    /// The POST body after the blank line at `start`, once it is all there or nothing more comes.
    private static func body(of head: Head, in bytes: [UInt8], from start: Int, isEnded: Bool) -> Reading {
        let available = bytes.count - start
        if available < head.contentLength, !isEnded { return .incomplete(needs: start + head.contentLength) }
        let body = Array(bytes[start..<(start + min(available, head.contentLength))])
        return .request(HTTPRequest(method: .post(body: body, isComplete: available >= head.contentLength), apiKey: head.apiKey))
    }

    /// The index after the next CRLF at or after `start`, if there is one.
    private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10 { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Whether a request line still being received may yet be one fzf takes.
    private static func couldStartRequest(_ bytes: [UInt8]) -> Bool {
        ["GET /", "POST / HTTP"].contains { method in
            let expected = Array(method.utf8)
            return bytes.prefix(expected.count).elementsEqual(expected.prefix(bytes.count))
        }
    }

    /// `limit` and `offset` from a GET's query (fzf's `parseGetParams`: others, and values that
    /// are not numbers, are ignored).
    private static func parameters(_ query: Substring) -> Method {
        var limit = 100, offset = 0
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Int(parts[1]) else { continue }
            if parts[0] == "limit" { limit = value } else if parts[0] == "offset" { offset = value }
        }
        return .get(limit: limit, offset: offset)
    }
}

extension HTTPRequest {
    /// The request line and headers as read so far.
    private struct Head {
        /// Which part of the request the next line belongs to.
        enum Section { case requestLine, headers, body, done }

        var section = Section.requestLine
        /// A GET's query string ("" without one); nil for POST.
        var getQuery: Substring?
        var contentLength = 0
        var apiKey = ""
        var headerLines = 0

        /// Reads one line, CRLF included if it has one; a rejection ends the request.
        mutating func take(_ line: ArraySlice<UInt8>) -> HTTPResponse? {
            switch section {
            case .requestLine:
                let text = String(decoding: line, as: UTF8.self)
                if let query = Self.getQuery(text) {
                    getQuery = query
                } else if !text.hasPrefix("POST / HTTP") {
                    return .badRequest("invalid request method")
                }
                section = .headers
            case .headers:
                if line.elementsEqual(HTTPRequest.crlf) {
                    if getQuery != nil {
                        section = .done
                    } else if contentLength == 0 {
                        return .badRequest("content-length header missing")
                    } else {
                        section = .body
                    }
                    return nil
                }
                headerLines += 1
                if headerLines > HTTPRequest.maxHeaderLines { return .badRequest("too many header lines") }
                return header(line)
            case .body, .done:
                break
            }
            return nil
        }

        /// Reads a header line; only the content length and the API key count.
        private mutating func header(_ line: ArraySlice<UInt8>) -> HTTPResponse? {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = Self.trimmed(line[(colon + 1)...])
            switch name {
            case "content-length":
                guard let length = Int(String(decoding: value, as: UTF8.self)), length > 0,
                      length <= HTTPRequest.maxContentLength else { return .badRequest("invalid content length") }
                contentLength = length
            case "x-api-key":
                apiKey = String(decoding: value, as: UTF8.self)
            default:
                break
            }
            return nil
        }

        /// `bytes` without ASCII white space at either end.
        private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            let isSpace: (UInt8) -> Bool = { $0 == 32 || (9...13).contains($0) }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
                return []
            }
            return bytes[first...last]
        }

        /// The query string of a GET request line as fzf matches it (`^GET /(?:\?([a-z0-9=&]+))? HTTP`);
        /// nil when the line is not one.
        private static func getQuery(_ line: String) -> Substring? {
            guard line.hasPrefix("GET /") else { return nil }
            let rest = line.dropFirst(5)
            if rest.hasPrefix(" HTTP") { return "" }
            guard rest.hasPrefix("?") else { return nil }
            let query = rest.dropFirst().prefix { character in
                character.isASCII && (character.isLowercase || character.isNumber || character == "=" || character == "&")
            }
            guard !query.isEmpty, rest.dropFirst(1 + query.count).hasPrefix(" HTTP") else { return nil }
            return query
        }
    }
}
