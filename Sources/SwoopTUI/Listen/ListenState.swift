import Dispatch
import SwoopItems
import SwoopPicker
import SwoopSearch
import SwoopSystem

/// The picker's state as `--listen` answers a GET, in fzf 0.74's JSON (its `dumpStatus`): the
/// same fields in the same order, items as `{index, text, positions}` with the line's number in
/// the input (header lines counted), its text as printed, and where the query matches it in
/// characters (left out when nothing is highlighted).
///
/// A value of the state at one moment, taken on the loop's thread at no cost that grows with
/// the list (the rows are a value or a shared result, the marks a copy-on-write array, the
/// stores only grow), so that the JSON, however long, can be made on another thread while the
/// picker goes on: it says what the state was when it was taken.
package struct ListenState: Sendable {
    private let isLoading: Bool
    private let isPending: Bool
    private let query: String
    private let cursor: Int
    private let sortsResults: Bool
    private let totalCount: Int
    private let matchCount: Int
    private let current: Int?
    private let rows: Rows
    /// The marked items, in the order they were marked (as fzf lists them).
    private let marked: [Int]
    private let finder: MatchOffsets
    /// The items' text as printed.
    private let lines: ItemStore
    /// The header lines read: items are numbered after them.
    private let headerCount: Int

    /// The state of `model` with `query` typed, its items' text from `lines` (as printed, without
    /// escape sequences under `--ansi`, header lines counted).
    package init(model: SearchViewModel, query: String, lines: ItemStore) {
        isLoading = model.isLoading
        isPending = model.isPending
        self.query = query
        cursor = model.cursor
        sortsResults = model.sortsResults
        totalCount = model.totalCount
        matchCount = model.matchCount
        current = model.highlightedItem
        rows = model.rows
        marked = model.markOrder
        finder = model.matchOffsets
        self.lines = lines
        headerCount = lines.readHeaderCount
    }

    /// The JSON for `model` now: `limit` of the matches and of the marked items, from `offset` on.
    package static func json(model: SearchViewModel, query: String, lines: ItemStore, limit: Int, offset: Int) -> [UInt8] {
        ListenState(model: model, query: query, lines: lines).json(limit: limit, offset: offset)
    }

    /// The answer to a GET for `model` now (see `response(limit:offset:)`).
    package static func response(model: SearchViewModel, query: String, lines: ItemStore, limit: Int, offset: Int) -> HTTPResponse {
        ListenState(model: model, query: query, lines: lines).response(limit: limit, offset: offset)
    }

    /// The JSON: `limit` of the matches and of the marked items, from `offset` on.
    package func json(limit: Int, offset: Int) -> [UInt8] {
        var json = JSONText()
        _ = write(limit: limit, offset: offset, to: &json, isCancelled: { false })
        return json.bytes
    }

    /// The answer to a GET: that JSON, its start in a file once it is long (a whole state of a
    /// million lines is some 80 MB), so that it costs no more memory than a megabyte or so.
    package func response(limit: Int, offset: Int) -> HTTPResponse {
        var json = JSONText(spilling: true)
        _ = write(limit: limit, offset: offset, to: &json, isCancelled: { false })
        return .state(json)
    }

    /// That answer, or nil once `isCancelled` (asked between batches of items) says it is no
    /// longer wanted.
    package func response(limit: Int, offset: Int, isCancelled: () -> Bool) -> HTTPResponse? {
        var json = JSONText(spilling: true)
        guard write(limit: limit, offset: offset, to: &json, isCancelled: isCancelled) else { return nil }
        return .state(json)
    }

    /// Writes the JSON into `json`; false when cancelled before the end.
    private func write(limit: Int, offset: Int, to json: inout JSONText, isCancelled: () -> Bool) -> Bool {
        let rows = self.rows, marked = self.marked
        let shown = Self.window(count: rows.count, limit: limit, offset: offset).lazy.map { rows[$0] }.filter { $0 != Rows.separator }
        let chosen = Self.window(count: marked.count, limit: limit, offset: offset).lazy.map { marked[$0] }
        // About its size, so the text grows once: each item's text and some 40 bytes around it.
        json.reserve(shown.prefix(1 << 14).reduce(256 + query.utf8.count) { $0 + lines[$1].count + 40 })
        json.raw("{")
        json.key("reading")
        json.raw(isLoading ? "true," : "false,")
        json.key("progress")
        json.raw(isPending ? "0," : "100,")
        json.key("query")
        json.string(query.utf8)
        json.raw(",")
        json.key("position")
        json.raw("\(cursor),")
        json.key("sort")
        json.raw(sortsResults ? "true," : "false,")
        json.key("totalCount")
        json.raw("\(totalCount),")
        json.key("matchCount")
        json.raw("\(matchCount),")
        json.key("current")
        if let current {
            append(current, positions: Self.characters(of: current, finder: finder), to: &json)
        } else {
            json.raw("null")
        }
        json.raw(",")
        json.key("matches")
        guard list(shown, to: &json, isCancelled: isCancelled) else { return false }
        json.raw(",")
        json.key("selected")
        guard list(chosen, to: &json, isCancelled: isCancelled) else { return false }
        json.raw("}")
        return true
    }

    /// The positions `limit` from `offset` of `count` (none past the end).
    private static func window(count: Int, limit: Int, offset: Int) -> Range<Int> {
        let start = max(0, offset)
        let length = max(0, min(limit, count - start))
        return length == 0 ? 0..<0 : start..<(start + length)
    }

    /// Appends `[item, …]`, spilling as it grows; where the query matches is found for a batch
    /// of items at a time, on every core. False when cancelled before the end.
    private func list(_ items: some Sequence<Int>, to json: inout JSONText, isCancelled: () -> Bool) -> Bool {
        json.raw("[")
        var batch: [Int] = []
        var first = true
        var iterator = items.makeIterator()
        repeat {
            guard !isCancelled() else { return false }
            batch.removeAll(keepingCapacity: true)
            while batch.count < Self.batchSize, let item = iterator.next() { batch.append(item) }
            let positions = Self.positions(of: batch, finder: finder)
            for (item, found) in zip(batch, positions) {
                if !first { json.raw(",") }
                first = false
                append(item, positions: found, to: &json)
                json.spillIfLong()
            }
        } while batch.count == Self.batchSize
        json.raw("]")
        return true
    }

    /// Items whose matches are found together.
    private static let batchSize = 1 << 13

    /// Where the query matches each of `items`, in characters of its shown text, found in parallel.
    private static func positions(of items: [Int], finder: MatchOffsets) -> [[Int]] {
        guard !finder.isEmpty else { return Array(repeating: [], count: items.count) }
        // Pieces of some hundreds of items, spread over the cores.
        let parts = max(1, items.count / 512)
        let found = Locked([[Int]](repeating: [], count: items.count))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (items.count * part / parts)..<(items.count * (part + 1) / parts)
            let local = range.map { characters(of: items[$0], finder: finder) }
            found.withLock { $0.replaceSubrange(range, with: local) }
        }
        return found.withLock { $0 }
    }

    /// Where the query matches `item`, in characters of its shown text.
    private static func characters(of item: Int, finder: MatchOffsets) -> [Int] {
        let offsets = finder.offsets(of: item)
        return offsets.isEmpty ? [] : JSONText.characterIndices(in: finder.displayedBytes(of: item), ofBytes: offsets)
    }

    /// Appends `{"index":…,"text":…,"positions":[…]}` for `item`, its matches at the characters `positions`.
    private func append(_ item: Int, positions: [Int], to json: inout JSONText) {
        json.raw("{")
        json.key("index")
        json.number(headerCount + item)
        json.raw(",")
        json.key("text")
        json.string(lines[item])
        if !positions.isEmpty {
            json.raw(",")
            json.key("positions")
            json.raw("[")
            for (index, position) in positions.enumerated() {
                if index > 0 { json.raw(",") }
                json.number(position)
            }
            json.raw("]")
        }
        json.raw("}")
    }
}
