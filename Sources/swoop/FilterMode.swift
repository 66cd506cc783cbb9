import SwoopCore

/// `--filter`: prints every match of a query, best first, without drawing anything.
enum FilterMode {
    /// Prints the matches of `query` in `store`; returns the exit code (0 found, 1 none, 2 write error).
    static func run(query text: String, store: ItemStore, options: MatchOptions) -> Int32 {
        let engine = SearchEngine(store: store, options: options)
        let query = engine.query(text)
        let items: [Int]
        if query.isEmpty {
            items = Rows.all(count: store.count, reversed: options.reverseInput).items
        } else if let result = engine.search(query) {
            items = Rows.results(result).items
        } else {
            items = []
        }
        var output = OutputBuffer()
        for item in items {
            output.append(item: store[item])
        }
        guard output.flush() else { return ExitCode.error }
        return items.isEmpty ? ExitCode.nothingToPick : ExitCode.picked
    }
}
