import Testing
@testable import SwoopPicker

/// The newest entries of a history file read from its end: the same as reading it whole, for a
/// part of the file that does not grow with it.
struct HistoryTailTests {
    /// The tail of `file` through a reader over it, with how many bytes it read.
    private static func tail(_ file: [UInt8], maxSize: Int, chunk: Int) -> (entries: [[UInt8]], bytesRead: Int) {
        var bytesRead = 0
        let result = HistoryTail.entries(size: file.count, maxSize: maxSize, chunk: chunk) { offset, count in
            bytesRead += count
            return .success(Array(file[offset..<(offset + count)]))
        }
        guard case .success(let entries) = result else { return ([], bytesRead) }
        return (entries.map(Array.init), bytesRead)
    }

    @Test(arguments: [
        "", "\n\n", "a", "a\n", "\n\n\na\n", "a\n\nb\n\n\n", "\n\nfirst\n\nthird\n\n\n",
        "one\ntwo\nthree\nfour\nfive\n", "long-entry-one\nx\n\n\nlong-entry-two\ny\n",
    ])
    func givesWhatReadingTheWholeFileGives(text: String) {
        let file = Array(text.utf8)
        for maxSize in 1...6 {
            for chunk in 1...8 {
                let whole = QueryHistory.entries(of: file).suffix(maxSize).map(Array.init)
                #expect(Self.tail(file, maxSize: maxSize, chunk: chunk).entries == whole, "maxSize \(maxSize) chunk \(chunk)")
            }
        }
    }

    @Test func readsNoMoreOfABigFileThanItsNewestEntriesTake() {
        let entry = Array("a query of some length\n".utf8)
        let small = Array([[UInt8]](repeating: entry, count: 10_000).joined())
        let big = Array([[UInt8]](repeating: entry, count: 400_000).joined())
        let fromSmall = Self.tail(small, maxSize: 1000, chunk: 1 << 16)
        let fromBig = Self.tail(big, maxSize: 1000, chunk: 1 << 16)
        #expect(fromBig.entries.count == 1000)
        #expect(fromBig.entries == fromSmall.entries)
        #expect(fromBig.bytesRead == fromSmall.bytesRead)
        #expect(fromBig.bytesRead < 4 * 1000 * entry.count)
    }
}
