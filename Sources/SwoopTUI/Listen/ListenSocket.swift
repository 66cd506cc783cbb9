import Glibc
import SwoopOptions

/// The listening socket of `--listen`: TCP on an IPv4 address (`localhost` is 127.0.0.1), or a
/// Unix domain socket at a path, as fzf opens them; non-blocking and closed on exec.
struct ListenSocket {
    /// The listening descriptor.
    let descriptor: Int32
    /// The TCP port bound (0 for a Unix socket).
    let port: Int

    /// Opens and binds a socket for `address`.
    init(_ address: ListenAddress) throws(ListenServer.Failure) {
        if let path = address.socketPath {
            descriptor = try Self.unixSocket(path)
            port = 0
        } else {
            (descriptor, port) = try Self.tcpSocket(host: address.host, port: address.port)
        }
    }

    /// A TCP socket listening on `host:port`, and the port it got (a free one for port 0).
    private static func tcpSocket(host: String, port: Int) throws(ListenServer.Failure) -> (Int32, Int) {
        let failure = ListenServer.Failure(description: "failed to listen on \(host):\(port)")
        guard var address = ipv4Address(host) else { throw failure }
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw failure
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// The IPv4 address `host` names: `localhost`, a dotted address, or a name resolved.
    private static func ipv4Address(_ host: String) -> sockaddr_in? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        if host == "localhost" {
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            return address
        }
        if inet_pton(AF_INET, host, &address.sin_addr) == 1 { return address }
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let list else { return nil }
        defer { freeaddrinfo(list) }
        guard let found = list.pointee.ai_addr else { return nil }
        found.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address.sin_addr = $0.pointee.sin_addr }
        return address
    }

    /// A Unix domain socket at `path` (a stale file there is removed; one in use is an error), mode 0600.
    private static func unixSocket(_ path: String) throws(ListenServer.Failure) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw ListenServer.Failure(description: "failed to listen on \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + 1)
        let connect: (Int32) -> Int32 = { descriptor in
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) } }
        }
        if access(path, F_OK) == 0 {
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            let inUse = probe >= 0 && connect(probe) == 0
            if probe >= 0 { close(probe) }
            if inUse { throw ListenServer.Failure(description: "socket already in use: \(path)") }
            unlink(path)
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ListenServer.Failure(description: "failed to listen on \(path)") }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw ListenServer.Failure(description: "failed to listen on \(path)")
        }
        chmod(path, 0o600)
        return descriptor
    }

    /// A connection waiting to be accepted, non-blocking and closed on exec; nil when none is.
    func accept() -> Int32? {
        let connection = Glibc.accept(descriptor, nil, nil)
        guard connection >= 0 else { return nil }
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        return connection
    }
}
