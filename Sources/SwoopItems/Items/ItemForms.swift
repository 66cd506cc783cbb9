/// The stores one input becomes: as it came, as shown (`--ansi`, `--with-nth`), as searched
/// (`--nth`), growing together.
///
/// A derived store exists only when an option asks for it; otherwise the form
/// is the store before it (`shown === searched` without `--nth`). The writer of
/// `original` calls `catchUp()` after each batch of lines: each derived store
/// then takes its new lines in turn, `visibleLines` before `shown` before
/// `searched`, so a reader on any thread never finds `searched.count` ahead of
/// `shown.count`, nor `shown.count` ahead of `visibleLines.count` or of
/// `original.count`.
package struct ItemForms: @unchecked Sendable {
    /// The lines as they came.
    package let original: ItemStore
    /// The lines without escape sequences (`--ansi`), whole: what is printed.
    package let visibleLines: ItemStore
    /// The lines as shown in the list.
    package let shown: ItemStore
    /// The text searched.
    package let searched: ItemStore
    /// How the forms are cut from the lines.
    package let spec: ReadSpec
    /// The `--nth` ranges that make a difference.
    package let searchedFields: [FieldRange]
    /// The store the input's reader writes, when these forms were cut again while it may still grow
    /// (`change-nth`, `change-header-lines`): then the holder, not the reader, brings the stores cut
    /// again up to date (`catchUpReshaped()`). Nil: these are the reader's own forms.
    private let readFrom: ItemStore?

    /// The forms of `original` that `spec` asks for, holding every line `original` has now;
    /// `catchUp()` brings in the lines it gains later.
    package init(original: ItemStore, spec: ReadSpec) {
        self.original = original
        self.spec = spec
        let visible = spec.parsesANSI ? ItemStore(headerCount: original.headerCount) : original
        visibleLines = visible
        shown = spec.shownFields == nil ? visible : ItemStore(headerCount: original.headerCount)
        searchedFields = FieldRange.searched(spec.searchedFields)
        searched = searchedFields.isEmpty ? shown : ItemStore(headerCount: original.headerCount)
        readFrom = nil
        catchUp()
    }

    /// The same lines cut as `spec` says (`change-nth`, `change-with-nth`): the lines as read and as
    /// printed are these forms' own, the shown and searched ones are cut again.
    package func reshaped(_ spec: ReadSpec) -> ItemForms {
        ItemForms(reshaping: self, spec: spec)
    }

    private init(reshaping forms: ItemForms, spec: ReadSpec) {
        let source = forms.readFrom ?? forms.original
        let headerCount = max(0, spec.headerLines)
        let keepsLines = headerCount == forms.original.headerCount
        original = keepsLines ? forms.original : ItemStore(headerCount: headerCount)
        visibleLines = keepsLines ? forms.visibleLines : spec.parsesANSI ? ItemStore(headerCount: headerCount) : original
        self.spec = spec
        shown = spec.shownFields == nil ? visibleLines : ItemStore(headerCount: headerCount)
        searchedFields = FieldRange.searched(spec.searchedFields)
        searched = searchedFields.isEmpty ? shown : ItemStore(headerCount: headerCount)
        readFrom = source
        catchUpReshaped()
    }

    /// Brings the stores cut again (`reshaped(_:)`) up to the lines read so far, each complete before
    /// the next grows; the one thread that holds these forms calls it as lines arrive (nothing to do
    /// for the reader's own forms).
    package func catchUpReshaped() {
        guard let source = readFrom else { return }
        // A copy of the lines (another header count) and what is cut from it are the holder's to fill.
        if original !== source {
            original.appendCopies(of: source)
            if visibleLines !== original { visibleLines.appendVisibleText(of: original) }
        }
        if let template = spec.shownFields, shown !== visibleLines {
            shown.appendShownLines(of: original, template: template, splitter: spec.fieldSplitter, parsesANSI: spec.parsesANSI)
        }
        if searched !== shown { searched.appendProjections(of: shown, splitter: spec.fieldSplitter, ranges: searchedFields) }
    }

    /// Adds to the derived stores the lines `original` gained since the last call, each store
    /// complete before the next one grows; only the thread that writes `original` calls it.
    func catchUp() {
        if visibleLines !== original { visibleLines.appendVisibleText(of: original) }
        if let template = spec.shownFields {
            shown.appendShownLines(of: original, template: template, splitter: spec.fieldSplitter, parsesANSI: spec.parsesANSI)
        }
        if searched !== shown { searched.appendProjections(of: shown, splitter: spec.fieldSplitter, ranges: searchedFields) }
    }

    /// How the searched text is cut out of the shown text (`--nth`), if it is.
    package var searchedProjection: (splitter: FieldSplitter, ranges: [FieldRange])? {
        searchedFields.isEmpty ? nil : (spec.fieldSplitter, searchedFields)
    }

    /// Whether searches of `searched` match each `--nth` range on its own (there are several).
    package var searchesParts: Bool { searchedFields.count > 1 }
}
