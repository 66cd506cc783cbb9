import Glibc
import SwoopCore

/// Searches the lines of a file as a user would type a query, one character at a time, and
/// prints each key's match count, then the best rows with their matched characters in brackets.
///
/// usage: search-lines FILE QUERY [ROWS]

/// Ends the program with `message` on stderr and status 2.
func fail(_ message: String) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let rows = Int(arguments.count == 4 ? arguments[3] : "5") else {
    fail("usage: search-lines FILE QUERY [ROWS]")
}

// 1. Load the lines: one contiguous buffer, any bytes, indexed in parallel.
let store: ItemStore
do {
    store = try ItemSource.read(path: arguments[1])
} catch {
    fail("search-lines: \(error)")
}

// 2. Search as the query is typed: each key narrows the result of the key before it.
let engine = SearchEngine(store: store)
var result: SearchResult?
var typed = ""
for character in arguments[2] {
    typed.append(character)
    result = engine.search(engine.query(typed), narrowing: result)
    print("\(typed): \(result?.count ?? 0) of \(store.count) lines")
}

// 3. Read the ranked rows, best first, and where the query matched in each.
/// `line` with each matched character (a UTF-8 sequence starting at one of `offsets`) in brackets.
func bracketing(_ line: UnsafeBufferPointer<UInt8>, at offsets: [Int]) -> String {
    var marked: [UInt8] = []
    var offset = 0
    let starts = Set(offsets)
    while offset < line.count {
        let lead = line[offset]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let character = line[offset..<min(offset + length, line.count)]
        marked += starts.contains(offset) ? [UInt8(ascii: "[")] + character + [UInt8(ascii: "]")] : Array(character)
        offset += character.count
    }
    return String(decoding: marked, as: UTF8.self)
}

if let result {
    let matcher = Matcher(query: result.query)
    for position in 0..<min(rows, result.count) {
        let line = store[result.item(at: position)]
        print("  " + bracketing(line, at: matcher.positions(in: line)))
    }
}
