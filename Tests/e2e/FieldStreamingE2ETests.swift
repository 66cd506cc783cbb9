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

    @Test func ansiLinesAreShownWithoutEscapesAndPickedBeforeTheInputEnds() async throws {
        let started = ContinuousClock.now
        let session = try TmuxSession.start(shell: Self.slowProducer(
            #"\033[31mred apple\033[0m\n\033[32mgreen pear\033[0m\n"#, then: #"blue plum\n"#, into: "--ansi"))
        defer { session.close() }
        try await session.waitUntil("two lines, still loading", timeout: .seconds(3)) {
            $0.count == "2/2" && $0.items == ["red apple", "green pear"]
        }
        try session.type("pear")
        try await session.waitUntil("green pear found") { $0.count == "1/2" && $0.highlighted == "green pear" }
        try session.send(keys: "Enter")
        #expect(try await Self.outputBeforeTheProducerEnds(session, started: started) == "green pear\n")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func nthFieldsAreSearchedBeforeTheInputEnds() async throws {
        let started = ContinuousClock.now
        let session = try TmuxSession.start(shell: Self.slowProducer(
            #"a:x:alpha one\nb:alpha:beta two\n"#, then: #"c:y:alpha late\n"#, into: "--delimiter : --nth 3.."))
        defer { session.close() }
        try await session.waitUntil("two lines, still loading", timeout: .seconds(3)) {
            $0.count == "2/2" && $0.items == ["a:x:alpha one", "b:alpha:beta two"]
        }
        // "alpha" in the second line's second field is not searched.
        try session.type("alpha")
        try await session.waitUntil("only the third field matched") { $0.count == "1/2" && $0.highlighted == "a:x:alpha one" }
        try session.send(keys: "Enter")
        #expect(try await Self.outputBeforeTheProducerEnds(session, started: started) == "a:x:alpha one\n")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func withNthShowsTheFieldAndPrintsTheWholeLineBeforeTheInputEnds() async throws {
        let started = ContinuousClock.now
        let session = try TmuxSession.start(shell: Self.slowProducer(
            #"1 apple\n2 banana\n"#, then: #"3 cherry\n"#, into: "--with-nth 2"))
        defer { session.close() }
        try await session.waitUntil("the second fields, still loading", timeout: .seconds(3)) {
            $0.count == "2/2" && $0.items == ["apple", "banana"]
        }
        try session.type("ban")
        try await session.waitUntil("banana found") { $0.count == "1/2" && $0.highlighted == "banana" }
        try session.send(keys: "Enter")
        #expect(try await Self.outputBeforeTheProducerEnds(session, started: started) == "2 banana\n")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func columnsWithAHeaderLineAreAlignedAndPickedBeforeTheInputEnds() async throws {
        let started = ContinuousClock.now
        let session = try TmuxSession.start(shell: Self.slowProducer(
            #"id\tname\tnote\n1\tOslo\tcold\n22\tLima\tdry\n"#, then: #"333\tReykjavik\twet\n"#,
            into: #"--columns --delimiter '\t' --header-lines 1 --accept-nth 1"#))
        defer { session.close() }
        // The header line first, then the items, columns as wide as what has arrived.
        try await session.waitUntil("header and two rows aligned, still loading", timeout: .seconds(3)) {
            $0.count == "2/2" && $0.items == ["id  name  note", "1   Oslo  cold", "22  Lima  dry"]
        }
        try session.type("lima")
        try await session.waitUntil("Lima found") { $0.count == "1/2" && $0.highlighted == "22  Lima  dry" }
        try session.send(keys: "Enter")
        #expect(try await Self.outputBeforeTheProducerEnds(session, started: started) == "22\n")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func columnsWidenAsWiderRowsArrive() async throws {
        let session = try TmuxSession.start(shell: #"(printf '1\tOslo\n'; sleep 2; printf '22\tReykjavik\n') | "$SWOOP" --columns --delimiter '\t'"#)
        defer { session.close() }
        try await session.waitUntil("the first row, its column one cell wide") { $0.items == ["1  Oslo"] }
        try await session.waitUntil("the column widened for the second row") { $0.items == ["1   Oslo", "22  Reykjavik"] }
    }
}
