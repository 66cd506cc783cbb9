import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSearch

/// `search(…)`, `change-nth`, `change-with-nth`, `change-header-lines` and their transforms: how
/// they are read, how their `|` alternatives turn, and the items cut again behind them.
@Suite struct SettingActionsTests {
    @Test func theActionsAreReadAsSettingsAndTheirTransformsAsTheirTargets() throws {
        let bindings = try KeyBindingParser.parse(
            "a:search(ap),b:change-nth(1|2),c:change-with-nth(2),d:change-header-lines(3),e:transform-nth(echo 2),f:transform-search(echo x)"
        )
        #expect(bindings.map(\.actions) == [
            [.session(.changeSetting(.search, "ap"))], [.session(.changeSetting(.nth, "1|2"))],
            [.session(.changeSetting(.withNth, "2"))], [.session(.changeSetting(.headerLines, "3"))],
            [.session(.transform(.setting(.nth), "echo 2"))], [.session(.transform(.setting(.search), "echo x"))],
        ])
    }

    @Test func alternativesTakeTurnsEachArgumentOnItsOwn() {
        var turns = ArgumentTurns()
        #expect(["2|1|", "2|1|", "2|1|", "2|1|"].map { turns.next($0) } == ["2", "1", "", "2"])
        #expect(turns.next("3") == "3")
        #expect(turns.next("3|4") == "3")
        #expect(turns.next("2|1|") == "1")
    }

    /// Tab-separated records, the second field searched.
    static func forms(_ lines: [String], headerLines: Int = 0) -> (ItemStore, ItemForms) {
        let original = ItemStore(headerCount: headerLines)
        for line in lines { _ = original.append(Array(line.utf8)) }
        var spec = ReadSpec()
        spec.headerLines = headerLines
        return (original, ItemForms(original: original, spec: spec))
    }

    @Test func otherSearchedFieldsAreCutFromTheSameLinesAndFollowTheInputAsItGrows() {
        let (original, forms) = Self.forms(["a b", "b a"])
        var spec = forms.spec
        spec.searchedFields = [FieldRange(lower: 2, upper: 2)]
        let reshaped = forms.reshaped(spec)
        #expect(reshaped.original === original)
        #expect(reshaped.searched.text(at: 0) == "b" && reshaped.searched.text(at: 1) == "a")
        _ = original.append(Array("c d".utf8))
        reshaped.catchUpReshaped()
        #expect(reshaped.searched.count == 3 && reshaped.searched.text(at: 2) == "d")
    }

    @Test func moreHeaderLinesCopyTheLinesWithTheNewHeaderAndKeepUpWithTheInput() {
        let (original, forms) = Self.forms(["h", "1", "2", "3"], headerLines: 1)
        var spec = forms.spec
        spec.headerLines = 3
        let reshaped = forms.reshaped(spec)
        #expect(reshaped.original !== original)
        #expect(reshaped.original.count == 1 && reshaped.original.text(at: 0) == "3")
        #expect(reshaped.original.readHeaderCount == 3)
        _ = original.append(Array("4".utf8))
        reshaped.catchUpReshaped()
        #expect(reshaped.original.count == 2 && reshaped.shown.text(at: 1) == "4")
        // Cut again from the cut: the reader's store stays the source.
        spec.headerLines = 0
        let back = reshaped.reshaped(spec)
        #expect(back.original.count == 5 && back.original.text(at: 0) == "h")
    }

    @Test func newFieldsKeepTheMarksAndSearchTheQueryAgain() {
        let (_, forms) = Self.forms(["a b", "b a", "c c"])
        let model = SearchViewModel(items: forms, rules: ListRules(markLimit: 10))
        model.restoreMarks([2])
        model.search("a")
        #expect(Set(model.rows.items) == [0, 1])
        var spec = forms.spec
        spec.searchedFields = [FieldRange(lower: 1, upper: 1)]
        model.reshapeItems(as: forms.reshaped(spec))
        #expect(model.rows.items == [0])
        #expect(model.markOrder == [2])
    }

    @Test func otherShownFieldsUnmarkTheItemsTheQueryNoLongerMatches() {
        // fzf 0.74.5: `printf 'a b\nc d\nb a\n' | fzf --multi --with-nth 1 --bind 'ctrl-w:change-with-nth(2)'`,
        // all three marked, `b`, Ctrl-W: only `a b` (shown `b`) keeps its mark.
        let (_, forms) = Self.forms(["a b", "c d", "b a"])
        let model = SearchViewModel(items: forms, rules: ListRules(markLimit: 10))
        model.restoreMarks([0, 1, 2])
        model.search("b")
        var spec = forms.spec
        spec.shownFields = try? FieldTemplate.parse("2", option: "change-with-nth")
        model.reshapeItems(as: forms.reshaped(spec), unmarksMisses: true)
        #expect(model.rows.items == [0])
        #expect(model.markOrder == [0])
        // With no query every item matches: the marks stay.
        model.restoreMarks([0, 1, 2])
        model.search("")
        model.reshapeItems(as: forms.reshaped(forms.spec), unmarksMisses: true)
        #expect(model.markOrder == [0, 1, 2])
    }

    @Test func aReloadWithSearchingOffListsEveryItemAndSearchesAgainOnceItIsOn() {
        let (_, forms) = Self.forms(["1", "2", "10"])
        let model = SearchViewModel(items: forms)
        let controller = SearchController()
        controller.delegate = model
        controller.handle(.character("1"))
        #expect(model.matchCount == 2)
        controller.setSearchEnabled(false)
        model.replaceItems(with: Self.forms(["1", "2", "3", "10"]).1)
        #expect(model.rows.items == [0, 1, 2, 3])
        controller.setSearchEnabled(true)
        #expect(model.matchCount == 2)
    }
}
