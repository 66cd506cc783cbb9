/// A `--preview` command with its placeholders filled in for one row.
///
/// `{}` is the line, `{n}` field n (1-based, negative from the end, ranges
/// as in `--nth`), `{q}` the query. Each is single-quoted for the shell,
/// with every `'` closed, escaped and reopened, so no item can inject shell
/// syntax. NUL bytes, which a command line cannot hold, are dropped.
public struct PreviewCommand: Sendable {
    public let template: String

    public init(_ template: String) {
        self.template = template
    }

    /// The command's bytes for `line` and `query`.
    public func render(line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, query: String) -> [UInt8] {
        var output: [UInt8] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += Array(rest[..<open].utf8)
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = rest[rest.index(after: open)..<close]
            if let value = value(of: name, line: line, splitter: splitter, query: query) {
                output += Self.quoted(value)
            } else {
                output += Array(rest[open...close].utf8)
            }
            rest = rest[rest.index(after: close)...]
        }
        output += Array(rest.utf8)
        return output.filter { $0 != 0 }
    }

    /// The bytes a placeholder stands for, or nil when `name` is not one.
    private func value(of name: Substring, line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, query: String) -> [UInt8]? {
        if name.isEmpty { return Array(line) }
        if name == "q" { return Array(query.utf8) }
        guard let ranges = try? FieldRange.parseList(String(name), option: "{}") else { return nil }
        // As fzf: the fields joined with their delimiters, the last delimiter and surrounding white space dropped.
        let fields = FieldProjection(line, splitter: splitter, ranges: ranges).bytes
        return fields.withUnsafeBufferPointer { bytes in
            let end = UnicodeSpace.endTrimmingSpaces(of: bytes)
            return Array(bytes[min(UnicodeSpace.startTrimmingSpaces(of: bytes), end)..<end])
        }
    }

    /// `bytes` in single quotes, safe to paste into any POSIX shell command line.
    public static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var quoted: [UInt8] = [0x27]
        for byte in bytes {
            if byte == 0x27 {
                quoted += Array("'\\''".utf8)
            } else {
                quoted.append(byte)
            }
        }
        quoted.append(0x27)
        return quoted
    }
}
