import SwoopItems
import SwoopSearch
import SwoopPicker

/// What the lower layers take from the command line: how input is read, how it is matched.
extension Options {
    /// How the input is read into items (`--read0`, `--header-lines`, `--ansi`, `--delimiter`,
    /// `--with-nth`, `--nth`, `--id-nth`).
    package var readSpec: ReadSpec {
        var spec = ReadSpec()
        spec.separator = inputSeparator
        spec.headerLines = headerLines
        spec.parsesANSI = parsesANSI
        spec.shownFields = shownFields
        spec.searchedFields = searchedFields
        spec.fieldSplitter = fieldSplitter
        spec.nthText = searchedFields.isEmpty ? nil : nthText
        spec.withNthText = shownFields == nil ? nil : withNthText
        spec.identityFields = identityFields
        return spec
    }

    /// How the picker's list behaves (`--multi`, `--multi-order`, `--cycle`, `--layout`, `--track`, `--scroll-off`, `--raw`, `--tail`;
    /// the name's way with the cursor on a new query; the sort state shown when a key toggles it).
    package var listRules: ListRules {
        ListRules(markLimit: markLimit, picksMarksInInputOrder: multiOrder == .input, cycles: cycles,
                  runsUpward: layout == .default, keepsItemOnNewQuery: keepsItemOnNewQuery, tracksCursor: tracksCursor,
                  showsSortState: keyMap.binds(.controller(.toggleSort)), scrollOff: scrollOff,
                  startsRaw: isRaw, keptItems: keptItems)
    }

    /// The options searches of `forms.searched` run with: with several `--nth` ranges, each
    /// range is matched on its own.
    package func matching(for forms: ItemForms) -> MatchOptions {
        var matching = self.matching
        matching.searchesParts = forms.searchesParts
        return matching
    }
}
