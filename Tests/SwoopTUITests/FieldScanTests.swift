import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// Finding a line's fields only as far as needed.
@Suite struct FieldScanTests {
    @Test func findsTheSameFieldsAsTheWholeSplitAskedForAFewAtATime() {
        var generator = SystemRandomNumberGenerator()
        for splitter in [FieldSplitter(), FieldSplitter(delimiter: "::"), FieldSplitter(delimiter: "\t"), FieldSplitter(delimiter: " *:+ *")] {
            for _ in 0..<60 {
                // Fields of up to 5,000 bytes, so stretches end mid-field, mid-delimiter and in runs of blanks.
                let line = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    String(repeating: "x", count: Int.random(in: 0...5_000, using: &generator))
                        + [" ", String(repeating: " ", count: 6_000), "\t", "::", ":", "\n", "é"].randomElement(using: &generator)!
                }.joined()
                Array(line.utf8).withUnsafeBufferPointer { bytes in
                    let whole = splitter.fields(of: bytes)
                    var scan = FieldScan(splitter: splitter)
                    var asked = 0
                    while !scan.isComplete {
                        asked += Int.random(in: 1...4, using: &generator)
                        scan.scan(bytes, toCount: asked)
                        #expect(scan.fields == Array(whole.prefix(scan.fields.count)))
                        #expect(scan.fields.count >= asked || scan.isComplete)
                    }
                    #expect(scan.fields == whole)
                }
            }
        }
    }

    @Test func findsTheSameFieldsWhenEveryCharacterOrEmptyMatchEndsOne() {
        var generator = SystemRandomNumberGenerator()
        for splitter in [FieldSplitter(delimiter: ""), FieldSplitter(delimiter: "x*"), FieldSplitter(delimiter: "(^ *|:)")] {
            for _ in 0..<100 {
                let line = Array((0..<Int.random(in: 0...200, using: &generator)).map { _ in
                    ["x", " ", ":", "é", "\n"].randomElement(using: &generator)!
                }.joined().utf8)
                line.withUnsafeBufferPointer { bytes in
                    var scan = FieldScan(splitter: splitter)
                    var asked = 0
                    while !scan.isComplete {
                        asked += Int.random(in: 1...4, using: &generator)
                        scan.scan(bytes, toCount: asked)
                    }
                    #expect(scan.fields == splitter.fields(of: bytes))
                }
            }
        }
    }

    @Test func splitsAboutTwiceTheBytesOfTheFieldsFound() {
        let line = Array((0..<200_000).map(String.init).joined(separator: "\t").utf8)
        line.withUnsafeBufferPointer { bytes in
            var scan = FieldScan(splitter: FieldSplitter(delimiter: "\t"))
            scan.scan(bytes, toCount: 10)
            #expect(scan.scanned <= 4096)
            scan.scan(bytes, toCount: 100_000)
            let needed = scan.fields[99_999].upperBound
            #expect(scan.scanned <= 2 * needed + 4096)
            #expect(!scan.isComplete)
        }
    }

    @Test func oneHugeFieldIsSplitInDoublingStretches() {
        let line = Array((String(repeating: "x", count: 1_000_000) + "\tend").utf8)
        line.withUnsafeBufferPointer { bytes in
            var scan = FieldScan(splitter: FieldSplitter(delimiter: "\t"))
            scan.scan(bytes, toCount: 2)
            #expect(scan.fields == [0..<1_000_000, 1_000_001..<1_000_004])
            #expect(scan.scanned < 3 * bytes.count)
        }
    }
}
