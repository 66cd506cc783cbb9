/// How often each byte occurs in a sample of the items: which query character is rarest here.
///
/// The match pass scans for one character every match must contain and
/// tests only the items holding it, so the rarer that character the fewer
/// items are looked at. A sample of the input tells which is rarest in
/// this input; without one, typical text frequencies decide.
package struct ByteFrequencies: Sendable {
    /// Occurrences of each byte in the sample.
    private let counts: [Int]
    /// Bytes sampled.
    private let sampled: Int

    /// No sample: typical frequencies are used.
    package init() {
        counts = Array(repeating: 0, count: 256)
        sampled = 0
    }

    /// Counts the bytes of up to 16 windows of 64 KiB spread over `bytes[0..<length]`.
    package init(bytes: UnsafePointer<UInt8>, length: Int) {
        var counts = Array(repeating: 0, count: 256)
        let window = 1 << 16
        let windows = max(1, min(16, length / window))
        let stride = length / windows
        var sampled = 0
        for index in 0..<windows {
            let start = index * stride
            let end = min(length, start + window)
            for offset in start..<end { counts[Int(bytes[offset])] += 1 }
            sampled += end - start
        }
        self.counts = counts
        self.sampled = sampled
    }

    /// How common `character` folded by `variant` is: lower is rarer.
    package func commonness(_ character: UInt32, _ variant: FoldVariant) -> Int {
        guard sampled >= 4096 else { return Self.typicalCommonness(character, variant) }
        guard character < 0x80 else {
            // Scanning for a non-ASCII character stops at every non-ASCII byte.
            return counts[0x80...].reduce(0, +) / 2
        }
        let byte = Int(character)
        if !variant.isCaseSensitive, character &- 0x61 < 26 { return counts[byte] + counts[byte - 0x20] }
        return counts[byte]
    }

    /// Commonness in typical lines (paths, words), when there is no sample.
    private static func typicalCommonness(_ character: UInt32, _ variant: FoldVariant) -> Int {
        // A capital that must match as a capital is rarer than any lower-case letter.
        if variant.isCaseSensitive, character &- 0x41 < 26 { return 0 }
        // Most common last; anything not listed (non-ASCII, most punctuation) counts as rare.
        let byFrequency = Array("qjzxkvbywgfpmhudclrsnioate/.".utf8)
        let folded = character &- 0x41 < 26 ? character | 0x20 : character
        guard character < 0x80, let rank = byFrequency.firstIndex(of: UInt8(folded)) else {
            return character &- 0x30 < 10 ? 12 : 0
        }
        return rank + 1
    }
}
