import Testing
@testable import SwoopPicker

/// fzf's word motions and kills on the query, one pure edit at a time. The expected answers are
/// what fzf 0.74.5 did with the same query and keys in tmux (the cursor shown as `|`).
@Suite struct WordEditingTests {
    /// `text` with the cursor put where `|` is (the `|` removed).
    func query(_ marked: String) -> QueryText {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        var query = QueryText(marked.replacing("|", with: ""))
        query.moveToStart()
        for _ in parts[0] { query.moveRight() }
        return query
    }

    /// The query with `|` at its cursor.
    func marked(_ query: QueryText) -> String {
        String(query.characters[..<query.cursor]) + "|" + String(query.characters[query.cursor...])
    }

    /// Where `moves` backward or forward moves to `boundary` leave the cursor.
    func moved(_ text: String, _ boundary: WordBoundary, forward: Bool, times: Int = 1) -> String {
        var edited = query(text)
        for _ in 0..<times {
            if forward { edited.moveForward(to: boundary) } else { edited.moveBackward(to: boundary) }
        }
        return marked(edited)
    }

    @Test(arguments: [
        ("foo bar-baz|", 1, "foo bar-|baz"), ("foo bar-baz|", 2, "foo |bar-baz"), ("foo bar-baz|", 3, "|foo bar-baz"),
        ("foo bar-baz  |", 1, "foo bar-|baz  "), ("foo_bar|", 1, "foo_|bar"), ("abc123 d4e|", 1, "abc123 |d4e"),
        ("héllo wörld|", 1, "héllo |wörld"), ("日本語 テキスト|", 1, "日本語 |テキスト"), ("foo ba|r", 1, "foo |bar"),
        ("|foo", 1, "|foo"),
    ])
    func backwardWordGoesToTheStartOfARunOfLettersAndNumbers(text: String, times: Int, expected: String) {
        #expect(moved(text, .wordStart, forward: false, times: times) == expected)
    }

    @Test(arguments: [
        ("|foo bar-baz", 1, "foo| bar-baz"), ("|foo bar-baz", 2, "foo bar|-baz"), ("|foo bar-baz", 3, "foo bar-baz|"),
        ("|  foo bar", 1, "  foo| bar"), ("|foo bar-", 3, "foo bar-|"), ("foo|", 1, "foo|"),
    ])
    func forwardWordGoesToTheEndOfAWordOrOfTheQuery(text: String, times: Int, expected: String) {
        #expect(moved(text, .wordEnd, forward: true, times: times) == expected)
    }

    @Test(arguments: [
        ("fooBarBaz qux|", 1, "fooBarBaz |qux"), ("fooBarBaz qux|", 2, "fooBar|Baz qux"),
        ("fooBarBaz qux|", 3, "foo|BarBaz qux"), ("fooBarBaz qux|", 4, "|fooBarBaz qux"), ("HTTPServer|", 1, "|HTTPServer"),
        // fzf's matches do not overlap: `-a` is found, then `aB` is not.
        ("x-aBc|", 1, "x-|aBc"), ("x-aBc|", 2, "|x-aBc"),
    ])
    func backwardSubwordAlsoStopsWhereALowerCaseLetterMeetsAnUpperCaseOne(text: String, times: Int, expected: String) {
        #expect(moved(text, .subwordStart, forward: false, times: times) == expected)
    }

    @Test(arguments: [
        ("|fooBarBaz qux", 1, "foo|BarBaz qux"), ("|fooBarBaz qux", 2, "fooBar|Baz qux"),
        ("|fooBarBaz qux", 3, "fooBarBaz| qux"), ("|fooBarBaz qux", 4, "fooBarBaz qux|"), ("|HTTPServer", 1, "HTTPServer|"),
        ("|foo_barBaz", 1, "foo|_barBaz"), ("|aÉb", 1, "aÉb|"),
    ])
    func forwardSubwordStopsAtCaseChangesAndWordEnds(text: String, times: Int, expected: String) {
        #expect(moved(text, .subwordEnd, forward: true, times: times) == expected)
    }

    @Test(arguments: [
        ("/usr/local/bin-x y|", 1, "/usr/local/|bin-x y"), ("/usr/local/bin-x y|", 2, "/usr/|local/bin-x y"),
        ("//a//b|", 1, "//a//|b"), ("//a//b|", 2, "//|a//b"),
    ])
    func filepathWordsStartAfterASlash(text: String, times: Int, expected: String) {
        #expect(moved(text, .pathWordStart, forward: false, times: times) == expected)
    }

    @Test(arguments: [
        ("|/usr/local/bin-x y", 1, "/usr|/local/bin-x y"), ("|/usr/local/bin-x y", 2, "/usr/local|/bin-x y"),
        ("|//a//b", 1, "//a|//b"),
    ])
    func filepathWordsEndBeforeASlash(text: String, times: Int, expected: String) {
        #expect(moved(text, .pathWordEnd, forward: true, times: times) == expected)
    }

    @Test func aStopInsideACharacterMovesToItsEdgeInTheMotionsDirection() {
        // fzf stops between `e` and its combining accent (`cafe|́ bar`); swoop's cursor counts characters.
        #expect(moved("|cafe\u{301} bar", .wordEnd, forward: true) == "cafe\u{301}| bar")
        // The accent is no letter: a word starts after it, as in fzf.
        #expect(moved("x\u{301}yz|", .wordStart, forward: false) == "x\u{301}|yz")
        #expect(moved("cafe\u{301}-bar|", .wordStart, forward: false) == "cafe\u{301}-|bar")
    }

    @Test func backwardKillWordDeletesWhatBackwardWordPassesAndReturnsIt() {
        var edited = query("foo bar-baz  |")
        #expect(edited.deleteBackward(to: .wordStart) == Array("baz  "))
        #expect(marked(edited) == "foo bar-|")
        #expect(edited.deleteBackward(to: .wordStart) == Array("bar-"))
        #expect(marked(edited) == "foo |")
    }

    @Test func unixWordRuboutDeletesBackToABlankWithTheBlanksAfterTheWord() {
        var edited = query("foo bar-baz  |")
        #expect(edited.deleteBackward(to: .blankThenNonblank) == Array("bar-baz  "))
        #expect(marked(edited) == "foo |")
        edited = query("   |")
        #expect(edited.deleteBackward(to: .blankThenNonblank) == Array("   "))
    }

    @Test func unixWordRuboutTakesOnlyAsciiBlanksAsSeparators() {
        // Go's `\s`: neither U+00A0 nor U+3000 parts words for Ctrl-W, though Alt-Backspace stops there.
        var edited = query("foo\u{A0}bar|")
        #expect(edited.deleteBackward(to: .blankThenNonblank) == Array("foo\u{A0}bar"))
        edited = query("foo\u{3000}bar|")
        #expect(edited.deleteBackward(to: .wordStart) == Array("bar"))
        edited = query("foo\tbar|")
        #expect(edited.deleteBackward(to: .blankThenNonblank) == Array("bar"))
    }

    @Test func killWordDeletesOnToTheEndOfTheWord() {
        var edited = query("|foo bar-baz")
        #expect(edited.deleteForward(to: .wordEnd) == Array("foo"))
        #expect(edited.deleteForward(to: .wordEnd) == Array(" bar"))
        #expect(marked(edited) == "|-baz")
        edited = query("fooBar|-baz")
        #expect(edited.deleteForward(to: .subwordEnd) == Array("-baz"))
    }

    @Test func killsAtTheEdgeDeleteNothing() {
        var edited = query("|foo bar")
        #expect(edited.deleteBackward(to: .wordStart).isEmpty)
        #expect(edited.deleteBackward(to: .blankThenNonblank).isEmpty)
        edited = query("foo bar|")
        #expect(edited.deleteForward(to: .wordEnd).isEmpty)
        #expect(edited.text == "foo bar")
    }

    @Test(arguments: [("fooBar-baz|", "baz", "fooBar-|"), ("fooBar-|", "Bar-", "foo|")])
    func backwardKillSubwordStopsAtACaseChange(text: String, deleted: String, expected: String) {
        var edited = query(text)
        #expect(edited.deleteBackward(to: .subwordStart) == Array(deleted))
        #expect(marked(edited) == expected)
    }
}
