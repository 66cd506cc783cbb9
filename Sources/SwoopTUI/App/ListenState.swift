import SwoopCore

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
        let rows = model.rows
        let shown = window(count: rows.count, limit: limit, offset: offset).map { rows[$0] }.filter { $0 != Rows.separator }
        let marked = model.markOrder
        let chosen = window(count: marked.count, limit: limit, offset: offset).map { marked[$0] }
        // About its size, so the text grows once: each item's text and some 40 bytes around it.
        json.reserve((shown + chosen).reduce(256 + query.utf8.count) { $0 + lines[$1].count + 40 })
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
        if let item = model.highlightedItem { append(item, model: model, lines: lines, to: &json) } else { json.raw("null") }
        json.raw(",")
        json.key("matches")
        list(shown, model: model, lines: lines, to: &json)
        json.raw(",")
        json.key("selected")
        // In the order they were marked, as fzf lists them.
        list(chosen, model: model, lines: lines, to: &json)
        json.raw("}")
        return json.bytes
    }

    /// The positions `limit` from `offset` of `count` (none past the end).
    private static func window(count: Int, limit: Int, offset: Int) -> Range<Int> {
        let start = max(0, offset)
        let length = max(0, min(limit, count - start))
        return length == 0 ? 0..<0 : start..<(start + length)
    }

    /// Appends `[item, …]`.
    private static func list(_ items: [Int], model: SearchViewModel, lines: ItemStore, to json: inout JSONText) {
        json.raw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { json.raw(",") }
            append(item, model: model, lines: lines, to: &json)
        }
        json.raw("]")
    }

    /// Appends `{"index":…,"text":…,"positions":[…]}` for `item`.
    private static func append(_ item: Int, model: SearchViewModel, lines: ItemStore, to json: inout JSONText) {
        json.raw("{")
        json.key("index")
        json.number(lines.readHeaderCount + item)
        json.raw(",")
        json.key("text")
        json.string(lines[item])
        let offsets = model.matchedOffsets(in: item).sorted()
        if !offsets.isEmpty {
            let positions = JSONText.characterIndices(in: model.displayedBytes(of: item), ofBytes: offsets)
            json.raw(",")
            json.key("positions")
            json.raw("[" + positions.map(String.init).joined(separator: ",") + "]")
        }
        json.raw("}")
    }
}
