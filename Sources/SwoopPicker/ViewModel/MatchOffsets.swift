/// Where the shown query matches an item, as byte offsets in its shown text: the matcher's
/// positions (the typo fallback's where it finds none), mapped back through `--nth`'s cut. A
/// value that remembers nothing, so that threads can share it (a long `--listen` answer).
import SwoopItems
import SwoopSearch
package struct MatchOffsets: Sendable {
    /// The shown results' matcher (nil: the full list, nothing highlighted).
    let matcher: Matcher?
    /// The typo fallback's matcher, for items `matcher` does not match.
    let typoMatcher: Matcher?
    /// The text searched.
    let store: ItemStore
    /// The text shown (`--with-nth`), when it differs.
    let displayStore: ItemStore?
    /// With `--nth`: how the searched text was cut out of the shown text.
    let searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?

    /// Whether nothing is highlighted in any item.
    package var isEmpty: Bool { matcher == nil && typoMatcher == nil }

    /// The text shown for `item`.
    package func displayedBytes(of item: Int) -> UnsafeBufferPointer<UInt8> {
        (displayStore ?? store)[item]
    }

    /// The byte offsets of `item`'s shown text the query matches, ascending.
    package func offsets(of item: Int) -> [Int] {
        var offsets = matcher.map { positions(of: item, with: $0) } ?? []
        if offsets.isEmpty, let typoMatcher { offsets = positions(of: item, with: typoMatcher) }
        return offsets.sorted()
    }

    /// `matcher`'s positions in `item`, in the shown text.
    private func positions(of item: Int, with matcher: Matcher) -> [Int] {
        let offsets = matcher.positions(in: store[item])
        guard let searchedFields, !offsets.isEmpty else { return offsets }
        let projection = FieldProjection(searching: displayedBytes(of: item), splitter: searchedFields.splitter, ranges: searchedFields.ranges)
        return offsets.compactMap(projection.sourceOffset)
    }
}
