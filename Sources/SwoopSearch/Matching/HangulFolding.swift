/// Hangul initial-consonant search: the arithmetic of the Unicode Hangul block, no tables.
///
/// A precomposed syllable (U+AC00–U+D7A3) is `0xAC00 + (initial × 21 + medial) × 28 + final`:
/// its initial consonant (choseong) is `(s - 0xAC00) / 588`, its medial vowel
/// `((s - 0xAC00) % 588) / 28`, its final consonant `(s - 0xAC00) % 28` (0: none). The
/// consonants Korean keyboards type alone are compatibility jamo (U+3131–U+314E); the 19 that
/// can start a syllable (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ) stand, in a query,
/// for any syllable starting with them: `ㅅㅇ` finds `서울`, as Korean apps search.
enum HangulFolding {
    static let firstSyllable: UInt32 = 0xAC00
    static let lastSyllable: UInt32 = 0xD7A3
    /// Syllables per initial consonant: 21 medials × 28 finals.
    static let syllablesPerInitial: UInt32 = 588
    /// Syllables per initial and medial: 28 finals (the first is none).
    static let finals: UInt32 = 28
    /// The first compatibility consonant, ㄱ.
    static let firstCompatibilityConsonant: UInt32 = 0x3131
    /// The last compatibility consonant, ㅎ.
    static let lastCompatibilityConsonant: UInt32 = 0x314E
    /// The first conjoining initial consonant (choseong ᄀ), as decomposed (NFD) text spells syllables.
    static let firstConjoiningInitial: UInt32 = 0x1100
    /// The last of the 19 conjoining initials (ᄒ).
    static let lastConjoiningInitial: UInt32 = 0x1112

    /// Where each of the 19 initials (in choseong order) is among the compatibility consonants,
    /// which interleave them with the consonant clusters found only at a syllable's end (ㄳ, ㄵ…).
    private static func compatibilityOffset(ofInitial index: UInt32) -> UInt32 {
        switch index {
        case 0, 1: index           // ㄱ ㄲ
        case 2: 3                  // ㄴ
        case 3, 4, 5: index + 3    // ㄷ ㄸ ㄹ
        case 6, 7, 8: index + 10   // ㅁ ㅂ ㅃ
        default: index + 11        // ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
        }
    }

    /// Whether `scalar` is a precomposed Hangul syllable.
    @inline(__always)
    static func isSyllable(_ scalar: UInt32) -> Bool {
        scalar &- firstSyllable <= lastSyllable &- firstSyllable
    }

    /// Whether `scalar` is a compatibility consonant that can start a syllable (ㄱ, ㅅ, ㄲ; not ㄳ).
    static func isInitialConsonant(_ scalar: UInt32) -> Bool {
        guard scalar &- firstCompatibilityConsonant <= lastCompatibilityConsonant &- firstCompatibilityConsonant else {
            return false
        }
        switch scalar &- firstCompatibilityConsonant {
        case 0, 1, 3, 6, 7, 8, 16, 17, 18, 20...29: return true
        default: return false  // ㄳ ㄵ ㄶ ㄺ…ㅀ ㅄ: only ever final
        }
    }

    /// Whether `scalar` is a syllable without a final consonant (서, not 성).
    static func isOpenSyllable(_ scalar: UInt32) -> Bool {
        isSyllable(scalar) && (scalar &- firstSyllable) % finals == 0
    }

    /// A syllable's initial consonant as a compatibility jamo (서, 성 → ㅅ), also for a conjoining
    /// initial (ᄉ → ㅅ); any other scalar is itself.
    @inline(__always)
    static func initialConsonant(of scalar: UInt32) -> UInt32 {
        if isSyllable(scalar) {
            return firstCompatibilityConsonant &+ compatibilityOffset(ofInitial: (scalar &- firstSyllable) / syllablesPerInitial)
        }
        if scalar &- firstConjoiningInitial <= lastConjoiningInitial &- firstConjoiningInitial {
            return firstCompatibilityConsonant &+ compatibilityOffset(ofInitial: scalar &- firstConjoiningInitial)
        }
        return scalar
    }

    /// A syllable without its final consonant (성 → 서); any other scalar is itself.
    @inline(__always)
    static func openSyllable(of scalar: UInt32) -> UInt32 {
        guard isSyllable(scalar) else { return scalar }
        return scalar &- (scalar &- firstSyllable) % finals
    }
}
