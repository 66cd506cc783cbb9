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
        queue.append([.up, .down], key: nil)
        #expect(queue.next()?.action == .up)
        queue.prepend([.accept, .abort], key: nil)
        queue.append([.cancel], key: nil)
        #expect(Self.drain(&queue) == [.accept, .abort, .down, .cancel])
        #expect(queue.isEmpty)
    }

    @Test func aLongChainRunsWholeInOrderWithWorkInterleaved() {
        var queue = ActionQueue()
        let chain = (0..<100_000).map { $0 % 2 == 0 ? Action.up : .down }
        queue.append(chain, key: nil)
        var taken: [Action] = []
        for index in 0..<50_000 {
            if let next = queue.next() { taken.append(next.action) }
            if index == 30_000 { queue.append([.accept], key: nil) }
        }
        taken += Self.drain(&queue)
        #expect(taken == chain + [.accept])
    }

    @Test func droppingEmptiesBothEnds() {
        var queue = ActionQueue()
        queue.append([.up], key: nil)
        queue.prepend([.down], key: nil)
        queue.dropActions()
        #expect(queue.isEmpty)
        #expect(queue.next() == nil)
    }
}
