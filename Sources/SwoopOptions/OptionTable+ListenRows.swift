/// `--listen`: the HTTP server scripts drive the picker through, as fzf 0.74 reads its options.
import SwoopSystem
extension OptionTable {
    static let listen: [Entry] = [
        Entry("listen", nil, .optional, "[ADDR:]PORT", .scripting,
              "serve actions (POST) and the state as JSON (GET) over HTTP on\nlocalhost (no PORT: a free one, in $SWOOP_PORT and $FZF_PORT)",
              next: .notAnOption) { options, value throws(OptionError) in
            options.listen = try value.map(ListenAddress.parse) ?? .local
            options.listensUnsafely = false
        },
        Entry("listen-unsafe", nil, .optional, "[ADDR:]PORT", .scripting,
              "--listen, and a remote client may run commands too", next: .notAnOption) { options, value throws(OptionError) in
            options.listen = try value.map(ListenAddress.parse) ?? .local
            options.listensUnsafely = true
        },
        Entry("no-listen") { options, _ in
            options.listen = nil
            options.listensUnsafely = false
        },
        Entry("no-listen-unsafe") { options, _ in
            options.listen = nil
            options.listensUnsafely = false
        },
    ]
}
