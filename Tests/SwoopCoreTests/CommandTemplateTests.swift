import Glibc
import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSystem

/// `CommandTemplate`: fzf 0.74's placeholders, with the answers fzf gives (its `TestReplacePlaceholder`
/// and friends, and runs of the real fzf for the odd ones).
@Suite struct CommandTemplateTests {
    static let files = TemporaryFiles()

    /// An item at index 0 (fzf's tests make every item so).
    static func item(_ text: String, index: Int = 0) -> CommandContext.Item {
        CommandContext.Item(index: index, text: Array(text.utf8))
    }

    /// `template` filled in, as text.
    static func render(
        _ template: String, current: String?, marked: [String] = [], matched: [String] = [], query: String = "query",
        splitter: FieldSplitter = FieldSplitter(), shell: CommandShell = .system, forcesMarked: Bool = false
    ) -> String {
        let context = CommandContext(
            current: current.map { item($0) }, marked: marked.map { item($0) },
            matched: { AnySequence(matched.map { item($0) }) }, query: query, splitter: splitter,
            prompt: "prompt", actionName: "backward-delete-char-eof")
        let rendered = CommandTemplate(template).render(context, shell: shell, files: files, forcesMarked: forcesMarked)
        return String(decoding: rendered.bytes, as: UTF8.self)
    }

    /// fzf's first test item, with and without its colour escapes.
    static let colored = "  foo'bar \u{1B}[31mbaz\u{1B}[m"
    static let plain = "  foo'bar baz"

    @Test func theItemIsQuotedWhole() {
        #expect(Self.render("echo {}", current: Self.colored) == "echo '  foo'\\''bar \u{1B}[31mbaz\u{1B}[m'")
        #expect(Self.render("echo {}", current: Self.plain) == "echo '  foo'\\''bar baz'")
    }

    @Test func rawLeavesTheItemUnquotedAndFieldsTrimmed() {
        #expect(Self.render("echo {r}", current: Self.plain) == "echo   foo'bar baz")
        #expect(Self.render("echo {r..}", current: Self.plain) == "echo foo'bar baz")
    }

    @Test func allFieldsDropLeadingWhiteSpace() {
        #expect(Self.render("echo {..}", current: Self.colored) == "echo 'foo'\\''bar \u{1B}[31mbaz\u{1B}[m'")
    }

    @Test func theQueryIsQuoted() {
        #expect(Self.render("echo {} {q}", current: Self.plain) == "echo '  foo'\\''bar baz' 'query'")
    }

    @Test func plusStandsForEveryMarkedItem() {
        let marked = ["foo'bar baz", "FOO'BAR BAZ"]
        #expect(Self.render("echo {+}{q}{+}", current: "foo'bar baz", marked: marked, query: "query 'string'")
            == "echo 'foo'\\''bar baz' 'FOO'\\''BAR BAZ''query '\\''string'\\''''foo'\\''bar baz' 'FOO'\\''BAR BAZ'")
        #expect(Self.render("echo {}{q}{}", current: "foo'bar baz", marked: marked, query: "query 'string'")
            == "echo 'foo'\\''bar baz''query '\\''string'\\''''foo'\\''bar baz'")
    }

    @Test func fieldsEscapesAndUnknownBracesTogether() {
        let template = "echo {1}/{2}/{2,1}/{-1}/{-2}/{}/{..}/{n.t}/\\{}/\\{1}/\\{q}/{3}"
        #expect(Self.render(template, current: Self.plain)
            == "echo 'foo'\\''bar'/'baz'/'bazfoo'\\''bar'/'baz'/'foo'\\''bar'/'  foo'\\''bar baz'/'foo'\\''bar baz'/{n.t}/{}/{1}/{q}/''")
    }

    @Test func plusFieldsListEachMarkedItem() {
        let template = "echo {+1}/{+2}/{+-1}/{+-2}/{+..}/{n.t}/\\{}/\\{1}/\\{q}/{+3}"
        let marked = ["foo'bar baz", "FOO'BAR BAZ"]
        let expected = "echo 'foo'\\''bar' 'FOO'\\''BAR'/'baz' 'BAZ'/'baz' 'BAZ'/'foo'\\''bar' 'FOO'\\''BAR'/"
            + "'foo'\\''bar baz' 'FOO'\\''BAR BAZ'/{n.t}/{}/{1}/{q}/'' ''"
        #expect(Self.render(template, current: "foo'bar baz", marked: marked) == expected)
        // execute-multi: every placeholder stands for the marked items.
        let forced = Self.render("echo {1}/{2}/{-1}/{-2}/{..}/{n.t}/\\{}/\\{1}/\\{q}/{3}", current: "foo'bar baz",
                                 marked: marked, forcesMarked: true)
        #expect(forced == expected)
    }

    @Test func sKeepsWhiteSpaceWithAStringDelimiter() {
        let quote = FieldSplitter(delimiter: "'")
        #expect(Self.render("echo {s1}", current: Self.plain, splitter: quote) == "echo '  foo'")
        #expect(Self.render("echo {s2}", current: Self.plain, splitter: quote) == "echo 'bar baz'")
        #expect(Self.render("echo {s}", current: Self.plain, splitter: quote) == "echo '  foo'\\''bar baz'")
        #expect(Self.render("echo {s..}", current: Self.plain, splitter: quote) == "echo '  foo'\\''bar baz'")
        #expect(Self.render("echo {}/{1}/{2}", current: Self.plain, splitter: quote) == "echo '  foo'\\''bar baz'/'foo'/'bar baz'")
    }

    @Test func sKeepsWhiteSpaceWithAPatternDelimiter() throws {
        let words = try FieldSplitter.parse(delimiter: "\\w+")
        #expect(Self.render("echo {s1}", current: Self.plain, splitter: words) == "echo '  '")
        #expect(Self.render("echo {s2}", current: Self.plain, splitter: words) == "echo ''\\'''")
        #expect(Self.render("echo {s3}", current: Self.plain, splitter: words) == "echo ' '")
    }

    @Test func aPatternDelimiterEndingTheFieldsIsDropped() throws {
        let vowels = try FieldSplitter.parse(delimiter: "[oa]+")
        #expect(Self.render("echo {}/{1}/{3}/{2..3}", current: Self.plain, splitter: vowels)
            == "echo '  foo'\\''bar baz'/'f'/'r b'/''\\''bar b'")
    }

    @Test func aStringDelimiterEndingAnEarlierRangeIsDroppedWhenNothingFollows() {
        // fzf trims the joined text's last delimiter, whichever range left it there.
        #expect(Self.render("{1,5}", current: "a,b,c", splitter: FieldSplitter(delimiter: ",")) == "'a'")
    }

    @Test func withNoCurrentItemTheItemIsEmptyQuotes() {
        #expect(Self.render("echo {}/{+}/{n}/{1}", current: nil) == "echo ''/''/''/''")
        #expect(Self.render("echo {}/{+}", current: nil, marked: [Self.plain]) == "echo ''/'  foo'\\''bar baz'")
        #expect(Self.render("echo {r}.", current: nil) == "echo .")
    }

    static let lines = (1...7).map { n in ["a", "b", "c", "d", "e", "f"].map { "\(n)\($0)" }.joined(separator: " ") }

    @Test(arguments: [
        ("{}", "'1a 1b 1c 1d 1e 1f'"),
        ("{n}", "0"), ("{+n}", "0 0 0 0 0 0 0"),
        ("{..}", "'1a 1b 1c 1d 1e 1f'"), ("{1..}", "'1a 1b 1c 1d 1e 1f'"),
        ("{..2}", "'1a 1b'"), ("{1..2}", "'1a 1b'"), ("{-2..-1}", "'1e 1f'"),
        ("{1}", "'1a'"), ("{1..1}", "'1a'"), ("{-6}", "'1a'"),
        ("{1,2}", "'1a 1b'"), ("{1,2,4}", "'1a 1b 1d'"), ("{1,2..4}", "'1a 1b 1c 1d'"), ("{1..2,-4..-3}", "'1a 1b 1c 1d'"),
        ("{+1}", "'1a' '2a' '3a' '4a' '5a' '6a' '7a'"), ("{+-1}", "'1f' '2f' '3f' '4f' '5f' '6f' '7f'"),
        ("{s1}", "'1a '"),
        ("{+s1..2}", "'1a 1b ' '2a 2b ' '3a 3b ' '4a 4b ' '5a 5b ' '6a 6b ' '7a 7b '"),
        ("{q}", "'sample query'"), ("{fzf:query}", "'sample query'"),
        ("{fzf:action} {fzf:prompt}", "backward-delete-char-eof 'prompt'"),
        ("\\{}", "{}"), ("\\{q}", "{q}"), ("\\{fzf:query}", "{fzf:query}"), ("\\{fzf:action}", "{fzf:action}"),
        ("\\{++}", "{++}"), ("{++}", "'1a 1b 1c 1d 1e 1f' '2a 2b 2c 2d 2e 2f' '3a 3b 3c 3d 3e 3f' '4a 4b 4c 4d 4e 4f' "
            + "'5a 5b 5c 5d 5e 5f' '6a 6b 6c 6d 6e 6f' '7a 7b 7c 7d 7e 7f'"),
    ])
    func oneFlagOrRangeAtATime(template: String, expected: String) {
        #expect(Self.render(template, current: Self.lines[0], marked: Self.lines, query: "sample query") == expected)
    }

    /// The file a `{…f…}` placeholder wrote, read back; its path must be the whole command, quoted.
    static func fileContents(_ template: String, current: String? = lines[0], marked: [String] = lines,
                             matched: [String] = [], separator: UInt8 = 0x0A) throws -> String {
        let context = CommandContext(current: current.map { item($0) }, marked: marked.map { item($0) },
                                     matched: { AnySequence(matched.map { item($0) }) }, printSeparator: separator)
        let rendered = CommandTemplate(template).render(context, shell: .system, files: files)
        let path = try #require(rendered.files.first)
        defer { files.remove(rendered.files) }
        #expect(String(decoding: rendered.bytes, as: UTF8.self) == "'\(path)'")
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return String(decoding: try Descriptor.readToEnd(descriptor).get(), as: UTF8.self)
    }

    @Test(arguments: [
        ("{f}", "1a 1b 1c 1d 1e 1f\n"),
        ("{+f}", lines.map { $0 + "\n" }.joined()),
        ("{nf}", "0\n"), ("{+nf}", String(repeating: "0\n", count: 7)),
        ("{f1}", "1a\n"),
        ("{+sf1..2}", (1...7).map { "\($0)a \($0)b \n" }.joined()),
    ])
    func fileFlagWritesOneValueALine(template: String, expected: String) throws {
        #expect(try Self.fileContents(template) == expected)
    }

    @Test func fileValuesAreRawAndEndWithThePrintSeparator() throws {
        #expect(try Self.fileContents("{+f}", marked: ["it's", "$(x)"], separator: 0) == "it's\0$(x)\0")
        #expect(try Self.fileContents("{*f}", matched: []) == "\n")
    }

    @Test func temporaryFilesArePrivateAndRemoved() throws {
        let files = TemporaryFiles()
        let path = try #require(files.write(Array("secret".utf8)))
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(files.live == [path])
        files.removeAll()
        #expect(access(path, F_OK) != 0)
        #expect(files.live.isEmpty)
    }

    @Test func asteriskStandsForEveryMatchedItemInListOrder() {
        let context = CommandContext(
            current: Self.item("b", index: 1), marked: [Self.item("c", index: 2)],
            matched: { AnySequence([Self.item("c", index: 2), Self.item("a", index: 0), Self.item("b", index: 1)]) })
        let rendered = CommandTemplate("{*} {*n} {*1} {+n} {n}").render(context, shell: .system, files: Self.files)
        #expect(String(decoding: rendered.bytes, as: UTF8.self) == "'c' 'a' 'b' 2 0 1 'c' 'a' 'b' 2 1")
    }

    @Test func matchedItemsAreReadOnlyWhenAsked() {
        var asked = false
        let context = CommandContext(current: Self.item("x"), matched: {
            asked = true
            return AnySequence([])
        })
        _ = CommandTemplate("{} {+} {q}").render(context, shell: .system, files: Self.files)
        #expect(!asked)
    }

    @Test func queryFieldsSplitAtBlanks() {
        let query = "hello world  x "
        #expect(Self.render("{q:1} {q:s2..} {q:2..} {q:-1}", current: nil, query: query) == "'hello' 'world  x ' 'world  x' 'x'")
    }

    @Test(arguments: ["{rq}", "{+2..3r}", "{x}", "{", "{q:}", "{sn}", "{fzf:nothing}", "{1 }"])
    func bracesFzfDoesNotReadStayAsWritten(template: String) {
        #expect(Self.render(template, current: "v") == template)
    }

    @Test func aRejectedRangeStaysWithoutItsFlags() {
        #expect(Self.render("{+1...} {q:1..2..3} {0}", current: "v") == "{1...} {q:1..2..3} {0}")
        #expect(CommandTemplate("{+1...}").hasPlaceholders)
    }

    @Test func aDoubledBackslashLeavesOneBeforeAnEscapedPlaceholder() {
        #expect(Self.render("\\\\{} \\x", current: "v") == "\\{} \\x")
    }

    @Test func nulBytesAreDropped() {
        #expect(Self.render("a\u{0}{}", current: "b\u{0}c") == "a'bc'")
    }

    @Test func fishQuotingEscapesQuotesAndBackslashes() {
        let fish = CommandShell(arguments: [Array("/usr/bin/fish".utf8), Array("-c".utf8)])
        #expect(Self.render("echo {} {q}", current: "it's a \\ b", query: "'", shell: fish) == "echo 'it\\'s a \\\\ b' '\\''")
    }
}
