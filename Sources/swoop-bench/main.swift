import Glibc
import SwoopItems
import SwoopSearch
import SwoopSystem

/// Engine timings without a terminal: typing a query one key at a time, as the picker searches.
///
/// usage: swoop-bench FILE QUERY [ROUNDS] [TYPOS-BELOW]
/// For each prefix of QUERY it runs the search the picker would run (narrowing the
/// previous matches) and orders the rows a screen shows, and prints the time per key
/// as search (the first rows in order) + completing the keys left as bounds, and the
/// search's CPU time on all cores. With TYPOS-BELOW (the picker: its list's rows), the
/// ranking pass runs the typo fallback below that many matches, narrowing the last one's
/// as the picker does, and `+N` after the count is the typo matches. With SWOOP_BENCH_NO_COMPLETE
/// set, nothing is ordered or completed after a search: the next key narrows the keys as the
/// search left them, as in the picker when keys come faster than it completes them.

func milliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

/// CPU time of every thread so far, user and system.
func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    return user + Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: swoop-bench FILE QUERY [ROUNDS] [TYPOS-BELOW]")
    exit(2)
}
LargeBuffers.keepForReuse()
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
let typosBelow = arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0
let completes = getenv("SWOOP_BENCH_NO_COMPLETE") == nil
let loadStart = milliseconds()
let store: ItemStore
do {
    store = try ItemSource.read(path: arguments[1])
} catch {
    print("swoop-bench: \(error)")
    exit(2)
}
print("load \(Int(milliseconds() - loadStart)) ms, \(store.count) items")
let engine = SearchEngine(store: store)
for round in 1...rounds {
    var previous: SearchResult?
    var typoBase: TypoBase?
    var line = "round \(round):"
    var text = ""
    for character in arguments[2] {
        text.append(character)
        let start = milliseconds()
        let cpuStart = cpuMilliseconds()
        let result = engine.search(engine.query(text), narrowing: previous, typosBelow: typosBelow, typoBase: typoBase)
        let searched = milliseconds()
        let cpu = cpuMilliseconds() - cpuStart
        if completes {
            result?.orderLeadingRows(256)
            _ = result?.complete(isCancelled: { false })
        }
        let typos = result?.typos.map { "+\($0.count)" } ?? ""
        line += " \(character)=\((searched - start).rounded())+\((milliseconds() - searched).rounded())ms(cpu \(cpu.rounded()))/\(result?.count ?? 0)\(typos)"
        previous = result
        typoBase = result.flatMap { TypoBase($0) }
    }
    print(line)
}
