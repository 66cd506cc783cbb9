import Foundation
import Testing

/// `--ansi`, fields and `--columns` stream as plain input does: a slow producer's first lines
/// are shown, searched and picked before it ends, and the pick is the line (or fields) as read.
@Suite(.serialized)
struct FieldStreamingE2ETests {
    /// How long each producer pauses before its last line: every check below is done before.
    static let pause = 5

    /// A shell command line: `first` printed at once, `last` after the pause, piped into swoop with `arguments`.
    static func slowProducer(_ first: String, then last: String, into arguments: String) -> String {
        "(printf '\(first)'; sleep \(pause); printf '\(last)') | \"$SWOOP\" \(arguments)"
    }

    /// Waits for what swoop printed, which it does on exit, before the producer has ended.
    static func outputBeforeTheProducerEnds(_ session: TmuxSession, started: ContinuousClock.Instant) async throws -> String {
        let out = session.directory.appendingPathComponent("out")
        while ContinuousClock.now - started < .seconds(pause) {
            if let text = try? String(contentsOf: out, encoding: .utf8), !text.isEmpty { return text }
            try await Task.sleep(for: .milliseconds(25))
        }
        throw E2EFailure("nothing printed before the producer ended")
    }

    /// What one run shows and picks: two items on screen while the producer pauses, the query
    /// typed finding one of them alone, and what Enter prints.
    struct Pick {
        var shown: [String]
        var query: String
        var highlighted: String
        var printed: String
    }

    /// Runs `first`, a pause and `last` into swoop with `arguments`, and checks `pick` is shown,
    /// found and printed before the pause is over.
    static func pickBeforeTheProducerEnds(_ first: String, then last: String, into arguments: String, _ pick: Pick) async throws {
        let started = ContinuousClock.now
        let session = try TmuxSession.start(shell: slowProducer(first, then: last, into: arguments))
        defer { session.close() }
        try await session.waitUntil("the first lines, still loading", timeout: .seconds(3)) {
            $0.count == "2/2" && $0.items == pick.shown
        }
        try session.type(pick.query)
        try await session.waitUntil("\(pick.highlighted) found") { $0.count == "1/2" && $0.highlighted == pick.highlighted }
        try session.send(keys: "Enter")
        #expect(try await outputBeforeTheProducerEnds(session, started: started) == pick.printed)
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func ansiLinesAreShownWithoutEscapesAndPickedBeforeTheInputEnds() async throws {
        try await Self.pickBeforeTheProducerEnds(
            #"\033[31mred apple\033[0m\n\033[32mgreen pear\033[0m\n"#, then: #"blue plum\n"#, into: "--ansi",
            Pick(shown: ["red apple", "green pear"], query: "pear", highlighted: "green pear", printed: "green pear\n"))
    }

    @Test func nthFieldsAreSearchedBeforeTheInputEnds() async throws {
        // "alpha" in the second line's second field is not searched.
        try await Self.pickBeforeTheProducerEnds(
            #"a:x:alpha one\nb:alpha:beta two\n"#, then: #"c:y:alpha late\n"#, into: "--delimiter : --nth 3..",
            Pick(shown: ["a:x:alpha one", "b:alpha:beta two"], query: "alpha", highlighted: "a:x:alpha one", printed: "a:x:alpha one\n"))
    }

    @Test func withNthShowsTheFieldAndPrintsTheWholeLineBeforeTheInputEnds() async throws {
        try await Self.pickBeforeTheProducerEnds(
            #"1 apple\n2 banana\n"#, then: #"3 cherry\n"#, into: "--with-nth 2",
            Pick(shown: ["apple", "banana"], query: "ban", highlighted: "banana", printed: "2 banana\n"))
    }

    @Test func columnsWithAHeaderLineAreAlignedAndPickedBeforeTheInputEnds() async throws {
        // The header line first, then the items, the columns as wide as what has arrived.
        try await Self.pickBeforeTheProducerEnds(
            #"id\tname\tnote\n1\tOslo\tcold\n22\tLima\tdry\n"#, then: #"333\tReykjavik\twet\n"#,
            into: #"--columns --delimiter '\t' --header-lines 1 --accept-nth 1"#,
            Pick(shown: ["id  name  note", "1   Oslo  cold", "22  Lima  dry"], query: "lima", highlighted: "22  Lima  dry", printed: "22\n"))
    }

    @Test func columnsWidenAsWiderRowsArrive() async throws {
        let session = try TmuxSession.start(shell: #"(printf '1\tOslo\n'; sleep 2; printf '22\tReykjavik\n') | "$SWOOP" --columns --delimiter '\t'"#)
        defer { session.close() }
        try await session.waitUntil("the first row, its column one cell wide") { $0.items == ["1  Oslo"] }
        try await session.waitUntil("the column widened for the second row") { $0.items == ["1   Oslo", "22  Reykjavik"] }
    }
}
