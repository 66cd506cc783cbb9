import Testing

/// fzf's own `--filter` tests (`test/test_filter.rb`, and the `--filter` and `--tac` cases of
/// `test/test_core.rb`), one case per assertion, with the output the fzf 0.74.5 binary gives.
///
/// Not ported: `+x` (non-extended search) and `--algo` (command-line options of
/// their own), `--with-nth` templates, `--ansi` output and `--accept-nth` (fields and
/// output, not ranking).
@Suite struct FzfFilterCaseTests {
    static let cases: [FilterCase] = [
        FilterCase("default extended: 1 00$", numbers(1...100), ["-f", "1 00$"], fzf: ["100"]),
        FilterCase("exact: 13 fuzzy", numbers(1...123), ["-f", "13"], fzf: ["13", "103", "123", "113"],
                   swoop: ["13", "103", "113", "123"], because: "best alignment: fzf's V2 scores 113 by its run 13 (36), swoop by 1 at the start and 3 (49)"),
        FilterCase("exact: 13 with -e", numbers(1...123), ["-f", "13", "-e"], fzf: ["13", "113"]),
        FilterCase("exact: 13 with +e", numbers(1...123), ["-f", "13", "+e"], fzf: ["13", "103", "123", "113"],
                   swoop: ["13", "103", "113", "123"], because: "best alignment: fzf's V2 scores 113 by its run 13 (36), swoop by 1 at the start and 3 (49)"),
        FilterCase("or operator: 1 | 5", numbers(1...10), ["-f", "1 | 5"], fzf: ["1", "5", "10"]),
        FilterCase("or operator: 1 | !1", numbers(1...10), ["-f", "1 | !1"], fzf: ["1", "10", "2", "3", "4", "5", "6", "7", "8", "9"]),
        FilterCase("smart case for each term", ["Foo bar"], ["-f", "foo Fbar"], fzf: ["Foo bar"]),
        FilterCase("filter exit status: found", ["foo"], ["-f", "foo"], fzf: ["foo"]),
        FilterCase("filter exit status: found, no sort", ["foo"], ["-f", "foo", "--no-sort"], fzf: ["foo"]),
        FilterCase("filter exit status: none", ["foo"], ["-f", "bar"], fzf: []),
        FilterCase("filter exit status: none, no sort", ["foo"], ["-f", "bar", "--no-sort"], fzf: []),
        FilterCase("long line", [String(repeating: ".", count: 256 * 1024)], ["-f", "."], fzf: [String(repeating: ".", count: 256 * 1024)]),
        FilterCase("read0: last path, newline separated", [".", "./src", "./src/algo", "./src/algo/algo.go", "./src/algo/algo_test.go", "./src/pattern.go", "./test/test_filter.rb"], ["-e", "-f", "^./test/test_filter.rb$"], fzf: ["./test/test_filter.rb"]),
        FilterCase("read0: last path, NUL separated", [".", "./src", "./src/algo", "./src/algo/algo.go", "./src/algo/algo_test.go", "./src/pattern.go", "./test/test_filter.rb"], ["--read0", "-e", "-f", "^./test/test_filter.rb$"], fzf: ["./test/test_filter.rb"]),
        FilterCase("nth suffix match", ["foo,bar,baz"], ["-d,", "-f", "bar$", "-n2"], fzf: ["foo,bar,baz"]),
        FilterCase("with-nth basic", ["hello world ", "byebye"], ["-f", "^he hehe", "-n", "2..", "--with-nth", "2,1,1"], fzf: ["hello world "]),
        FilterCase("escaped meta characters: foo bar", ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"], ["-f", "foo bar"], fzf: ["foo bar", "bar foo", "foo^bar", "foo$bar", "foo!bar", "foo'bar"]),
        FilterCase("escaped meta characters: ^foo bar$", ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"], ["-f", "^foo bar$"], fzf: ["foo bar", "foo^bar", "foo$bar", "foo!bar", "foo'bar"]),
        FilterCase("escaped meta characters: foo\\ bar", ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"], ["-f", "foo\\ bar"], fzf: ["foo bar"]),
        FilterCase("escaped meta characters: ^foo\\ bar$", ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"], ["-f", "^foo\\ bar$"], fzf: ["foo bar"]),
        FilterCase("escaped meta characters: !^foo\\ bar$", ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "foo bar", "bar foo"], ["-f", "!^foo\\ bar$"], fzf: ["foo^bar", "foo$bar", "foo!bar", "foo'bar", "bar foo"]),
        FilterCase("normalized match: a", ["a", "á", "A", "Á"], ["-f", "a"], fzf: ["a", "á", "A", "Á"]),
        FilterCase("normalized match: á", ["a", "á", "A", "Á"], ["-f", "á"], fzf: ["á", "Á"]),
        FilterCase("normalized match: A", ["a", "á", "A", "Á"], ["-f", "A"], fzf: ["A", "Á"]),
        FilterCase("normalized match: Á", ["a", "á", "A", "Á"], ["-f", "Á"], fzf: ["Á"]),
        FilterCase("unicode case: С", ["строКА1", "СТРОКА2", "строка3", "Строка4"], ["-f", "С"], fzf: ["СТРОКА2", "Строка4"]),
        FilterCase("unicode case: с", ["строКА1", "СТРОКА2", "строка3", "Строка4"], ["-f", "с"], fzf: ["строКА1", "СТРОКА2", "строка3", "Строка4"]),
        FilterCase("tiebreak: index", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "foobar", "--tiebreak=index"], fzf: ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]),
        FilterCase("tiebreak: default (length)", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "foobar"], fzf: ["----foobar--", "-----foobar---", "-------foobar-", "--foobar--------"]),
        FilterCase("tiebreak: length", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "foobar", "--tiebreak=length"], fzf: ["----foobar--", "-----foobar---", "-------foobar-", "--foobar--------"]),
        FilterCase("tiebreak: begin", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "foobar", "--tiebreak=begin"], fzf: ["--foobar--------", "----foobar--", "-----foobar---", "-------foobar-"]),
        FilterCase("tiebreak: begin with an exclusion", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "!z foobar", "--tiebreak", "begin"], fzf: ["--foobar--------", "----foobar--", "-----foobar---", "-------foobar-"]),
        FilterCase("tiebreak: end", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "foobar", "--tiebreak", "end"], fzf: ["-------foobar-", "----foobar--", "-----foobar---", "--foobar--------"]),
        FilterCase("tiebreak: end, exclusion only", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], ["-f", "!z", "--tiebreak", "end"], fzf: ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]),
        FilterCase("tiebreak index begin: default", ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], ["-f", "oo"], fzf: ["xxxxoxox", "  xxoxoxxx", "xxxoxoxxx", "xxoxxxoxx", "xoxxxxxox", "xoxxxxxoxx"]),
        FilterCase("tiebreak index begin: index", ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], ["-f", "oo", "--tiebreak=index"], fzf: ["xxxoxoxxx", "xxxxoxox", "  xxoxoxxx", "xxoxxxoxx", "xoxxxxxoxx", "xoxxxxxox"]),
        FilterCase("tiebreak index begin: begin", ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], ["-f", "oo", "--tiebreak=begin"], fzf: ["  xxoxoxxx", "xxxoxoxxx", "xxxxoxox", "xxoxxxoxx", "xoxxxxxoxx", "xoxxxxxox"]),
        FilterCase("tiebreak index begin: begin,length", ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], ["-f", "oo", "--tiebreak=begin,length"], fzf: ["  xxoxoxxx", "xxxoxoxxx", "xxxxoxox", "xxoxxxoxx", "xoxxxxxox", "xoxxxxxoxx"]),
        FilterCase("tiebreak begin (algo v2)", ["baz foo bar", "foo bar baz"], ["-f", "bar", "--tiebreak=begin"], fzf: ["foo bar baz", "baz foo bar"]),
        FilterCase("tiebreak end: default", ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], ["-f", "o"], fzf: ["  xxxxoxxx", "xxxxoxxxx", "xxxxxoxxx", "xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx"]),
        FilterCase("tiebreak end: end", ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], ["-f", "o", "--tiebreak=end"], fzf: ["xxxxxoxxx", "  xxxxoxxx", "xxxxoxxxx", "xxxoxxxxxx", "xxoxxxxxxx", "xoxxxxxxxx"]),
        FilterCase("tiebreak end: end,length,begin", ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], ["-f", "o", "--tiebreak=end,length,begin"], fzf: ["xxxxxoxxx", "  xxxxoxxx", "xxxxoxxxx", "xxxoxxxxxx", "xxoxxxxxxx", "xoxxxxxxxx"]),
        FilterCase("tiebreak end: paths", ["/bar/baz", "/foo/bar/baz"], ["-f", "baz", "--tiebreak=end"], fzf: ["/foo/bar/baz", "/bar/baz"]),
        FilterCase("tiebreak length with nth: whole lines", ["1:hell", "123:hello", "12345:he", "1234567:h"], ["-f", "h"], fzf: ["1:hell", "12345:he", "123:hello", "1234567:h"]),
        FilterCase("tiebreak length with nth: -n2", ["1:hell", "123:hello", "12345:he", "1234567:h"], ["-f", "h", "-n2", "-d:"], fzf: ["1:hell", "12345:he", "123:hello", "1234567:h"]),
        FilterCase("tiebreak chunk: o", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], ["-f", "o", "--tiebreak=chunk"], fzf: ["3 foo barbaz", "2 foobar baz", "1 foobarbaz ba"]),
        FilterCase("tiebreak chunk: ba", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], ["-f", "ba", "--tiebreak=chunk"], fzf: ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"]),
        FilterCase("tiebreak chunk: !foobar", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], ["-f", "!foobar", "--tiebreak=chunk"], fzf: ["3 foo barbaz"]),
        FilterCase("boundary match: default", ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"], ["-f", "'xyz'", "--scheme=default"], fzf: [" xyz ", "/xyz/", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"]),
        FilterCase("boundary match: path", ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"], ["-f", "'xyz'", "--scheme=path"], fzf: ["/xyz/", " xyz ", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"]),
        FilterCase("boundary match: history", ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"], ["-f", "'xyz'", "--scheme=history"], fzf: ["[xyz]", "-xyz-", " xyz ", "/xyz/", "-xyz_", "_xyz-", "_xyz_"]),
        FilterCase("header lines: empty query", numbers(1...10), ["--header-lines", "3", "-f", ""], fzf: ["4", "5", "6", "7", "8", "9", "10"]),
        FilterCase("header lines: 5", numbers(1...10), ["--header-lines", "3", "-f", "5"], fzf: ["5"]),
        FilterCase("header lines: ^1$", numbers(1...10), ["--header-lines", "3", "-f", "^1$"], fzf: []),
        FilterCase("header lines with-nth: empty query", ["a:1", "b:2", "c:3", "d:4", "e:5"], ["--header-lines", "2", "-d:", "--with-nth", "2", "-f", ""], fzf: ["c:3", "d:4", "e:5"]),
        FilterCase("header lines with-nth: 4", ["a:1", "b:2", "c:3", "d:4", "e:5"], ["--header-lines", "2", "-d:", "--with-nth", "2", "-f", "4"], fzf: ["d:4"]),
        FilterCase("header lines: all headers", ["1", "2", "3"], ["--header-lines", "10", "-f", ""], fzf: []),
        FilterCase("core: inverse-only search keeps input order", ["aaaaa", "b", "ccc", "BAD"], ["-f", "!bad"], fzf: ["aaaaa", "b", "ccc"]),
        FilterCase("core: tac sort", numbers(1...1000), ["--tac", "-f", "99"], fzf: ["99", "999", "998", "997", "996", "995", "994", "993", "992", "991", "990", "989", "979", "969", "959", "949", "939", "929", "919", "909", "899", "799", "699", "599", "499", "399", "299", "199"]),
        FilterCase("core: tac no sort", numbers(1...1000), ["--tac", "--no-sort", "-f", "00"], fzf: ["900", "800", "700", "600", "500", "400", "300", "200", "100", "1000"]),
        FilterCase("core: no sort", numbers(1...1000), ["--no-sort", "-f", "00"], fzf: ["100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"]),
        FilterCase("issue: length counts characters", ["ab1", "é1"], ["-f", "1"], fzf: ["é1", "ab1"]),
        FilterCase("issue: punctuation starts a word after a delimiter", ["a.vimrc", "/.vimrc"], ["-f", ".vimrc"], fzf: ["/.vimrc", "a.vimrc"]),
    ]

    @Test(arguments: cases)
    func ranksAsFzfDoes(_ filterCase: FilterCase) throws {
        #expect(try filterCase.engineOutput() == filterCase.expected)
    }

    @Test(arguments: cases)
    func typingTheQueryOneKeyAtATimeRanksTheSame(_ filterCase: FilterCase) throws {
        #expect(try filterCase.typedOutput() == filterCase.expected)
    }

    @Test func keptDifferencesAreRareAndNamed() {
        let differing = Self.cases.filter { $0.swoop != nil }
        #expect(differing.allSatisfy { $0.difference != nil && $0.swoop != $0.fzf })
        #expect(differing.count * 20 < Self.cases.count)
    }
}
