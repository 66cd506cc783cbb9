import SwoopCore

/// The `--bind` program's pending work: actions run in order, each with the key (or event) that
/// asked for it; while a command they started is awaited, the rest wait, and so do keys typed
/// meanwhile; and the text `print` queued for the way out.
struct ActionQueue {
    /// Actions not run yet, first to run first.
    private var actions: [(action: Action, key: Key?)] = []
    /// Keys read while a command was awaited, to handle after it.
    private(set) var keys: [Key] = []
    /// What `print(…)` asked to print on the way out, in order.
    private(set) var printed: [String] = []

    /// Whether there is nothing left to run.
    var isEmpty: Bool { actions.isEmpty }

    /// Queues `actions` for `key` after those waiting.
    mutating func append(_ actions: [Action], key: Key?) {
        self.actions += actions.map { ($0, key) }
    }

    /// Queues `actions` for `key` before those waiting (a `transform`'s output runs at once).
    mutating func prepend(_ actions: [Action], key: Key?) {
        self.actions.insert(contentsOf: actions.map { ($0, key) }, at: 0)
    }

    /// The next action to run, taken off the queue.
    mutating func next() -> (action: Action, key: Key?)? {
        actions.isEmpty ? nil : actions.removeFirst()
    }

    /// Drops the actions not run yet (a command awaited was cancelled).
    mutating func dropActions() {
        actions = []
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
