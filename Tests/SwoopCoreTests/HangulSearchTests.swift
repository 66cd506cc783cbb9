import Foundation
import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// The byte offsets `query` highlights in `line`.
private func highlighted(_ query: String, _ line: String, options: MatchOptions = MatchOptions()) -> [Int] {
    Array(line.utf8).withUnsafeBufferPointer { Matcher(query: Query(query, options: options)).positions(in: $0) }
}

/// Whether `query` matches `line`.
private func matches(_ query: String, _ line: String, options: MatchOptions = MatchOptions()) -> Bool {
    score(query, line, options: options) != nil
}

@Suite struct HangulSearchTests {
    @Test func initialConsonantsFindSyllables() {
        #expect(matches("ㅅㅇ", "서울"))
        #expect(matches("ㅂㅅ", "부산"))
        #expect(matches("ㄷㄱ", "대구광역시"))
        #expect(matches("ㅎ", "힣"))
    }

    @Test func initialsAndSyllablesMix() {
        #expect(matches("서ㅇ", "서울"))
        #expect(matches("ㅅ울", "서울"))
        #expect(!matches("부ㅇ", "서울"))
    }

    @Test func initialsOfOtherSyllablesDoNotMatch() {
        #expect(!matches("ㅅㅇ", "부산"))
        #expect(!matches("ㅇㅅ", "서울"))
        #expect(!matches("ㅅ", "Seoul"))
    }

    @Test func openSyllableMatchesTheSyllablesExtendingIt() {
        #expect(matches("서", "성남"))
        #expect(matches("서ㄴ", "성남"))
        #expect(!matches("성", "서울"))
        #expect(!matches("소", "성남"))
    }

    @Test func exactSyllablesRankAboveOnesExtendingThem() {
        #expect(ranked("서", ["성남", "서울"]) == ["서울", "성남"])
        // Even where the longer syllable lies better: a relaxed match ranks below every exact one.
        #expect(ranked("서", ["성남", "대전 광역시 서구"]) == ["대전 광역시 서구", "성남"])
        #expect(ranked("서ㄴ", ["성남", "서남"]) == ["서남", "성남"])
    }

    @Test func extendedSyllablesStayBelowWithNth() throws {
        // The tier of a line is the whole line's with --nth, except that a relaxed match stays last.
        for nth in ["2", "2,3"] {
            let ranges = try FieldRange.parseList(nth, option: "--nth")
            let store = ItemStore(lines: ["서 성남 x", "x 서울 y"])
            let searched = ItemStore(projecting: store, splitter: FieldSplitter(), ranges: ranges)
            var options = MatchOptions()
            options.searchesParts = ranges.count > 1
            let engine = SearchEngine(store: searched, options: options, lines: store, searchedFields: (FieldSplitter(), ranges))
            let found = (engine.search(engine.query("서")).map { Rows.results($0).items } ?? []).map { store.text(at: $0) }
            #expect(found == ["x 서울 y", "서 성남 x"], "--nth \(nth)")
        }
    }

    @Test func literalConsonantInAnItemMatches() {
        #expect(matches("ㅅ", "ㅅㅅ 웃음"))
        #expect(highlighted("ㅅ", "aㅅ") == [1])
    }

    @Test func doubleConsonantsAreTheirOwnInitials() {
        #expect(matches("ㄲ", "까치"))
        #expect(matches("ㅆ", "쌀"))
        #expect(!matches("ㄱ", "까치"))
        #expect(!matches("ㄲ", "가지"))
    }

    @Test func compatibilityVowelsAndFinalClustersArePlainCharacters() {
        #expect(!matches("ㅏ", "가"))
        #expect(matches("ㅏ", "ㅏㅏ"))
        #expect(!matches("ㄳ", "각"))
        #expect(matches("ㄳ", "ㄳ"))
    }

    @Test func latinAndHangulMixInALine() {
        #expect(matches("ㅅㅇ", "Seoul 서울 Korea"))
        #expect(matches("seoulㅅㅇ", "Seoul 서울 Korea"))
        #expect(matches("ㅅㅇ kor", "Seoul 서울 Korea"))
        #expect(!matches("ㅅㅇ jap", "Seoul 서울 Korea"))
        // Smart case still reads the Latin letters.
        #expect(!matches("Sㅅ", "seoul 서울"))
        #expect(matches("Sㅅ", "Seoul 서울"))
    }

    @Test func matchedSyllablesAreHighlighted() {
        // "x " is two bytes, each syllable three.
        #expect(highlighted("ㅅㅇ", "x 서울") == [2, 5])
        #expect(highlighted("서", "x 성남") == [2])
        #expect(highlighted("'ㅅㅇ", "서 서울") == [4, 7])
    }

    @Test func exactTermsFoldByInitialsToo() {
        #expect(matches("'ㅅㅇ", "서울"))
        #expect(!matches("'ㅅㅇ", "서 울"))
        #expect(matches("^ㅅ", "서울"))
        #expect(!matches("^ㅂ", "서울"))
        #expect(matches("ㅇ$", "서울"))
        #expect(matches("^ㅅㅇ$", "서울"))
        #expect(matches("'ㅅㅇ'", "in 서울 now"))
        #expect(matches("!ㅂㅅ", "서울"))
        #expect(!matches("!ㅂㅅ", "부산"))
    }

    @Test func itemsEqualToOrStartingWithTheInitialsComeFirst() {
        #expect(ranked("ㅅㅇ", ["대한민국 서울", "서울특별시", "서울"]) == ["서울", "서울특별시", "대한민국 서울"])
    }

    @Test func literalOptionKeepsTheInitialSearch() {
        let literal = MatchOptions(foldDiacritics: false)
        #expect(matches("ㅅㅇ", "서울", options: literal))
        #expect(matches("서", "성남", options: literal))
        #expect(!matches("e", "é", options: literal))
    }

    @Test func narrowingFollowsTheFolds() {
        #expect(Query("서").narrows(Query("ㅅ")))
        #expect(Query("ㅅㅇ").narrows(Query("ㅅ")))
        #expect(Query("서ㅇ").narrows(Query("서")))
        #expect(Query("성").narrows(Query("서")))
        #expect(Query("서울").narrows(Query("ㅅㅇ")))
        #expect(!Query("ㅅ").narrows(Query("서")))
        #expect(!Query("서").narrows(Query("성")))
        #expect(!Query("ㅂ").narrows(Query("ㅅ")))
        #expect(!Query("ㅅ").narrows(Query("ㅏ")))
    }

    @Test func aNarrowingQueryMatchesOnlyWhatTheOldOneDid() {
        let items = ["서울", "성남", "수원", "부산", "ㅅ", "서", "송도", "Seoul", "ㅅㅏ", "서산", "삼성"]
        let queries = ["ㅅ", "서", "성", "ㅅㅇ", "서ㅇ", "서울", "ㅅㄴ", "ㅏ", "s", "ㅅㅅ", "삼"]
        for old in queries {
            for new in queries where Query(new).narrows(Query(old)) {
                for item in items where matches(new, item) {
                    #expect(matches(old, item), "\(new) narrows \(old) but \(item) matches only the new one")
                }
            }
        }
    }

    @Test func syllablesDecomposeArithmetically() {
        let initials = (0..<19).map { HangulFolding.initialConsonant(of: 0xAC00 + UInt32($0) * 588) }
        #expect(initials.map { String(UnicodeScalar($0).map(Character.init) ?? " ") }.joined() == "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
        #expect(initials.allSatisfy(HangulFolding.isInitialConsonant))
        #expect(HangulFolding.initialConsonant(of: 0xD7A3) == 0x314E)  // 힣 → ㅎ
        #expect(HangulFolding.initialConsonant(of: 0x1109) == 0x3145)  // conjoining ᄉ → ㅅ
        #expect(HangulFolding.openSyllable(of: 0xC131) == 0xC11C)  // 성 → 서
        #expect(HangulFolding.isOpenSyllable(0xC11C) && !HangulFolding.isOpenSyllable(0xC131))
        #expect((0x3131...0x314E).filter { HangulFolding.isInitialConsonant($0) }.count == 19)
    }

    @Test func filterListsSeoulFirstInTheCities() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let store = try ItemSource.read(path: root.appendingPathComponent("Data/cities.tsv").path)
        let engine = SearchEngine(store: store, options: MatchOptions().filtering(streams: false))
        let items = engine.search(engine.query("ㅅㅇ")).map { Rows.results($0).items } ?? []
        let lines = items.map { store.text(at: $0) }
        #expect(lines.first?.hasPrefix("서울\t") == true)
        #expect(!lines.contains { $0.hasPrefix("부산\t") })
    }
}
