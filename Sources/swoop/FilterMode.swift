import Glibc
import SwoopItems
import SwoopOptions
import SwoopSearch
import SwoopSystem

/// `--filter`: prints every match of a query, best first, without drawing anything.
enum FilterMode {
    /// Prints the matches of `query` in `source`, through the picker's own search; returns the exit code.
    static func run(query text: String, from source: Input, options: Options, frecency: FrecencyRun? = nil) -> Int32 {
        var options = filtering(options)
        // The walker's paths end with NUL, whatever --read0 says.
        if let separator = source.separator { options.readsNULSeparated = separator == 0 }
        let query = Query(text, options: options.matching)
        let plain = !options.parsesANSI && !options.usesFields && options.headerLines == 0
        let remembers = frecency.map { !$0.index().isEmpty } ?? false
        // With `--tail`, only the last lines count: all are read first.
        if query.isEmpty, plain, !options.matching.reverseInput, !remembers, options.keptItems == nil {
            return printAsRead(source, options: options)
        }
        let input = source.readAll(separator: options.inputSeparator, mapsFile: true)
        let code = run(query: text, input: input, options: options, frecency: frecency)
        // A mapped file cut short while in use showed zeros for the rest of its lines.
        if input.wasCut { fail("cannot read \(source.name): it shrank while it was read") }
        return code
    }

    /// An empty query lists every line in input order: each is printed as soon as it is read
    /// (a walk of a large tree shows its first paths at once), and none is kept.
    private static func printAsRead(_ source: Input, options: Options) -> Int32 {
        var output = OutputBuffer()
        output.terminator = options.outputTerminator
        printQuery(options, to: &output)
        let separator = options.inputSeparator
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var unended: [UInt8] = []  // the start of a line whose end is in a later chunk
        var found = false
        while true {
            let count: Int
            switch chunk.withUnsafeMutableBytes({ Descriptor.read(source.descriptor, into: $0) }) {
            case .success(let read): count = read
            case .failure(let reason): fail("cannot read \(source.name): \(reason)")
            }
            if count == 0 { break }
            chunk.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                var start = 0
                while let next = memchr(base + start, Int32(separator), count - start) {
                    let end = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
                    if unended.isEmpty {
                        output.append(item: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    } else {
                        unended += bytes[start..<end]
                        unended.withUnsafeBufferPointer { output.append(item: $0) }
                        unended.removeAll(keepingCapacity: true)
                    }
                    found = true
                    start = end + 1
                }
                unended += bytes[start..<count]
            }
            output.flush()
        }
        if !unended.isEmpty {
            unended.withUnsafeBufferPointer { output.append(item: $0) }
            found = true
        }
        output.flush()
        return found ? ExitCode.picked : ExitCode.nothingToPick
    }

    /// Prints the matches of `query` in `input`; returns the exit code (0 found, 1 none, 2 write error).
    static func run(query text: String, input: InputBytes, options: Options, frecency: FrecencyRun? = nil) -> Int32 {
        let options = filtering(options)
        let separator = options.inputSeparator
        let query = Query(text, options: options.matching)
        var output = OutputBuffer()
        output.terminator = options.outputTerminator
        printQuery(options, to: &output)
        var found = false
        defer { output.flush() }
        if options.parsesANSI || options.usesFields || options.headerLines > 0 {
            // Match what is searched (no escapes, the --nth fields); print the lines or their --accept-nth fields.
            let forms = ItemForms(original: ItemStore(input: input, separator: separator, headerCount: options.headerLines), spec: options.readSpec)
            let engine = tail(options, remembering(frecency, in: forms.original, SearchEngine(
                store: forms.searched, options: options.matching(for: forms), lines: forms.shown, searchedFields: forms.searchedProjection)))
            let searched = engine.query(text)
            let rows = searched.isEmpty ? engine.allRows(count: forms.searched.count) : engine.search(searched, typosBelow: .max).map(Rows.results)
            if input.wasCut { return ExitCode.error }
            rows?.forEachInOrder { item in forms.append(item, to: &output) }
            found = !(rows?.isEmpty ?? true)
        } else {
            let store = ItemStore(input: input, separator: separator)
            let engine = tail(options, remembering(frecency, in: store, SearchEngine(store: store, options: options.matching)))
            let rows = query.isEmpty ? engine.allRows(count: store.count) : engine.search(query, typosBelow: .max).map(Rows.results)
            if input.wasCut { return ExitCode.error }
            if case .results(let result)? = rows {
                result.withRankedItems { output.append(lines: $0, of: store) }
                result.typos?.withRankedItems { output.append(lines: $0, of: store) }
            } else {
                rows?.forEachInOrder { item in output.append(item: store[item]) }
            }
            found = !(rows?.isEmpty ?? true)
        }
        return found ? ExitCode.picked : ExitCode.nothingToPick
    }

    /// `engine` over the last `--tail` items only.
    private static func tail(_ options: Options, _ engine: SearchEngine) -> SearchEngine {
        guard let kept = options.keptItems else { return engine }
        return engine.keeping(from: max(0, engine.store.count - kept))
    }

    /// `engine` ranking the remembered picks found in `lines` higher (`--frecency`).
    private static func remembering(_ frecency: FrecencyRun?, in lines: ItemStore, _ engine: SearchEngine) -> SearchEngine {
        guard let frecency else { return engine }
        let index = frecency.index()
        index.track(lines)
        return engine.remembering(index.boosts)
    }

    /// `options` as `--filter` applies them (`MatchOptions.filtering`): as fzf's, the matches stream
    /// out in input order only under `--no-sort` without `--tac`, `--sync` or `--bench`, and a stream
    /// keeps every line (`--tail` counts only when the matches are sorted).
    static func filtering(_ options: Options) -> Options {
        var options = options
        let streams = !options.matching.sort && !options.matching.reverseInput && !options.startsInSync
            && options.system.benchSeconds == 0
        options.matching = options.matching.filtering(streams: streams)
        if streams { options.keptItems = nil }
        return options
    }

    /// With `--print-query`, the query comes first.
    private static func printQuery(_ options: Options, to output: inout OutputBuffer) {
        guard options.printsQuery, let query = options.filter else { return }
        Array(query.utf8).withUnsafeBufferPointer { output.append(item: $0) }
    }
}
