import Synchronization
import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

@Suite struct MarksTests {
    @Test func marksAreABitPerItemListedInInputOrder() {
        var marks = Marks()
        for item in [700, 3, 64, 63, 0, 3] { marks.insert(item) }
        #expect(marks.count == 5)
        #expect(marks.sorted() == [0, 3, 63, 64, 700])
        #expect(marks.contains(64) && !marks.contains(65) && !marks.contains(10_000))
        marks.remove(64)
        marks.remove(64)
        #expect(marks.count == 4)
        #expect(marks == [0, 3, 63, 700])
        marks.removeAll()
        #expect(marks.isEmpty && marks.sorted().isEmpty)
    }

    @Test func selectAllMarksTheListedRowsUpToTheLimit() {
        let store = ItemStore(lines: (0..<10_000).map { $0 % 2 == 0 ? "even \($0)" : "odd \($0)" })
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: .max))
        model.search("odd")
        model.changeSelection(.selectAll)
        #expect(model.marked.count == 5_000)
        #expect(model.marked.sorted() == Array(stride(from: 1, to: 10_000, by: 2)))
        model.changeSelection(.toggleAll)
        #expect(model.marked.isEmpty)
        let limited = SearchViewModel(store: store, rules: ListRules(markLimit: 10))
        limited.changeSelection(.selectAll)
        #expect(limited.marked.count == 10)
    }
}

extension MarksTests {
    @Test func toggleAllUnmarksFirstThenMarksTheOthersInOrderUpToTheLimit() {
        // fzf's: `seq 10 | fzf -m 3`, 1 and 10 marked, toggle-all marks 2, 3 and 4.
        let model = SearchViewModel(store: ItemStore(lines: (1...10).map(String.init)), rules: ListRules(markLimit: 3))
        model.changeSelection(.toggle)
        model.move(.last)
        model.changeSelection(.toggle)
        #expect(model.marked.sorted() == [0, 9])
        model.changeSelection(.toggleAll)
        #expect(model.marked.sorted() == [1, 2, 3])
    }
}

@Suite struct ParallelOutputTests {
    @Test func chunksAppendInOrderWithoutGaps() {
        let evens = ParallelOutput.collect(count: 100_000, of: UInt32.self, isCancelled: { false }) { range, output in
            for position in range where position % 3 == 0 { output.append(UInt32(position)) }
        }
        #expect(evens == Array(stride(from: 0, to: 100_000, by: 3)).map(UInt32.init))
        let none = ParallelOutput.collect(count: 50_000, of: UInt64.self, isCancelled: { false }) { _, _ in }
        #expect(none == [])
        let empty = ParallelOutput.collect(count: 0, of: UInt64.self, isCancelled: { false }) { _, _ in }
        #expect(empty == [])
    }

    @Test func aCancelledRunGivesNothing() {
        let calls = Atomic<Int>(0)
        let result = ParallelOutput.collect(count: 1_000_000, of: UInt32.self, isCancelled: { calls.load(ordering: .relaxed) > 3 }) { range, output in
            calls.add(1, ordering: .relaxed)
            for position in range { output.append(UInt32(position)) }
        }
        #expect(result == nil)
    }
}

@Suite struct HighlightTests {
    @Test func aHugeLineIsHighlightedWithinItsFirstMebibyte() {
        var line = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
        line[10] = UInt8(ascii: "a")
        line[(2 << 20)] = UInt8(ascii: "b")
        let matcher = Matcher(query: Query("a"))
        #expect(line.withUnsafeBufferPointer { matcher.positions(in: $0) } == [10])
        let far = Matcher(query: Query("b"))
        #expect(line.withUnsafeBufferPointer { far.positions(in: $0) }.isEmpty)
    }

    @Test func asciiAndDecodedLinesHighlightTheSameCharacters() {
        let matcher = Matcher(query: Query("usrbin"))
        let ascii = Array("/usr/local/bin".utf8)
        let accented = Array("/usr/lócal/bin".utf8)
        #expect(ascii.withUnsafeBufferPointer { matcher.positions(in: $0) } == [1, 2, 3, 11, 12, 13])
        #expect(accented.withUnsafeBufferPointer { matcher.positions(in: $0) } == [1, 2, 3, 12, 13, 14])
    }
}
