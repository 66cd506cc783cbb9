/// A query laid out in flat memory for the per-item hot loop: no arrays, no reference counting.
package final class CompiledQuery: @unchecked Sendable {
    /// One term: its characters and fold variants in raw buffers.
    package struct Term {
        package let kind: QueryTerm.Kind
        /// `kind.requirement`, looked up once.
        let requirement: TermRequirement
        package let isInverse: Bool
        package let isCaseSensitive: Bool
        package let characters: UnsafeBufferPointer<UInt32>
        package let variants: UnsafeBufferPointer<UInt8>
        /// `QueryTerm.relaxedVariants`: tried when `variants` find nothing.
        package let relaxedVariants: UnsafeBufferPointer<UInt8>?
        /// The variants every match satisfies (`relaxedVariants`, else `variants`): the prefilter's.
        let coarsestVariants: UnsafeBufferPointer<UInt8>
        /// A `typo` term's positions each byte of an ASCII item equals, 256 entries (its cheap test's).
        let typoMasks: UnsafePointer<UInt64>?
    }

    /// Every term, group after group.
    let terms: UnsafeMutableBufferPointer<Term>
    /// Where each group's terms end in `terms`.
    let groupEnds: UnsafeMutableBufferPointer<Int>
    /// The whole query as a prefix term, for the equal/prefix tiers.
    let rankingTerm: Term?
    /// Which `FoldVariant`s appear, one bit each (`FoldVariant.count` fit in the byte).
    let variants: UInt8
    private var allocations: [UnsafeMutableRawPointer] = []

    init(_ query: Query) {
        let flat = query.groups.flatMap { $0 }
        terms = .allocate(capacity: flat.count)
        groupEnds = .allocate(capacity: query.groups.count)
        var variants: UInt8 = 0
        var end = 0
        for (index, group) in query.groups.enumerated() {
            end += group.count
            groupEnds[index] = end
        }
        var made: [UnsafeMutableRawPointer] = []
        func copy(_ folds: [UInt8]) -> UnsafeBufferPointer<UInt8> {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, folds.count))
            _ = buffer.initialize(from: folds)
            if let base = buffer.baseAddress { made.append(UnsafeMutableRawPointer(base)) }
            for variant in folds { variants |= 1 << variant }
            return UnsafeBufferPointer(rebasing: buffer[0..<folds.count])
        }
        func compile(_ term: QueryTerm) -> Term {
            let characters = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(1, term.characters.count))
            _ = characters.initialize(from: term.characters)
            if let base = characters.baseAddress { made.append(UnsafeMutableRawPointer(base)) }
            let strict = copy(term.variants)
            let relaxed = term.relaxedVariants.map(copy)
            let folded = UnsafeBufferPointer(rebasing: characters[0..<term.characters.count])
            var typoMasks: UnsafeMutablePointer<UInt64>?
            if term.kind == .typo {
                let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
                TypoAlgorithm.fillByteMasks(masks, characters: folded, variants: [strict, relaxed ?? strict])
                made.append(UnsafeMutableRawPointer(masks))
                typoMasks = masks
            }
            return Term(
                kind: term.kind,
                requirement: term.kind.requirement,
                isInverse: term.isInverse,
                isCaseSensitive: term.isCaseSensitive,
                characters: folded,
                variants: strict,
                relaxedVariants: relaxed,
                coarsestVariants: relaxed ?? strict,
                typoMasks: typoMasks.map { UnsafePointer($0) })
        }
        for (index, term) in flat.enumerated() {
            (terms.baseAddress.unsafelyUnwrapped + index).initialize(to: compile(term))
        }
        rankingTerm = query.rankingTerm.map(compile)
        self.variants = variants
        allocations = made
    }

    deinit {
        terms.deallocate()
        groupEnds.deallocate()
        allocations.forEach { $0.deallocate() }
    }
}
