import SwoopCore

/// The stores one input becomes: as it came, as shown (`--ansi`, `--with-nth`), as searched (`--nth`).
struct ItemViews {
    /// The lines as they came: what is printed.
    let original: ItemStore
    /// The lines without escape sequences (`--ansi`), whole.
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
        shown = options.shownFields.isEmpty
            ? visible : ItemStore(projecting: visible, splitter: options.fieldSplitter, ranges: options.shownFields)
        searched = options.searchedFields.isEmpty
            ? shown : ItemStore(projecting: shown, splitter: options.fieldSplitter, ranges: options.searchedFields)
    }

    /// How the searched text is cut out of the shown text (`--nth`), if it is.
    var searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])? {
        options.searchedFields.isEmpty ? nil : (options.fieldSplitter, options.searchedFields)
    }

    /// Queues what is printed for `item`: the whole line as it came, or its `--accept-nth` fields.
    func append(_ item: Int, to output: inout OutputBuffer) {
        guard !options.printedFields.isEmpty else { return output.append(item: original[item]) }
        let line = options.parsesANSI ? Array(ANSIText(original[item]).visible) : Array(original[item])
        let fields = line.withUnsafeBufferPointer { FieldProjection($0, splitter: options.fieldSplitter, ranges: options.printedFields).bytes }
        fields.withUnsafeBufferPointer { output.append(item: $0) }
    }

    /// Sets up `model` to show and highlight these views.
    func configure(_ model: SearchViewModel) {
        if shown !== searched { model.displayStore = shown }
        model.searchedFields = searchedFields
        // Colours are offsets in the whole line: only when the line is shown whole.
        if options.parsesANSI, options.shownFields.isEmpty { model.ansiSource = original }
    }
}
