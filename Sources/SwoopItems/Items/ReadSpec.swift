/// How an input's bytes become items: what ends a line, how many lines are headers, and which
/// forms of the lines to derive (`--ansi`, `--with-nth`, `--nth`), with the splitter they cut by.
package struct ReadSpec: Sendable {
    /// The byte that ends a line (`--read0`: NUL).
    package var separator: UInt8 = UInt8(ascii: "\n")
    /// `--header-lines`: how many first lines are the header, not items.
    package var headerLines = 0
    /// `--ansi`: lines carry escape sequences, taken out of what is shown and searched.
    package var parsesANSI = false
    /// `--with-nth`: the fields shown (nil: the whole line).
    package var shownFields: FieldTemplate?
    /// `--nth`: the fields searched (empty: the whole shown line).
    package var searchedFields: [FieldRange] = []
    /// `--delimiter`: how lines split into fields.
    package var fieldSplitter = FieldSplitter()
    /// `--nth` as given, for `FZF_NTH` (nil: not given).
    package var nthText: String?
    /// `--with-nth` as given, for `FZF_WITH_NTH` (nil: not given).
    package var withNthText: String?
    /// `--id-nth`: the fields that say an item is the same one after a reload (nil: the whole line).
    package var identityFields: [FieldRange]?

    /// Newline-ended lines, shown and searched whole.
    package init() {}
}
