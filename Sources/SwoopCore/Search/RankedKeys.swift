/// Sort keys of either width, each kind called on its concrete type (so the sorting is
/// specialised for it, not dispatched through generic witnesses).
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
    func orderLeadingRows(_ count: Int) {
        switch self {
        case .narrow(let keys): keys.orderLeadingRows(count)
        case .wide(let keys): keys.orderLeadingRows(count)
        }
    }

    /// Every item, ranked.
    func allItems() -> [Int] {
        switch self {
        case .narrow(let keys): keys.allItems()
        case .wide(let keys): keys.allItems()
        }
    }

    /// Makes every key exact; false when cancelled first.
    func complete(isCancelled: @Sendable () -> Bool) -> Bool {
        switch self {
        case .narrow(let keys): keys.complete(isCancelled: isCancelled)
        case .wide(let keys): keys.complete(isCancelled: isCancelled)
        }
    }
}

/// Works out exact keys in place of bounds: every key above `threshold` in the buffer is
/// replaced by its item's exact key; false when cancelled first (keys then stay valid bounds).
struct KeyCompletion<Word: RankKeyWord>: Sendable {
    let run: @Sendable (_ keys: UnsafeMutableBufferPointer<Word>, _ threshold: Word, _ isCancelled: @Sendable () -> Bool) -> Bool
}

/// One search's keys, in their items' input order, of which only a leading run is put in order
/// (in a list of its own), growing as it is asked for; safe to share between threads.
///
/// A search that narrows an earlier one may leave some keys as bounds (`RankKey.bound`: no
/// better than the exact key), never among the leading rows: every key up to `exactThrough`
/// is exact. Ordering past them first makes all keys exact (`complete`), which the picker
/// also does in the background once the first rows are shown.
final class RankedKeys<Word: RankKeyWord>: Sendable {
    private struct State: Sendable {
        /// In item order.
        var keys: [Word]
        /// The smallest keys, in order.
        var ordered: [Word]
        /// Every key no greater than this is exact (`Word.max`: all are).
        var exactThrough: Word
        var completion: KeyCompletion<Word>?
    }

    private let state: Locked<State>

    /// `keys` in item order, `leading` the smallest of them in order; keys above `exactThrough`
    /// may be bounds, made exact by `completion`.
    init(_ keys: [Word], leading: [Word] = [], exactThrough: Word = .max, completion: KeyCompletion<Word>? = nil) {
        let exactThrough = completion == nil ? Word.max : exactThrough
        // Leading keys past the exact ones may be outranked by a bound's exact key.
        let ordered = leading.last.map { $0 <= exactThrough } ?? true ? leading : Array(leading.prefix { $0 <= exactThrough })
        state = Locked(State(keys: keys, ordered: ordered, exactThrough: exactThrough, completion: completion))
    }

    /// Runs `body` with the keys in item order (exact or bounds), the lock held.
    func withKeys<Result>(_ body: (UnsafeBufferPointer<Word>) -> Result) -> Result {
        state.withLock { state in state.keys.withUnsafeBufferPointer(body) }
    }

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        state.withLock { state in
            Self.order(&state, through: position)
            return RankKey.item(state.ordered[position])
        }
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        state.withLock { state in
            let index = state.keys.lowerBound(where: { RankKey.item($0) < item })
            guard index < state.keys.count, RankKey.item(state.keys[index]) == item else { return nil }
            if let last = state.ordered.last, state.keys[index] <= last {
                let key = state.keys[index]
                return state.ordered.lowerBound(where: { $0 < key })
            }
            _ = Self.complete(&state, isCancelled: { false })
            let key = state.keys[index]
            var position = 0
            for other in state.keys where other < key { position += 1 }
            Self.order(&state, through: position)
            return position
        }
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int) {
        state.withLock { state in
            if !state.keys.isEmpty { Self.order(&state, through: min(count, state.keys.count) - 1) }
        }
    }

    /// Every item, ranked (a full sort, once).
    func allItems() -> [Int] {
        state.withLock { state in
            if state.ordered.count < state.keys.count { Self.order(&state, through: state.keys.count - 1) }
            return state.ordered.map { RankKey.item($0) }
        }
    }

    /// Makes every key exact; false when cancelled first.
    func complete(isCancelled: @Sendable () -> Bool) -> Bool {
        state.withLock { Self.complete(&$0, isCancelled: isCancelled) }
    }

    private static func complete(_ state: inout State, isCancelled: @Sendable () -> Bool) -> Bool {
        guard let completion = state.completion else { return true }
        let threshold = state.exactThrough
        let done = state.keys.withUnsafeMutableBufferPointer { completion.run($0, threshold, isCancelled) }
        if done {
            state.completion = nil
            state.exactThrough = .max
        }
        return done
    }

    /// Makes sure `ordered` holds at least the `position + 1` smallest keys, in order.
    private static func order(_ state: inout State, through position: Int) {
        guard position >= state.ordered.count, position < state.keys.count else { return }
        _ = complete(&state, isCancelled: { false })
        let count = state.keys.count
        let target = min(count, max(position + 1, state.ordered.count * 2, 256))
        if target * 8 >= count {
            var all = state.keys
            RadixSort.sort(&all)
            state.ordered = all
            return
        }
        // The next smallest, after those already in order.
        var rest: [Word]
        if let last = state.ordered.last {
            rest = state.keys.filter { $0 > last }
        } else {
            rest = state.keys
        }
        let needed = target - state.ordered.count
        TopSelection.orderPrefix(&rest, from: 0, through: needed)
        state.ordered += rest[0..<needed]
    }
}
