import Glibc
import Testing
@testable import SwoopCore

@Suite struct PreviewCommandTests {
    /// Runs `command` with /bin/sh and returns what it printed.
    func shell(_ command: [UInt8]) -> [UInt8] {
        let path = "/tmp/swoop-preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let script = command + Array(" > '\(path)'".utf8)
        var text = script.map { CChar(bitPattern: $0) }
        text.append(0)
        _ = system(text)
        defer { unlink(path) }
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while true {
            let character = fgetc(file)
            if character == EOF { break }
            bytes.append(UInt8(truncatingIfNeeded: character))
        }
        return bytes
    }

    func render(_ template: String, _ line: String, query: String = "", delimiter: FieldSplitter = FieldSplitter()) -> [UInt8] {
        Array(line.utf8).withUnsafeBufferPointer { PreviewCommand(template).render(line: $0, splitter: delimiter, query: query) }
    }

    @Test(arguments: ["it's", "$(touch /tmp/swoop-pwned)", "a;b && rm -rf /nowhere", "two\nlines", "`id`", "back\\slash", "'", "\"\"", "$HOME"])
    func itemsReachTheCommandVerbatimAndCannotInjectShellSyntax(item: String) {
        let printed = shell(render("printf %s {}", item))
        #expect(printed == Array(item.utf8))
        #expect(access("/tmp/swoop-pwned", F_OK) != 0)
    }

    @Test func fieldsAndTheQueryAreQuotedToo() {
        #expect(shell(render("printf '%s|%s' {2} {q}", "one t'wo three", query: "q'uery")) == Array("t'wo|q'uery".utf8))
        #expect(shell(render("printf %s {-1}", "a\tb\tc;d", delimiter: FieldSplitter(delimiter: "\t"))) == Array("c;d".utf8))
    }

    @Test func unknownPlaceholdersStayAsWritten() {
        #expect(render("echo {x} {} {", "v") == Array("echo {x} 'v' {".utf8))
    }
}
