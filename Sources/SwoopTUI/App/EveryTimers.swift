/// The `every(N)` events' clocks: each interval bound at the start ticks on its own period, the
/// phase kept. A tick that comes while the picker is busy waits until it is free, and ticks of the
/// same clock meanwhile make one (as fzf's tickers wait on its loop and drop the ticks in between).
struct EveryTimers {
    /// Each interval (ms) and when it is next due (ms on the monotonic clock).
    private var clocks: [(interval: Int, due: Int)]
    /// The intervals that ticked and have not fired yet, in order.
    private var pending: [Int] = []

    /// Clocks for `intervals` (milliseconds), each first due one interval after `now`.
    init(intervals: some Sequence<Int>, now: Int) {
        clocks = Set(intervals).sorted().map { ($0, now + $0) }
    }

    /// Whether there is no clock: nothing to wait for.
    var isEmpty: Bool { clocks.isEmpty }

    /// Milliseconds from `now` until a tick is due, or until ticks waiting can fire (at once when
    /// `canFire`); nil: no clock.
    func delay(now: Int, canFire: Bool) -> Int32? {
        if canFire, !pending.isEmpty { return 0 }
        return clocks.map(\.due).min().map { Int32(clamping: max(0, $0 - now)) }
    }

    /// The clocks due at `now` tick (each set to its next tick after `now`, the ticks missed dropped).
    mutating func tick(now: Int) {
        for index in clocks.indices where clocks[index].due <= now {
            let clock = clocks[index]
            if !pending.contains(clock.interval) { pending.append(clock.interval) }
            clocks[index].due = clock.due + ((now - clock.due) / clock.interval + 1) * clock.interval
        }
    }

    /// The interval of the first tick waiting, taken.
    mutating func takeTick() -> Int? {
        pending.isEmpty ? nil : pending.removeFirst()
    }
}
