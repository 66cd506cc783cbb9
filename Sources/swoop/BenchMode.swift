import Glibc
import SwoopItems
import SwoopOptions
import SwoopSearch

/// `--filter` with `--bench=DURATION`: the input is read once, then its search is repeated for
/// DURATION, each time from scratch, and one line of timings is printed as fzf prints it.
enum BenchMode {
    /// Reads `source`, times the search for `query` for `seconds`; returns the exit code.
    static func run(query text: String, from source: Input, seconds: Double, options: Options) -> Int32 {
        var options = FilterMode.filtering(options)
        if let separator = source.separator { options.readsNULSeparated = separator == 0 }
        let clock = ContinuousClock()
        let started = clock.now
        let input = source.readAll(separator: options.inputSeparator, mapsFile: true)
        let forms = ItemForms(original: ItemStore(input: input, separator: options.inputSeparator, headerCount: options.headerLines),
                              spec: options.readSpec)
        let engine = SearchEngine(store: forms.searched, options: options.matching(for: forms), lines: forms.shown,
                                  searchedFields: forms.searchedProjection)
        let ingestion = milliseconds(clock.now - started)
        if input.wasCut { fail("cannot read \(source.name): it shrank while it was read") }
        let query = engine.query(text)
        let items = forms.searched.count
        var times: [Double] = []
        var matches = 0
        let deadline = clock.now + .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
        repeat {
            let start = clock.now
            if query.isEmpty {
                matches = engine.allRows(count: items).count
            } else {
                let result = engine.search(query, typosBelow: .max)
                matches = (result?.count ?? 0) + (result?.typos?.count ?? 0)
            }
            times.append(milliseconds(clock.now - start))
        } while clock.now < deadline
        print(summary(times: times, items: items, matches: matches, ingestion: ingestion))
        return ExitCode.picked
    }

    /// fzf's line: the iterations, the average, least and most milliseconds, the total seconds,
    /// the items, the matches (and their share) and the milliseconds reading took.
    static func summary(times: [Double], items: Int, matches: Int, ingestion: Double) -> String {
        let total = times.reduce(0, +)
        let share = items == 0 ? "NaN" : fixed(Double(matches) / Double(items) * 100)
        return "  \(times.count) iterations  avg: \(fixed(total / Double(max(1, times.count))))ms"
            + "  min: \(fixed(times.min() ?? 0))ms  max: \(fixed(times.max() ?? 0))ms  total: \(fixed(total / 1000))s"
            + "  items: \(items)  matches: \(matches) (\(share)%)  ingestion: \(fixed(ingestion))ms"
    }

    /// `value` with two decimals, as `%.2f` writes it.
    private static func fixed(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.2f", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A duration in milliseconds, to the microsecond (as fzf rounds them).
    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds / 1_000_000_000_000) / 1000
    }
}
