extension Query {
    /// Whether every item this query matches is sure to match `previous` too,
    /// so a search may look only at `previous`'s matches.
    ///
    /// True when each of `previous`'s groups is still here unchanged, except
    /// that a positive single-term group may have grown: a fuzzy or
    /// substring term by appending characters, a prefix term likewise. New
    /// groups only narrow further. Inverse, OR and `'word'` terms must stay as
    /// they were.
    package func narrows(_ previous: Query) -> Bool {
        guard groups.count >= previous.groups.count else { return false }
        for (old, new) in zip(previous.groups, groups) where old != new {
            guard old.count == 1, new.count == 1 else { return false }
            let before = old[0]
            let after = new[0]
            guard !before.isInverse, !after.isInverse, before.kind == after.kind, after.kind.narrowsWhenExtended else { return false }
            guard after.characters.count >= before.characters.count else { return false }
            // A term matches what its coarsest variants find (a strict match is a relaxed one too).
            let oldVariants = before.coarsestVariants
            let newVariants = after.coarsestVariants
            for index in before.characters.indices {
                let oldFold = FoldVariant(rawValue: oldVariants[index])
                let newFold = FoldVariant(rawValue: newVariants[index])
                guard Self.covers(oldFold, before.characters[index], newFold, after.characters[index]) else { return false }
            }
        }
        return true
    }

    /// How many characters this query adds at the ends of `previous`'s fuzzy terms, when that is
    /// all that differs: each raises an item's score by at most one match and the largest bonus.
    package func charactersAppendedToFuzzyTerms(since previous: Query) -> Int? {
        guard groups.count == previous.groups.count, narrows(previous) else { return nil }
        var appended = 0
        for (old, new) in zip(previous.groups, groups) where old != new {
            guard new.count == 1, new[0].kind == .fuzzy else { return nil }
            appended += new[0].characters.count - old[0].characters.count
        }
        return appended
    }

    /// Whether every item character that `newFold` folds to `new` folds to `old` by `oldFold`.
    private static func covers(_ oldFold: FoldVariant, _ old: UInt32, _ newFold: FoldVariant, _ new: UInt32) -> Bool {
        if oldFold.isHangul || newFold.isHangul {
            // The old fold must agree on the new character (ㅅ on 서, 서 on 성), and the new one
            // find no more than it: the same fold, one of case and diacritics (the character
            // alone: Hangul has neither), or from an initial to a syllable's open form (ㅅ → 서).
            guard oldFold.fold(new) == old else { return false }
            return oldFold == newFold || !newFold.isHangul
                || (oldFold == .hangulInitial && newFold == .hangulOpenSyllable)
        }
        // The old fold must be the coarser one, and agree on the new character.
        if oldFold.isCaseSensitive && !newFold.isCaseSensitive { return false }
        if oldFold.keepsDiacritics && !newFold.keepsDiacritics { return false }
        return oldFold.fold(new) == old
    }
}
