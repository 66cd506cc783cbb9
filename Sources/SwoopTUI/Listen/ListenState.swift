import Dispatch
import SwoopItems
import SwoopPicker
import SwoopSearch
import SwoopSystem

/// The picker's state as `--listen` answers a GET, in fzf 0.74's JSON (its `dumpStatus`): the
/// same fields in the same order, items as `{index, text, positions}` with the line's number in
/// the input (header lines counted), its text as printed, and where the query matches it in
/// characters (left out when nothing is highlighted).
package enum ListenState {
    /// The JSON for `model` with `query` typed, its items' text from `lines` (as printed, without
    /// escape sequences under `--ansi`, header lines counted): `limit` of the matches and of the
    /// marked items, from `offset` on.
    package static func json(model: SearchViewModel, query: String, lines: ItemStore, limit: Int, offset: Int) -> [UInt8] {
        var json = JSONText()
        write(model: model, query: query, lines: lines, limit: limit, offset: offset, to: &json)
        return json.bytes
    }

    /// The answer to a GET: that JSON, its start in a file once it is long (a whole state of a
    /// million lines is some 80 MB), so that it costs no more memory than a megabyte or so.
    package static func response(model: SearchViewModel, query: String, lines: ItemStore, limit: Int, offset: Int) -> HTTPResponse {
        var json = JSONText(spilling: true)
        write(model: model, query: query, lines: lines, limit: limit, offset: offset, to: &json)
        return .state(json)
    }

    /// Writes the JSON into `json`.
    private static func write(model: SearchViewModel, query: String, lines: ItemStore, limit: Int, offset: Int, to json: inout JSONText) {
        let rows = model.rows
        let shown = window(count: rows.count, limit: limit, offset: offset).lazy.map { rows[$0] }.filter { $0 != Rows.separator }
        let marked = model.markOrder
        let chosen = window(count: marked.count, limit: limit, offset: offset).lazy.map { marked[$0] }
        // About its size, so the text grows once: each item's text and some 40 bytes around it.
        json.reserve(shown.prefix(1 << 14).reduce(256 + query.utf8.count) { $0 + lines[$1].count + 40 })
        json.raw("{")
        json.key("reading")
        json.raw(model.isLoading ? "true," : "false,")
        json.key("progress")
        json.raw(model.isPending ? "0," : "100,")
        json.key("query")
        json.string(query.utf8)
        json.raw(",")
        json.key("position")
        json.raw("\(model.cursor),")
        json.key("sort")
        json.raw(model.sortsResults ? "true," : "false,")
        json.key("totalCount")
        json.raw("\(model.totalCount),")
        json.key("matchCount")
        json.raw("\(model.matchCount),")
        json.key("current")
        if let item = model.highlightedItem {
            append(item, positions: characters(of: item, finder: model.matchOffsets), lines: lines, to: &json)
        } else {
            json.raw("null")
        }
        json.raw(",")
        json.key("matches")
        list(shown, model: model, lines: lines, to: &json)
        json.raw(",")
        json.key("selected")
        // In the order they were marked, as fzf lists them.
        list(chosen, model: model, lines: lines, to: &json)
        json.raw("}")
    }

    /// The positions `limit` from `offset` of `count` (none past the end).
    private static func window(count: Int, limit: Int, offset: Int) -> Range<Int> {
        let start = max(0, offset)
        let length = max(0, min(limit, count - start))
        return length == 0 ? 0..<0 : start..<(start + length)
    }

    /// Appends `[item, …]`, spilling as it grows; where the query matches is found for a batch
    /// of items at a time, on every core.
    private static func list(_ items: some Sequence<Int>, model: SearchViewModel, lines: ItemStore, to json: inout JSONText) {
        json.raw("[")
        let finder = model.matchOffsets
        var batch: [Int] = []
        var first = true
        var iterator = items.makeIterator()
        repeat {
            batch.removeAll(keepingCapacity: true)
            while batch.count < batchSize, let item = iterator.next() { batch.append(item) }
            let positions = Self.positions(of: batch, finder: finder)
            for (item, found) in zip(batch, positions) {
                if !first { json.raw(",") }
                first = false
                append(item, positions: found, lines: lines, to: &json)
                json.spillIfLong()
            }
        } while batch.count == batchSize
        json.raw("]")
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
    private static func append(_ item: Int, positions: [Int], lines: ItemStore, to json: inout JSONText) {
        json.raw("{")
        json.key("index")
        json.number(lines.readHeaderCount + item)
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
