/// Splits a line into fields: at runs of white space (the default, as in fzf) or at a literal delimiter.
public struct FieldSplitter: Sendable, Equatable {
    /// The delimiter's bytes; empty for runs of spaces and tabs.
    public let delimiter: [UInt8]

    /// Splits at runs of white space.
    public init() {
        delimiter = []
    }

    /// Splits at `text` (`\t` means a tab).
    public init(delimiter text: String) {
        delimiter = Array(text.replacingTabEscapes().utf8)
    }

    /// The byte ranges of the fields of `bytes` (delimiters excluded).
    public func fields(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        if delimiter.isEmpty {
            var index = 0
            while index < bytes.count {
                while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
                guard index < bytes.count else { break }
                let start = index
                while index < bytes.count, !Self.isBlank(bytes[index]) { index += 1 }
                fields.append(start..<index)
            }
            return fields
        }
        var start = 0
        var index = 0
        while index + delimiter.count <= bytes.count {
            if bytes[index] == delimiter[0], delimiter.indices.allSatisfy({ bytes[index + $0] == delimiter[$0] }) {
                fields.append(start..<index)
                index += delimiter.count
                start = index
            } else {
                index += 1
            }
        }
        fields.append(start..<bytes.count)
        return fields
    }

    /// What joins fields picked out of a line: the delimiter, or a space.
    public var joiner: [UInt8] { delimiter.isEmpty ? [0x20] : delimiter }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}

extension String {
    /// `\t` written as two characters becomes a tab.
    func replacingTabEscapes() -> String {
        var result = ""
        var iterator = makeIterator()
        while let character = iterator.next() {
            if character == "\\" {
                guard let next = iterator.next() else { result.append(character); break }
                result.append(next == "t" ? "\t" : next)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
