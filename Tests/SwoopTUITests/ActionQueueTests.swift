import Testing
@testable import SwoopPicker
@testable import SwoopTUI

/// The `--bind` program's queue: order kept however actions are queued, and a long chain taken whole.
struct ActionQueueTests {
    /// The actions `queue` gives until it is empty.
    private static func drain(_ queue: inout ActionQueue) -> [Action] {
        var taken: [Action] = []
        while let next = queue.next() { taken.append(next.action) }
        return taken
    }

    @Test func actionsQueuedBeforeRunAheadOfThoseWaitingInTheirOwnOrder() {
        var queue = ActionQueue()
        queue.append([.controller(.up), .controller(.down)], key: nil)
        #expect(queue.next()?.action == .controller(.up))
        queue.prepend([.controller(.accept), .controller(.abort)], key: nil)
        queue.append([.controller(.cancel)], key: nil)
        #expect(Self.drain(&queue) == [.controller(.accept), .controller(.abort), .controller(.down), .controller(.cancel)])
        #expect(queue.isEmpty)
    }

    @Test func aLongChainRunsWholeInOrderWithWorkInterleaved() {
        var queue = ActionQueue()
        let chain = (0..<100_000).map { $0 % 2 == 0 ? Action.controller(.up) : .controller(.down) }
        queue.append(chain, key: nil)
        var taken: [Action] = []
        for index in 0..<50_000 {
            if let next = queue.next() { taken.append(next.action) }
            if index == 30_000 { queue.append([.controller(.accept)], key: nil) }
        }
        taken += Self.drain(&queue)
        #expect(taken == chain + [.controller(.accept)])
    }

    @Test func droppingEmptiesBothEnds() {
        var queue = ActionQueue()
        queue.append([.controller(.up)], key: nil)
        queue.prepend([.controller(.down)], key: nil)
        queue.dropActions()
        #expect(queue.isEmpty)
        #expect(queue.next() == nil)
    }
}

/// A round of the loop runs actions for its time, then reads keys and requests before the rest.
struct RoundBudgetTests {
    /// A clock that moves only when told.
    private final class StoppedClock: @unchecked Sendable {
        var instant = ContinuousClock.now
    }

    @Test func actionsRunUntilTheRoundsTimeIsUpLookingAtTheClockOnceAStride() {
        let clock = StoppedClock()
        var budget = RoundBudget(time: .milliseconds(50), now: { clock.instant })
        // However many actions, none past the first stride's end while the time lasts.
        for _ in 0..<(RoundBudget.stride * 3) { let more = budget.spend(); #expect(more) }
        clock.instant = clock.instant.advanced(by: .milliseconds(49))
        for _ in 0..<RoundBudget.stride { let more = budget.spend(); #expect(more) }
        clock.instant = clock.instant.advanced(by: .milliseconds(1))
        // The time is up: the clock is read at the next stride's end, and the round stops there.
        for _ in 1..<RoundBudget.stride { let more = budget.spend(); #expect(more) }
        let more = budget.spend()
        #expect(!more)
    }

    @Test func theQueueAwaitingACommandHasNoActionsToRunButKeepsThem() {
        var queue = ActionQueue()
        queue.append([.controller(.up), .controller(.down)], key: nil)
        #expect(queue.hasActionsToRun)
        queue.awaited = .silent
        #expect(!queue.hasActionsToRun && !queue.isEmpty)
        queue.awaited = nil
        _ = queue.next()
        _ = queue.next()
        #expect(!queue.hasActionsToRun && queue.isEmpty)
    }
}
