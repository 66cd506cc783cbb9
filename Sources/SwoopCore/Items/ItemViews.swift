/// The stores one input becomes: as it came, as shown (`--ansi`, `--with-nth`), as searched
/// (`--nth`), growing together.
///
/// A derived store exists only when an option asks for it; otherwise the view
/// is the store before it (`shown === searched` without `--nth`). The writer of
/// `original` calls `catchUp()` after each batch of lines: each derived store
/// then takes its new lines in turn, `visibleLines` before `shown` before
/// `searched`, so a reader on any thread never finds `searched.count` ahead of
/// `shown.count`, nor `shown.count` ahead of `visibleLines.count` or of
/// `original.count`.
package struct ItemViews: @unchecked Sendable {
    /// The lines as they came.
    package let original: ItemStore
    /// The lines without escape sequences (`--ansi`), whole: what is printed.
    package let visibleLines: ItemStore
    /// The lines as shown in the list.
    package let shown: ItemStore
    /// The text searched.
    package let searched: ItemStore
    /// The options the views follow.
    package let options: Options
    /// The `--nth` ranges that make a difference.
    package let searchedFields: [FieldRange]

    /// The views of `original` that `options` ask for, holding every line `original` has now;
    /// `catchUp()` brings in the lines it gains later.
    package init(original: ItemStore, options: Options) {
        self.original = original
        self.options = options
        let visible = options.parsesANSI ? ItemStore(headerCount: original.headerCount) : original
        visibleLines = visible
        shown = options.shownFields == nil ? visible : ItemStore(headerCount: original.headerCount)
        searchedFields = FieldRange.searched(options.searchedFields)
        searched = searchedFields.isEmpty ? shown : ItemStore(headerCount: original.headerCount)
        catchUp()
    }

    /// Adds to the derived stores the lines `original` gained since the last call, each store
    /// complete before the next one grows; only the thread that writes `original` calls it.
    func catchUp() {
        if visibleLines !== original { visibleLines.appendVisibleText(of: original) }
        if let template = options.shownFields {
            shown.appendShownLines(of: original, template: template, splitter: options.fieldSplitter, parsesANSI: options.parsesANSI)
        }
        if searched !== shown { searched.appendProjections(of: shown, splitter: options.fieldSplitter, ranges: searchedFields) }
    }

    /// How the searched text is cut out of the shown text (`--nth`), if it is.
    package var searchedProjection: (splitter: FieldSplitter, ranges: [FieldRange])? {
        searchedFields.isEmpty ? nil : (options.fieldSplitter, searchedFields)
    }

    /// The options searches of `searched` run with: with several `--nth` ranges, each range
    /// is matched on its own.
    package var matching: MatchOptions {
        var matching = options.matching
        matching.searchesParts = searchedFields.count > 1
        return matching
    }

    /// Sets up `model` to show and highlight these views.
    package func configure(_ model: SearchViewModel) {
        if shown !== searched { model.displayStore = shown }
        model.searchedFields = searchedProjection
        // Colours are offsets in the whole line: only when the line is shown whole.
        if options.parsesANSI, options.shownFields == nil { model.ansiSource = original }
        // Remembered picks are the lines as read: found again among new items (a reload).
        if let frecency = model.frecency { model.remember(frecency, in: original) }
    }
}
