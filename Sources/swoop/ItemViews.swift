import SwoopCore

/// The stores one input becomes: as it came, as shown (`--ansi`, `--with-nth`), as searched (`--nth`).
struct ItemViews {
    /// The lines as they came.
    let original: ItemStore
    /// The lines without escape sequences (`--ansi`), whole: what is printed.
    let visibleLines: ItemStore
    /// The lines as shown in the list.
    let shown: ItemStore
    /// The text searched.
    let searched: ItemStore
    let options: Options

    init(original: ItemStore, options: Options) {
        self.original = original
        self.options = options
        let visible = options.parsesANSI ? ItemStore(visibleTextOf: original) : original
        visibleLines = visible
        shown = options.shownFields.map {
            ItemStore(showing: original, template: $0, splitter: options.fieldSplitter, parsesANSI: options.parsesANSI)
        } ?? visible
        searchedFields = FieldRange.searched(options.searchedFields)
        searched = searchedFields.isEmpty
            ? shown : ItemStore(projecting: shown, splitter: options.fieldSplitter, ranges: searchedFields)
    }

    /// The `--nth` ranges that make a difference.
    let searchedFields: [FieldRange]

    /// How the searched text is cut out of the shown text (`--nth`), if it is.
    var searchedProjection: (splitter: FieldSplitter, ranges: [FieldRange])? {
        searchedFields.isEmpty ? nil : (options.fieldSplitter, searchedFields)
    }

    /// The options searches of `searched` run with: with several `--nth` ranges, each range
    /// is matched on its own.
    var matching: MatchOptions {
        var matching = options.matching
        matching.searchesParts = searchedFields.count > 1
        return matching
    }

    /// Queues what is printed for `item`: the line as it came (without escape sequences with
    /// `--ansi`), or its `--accept-nth` fields, the last delimiter dropped, as fzf prints them.
    func append(_ item: Int, to output: inout OutputBuffer) {
        let line = visibleLines[item]
        guard let printed = options.printedFields else { return output.append(item: line) }
        let splitter = options.fieldSplitter
        let fields = printed.render(line, splitter: splitter, index: original.readHeaderCount + item)
        fields.withUnsafeBufferPointer { output.append(item: UnsafeBufferPointer(rebasing: $0[..<splitter.lastDelimiterStart(in: $0)])) }
    }

    /// Sets up `model` to show and highlight these views.
    func configure(_ model: SearchViewModel) {
        if shown !== searched { model.displayStore = shown }
        model.searchedFields = searchedProjection
        // Colours are offsets in the whole line: only when the line is shown whole.
        if options.parsesANSI, options.shownFields == nil { model.ansiSource = original }
    }
}
