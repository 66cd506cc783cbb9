import Dispatch
import Glibc
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// `--listen`'s HTTP server: scripts POST fzf action chains and GET the picker's state as JSON.
///
/// A thread of its own accepts clients and reads their requests (`ListenConnection`, several at
/// once, each with deadlines, so a slow or malformed client holds up nothing), answers the
/// malformed and the unauthorised itself, and puts the rest in a mailbox with a byte on
/// `wakeDescriptor`. The event loop takes them (`takeRequests`), performs the actions or
/// builds the state (or has it built on another thread), and hands back the answer (`answer`,
/// from any thread), which this thread writes. A request the loop has not taken within 2 s
/// gets 503, as in fzf.
package final class ListenServer: @unchecked Sendable {
    /// A request for the event loop.
    package struct Request: Sendable {
        /// What is asked.
        package enum Kind: Sendable {
            /// Perform these actions, as a key bound to them would.
            case actions([Action])
            /// The state as JSON: `limit` rows from `offset` of the matches and of the marked items.
            case state(limit: Int, offset: Int)
        }

        let id: Int
        package let kind: Kind
    }

    /// Why the server cannot start, in fzf's words; swoop ends with it (status 2).
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// What the two threads share.
    private struct Mailbox {
        var waiting: [Request] = []
        var answers: [Int: HTTPResponse] = [:]
        /// The requests whose clients still wait for an answer.
        var awaited: Set<Int> = []
        var isStopping = false
        var nextID = 0
    }

    /// The TCP port served (a free one when none was asked for; 0 for a Unix socket).
    package let port: Int
    /// The Unix socket served, when one was asked for.
    package let socketPath: String?
    /// Readable when requests wait for the event loop.
    package var wakeDescriptor: Int32 { requests.readEnd }

    private let socket: ListenSocket
    private let apiKey: String
    /// Whether clients may run commands: local, or `--listen-unsafe` (fzf's rule).
    private let allowsCommands: Bool
    private let requests = WakePipe()
    private let control = WakePipe()
    private let mailbox = Locked(Mailbox())
    private let stopped = DispatchSemaphore(value: 0)
    /// Clients served at once; past that a new client takes the place of the one that has been
    /// sending its request the longest, so idle connections cannot lock others out.
    private static let maxConnections = 64

    /// Opens the socket for `address` and exports where it is (`SWOOP_PORT`, `FZF_PORT`; for a
    /// Unix socket `SWOOP_SOCK`, `FZF_SOCK`) to the commands swoop runs. Clients must send `apiKey`
    /// (`FZF_API_KEY`; under swoop `SWOOP_API_KEY` first; "" for none); a non-local address needs one, as in fzf.
    package init(address: ListenAddress, unsafe: Bool, apiKey key: String) throws(Failure) {
        guard address.isLocal || !key.isEmpty else {
            throw Failure(description: "FZF_API_KEY is required to allow remote access")
        }
        apiKey = key
        allowsCommands = address.isLocal || unsafe
        socket = try ListenSocket(address)
        port = socket.port
        socketPath = address.socketPath
        if let socketPath {
            for name in ["SWOOP_SOCK", "FZF_SOCK"] { setenv(name, socketPath, 1) }
        } else {
            for name in ["SWOOP_PORT", "FZF_PORT"] { setenv(name, String(port), 1) }
        }
    }

    /// Starts serving on a thread of its own.
    package func start() {
        DetachedThread.start { [self] in
            serve()
            stopped.signal()
        }
    }

    /// The requests waiting, oldest first; drains the wake-up bytes. Each must be answered.
    package func takeRequests() -> [Request] {
        _ = requests.drain()
        return mailbox.withLock { box in
            defer { box.waiting = [] }
            return box.waiting
        }
    }

    /// Whether the client that sent `request` still waits for its answer (one that hung up, or
    /// a server stopping, wants none made).
    package func isAwaited(_ request: Request) -> Bool {
        mailbox.withLock { $0.awaited.contains(request.id) }
    }

    /// Hands the answer to `request` to the server thread, which writes it.
    package func answer(_ request: Request, with response: HTTPResponse) {
        mailbox.withLock { $0.answers[request.id] = response }
        control.wake()
    }

    /// Stops serving: answers already given, or being made for requests the loop took, are sent
    /// (for up to a quarter of a second), the rest of the clients are dropped, the socket closed
    /// (and a Unix socket's file removed).
    package func stop() {
        mailbox.withLock { $0.isStopping = true }
        control.wake()
        _ = stopped.wait(timeout: .now() + .milliseconds(300))
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The server thread: poll the socket, the clients and the control pipe until stopped.
    private func serve() {
        var connections: [ListenConnection] = []
        var stopDeadline: Double?
        while true {
            let now = Self.now()
            let isStopping = collect(into: &connections, now: now)
            if isStopping, stopDeadline == nil {
                stopDeadline = now + 0.25
                // A request the loop took may have its answer still being made: it is waited for too.
                let untaken = mailbox.withLock { Set($0.waiting.map(\.id)) }
                for index in connections.indices where !connections[index].isAnswering {
                    if let id = connections[index].awaitedID, !untaken.contains(id) { continue }
                    connections[index].drop()
                }
            }
            for index in connections.indices where connections[index].deadline <= now { expire(&connections[index], now: now) }
            for connection in connections where connection.isDone { connection.close() }
            connections.removeAll(where: \.isDone)
            let awaited = Set(connections.compactMap(\.awaitedID))
            mailbox.withLock { $0.awaited = awaited }
            if let stopDeadline, connections.isEmpty || now >= stopDeadline { break }

            let accepting = stopDeadline == nil && (connections.count < Self.maxConnections || connections.contains(where: \.isReading))
            var poller = Poller()
            let woken = poller.add(control.readEnd)
            let arrival = poller.add(accepting ? socket.descriptor : -1)
            let clients = connections.map { poller.add($0.descriptor, for: $0.events) }
            let soonest = (connections.map(\.deadline) + [stopDeadline ?? now + 1]).min() ?? now + 1
            if case .failed = poller.wait(milliseconds: Int32(max(0, min(1000, (soonest - now) * 1000 + 1)))) { break }
            if poller.isReady(woken) { _ = control.drain() }
            let later = Self.now()
            for (index, client) in clients.enumerated() where poller.isReady(client) {
                serve(&connections[index], revents: poller.events(of: client), now: later)
            }
            if poller.isReady(arrival) {
                accept(into: &connections, now: later)
            }
        }
        for connection in connections { connection.close() }
        mailbox.withLock { $0.awaited = [] }
        close(socket.descriptor)
        if let socketPath { unlink(socketPath) }
    }

    /// Accepts the clients waiting, each in the place of the oldest still sending when all places are taken.
    private func accept(into connections: inout [ListenConnection], now: Double) {
        while true {
            if connections.count >= Self.maxConnections {
                let reading = connections.indices.filter { connections[$0].isReading }
                guard let oldest = reading.min(by: { connections[$0].deadline < connections[$1].deadline }) else { return }
                connections[oldest].close()
                connections.remove(at: oldest)
            }
            guard let client = socket.accept() else { return }
            connections.append(ListenConnection(descriptor: client, now: now))
        }
    }

    /// Takes the loop's answers for the clients awaiting them; says whether the server is stopping.
    private func collect(into connections: inout [ListenConnection], now: Double) -> Bool {
        mailbox.withLock { box in
            for index in connections.indices {
                guard case .awaiting(let id, _) = connections[index].stage, let response = box.answers.removeValue(forKey: id) else { continue }
                connections[index].answer(response, now: now)
            }
            // What is left was asked by clients that hung up.
            box.answers = [:]
            return box.isStopping
        }
    }

    /// A client's deadline passed: a request still in the mailbox is withdrawn and gets 503 (one
    /// the loop took is waited for); a request being read is read as it is; anything else ends.
    private func expire(_ connection: inout ListenConnection, now: Double) {
        guard case .awaiting(let id, _) = connection.stage else {
            if let request = connection.expire(now: now) { route(request, for: &connection, now: now) }
            return
        }
        let withdrawn = mailbox.withLock { box -> Request? in
            guard let index = box.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return box.waiting.remove(at: index)
        }
        if let withdrawn {
            if case .state = withdrawn.kind { connection.answer(.unavailable(forState: true), now: now) } else {
                connection.answer(.unavailable(forState: false), now: now)
            }
        } else {
            connection.await(id, now: now)
        }
    }

    /// Services a client the poll says is ready.
    private func serve(_ connection: inout ListenConnection, revents: Int16, now: Double) {
        if revents & Int16(POLLOUT) != 0 { connection.write(now: now) }
        if revents & Int16(POLLIN | POLLHUP | POLLERR) != 0, let request = connection.read(now: now) {
            route(request, for: &connection, now: now)
        }
        // A client gone while its request waits: nothing to answer (and poll would not wait).
        if revents & Int16(POLLNVAL | POLLHUP | POLLERR) != 0, case .awaiting = connection.stage { connection.drop() }
        if revents & Int16(POLLNVAL) != 0 { connection.drop() }
    }

    /// Answers a request that fails on its own (the API key, an incomplete or unreadable body,
    /// no action), else posts it for the event loop.
    private func route(_ request: HTTPRequest, for connection: inout ListenConnection, now: Double) {
        let kind: Request.Kind
        switch request.verdict(expectedKey: apiKey) {
        case .answer(let response): return connection.answer(response, now: now)
        case .perform(let actions): kind = .actions(allowsCommands ? actions : actions.filter { !Self.runsCommand($0) })
        case .state(let limit, let offset): kind = .state(limit: limit, offset: offset)
        }
        let id = mailbox.withLock { box in
            box.nextID += 1
            box.waiting.append(Request(id: box.nextID, kind: kind))
            box.awaited.insert(box.nextID)
            return box.nextID
        }
        // The loop's time to take it starts now: reading a long chain of actions is not part of it.
        connection.await(id, now: Self.now())
        requests.wake()
    }

    /// Whether `action` runs a command (fzf's `processExecution`): a remote client's such actions
    /// are left out unless `--listen-unsafe` allows them.
    private static func runsCommand(_ action: Action) -> Bool {
        if case .session(let action) = action { return action.runsCommand }
        return false
    }
}
