import Testing
@testable import SwoopPicker

/// The keys fzf names that terminals send with modifiers, as xterm (and tmux) send them.
extension KeyDecoderTests {
    @Test(arguments: [
        ("\u{1B}[1;2D", Key.modified(.left, .shift)), ("\u{1B}[1;2C", .modified(.right, .shift)),
        ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown),
        ("\u{1B}[1;3A", .modified(.up, .alt)), ("\u{1B}[1;5C", .modified(.right, .ctrl)),
        ("\u{1B}[1;7H", .modified(.home, [.ctrl, .alt])), ("\u{1B}[1;8B", .modified(.down, [.ctrl, .alt, .shift])),
        ("\u{1B}[1;4F", .modified(.end, [.alt, .shift])), ("\u{1B}[1;9A", .modified(.up, .alt)),
        ("\u{1B}[3;5~", .modified(.delete, .ctrl)), ("\u{1B}[5;2~", .modified(.pageUp, .shift)),
        ("\u{1B}[6;7~", .modified(.pageDown, [.ctrl, .alt])), ("\u{1B}[1;1A", .up),
        ("\u{1B}\u{1B}[A", .modified(.up, .alt)), ("\u{1B}\u{1B}[1;2D", .modified(.left, [.alt, .shift])),
    ])
    func decodesNavigationKeysWithModifiers(sequence: String, key: Key) {
        #expect(keys(Array(sequence.utf8)) == [key], "\(sequence.debugDescription)")
    }

    @Test func decodesCtrlAltLettersAndAltWithSpecialKeys() {
        #expect(keys([0x1B, 0x01]) == [.ctrlAlt("a")])
        #expect(keys([0x1B, 0x1A]) == [.ctrlAlt("z")])
        #expect(keys([0x1B, 0x0D]) == [.ctrlAlt("m")])
        #expect(keys([0x1B, 0x08]) == [.ctrlAlt("h")])
        #expect(keys([0x1B, 0x7F]) == [.alt("\u{7F}")])
        #expect(keys([0x1B, 0x20]) == [.alt(" ")])
        #expect(keys([0x1B, UInt8(ascii: ",")]) == [.alt(",")])
    }

    @Test func decodesTheTwelveFunctionKeys() {
        let sequences = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
                         "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
        #expect(keys(Array(sequences.joined().utf8)) == (1...12).map(Key.function))
        #expect(keys(Array("\u{1B}[11~\u{1B}[1P".utf8)) == [.function(1), .function(1)])
    }

    @Test func modifiedKeysFzfHasNoNameForAreUnknown() {
        #expect(keys(Array("\u{1B}[1;2P\u{1B}[15;5~\u{1B}[2;3~a".utf8)) == [.unknown, .unknown, .unknown, .character("a")])
    }

    @Test func escapeEscapeWaitsForTheRestOfAnAltSequence() {
        let first = KeyDecoder.decode(Array("\u{1B}\u{1B}[1;".utf8))
        #expect(first.keys.isEmpty)
        #expect(KeyDecoder.decode(first.remainder + Array("5D".utf8)).keys == [.modified(.left, [.alt, .ctrl])])
        #expect(keys(Array("\u{1B}\u{1B}[Z".utf8)) == [.escape, .backTab])
    }
}
