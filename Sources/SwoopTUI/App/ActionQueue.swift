import SwoopPicker

/// The `--bind` program's pending work: actions run in order, each with the key (or event) that
/// asked for it; while a command they started (or, after `wait`, a search) is awaited, the rest
/// wait, and so do keys typed meanwhile; and the text `print` queued for the way out.
///
/// Taking the next action, queueing after and queueing before are each linear in the actions
/// they add, never in those waiting: a chain of any length runs in time linear in its length.
struct ActionQueue {
    typealias Pending = (action: Action, key: Key?)

    /// What the queue waits for before it goes on.
    enum Awaited {
        /// `execute-silent`: only that it ends.
        case silent
        /// `transform-…`: its output, for this part, with the key that asked.
        case transform(TransformTarget, Key?)
        /// `wait`: that the search running (or the input being read) is done; since when, in
        /// milliseconds on the monotonic clock.
        case search(since: Int)
    }

    /// The command the queue waits for, if any.
    var awaited: Awaited?

    /// Actions queued before the rest (`transform`'s output), the next to run last.
    private var first: [Pending] = []
    /// Actions queued after the rest, in order from `start`.
    private var rest: [Pending] = []
    /// Where the actions of `rest` not run yet begin.
    private var start = 0
    /// Keys read while a command was awaited, to handle after it.
    private(set) var keys: [Key] = []
    /// What `print(…)` asked to print on the way out, in order.
    private(set) var printed: [String] = []
    /// The keys whose actions `trigger` queued and that have not run to their end.
    var triggering: Set<Key> = []

    /// Whether there is nothing left to run.
    var isEmpty: Bool { first.isEmpty && start == rest.count }

    /// Whether actions wait to run with no command awaited: a chain going on from round to round.
    var hasActionsToRun: Bool { awaited == nil && !isEmpty }

    /// Whether the actions wait for a search (`wait`): keys are ignored meanwhile, as in fzf.
    var isAwaitingSearch: Bool {
        if case .search = awaited { return true }
        return false
    }

    /// Queues `actions` for `key` after those waiting.
    mutating func append(_ actions: [Action], key: Key?) {
        rest += actions.map { ($0, key) }
    }

    /// Queues `actions` for `key` before those waiting (a `transform`'s output runs at once).
    mutating func prepend(_ actions: [Action], key: Key?) {
        first += actions.reversed().map { ($0, key) }
    }

    /// The next action to run, taken off the queue.
    mutating func next() -> Pending? {
        if let pending = first.popLast() { return pending }
        guard start < rest.count else { return nil }
        defer {
            start += 1
            // Run half through, the array gives back what was run (each action moves once at most).
            if start == rest.count {
                rest.removeAll(keepingCapacity: true)
                start = 0
            } else if start > 1024, start * 2 > rest.count {
                rest.removeFirst(start)
                start = 0
            }
        }
        return rest[start]
    }

    /// Drops the actions not run yet (a command awaited was cancelled).
    mutating func dropActions() {
        triggering = []
        first = []
        rest = []
        start = 0
    }

    /// Keeps `keys` for later.
    mutating func hold(_ keys: [Key]) {
        self.keys += keys
    }

    /// The keys held, taken.
    mutating func takeKeys() -> [Key] {
        defer { keys = [] }
        return keys
    }

    /// Adds `text` to what is printed on the way out.
    mutating func print(_ text: String) {
        printed.append(text)
    }
}
