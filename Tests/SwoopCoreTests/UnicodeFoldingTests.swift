import Foundation
import Testing
@testable import SwoopSearch

@Suite struct UnicodeFoldingTests {
    // MARK: Helpers

    /// The scalar value of a one-scalar string literal.
    func v(_ text: String) -> UInt32 {
        let scalars = Array(text.unicodeScalars)
        precondition(scalars.count == 1, "\(text) is not one scalar")
        return scalars[0].value
    }

    func stripped(_ text: String) -> String { fold(text, UnicodeFolding.strippingDiacritics) }
    func lowered(_ text: String) -> String { fold(text, UnicodeFolding.lowercased) }

    func fold(_ text: String, _ map: (UInt32) -> UInt32) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let folded = Unicode.Scalar(map(scalar.value)) else { return "<invalid>" }
            out.append(folded)
        }
        return String(out)
    }

    /// Every Unicode scalar (no surrogates).
    var allScalars: [Unicode.Scalar] {
        (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }
    }

    /// Whether `scalar` was assigned in the Unicode version the tables were made from
    /// (the standard library may know a newer one).
    func inTableVersion(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        let table = UnicodeFoldingData.unicodeVersion
        return age.major < table.major || (age.major == table.major && age.minor <= table.minor)
    }

    // MARK: Diacritics

    @Test func noScalarOutsideTheLatinRangesFoldsToASCII() {
        // The scan for an ASCII character decodes only the scalars that may fold to one.
        var folding = 0
        for scalar in UInt32(0x80)...0x10FFFF where !(0xD800...0xDFFF).contains(scalar) {
            let toASCII = (0..<FoldVariant.count).contains { FoldVariant(rawValue: $0).fold(scalar) < 0x80 }
            if toASCII {
                folding += 1
                #expect(UnicodeFolding.mayFoldToASCII(scalar), "U+\(String(scalar, radix: 16)) folds to ASCII")
            }
        }
        #expect(folding > 300)
        #expect(!UnicodeFolding.mayFoldToASCII(0x400) && !UnicodeFolding.mayFoldToASCII(0x3042) && UnicodeFolding.mayFoldToASCII(0x212A))
    }

    @Test func asciiIsUnchangedExceptCapitalsLowercase() {
        for value in UInt32(0)..<0x80 {
            #expect(UnicodeFolding.strippingDiacritics(value) == value)
            let expected = (0x41...0x5A).contains(value) ? value + 0x20 : value
            #expect(UnicodeFolding.lowercased(value) == expected)
            #expect(!UnicodeFolding.isCombiningMark(value))
        }
    }

    @Test func latinLettersLoseDiacriticsKeepingCase() {
        #expect(stripped("ÅéçñüÇ") == "AecnuC")
        #expect(stripped("ÀÉÎÕÜÝàéîõüýÿ") == "AEIOUYaeiouyy")
        #expect(stripped("ŠčŘžőŐąęġ") == "ScRzoOaeg")
        #expect(stripped("ǖǕ") == "uU", "two marks, fully decomposed")
        #expect(stripped("ǿǾ") == "oO", "ø plus acute, then ø by hand")
        #expect(stripped("Crème Brûlée") == "Creme Brulee")
    }

    @Test func greekTonosAndDialytikaAreStripped() {
        #expect(stripped("άέήίόύώ") == "αεηιουω")
        #expect(stripped("ΆΈΉΊΌΎΏ") == "ΑΕΗΙΟΥΩ")
        #expect(stripped("ΐϊ") == "ιι")
        #expect(stripped("ᾈ") == "Α", "title-case alpha with psili and prosgegrammeni")
    }

    @Test func cyrillicShortIAndYoAreStripped() {
        #expect(stripped("йЙёЁ") == "иИеЕ")
        #expect(stripped("ўї") == "уі")
    }

    @Test func japaneseVoicingMarksAreStripped() {
        #expect(stripped("が") == "か")
        #expect(stripped("パ") == "ハ")
        #expect(stripped("ガギグゲゴぱぴ") == "カキクケコはひ")
        #expect(stripped("かハ東") == "かハ東")
    }

    @Test func hangulSyllablesAreUnchanged() {
        #expect(stripped("한국어 가힣") == "한국어 가힣")
        for value in UInt32(0xAC00)...0xD7A3 {
            #expect(UnicodeFolding.strippingDiacritics(value) == value)
        }
    }

    @Test func strokeLettersAreFoldedByHand() {
        #expect(stripped("øØłŁđĐ") == "oOlLdD")
        #expect(stripped("ħĦıŧŦ") == "hHitT")
        #expect(stripped("Łódź Øresund") == "Lodz Oresund")
        #expect(stripped("ðþæ") == "ðþæ", "letters that are not a base letter with a stroke stay")
    }

    @Test func fullwidthFormsAndFzfsOtherLatinLettersAreTheirASCIILetter() {
        // What fzf 0.74's matcher folds besides diacritics, checked against its binary.
        #expect(stripped("ＡＢＣ１２３ａｂｃ（／）～｡") == "ABC123abc(/)~.")
        #expect(stripped("ßẞſ") == "sSs")
        #expect(stripped("ɓɗƒɠɦƙɲʂʈ") == "bdfghknst", "with a hook, tail or curl")
        #expect(stripped("ɐɔǝɹʇʎ") == "aoerty", "turned")
        #expect(stripped("ᴀʙɢʜʟ") == "ABGHL", "small capitals are capitals, as in fzf")
        #expect(stripped("ₐᵢⁱₙ\u{363}\u{36F}") == "aiinax", "subscripts, superscripts, combining letters")
        #expect(stripped("ɑʉ") == "au")
        #expect(stripped("ʃʒəɸ") == "ʃʒəɸ", "letters of their own stay")
    }

    @Test func otherScriptsAgreeWithCanonicalEquivalence() {
        // (precomposed, base, marks): Swift's String equality is canonical equivalence,
        // so the sample checks itself before the table is checked against it.
        let samples: [(String, String, String)] = [
            ("\u{0958}", "\u{0915}", "\u{093C}"), // Devanagari qa = ka + nukta
            ("\u{FB2A}", "\u{05E9}", "\u{05C1}"), // Hebrew shin with shin dot
            ("\u{0622}", "\u{0627}", "\u{0653}"), // Arabic alef with madda above
            ("\u{212B}", "A", "\u{030A}"), // Angstrom sign
            ("\u{1E69}", "s", "\u{0323}\u{0307}"), // s with dot below and dot above
            ("\u{01D6}", "u", "\u{0308}\u{0304}"), // ǖ
            ("\u{30D1}", "\u{30CF}", "\u{309A}"), // パ
        ]
        for (composed, base, marks) in samples {
            #expect(composed == base + marks)
            #expect(stripped(composed) == base)
        }
    }

    @Test func symbolsKeepTheirOverlays() {
        #expect(stripped("≠≮∉") == "≠≮∉", "a negation slash is not a diacritic")
        #expect(stripped("\u{0301}\u{3099}") == "\u{0301}\u{3099}", "lone marks stay")
    }

    // MARK: Lower case

    @Test func lowercasesLatinGreekCyrillicArmenianCapitals() {
        #expect(lowered("ABCÀÉÖÞŁŸ") == "abcàéöþłÿ")
        #expect(lowered("ΑΒΓΣΩΆ") == "αβγσωά")
        #expect(lowered("ДЖЁЯЇ") == "джёяї")
        #expect(lowered("ԱԲՖ") == "աբֆ")
        #expect(lowered("ǅ") == "ǆ", "title case")
        #expect(lowered("𐐀") == "𐐨", "Deseret, outside the BMP")
        #expect(lowered("abcæσжա東한") == "abcæσжա東한")
    }

    @Test func dottedCapitalILowercasesToI() {
        // "İ".lowercased() is two scalars (i + combining dot); its simple mapping, as fzf's, is "i".
        #expect(UnicodeFolding.lowercased(0x130) == v("i"))
        #expect(UnicodeFolding.lowercased(v("I")) == v("i"))
    }

    // MARK: Properties

    @Test func combiningMarksAreDetected() {
        for mark in [0x0301, 0x3099, 0x093C, 0x0903, 0x20DD, 0xFE0F, 0xE0100] as [UInt32] {
            #expect(UnicodeFolding.isCombiningMark(mark), "U+\(String(mark, radix: 16))")
        }
        for other in [v("a"), v("é"), v("か"), 0x00B4, 0x02CA, 0x200D, 0xE0001, 0x10FFFF] {
            #expect(!UnicodeFolding.isCombiningMark(other), "U+\(String(other, radix: 16))")
        }
    }

    @Test func characterClassesForTheMatcher() {
        let expected: [(String, CharacterClass)] = [
            (" ", .white), ("\t", .white), ("\u{85}", .white), ("\u{A0}", .white), ("\u{3000}", .white),
            ("/", .delimiter), (",", .delimiter), (":", .delimiter), (";", .delimiter), ("|", .delimiter),
            ("a", .lower), ("é", .lower), ("ß", .lower), ("σ", .lower),
            ("A", .upper), ("É", .upper), ("Σ", .upper), ("ǅ", .upper),
            ("東", .letter), ("한", .letter), ("か", .letter), ("ا", .letter), ("ʰ", .letter),
            ("7", .number), ("٣", .number), ("Ⅻ", .number), ("½", .number),
            ("-", .nonWord), ("_", .nonWord), (".", .nonWord), ("€", .nonWord), ("🙂", .nonWord),
            ("\u{0301}", .nonWord), ("\u{1C}", .nonWord), ("\u{10FFFF}", .nonWord),
        ]
        for (text, cls) in expected {
            #expect(UnicodeFolding.characterClass(v(text)) == cls, "\(text.debugDescription)")
        }
    }

    @Test func characterClassRawValuesAreItsCaseOrder() {
        // `UnicodeFolding` bit-casts table bytes to `CharacterClass`.
        let cases: [CharacterClass] = [.white, .nonWord, .delimiter, .lower, .upper, .letter, .number]
        for (index, cls) in cases.enumerated() {
            #expect(cls.rawValue == UInt8(index))
            #expect(unsafeBitCast(UInt8(index), to: CharacterClass.self) == cls)
        }
    }

    // MARK: Against the standard library, every scalar

    @Test func everyScalarAgreesWithStandardLibraryProperties() {
        // Scalars whose category changed after the tables' Unicode version:
        // U+0295 ʕ became Lo (was Ll) in Unicode 15.
        let recategorised: Set<UInt32> = [0x295]
        var mismatches: [String] = []
        for scalar in allScalars where inTableVersion(scalar) && !recategorised.contains(scalar.value) {
            let value = scalar.value
            let properties = scalar.properties

            // İ takes its simple mapping, "i", as fzf's does.
            var lower = value == 0x130 ? 0x69 : value
            if value != 0x130, properties.changesWhenLowercased {
                let mapping = Array(properties.lowercaseMapping.unicodeScalars)
                if mapping.count == 1 { lower = mapping[0].value }
            }
            if UnicodeFolding.lowercased(value) != lower { mismatches.append("lower U+\(String(value, radix: 16))") }

            let category = properties.generalCategory
            let isMark = category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
            if UnicodeFolding.isCombiningMark(value) != isMark { mismatches.append("mark U+\(String(value, radix: 16))") }

            let cls: CharacterClass
            if properties.isWhitespace {
                cls = .white
            } else if "/,:;|".unicodeScalars.contains(scalar) {
                cls = .delimiter
            } else {
                switch category {
                case .lowercaseLetter: cls = .lower
                case .uppercaseLetter, .titlecaseLetter: cls = .upper
                case .modifierLetter, .otherLetter: cls = .letter
                case .decimalNumber, .letterNumber, .otherNumber: cls = .number
                default: cls = .nonWord
                }
            }
            if UnicodeFolding.characterClass(value) != cls { mismatches.append("class U+\(String(value, radix: 16))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func strippingIsIdempotentAndKeepsLettersAndCase() {
        var mismatches: [String] = []
        for scalar in allScalars {
            let value = scalar.value
            let base = UnicodeFolding.strippingDiacritics(value)
            guard base != value else { continue }
            let name = "U+\(String(value, radix: 16))"
            if UnicodeFolding.strippingDiacritics(base) != base { mismatches.append("not idempotent \(name)") }
            // fzf's ASCII folds without a decomposition (fullwidth signs, small capitals, subscripts,
            // combining letters) may change the class and, small capitals, the case.
            let foldsAsFzf = base < 0x80 && String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.count == 1
            if UnicodeFolding.characterClass(base) != UnicodeFolding.characterClass(value), !foldsAsFzf {
                mismatches.append("class changed \(name)")
            }
            if UnicodeFolding.isCombiningMark(base) { mismatches.append("stripped to a mark \(name)") }
            // Folding commutes: "É" and "é" both end as "e".
            if !foldsAsFzf,
               UnicodeFolding.lowercased(base) != UnicodeFolding.strippingDiacritics(UnicodeFolding.lowercased(value)) {
                mismatches.append("lower/strip do not commute \(name)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func latinGreekCyrillicNamesPredictTheBaseLetter() {
        // "LATIN SMALL LETTER E WITH ACUTE" strips to "LATIN SMALL LETTER E", and every
        // letter named "<letter> WITH <diacritic>" strips.
        let scalars = allScalars.filter { scalar in
            let value = scalar.value
            return inTableVersion(scalar) && (value < 0x300 || (0x370..<0x530).contains(value) || (0x1E00..<0x2000).contains(value))
        }
        var byName: [String: UInt32] = [:]
        for scalar in scalars {
            if let name = scalar.properties.name { byName[name] = scalar.value }
        }
        let diacritics: Set<String> = [
            "ACUTE", "GRAVE", "CIRCUMFLEX", "TILDE", "DIAERESIS", "RING ABOVE", "CEDILLA", "CARON",
            "MACRON", "BREVE", "OGONEK", "DOT ABOVE", "DOUBLE ACUTE", "DOT BELOW", "HOOK ABOVE",
            "TONOS", "DIALYTIKA",
        ]
        var mismatches: [String] = []
        var checked = 0
        for scalar in scalars {
            guard let name = scalar.properties.name, let with = name.firstRange(of: " WITH ") else { continue }
            let baseName = String(name[..<with.lowerBound])
            let diacritic = String(name[with.upperBound...])
            let result = UnicodeFolding.strippingDiacritics(scalar.value)
            if result != scalar.value, name.hasPrefix("LATIN ") || name.hasPrefix("CYRILLIC ") || name.hasPrefix("GREEK SMALL") || name.hasPrefix("GREEK CAPITAL") {
                checked += 1
                // "TURNED H WITH FISHHOOK" strips to what "TURNED H" does; "REVERSED R WITH FISHHOOK",
                // with no "REVERSED R", to the letter its name ends with.
                let letter = baseName.split(separator: " ").last.flatMap { $0.count == 1 ? $0.unicodeScalars.first?.value : nil }
                let named = byName[baseName] == nil && letter.map { result | 0x20 == $0 | 0x20 } == true
                if byName[baseName] != result, byName[baseName].map(UnicodeFolding.strippingDiacritics) != result, !named { mismatches.append("\(name) → U+\(String(result, radix: 16))") }
            }
            if diacritics.contains(diacritic), let base = byName[baseName], baseName.split(separator: " ").last?.count == 1 {
                checked += 1
                if result != base, result != UnicodeFolding.strippingDiacritics(base) { mismatches.append("\(name) not stripped") }
            }
        }
        #expect(checked > 1000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
