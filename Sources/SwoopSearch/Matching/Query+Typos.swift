extension Query {
    /// The query the typo fallback searches: this one's single plain fuzzy term as a `typo` term,
    /// or nil when the query is anything else (several terms, operators) or has no edits to allow
    /// (fewer than 4 or more than 64 characters).
    package var typoFallback: Query? {
        guard groups.count == 1, groups[0].count == 1 else { return nil }
        var term = groups[0][0]
        guard term.kind == .fuzzy, !term.isInverse, TypoAlgorithm.allowedEdits(term.characters.count) > 0,
              term.characters.count <= TypoAlgorithm.maximumLength else { return nil }
        term.kind = .typo
        return Query(self, groups: [[term]])
    }

    /// `query` with `groups` in place of its own and no ranking term (no typo match is equal to the query).
    private init(_ query: Query, groups: [[QueryTerm]]) {
        text = query.text
        self.groups = groups
        rankingTerm = nil
        scheme = query.scheme
        prefersLastAlignment = query.prefersLastAlignment
        needsBounds = query.needsBounds
        searchesParts = query.searchesParts
    }
}
