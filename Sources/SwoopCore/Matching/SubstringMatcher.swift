/// Case-insensitive substring match: the placeholder for the ranked fuzzy matcher.
///
/// Pure and `Sendable`. ASCII items against an ASCII pattern are compared
/// byte by byte; anything else is lower-cased as Unicode text first, so
/// `åland` finds `Åland Islands`.
public struct SubstringMatcher: Sendable {
    /// The pattern, lower-cased.
    public let pattern: String
    private let patternBytes: [UInt8]
    private let patternIsASCII: Bool

    /// A matcher for `pattern` (its case does not matter).
    public init(pattern: String) {
        self.pattern = pattern.lowercased()
        patternBytes = Array(self.pattern.utf8)
        patternIsASCII = patternBytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether `item` contains the pattern, ignoring case.
    public func matches<Bytes: Collection>(_ item: Bytes) -> Bool where Bytes.Element == UInt8 {
        if patternBytes.isEmpty { return true }
        if patternIsASCII, item.allSatisfy({ $0 < 0x80 }) {
            return containsFoldingASCII(item)
        }
        return String(decoding: item, as: UTF8.self).lowercased().contains(pattern)
    }

    /// Byte-wise search with ASCII upper case folded to lower case.
    private func containsFoldingASCII<Bytes: Collection>(_ item: Bytes) -> Bool where Bytes.Element == UInt8 {
        let haystack = Array(item)
        let needle = patternBytes
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) {
            var offset = 0
            while offset < needle.count, Self.lowerASCII(haystack[start + offset]) == needle[offset] {
                offset += 1
            }
            if offset == needle.count { return true }
        }
        return false
    }

    private static func lowerASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
