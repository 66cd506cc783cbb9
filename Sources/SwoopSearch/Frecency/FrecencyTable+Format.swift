/// The store's file format: a header line, then one record an entry, its bytes length-prefixed.
///
/// ```
/// swoop-frecency 1
/// COUNT LAST-USE NAME-LENGTH LINE-LENGTH
/// NAME-BYTES LINE-BYTES
/// ```
/// The record's first line is four decimal numbers; the name's and the line's
/// bytes follow as they are (a line may hold newlines, tabs, any byte), then a
/// newline. Anything else is not a store of this version: the file is left alone.
extension FrecencyTable {
    /// The first line of every store file.
    static let header = Array("swoop-frecency 1\n".utf8)

    /// Why bytes are not a store this version can read.
    package struct FormatError: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The table in the file's format.
    package func encoded() -> [UInt8] {
        var bytes = Self.header
        for entry in entries {
            let name = Array(entry.name.utf8)
            bytes += Array("\(entry.count) \(entry.lastUse) \(name.count) \(entry.line.count)\n".utf8)
            bytes += name
            bytes += entry.line
            bytes.append(0x0A)
        }
        return bytes
    }

    /// The table `bytes` hold; an empty file is an empty table.
    package init(decoding bytes: [UInt8]) throws(FormatError) {
        self.init()
        guard !bytes.isEmpty else { return }
        guard bytes.starts(with: Self.header) else { throw FormatError(description: "not a swoop-frecency 1 file") }
        var position = Self.header.count
        while position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: 0x0A) else { throw Self.badEntry(at: position) }
            let fields = bytes[position..<newline].split(separator: 0x20, omittingEmptySubsequences: false)
            guard fields.count == 4, let count = Self.number(fields[0]), count > 0, let lastUse = Self.number(fields[1]),
                  let nameLength = Self.number(fields[2]), let lineLength = Self.number(fields[3]),
                  lineLength <= Self.maximumLineLength, nameLength <= 1 << 16
            else { throw Self.badEntry(at: position) }
            let nameStart = newline + 1
            let lineStart = nameStart + Int(nameLength)
            let end = lineStart + Int(lineLength)
            guard end < bytes.count, bytes[end] == 0x0A else { throw Self.badEntry(at: position) }
            let name = String(decoding: bytes[nameStart..<lineStart], as: UTF8.self)
            entries.append(Entry(name: name, line: Array(bytes[lineStart..<end]), count: Int(count), lastUse: lastUse))
            position = end + 1
        }
    }

    /// The error for a record that does not read, at byte `offset`.
    private static func badEntry(at offset: Int) -> FormatError {
        FormatError(description: "bad entry at byte \(offset)")
    }

    /// A decimal number of at most 18 digits (no sign, no spaces).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int64(digit - 0x30)
        }
        return value
    }
}
