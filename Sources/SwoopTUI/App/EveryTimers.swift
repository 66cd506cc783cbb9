/// The `every(N)` events' clocks: each interval bound at the start ticks on its own period, a tick
/// missed while the picker was busy dropped (as fzf's tickers drop theirs), the phase kept.
struct EveryTimers {
    /// Each interval (ms) and when it is next due (ms on the monotonic clock).
    private var clocks: [(interval: Int, due: Int)]

    /// Clocks for `intervals` (milliseconds), each first due one interval after `now`.
    init(intervals: some Sequence<Int>, now: Int) {
        clocks = Set(intervals).sorted().map { ($0, now + $0) }
    }

    /// Whether there is no clock: nothing to wait for.
    var isEmpty: Bool { clocks.isEmpty }

    /// Milliseconds from `now` until the next tick (nil: no clock).
    func delay(now: Int) -> Int32? {
        clocks.map(\.due).min().map { Int32(clamping: max(0, $0 - now)) }
    }

    /// The intervals due at `now`, each set to its next tick after `now` (the ticks missed meanwhile dropped).
    mutating func takeDue(now: Int) -> [Int] {
        var due: [Int] = []
        for index in clocks.indices where clocks[index].due <= now {
            let clock = clocks[index]
            due.append(clock.interval)
            clocks[index].due = clock.due + ((now - clock.due) / clock.interval + 1) * clock.interval
        }
        return due
    }
}
