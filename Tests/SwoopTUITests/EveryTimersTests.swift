import Testing
@testable import SwoopTUI

/// The `every(N)` clocks: each on its own period, the phase kept, a tick missed while busy waiting
/// to fire once (fzf's tickers).
@Suite struct EveryTimersTests {
    @Test func noIntervalNoTimer() {
        let clocks = EveryTimers(intervals: [], now: 0)
        #expect(clocks.isEmpty && clocks.delay(now: 0, canFire: true) == nil)
    }

    @Test func eachClockTicksOnItsOwnPeriod() {
        var clocks = EveryTimers(intervals: [100, 250, 100], now: 1000)
        #expect(clocks.delay(now: 1000, canFire: true) == 100)
        clocks.tick(now: 1100)
        #expect(clocks.takeTick() == 100 && clocks.takeTick() == nil)
        #expect(clocks.delay(now: 1100, canFire: true) == 100)
        clocks.tick(now: 1250)
        #expect(clocks.takeTick() == 100 && clocks.takeTick() == 250)
        // The phase is kept: the next 100 ms tick is at 1300, not 1350.
        #expect(clocks.delay(now: 1250, canFire: true) == 50)
    }

    @Test func ticksMissedWhileBusyMakeOneThatWaits() {
        var clocks = EveryTimers(intervals: [100], now: 0)
        clocks.tick(now: 450)
        // Busy: the tick waits for the next one's time, not at once.
        #expect(clocks.delay(now: 450, canFire: false) == 50)
        clocks.tick(now: 500)
        #expect(clocks.delay(now: 500, canFire: true) == 0)
        #expect(clocks.takeTick() == 100 && clocks.takeTick() == nil)
        #expect(clocks.delay(now: 500, canFire: true) == 100)
    }
}
