import SwoopItems
import SwoopMatching

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

    /// The options searches of `views.searched` run with: with several `--nth` ranges, each
    /// range is matched on its own.
    package func matching(for views: ItemViews) -> MatchOptions {
        var matching = self.matching
        matching.searchesParts = views.searchesParts
        return matching
    }
}
