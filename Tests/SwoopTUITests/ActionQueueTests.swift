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
