/// The queries of `--history=FILE` and where `prev-history` and `next-history` are among them, as fzf 0.74's
/// `History` keeps them.
///
/// The file is one query a line, oldest first, ending with a newline. Read,
/// its leading and trailing newlines are dropped and the rest split at each
/// newline (an empty line inside stays an entry, a query holding a newline
/// comes back as two). After the entries comes one more place, the query
/// being typed; the position starts there. A query edited at an older place
/// is kept for that place (never written) and shown again when the walk comes
/// back to it; the text edited at the last place is what was typed.
package struct QueryHistory: Equatable, Sendable {
    /// fzf's `--history-size` default.
    package static let defaultMaxSize = 1000

    /// The entries read, oldest first, then the text at the last place.
    private var lines: [String]
    /// The text edited at places before the last.
    private var edits: [Int: String] = [:]
    /// The place shown: an index into `lines`.
    package private(set) var position: Int
    /// How many entries the file keeps after a query is added (`--history-size`).
    package let maxSize: Int

    /// A history of `entries`, oldest first, at the place after the last.
    package init(entries: [String], maxSize: Int = QueryHistory.defaultMaxSize) {
        lines = entries + [""]
        position = entries.count
        self.maxSize = maxSize
    }

    /// The history a file holding `contents` gives: its newest `maxSize` entries (bytes that are not
    /// UTF-8 read as U+FFFD), all that `HistoryFile` reads of it.
    package init(contents: [UInt8], maxSize: Int = QueryHistory.defaultMaxSize) {
        self.init(entries: Self.entries(of: contents).suffix(maxSize).map { String(decoding: $0, as: UTF8.self) }, maxSize: maxSize)
    }

    /// The entries, oldest first.
    package var entries: ArraySlice<String> { lines.dropLast() }

    /// The text at the current place: as edited there, else the entry.
    package var current: String { edits[position] ?? lines[position] }

    /// `prev-history`: keeps `edited` for the current place, moves to the place before (if any)
    /// and returns its text, tabs turned to spaces as fzf shows them.
    package mutating func previous(editing edited: String) -> String {
        keep(edited)
        if position > 0 { position -= 1 }
        return Self.shown(current)
    }

    /// `next-history`: keeps `edited` for the current place, moves to the place after (if any)
    /// and returns its text, tabs turned to spaces as fzf shows them.
    package mutating func next(editing edited: String) -> String {
        keep(edited)
        if position < lines.count - 1 { position += 1 }
        return Self.shown(current)
    }

    /// Adds `query` as the newest entry, keeping the newest `maxSize`, and moves to the place after it;
    /// false (and nothing changes) for an empty query, which fzf never adds.
    @discardableResult
    package mutating func append(_ query: String) -> Bool {
        guard !query.isEmpty else { return false }
        let kept = Array((entries + [query]).suffix(maxSize))
        self = QueryHistory(entries: kept, maxSize: maxSize)
        return true
    }

    /// What a file holding `contents` holds after `query` is added, the newest `maxSize` entries kept;
    /// nil for an empty query. Other entries keep their bytes, UTF-8 or not.
    package static func appending(_ query: String, to contents: [UInt8], maxSize: Int) -> [UInt8]? {
        appending(query, to: entries(of: contents), maxSize: maxSize)
    }

    /// What a file holding `entries` (oldest first) holds after `query` is added, the newest `maxSize`
    /// kept; nil for an empty query.
    package static func appending(_ query: String, to entries: [ArraySlice<UInt8>], maxSize: Int) -> [UInt8]? {
        guard !query.isEmpty else { return nil }
        let kept = (entries + [ArraySlice(query.utf8)]).suffix(maxSize)
        var file: [UInt8] = []
        file.reserveCapacity(kept.reduce(0) { $0 + $1.count + 1 })
        for entry in kept { file += entry + [newline] }
        return file
    }

    /// The entries of a file's `contents`: newlines at both ends dropped, the rest split at each newline.
    static func entries(of contents: [UInt8]) -> [ArraySlice<UInt8>] {
        guard let first = contents.firstIndex(where: { $0 != newline }),
              let last = contents.lastIndex(where: { $0 != newline }) else { return [] }
        return contents[first...last].split(separator: newline, omittingEmptySubsequences: false)
    }

    /// Keeps `edited` as the text of the current place.
    private mutating func keep(_ edited: String) {
        if position == lines.count - 1 {
            lines[position] = edited
        } else {
            edits[position] = edited
        }
    }

    /// An entry as the query shows it: fzf turns tabs into spaces.
    private static func shown(_ text: String) -> String {
        String(text.map { $0 == "\t" ? " " : $0 })
    }

    private static let newline = UInt8(ascii: "\n")
}
