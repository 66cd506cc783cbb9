/// Sort keys of either width, each kind called on its concrete type (so the sorting is
/// specialised for it, not dispatched through generic witnesses).
import SwoopSystem
enum RankKeys {
    case narrow(RankedKeys<UInt64>)
    case wide(RankedKeys<UInt128>)

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        switch self {
        case .narrow(let keys): keys.item(at: position)
        case .wide(let keys): keys.item(at: position)
        }
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        switch self {
        case .narrow(let keys): keys.position(of: item)
        case .wide(let keys): keys.position(of: item)
        }
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int, isCancelled: @Sendable () -> Bool) {
        switch self {
        case .narrow(let keys): keys.orderLeadingRows(count, isCancelled: isCancelled)
        case .wide(let keys): keys.orderLeadingRows(count, isCancelled: isCancelled)
        }
    }

    /// Calls `body` with every item in ranked order, read in place.
    func withRankedItems<Result>(_ body: (MatchedItems) -> Result) -> Result {
        switch self {
        case .narrow(let keys): keys.withRankedItems(body)
        case .wide(let keys): keys.withRankedItems(body)
        }
    }

    /// Makes every key exact, on one core; false when cancelled first.
    func completeOnOneCore(isCancelled: @Sendable () -> Bool) -> Bool {
        switch self {
        case .narrow(let keys): keys.completeOnOneCore(isCancelled: isCancelled)
        case .wide(let keys): keys.completeOnOneCore(isCancelled: isCancelled)
        }
    }
}

/// Works out exact keys in place of bounds: every key above `threshold` in the buffer is
/// replaced by its item's exact key, on every core or on one; false when cancelled first (keys
/// then stay valid bounds).
struct KeyCompletion<Word: RankKeyWord>: Sendable {
    let run: @Sendable (_ keys: UnsafeMutableBufferPointer<Word>, _ threshold: Word, _ onOneCore: Bool,
                        _ isCancelled: @Sendable () -> Bool) -> Bool
}

/// One search's keys, in their items' input order, of which only a leading run is put in order
/// (in a list of its own), growing as it is asked for; safe to share between threads.
///
/// A search that narrows an earlier one may leave some keys as bounds (`RankKey.bound`: no
/// better than the exact key), never among the leading rows: every key up to `exactThrough`
/// is exact. Ordering past them first makes all keys exact (`complete`), which the picker
/// also does in the background once the first rows are shown. The ordered rows have a lock of
/// their own, so drawing them never waits for that; the keys' lock is always taken first.
final class RankedKeys<Word: RankKeyWord>: Sendable {
    private struct Keys: Sendable {
        /// In item order.
        var keys: [Word]
        /// Every key no greater than this is exact (`Word.max`: all are).
        var exactThrough: Word
        var completion: KeyCompletion<Word>?
    }

    private let keys: Locked<Keys>
    /// The smallest keys, in order.
    private let ordered: Locked<[Word]>

    /// `keys` in item order, `leading` the smallest of them in order; keys above `exactThrough`
    /// may be bounds, made exact by `completion`.
    init(_ keys: [Word], leading: [Word] = [], exactThrough: Word = .max, completion: KeyCompletion<Word>? = nil) {
        let exactThrough = completion == nil ? Word.max : exactThrough
        self.keys = Locked(Keys(keys: keys, exactThrough: exactThrough, completion: completion))
        // Leading keys past the exact ones may be outranked by a bound's exact key.
        ordered = Locked(Array(leading.prefix { $0 <= exactThrough }))
    }

    /// Runs `body` with the keys in item order (exact or bounds), their lock held.
    func withKeys<Result>(_ body: (UnsafeBufferPointer<Word>) -> Result) -> Result {
        keys.withLock { state in state.keys.withUnsafeBufferPointer(body) }
    }

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        if let key = ordered.withLock({ position < $0.count ? $0[position] : nil }) { return RankKey.item(key) }
        order(through: position)
        return ordered.withLock { RankKey.item($0[position]) }
    }

    /// The items of the rows already in order, up to `count` of them (none is ordered for it).
    func orderedItems(upTo count: Int) -> [Int] {
        ordered.withLock { $0.prefix(count).map { RankKey.item($0) } }
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        if let position = ordered.withLock({ $0.firstIndex { RankKey.item($0) == item } }) { return position }
        let position: Int? = keys.withLock { state in
            let index = state.keys.lowerBound(where: { RankKey.item($0) < item })
            guard index < state.keys.count, RankKey.item(state.keys[index]) == item else { return nil }
            _ = Self.complete(&state, isCancelled: { false })
            let key = state.keys[index]
            return state.keys.reduce(0) { $1 < key ? $0 + 1 : $0 }
        }
        if let position { order(through: position) }
        return position
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int, isCancelled: @Sendable () -> Bool) {
        order(through: count - 1, isCancelled: isCancelled)
    }

    /// Calls `body` with every item in ranked order, read from the ordered keys in place (a full sort, once).
    func withRankedItems<Result>(_ body: (MatchedItems) -> Result) -> Result {
        order(through: .max)
        return ordered.withLock { keys in keys.withUnsafeBufferPointer { body(MatchedItems($0)) } }
    }

    /// Makes every key exact on one core, leaving the others to drawing and to a newer search;
    /// false when cancelled first.
    func completeOnOneCore(isCancelled: @Sendable () -> Bool) -> Bool {
        keys.withLock { Self.complete(&$0, onOneCore: true, isCancelled: isCancelled) }
    }

    private static func complete(_ state: inout Keys, onOneCore: Bool = false, isCancelled: @Sendable () -> Bool) -> Bool {
        guard let completion = state.completion else { return true }
        let threshold = state.exactThrough
        let done = state.keys.withUnsafeMutableBufferPointer { completion.run($0, threshold, onOneCore, isCancelled) }
        if done {
            state.completion = nil
            state.exactThrough = .max
        }
        return done
    }

    /// Makes sure the ordered rows are at least the `position + 1` smallest keys (all of them
    /// for `Int.max`), completing the keys first; or gives up, ordering none, once `isCancelled`.
    private func order(through position: Int, isCancelled: @Sendable () -> Bool = { false }) {
        keys.withLock { state in
            let count = state.keys.count
            let (have, last) = ordered.withLock { ($0.count, $0.last) }
            guard position >= have, have < count, Self.complete(&state, isCancelled: isCancelled), !isCancelled() else { return }
            let target = min(count, max(min(position, count - 1) + 1, have * 2, 256))
            if target * 8 >= count {
                var all = state.keys
                RadixSort.sort(&all, orderedBits: RankKey.itemBits)
                ordered.withLock { $0 = all }
                return
            }
            // The next smallest, after those already in order: first those up to an estimate of
            // the target-th key from a sample (one pass, a small sort), else a selection over all.
            let needed = target - have
            let bound = Self.estimate(rank: target, in: state.keys)
            guard !isCancelled() else { return }
            var next = Self.keys(in: state.keys, after: last, upTo: bound)
            guard !isCancelled() else { return }
            if next.count >= needed {
                next.sort()
            } else {
                next = last.map { last in state.keys.filter { $0 > last } } ?? state.keys
                TopSelection.orderPrefix(&next, from: 0, through: needed)
            }
            ordered.withLock { $0 += next[0..<needed] }
        }
    }

    /// A key likely a little above the `rank`-th smallest of `keys`, read off a sorted sample.
    private static func estimate(rank: Int, in keys: [Word]) -> Word {
        let step = max(1, keys.count / 8192)
        var sample = stride(from: 0, to: keys.count, by: step).map { keys[$0] }
        sample.sort()
        let index = rank / step + rank / step / 4 + 2
        return index < sample.count ? sample[index] : .max
    }

    /// The keys above `last` (all, without one) and no greater than `bound`, in no order.
    private static func keys(in keys: [Word], after last: Word?, upTo bound: Word) -> [Word] {
        guard let last else { return keys.filter { $0 <= bound } }
        return keys.filter { $0 > last && $0 <= bound }
    }
}
