import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// A `--filter` case ported from fzf's tests: the input, fzf's command line, and what fzf
/// 0.74.5 prints for it (run to get it), or swoop's answer where one of its two kept
/// differences applies (`because` says which).
struct FilterCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: [String]
    let arguments: [String]
    /// What `fzf` printed.
    let fzf: [String]
    /// What swoop prints instead, when a kept difference applies.
    let swoop: [String]?
    /// Which kept difference: the query's own line first, or the truly best alignment.
    let difference: String?

    init(_ name: String, _ input: [String], _ arguments: [String], fzf: [String], swoop: [String]? = nil, because difference: String? = nil) {
        self.name = name
        self.input = input
        self.arguments = arguments
        self.fzf = fzf
        self.swoop = swoop
        self.difference = difference
    }

    var testDescription: String { name }

    /// The lines swoop must print.
    var expected: [String] { swoop ?? fzf }

    /// What swoop's engine prints for the case, searching the whole query at once (as `--filter` does).
    func engineOutput() throws -> [String] {
        try output(typingOneKeyAtATime: false)
    }

    /// What the picker lists for the case, the query typed one character at a time: each search
    /// narrows the last one's result, as the picker's do.
    func typedOutput() throws -> [String] {
        try output(typingOneKeyAtATime: true)
    }

    private func output(typingOneKeyAtATime typed: Bool) throws -> [String] {
        let command = try FilterCommand(arguments)
        var matching = command.matching.filtering(streams: !command.matching.sort && !command.matching.reverseInput)
        matching.searchesParts = command.searchedFields.count > 1
        let original = ItemStore(headerCount: command.headerLines)
        for line in input { original.append(Array(line.utf8)) }
        let shown = command.shownFields.isEmpty ? original : ItemStore(
            showing: original, template: FieldTemplate(ranges: command.shownFields), splitter: command.splitter, parsesANSI: false)
        let searched = command.searchedFields.isEmpty
            ? shown : ItemStore(projecting: shown, splitter: command.splitter, ranges: command.searchedFields)
        let fields = command.searchedFields.isEmpty ? nil : (splitter: command.splitter, ranges: command.searchedFields)
        let engine = SearchEngine(store: searched, options: matching, lines: shown, searchedFields: fields)
        let query = Query(command.query, options: matching)
        guard !query.isEmpty else {
            return Rows.all(count: searched.count, reversed: matching.reverseInput).items.map { original.text(at: $0) }
        }
        var result: SearchResult?
        if typed {
            var text = ""
            for character in command.query {
                text.append(character)
                let prefix = Query(text, options: matching)
                if !prefix.isEmpty { result = engine.search(prefix, narrowing: result) }
            }
        } else {
            result = engine.search(query)
        }
        return (result.map { Rows.results($0).items } ?? []).map { original.text(at: $0) }
    }
}

/// The part of a case's fzf command line that decides what matches and in what order,
/// parsed with swoop's own value parsers (`+e` is fzf's `--no-exact`).
struct FilterCommand {
    var query = ""
    var matching = MatchOptions()
    var splitter = FieldSplitter()
    var searchedFields: [FieldRange] = []
    var shownFields: [FieldRange] = []
    var headerLines = 0
    var separator = UInt8(ascii: "\n")

    init(_ arguments: [String]) throws {
        var words = arguments[...]
        func value(_ word: String, _ short: String, _ long: String) -> String? {
            if word == short || word == long { return words.popFirst() }
            if word.hasPrefix(long + "=") { return String(word.dropFirst(long.count + 1)) }
            if !short.isEmpty, word.hasPrefix(short), !word.hasPrefix("--") { return String(word.dropFirst(short.count)) }
            return nil
        }
        while let word = words.popFirst() {
            switch word {
            case "-e", "--exact": matching.exact = true
            case "+e", "--no-exact": matching.exact = false
            case "--tac": matching.reverseInput = true
            case "--no-sort": matching.sort = false
            case "--read0": separator = 0
            default:
                if let text = value(word, "-f", "--filter") {
                    query = text
                } else if let text = value(word, "", "--tiebreak") {
                    matching.tiebreaks = try Tiebreak.parseList(text)
                } else if let text = value(word, "", "--scheme") {
                    matching.scheme = try #require(MatchScheme(rawValue: text))
                    matching.tiebreaks = matching.scheme.tiebreaks
                } else if let text = value(word, "", "--with-nth") {
                    shownFields = try FieldRange.parseList(text, option: "--with-nth")
                } else if let text = value(word, "-n", "--nth") {
                    searchedFields = try FieldRange.parseList(text, option: "--nth")
                } else if let text = value(word, "-d", "--delimiter") {
                    splitter = FieldSplitter(delimiter: text)
                } else if let text = value(word, "", "--header-lines") {
                    headerLines = try #require(Int(text))
                } else {
                    Issue.record("option not ported: \(word)")
                }
            }
        }
    }
}

/// `"1"`, `"2"`… as `seq` prints them.
func numbers(_ range: ClosedRange<Int>) -> [String] {
    range.map(String.init)
}
