import Glibc

/// One client of `--listen`'s server: its bytes read until they make a request, then the answer
/// written, then what it still sends read and dropped until it hangs up (so closing does not
/// reset the connection before the answer arrives). Each step has a deadline; nothing blocks.
struct ListenConnection {
    /// Where the connection is.
    enum Stage {
        /// Reading the request (`needs`: bytes that complete it, when known).
        case reading(needs: Int?)
        /// The request is in the picker's mailbox under this number, since then.
        case awaiting(id: Int, since: Double)
        /// Writing the answer, this far.
        case writing(HTTPResponse, written: Int)
        /// Answered: reading and dropping until the client hangs up.
        case draining
        /// Done: close it.
        case closed
    }

    /// How long a client may take to send its request (fzf's read timeout).
    static let readTimeout = 10.0
    /// How long the picker may take to take a request (fzf's channel timeout).
    static let answerTimeout = 2.0
    /// How long an answered client is given to hang up.
    static let drainTimeout = 1.0
    /// The most bytes a request may take.
    static let maxBytes = HTTPRequest.maxHeadBytes + HTTPRequest.maxContentLength

    let descriptor: Int32
    private(set) var stage = Stage.reading(needs: nil)
    /// When the current stage gives up.
    private(set) var deadline: Double
    private var received: [UInt8] = []

    /// A client just accepted on `descriptor`, with the time it has to send its request.
    init(descriptor: Int32, now: Double) {
        self.descriptor = descriptor
        deadline = now + Self.readTimeout
    }

    /// The events to poll for.
    var events: Int16 {
        switch stage {
        case .reading, .draining: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .awaiting, .closed: 0
        }
    }

    /// Reads what has arrived; returns the request once the bytes make one, or answers a malformed one.
    mutating func read(now: Double) -> HTTPRequest? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        switch stage {
        case .reading(let needs):
            let room = min(chunk.count, Self.maxBytes - received.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, room, 0) }
            if count < 0 {
                if errno != EAGAIN, errno != EINTR { stage = .closed }
                return nil
            }
            let before = received.count
            received += chunk[0..<count]
            let ended = count == 0 || received.count >= Self.maxBytes
            // Read again only when a line ended or the body may be whole: a trickle costs no more.
            let lineEnded = received[max(0, before - 1)...].contains(10)
            guard ended || lineEnded || received.count >= (needs ?? Int.max) else { return nil }
            return take(HTTPRequest.read(received, isEnded: ended), now: now)
        case .draining:
            let count = chunk.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { stage = .closed }
            return nil
        default:
            return nil
        }
    }

    /// Acts on a reading: waits, answers a rejection, or hands the request on.
    private mutating func take(_ reading: HTTPRequest.Reading, now: Double) -> HTTPRequest? {
        switch reading {
        case .incomplete(let needs):
            stage = .reading(needs: needs)
            return nil
        case .rejected(let response):
            answer(response, now: now)
            return nil
        case .request(let request):
            received = []
            return request
        }
    }

    /// The request is in the mailbox as `id`.
    mutating func await(_ id: Int, now: Double) {
        stage = .awaiting(id: id, since: now)
        deadline = now + Self.answerTimeout
    }

    /// Starts writing `response`.
    mutating func answer(_ response: HTTPResponse, now: Double) {
        received = []
        stage = .writing(response, written: 0)
        deadline = now + Self.readTimeout
    }

    /// Writes what the socket takes of the answer; once all is sent, stops sending and drains.
    mutating func write(now: Double) {
        guard case .writing(let response, let written) = stage else { return }
        let count = send(response, from: written)
        if count < 0 {
            if errno != EAGAIN, errno != EINTR { stage = .closed }
            return
        }
        guard written + count == response.count else { return stage = .writing(response, written: written + count) }
        shutdown(descriptor, Int32(SHUT_WR))
        stage = .draining
        deadline = now + Self.drainTimeout
    }

    /// Sends what the socket takes of `response` from byte `offset` on: its head (and body in
    /// memory), then a spooled body's start read from its file a piece at a time, then the rest;
    /// how many bytes went, or -1.
    private func send(_ response: HTTPResponse, from offset: Int) -> Int {
        if offset < response.bytes.count { return Self.send(response.bytes[offset...], on: descriptor) }
        var position = offset - response.bytes.count
        if let spool = response.spool {
            if position < spool.count {
                let piece = spool.read(from: position, limit: Self.spoolPiece)
                guard !piece.isEmpty else {
                    // The file gave nothing back: the answer cannot be finished.
                    errno = EIO
                    return -1
                }
                return Self.send(piece[...], on: descriptor)
            }
            position -= spool.count
        }
        return Self.send(response.tail[position...], on: descriptor)
    }

    /// The most of a spooled answer read into memory at once.
    private static let spoolPiece = 1 << 18

    /// Sends what the socket takes of `bytes` (never raising SIGPIPE); how many went, or -1.
    private static func send(_ bytes: ArraySlice<UInt8>, on descriptor: Int32) -> Int {
        bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// The deadline passed: a request being read is read as it is; anything else ends.
    mutating func expire(now: Double) -> HTTPRequest? {
        switch stage {
        case .reading: return take(HTTPRequest.read(received, isEnded: true), now: now)
        default:
            stage = .closed
            return nil
        }
    }

    /// Whether the answer is being sent (or was): stopping the server lets it finish.
    var isAnswering: Bool {
        switch stage {
        case .writing, .draining: true
        default: false
        }
    }

    /// The number of the request in the picker's hands, while its answer is awaited.
    var awaitedID: Int? {
        if case .awaiting(let id, _) = stage { return id }
        return nil
    }

    /// Whether its request is still being received.
    var isReading: Bool {
        if case .reading = stage { return true }
        return false
    }

    /// Whether it is done with and its socket is to be closed.
    var isDone: Bool {
        if case .closed = stage { return true }
        return false
    }

    /// Gives up on the client: its socket is closed with the others done with.
    mutating func drop() {
        stage = .closed
    }

    /// Closes the socket (once, when it is done with).
    func close() {
        Glibc.close(descriptor)
    }
}
