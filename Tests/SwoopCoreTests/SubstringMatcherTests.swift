import Testing
@testable import SwoopCore

@Suite struct SubstringMatcherTests {
    func matches(_ pattern: String, _ item: String) -> Bool {
        SubstringMatcher(pattern: pattern).matches(Array(item.utf8))
    }

    @Test func ignoresASCIICase() {
        #expect(matches("united", "United Kingdom"))
        #expect(matches("KING", "United Kingdom"))
        #expect(!matches("kingdoms", "United Kingdom"))
    }

    @Test func ignoresCaseOutsideASCII() {
        #expect(matches("åland", "Åland Islands"))
        #expect(matches("ÇAO", "Curaçao"))
        #expect(matches("türk", "Türkiye"))
        #expect(matches("москва", "Москва"))
    }

    @Test func doesNotFoldDiacriticsYet() {
        #expect(!matches("cote", "Côte d'Ivoire"))
        #expect(matches("côte", "Côte d'Ivoire"))
    }

    @Test func matchesWideScripts() {
        #expect(matches("東京", "東京都"))
        #expect(!matches("大阪", "東京都"))
    }

    @Test func emptyPatternMatchesEverything() {
        #expect(matches("", ""))
        #expect(matches("", "anything"))
    }

    @Test func invalidUTF8ItemsDoNotCrash() {
        #expect(SubstringMatcher(pattern: "a").matches([0xFF, 0x61, 0xC3]))
        #expect(!SubstringMatcher(pattern: "é").matches([0xFF, 0xC3]))
    }

    @Test func engineNarrowsThePreviousMatchesAndAgreesWithAFullScan() {
        let store = ItemStore(lines: ["Niger", "Nigeria", "Algeria", "Norway", "nigel"])
        let engine = SearchEngine(store: store)
        #expect(engine.search("ni") == [0, 1, 4])
        #expect(engine.search("nige") == [0, 1, 4])
        #expect(engine.search("niger") == [0, 1])
        #expect(engine.search("ria") == [1, 2])
        #expect(SearchEngine(store: store).search("niger") == [0, 1])
    }
}
