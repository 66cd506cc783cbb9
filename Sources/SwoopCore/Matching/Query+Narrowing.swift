extension Query {
    /// Whether every item this query matches is sure to match `previous` too,
    /// so a search may look only at `previous`'s matches.
    ///
    /// True when each of `previous`'s groups is still here unchanged, except
    /// that a positive single-term group may have grown: a fuzzy or
    /// substring term by appending characters, a prefix term likewise. New
    /// groups only narrow further. Inverse, OR and `'word'` terms must stay as
    /// they were.
    func narrows(_ previous: Query) -> Bool {
        guard groups.count >= previous.groups.count else { return false }
        for (old, new) in zip(previous.groups, groups) where old != new {
            guard old.count == 1, new.count == 1 else { return false }
            let before = old[0]
            let after = new[0]
            guard !before.isInverse, !after.isInverse, before.kind == after.kind, after.kind.narrowsWhenExtended else { return false }
            guard after.characters.count >= before.characters.count else { return false }
            for index in before.characters.indices {
                let oldFold = FoldVariant(rawValue: before.variants[index])
                let newFold = FoldVariant(rawValue: after.variants[index])
                // The old fold must be the coarser one, and agree on the new character.
                if oldFold.isCaseSensitive && !newFold.isCaseSensitive { return false }
                if oldFold.keepsDiacritics && !newFold.keepsDiacritics { return false }
                guard oldFold.fold(after.characters[index]) == before.characters[index] else { return false }
            }
        }
        return true
    }
}
