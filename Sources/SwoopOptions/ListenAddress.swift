/// Where `--listen` serves, read as fzf 0.74 reads it (`parseListenAddress`): `PORT`,
/// `ADDR:PORT`, `:PORT` (local), nothing (local, a free port), or a path ending in `.sock`.
import SwoopSystem
package struct ListenAddress: Equatable, Sendable {
    /// The host to bind (`localhost` when none is named); unused for a socket path.
    package let host: String
    /// The port; 0 picks a free one.
    package let port: Int
    /// A Unix domain socket's path, when one is named.
    package let socketPath: String?

    /// An address: `host:port`, or a Unix socket at `socketPath`.
    package init(host: String, port: Int, socketPath: String?) {
        self.host = host
        self.port = port
        self.socketPath = socketPath
    }

    /// The local default: a free port on the loopback address.
    package static let local = ListenAddress(host: "localhost", port: 0, socketPath: nil)

    /// Reads `text` with fzf's rules and messages.
    package static func parse(_ text: String) throws(OptionError) -> ListenAddress {
        if text.hasSuffix(".sock") { return ListenAddress(host: "", port: 0, socketPath: text) }
        var parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { parts = ["localhost", parts[0]] }
        guard parts.count == 2 else { throw OptionError("invalid listen address: \(text)") }
        guard let port = Int(parts[1]), (0...65535).contains(port) else {
            throw OptionError("invalid listen port: \(parts[1])")
        }
        return ListenAddress(host: parts[0].isEmpty ? "localhost" : parts[0], port: port, socketPath: nil)
    }

    /// Whether only this machine can connect (fzf's `IsLocal`): a remote address needs an API key,
    /// and takes no action that runs a command unless `--listen-unsafe` allows it.
    package var isLocal: Bool {
        host == "localhost" || host == "127.0.0.1" || socketPath != nil
    }
}
