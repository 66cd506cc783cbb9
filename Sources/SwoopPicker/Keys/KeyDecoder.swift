/// Turns the bytes a terminal sends into `Key`s.
///
/// Pure and incremental: `decode` returns the keys found and the bytes of an
/// unfinished sequence (a lone ESC, half a UTF-8 character, an open CSI). The
/// caller keeps that remainder, prepends it to the next read, and calls
/// `flush` when nothing more arrives within the escape delay: a lone ESC is
/// then the Esc key.
package enum KeyDecoder {
    private static let esc: UInt8 = 0x1B

    /// Decodes as many complete keys as `bytes` holds.
    package static func decode(_ bytes: [UInt8]) -> (keys: [Key], remainder: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            guard let (key, length) = decodeOne(bytes, from: index) else {
                return (keys, Array(bytes[index...]))
            }
            if let key { keys.append(key) }
            index += length
        }
        return (keys, [])
    }

    /// Resolves a remainder that timed out: ESC alone is Esc, anything else is dropped.
    package static func flush(_ remainder: [UInt8]) -> [Key] {
        guard let first = remainder.first else { return [] }
        if first == esc {
            let rest = Array(remainder.dropFirst())
            return [.escape] + decode(rest).keys
        }
        return []
    }

    /// Decodes the key starting at `start`: the key (nil for bytes to skip) and its
    /// length, or nil when the bytes end in the middle of a sequence.
    private static func decodeOne(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
        let byte = bytes[start]
        switch byte {
        case esc:
            return decodeEscape(bytes, from: start)
        case 0x0D:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F:
            return (.backspace, 1)
        case 0x08:
            // Ctrl-Backspace in most terminals, Ctrl-H everywhere: fzf's ctrl-h.
            return (.ctrl("h"), 1)
        case 0x00:
            return (.ctrl(" "), 1)
        case 0x01...0x1A:
            return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F:
            return (.ctrl(Character(Unicode.Scalar(byte + 0x40))), 1)
        case 0x20..<0x7F:
            return (.character(Unicode.Scalar(byte)), 1)
        default:
            return decodeUTF8(bytes, from: start).map { scalar, length in
                (scalar.map(Key.character), length)
            }
        }
    }

    /// Decodes one UTF-8 scalar: nil when incomplete, a nil scalar for invalid bytes.
    private static func decodeUTF8(_ bytes: [UInt8], from start: Int) -> (Unicode.Scalar?, Int)? {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard start + offset < bytes.count else { return nil }
            let next = bytes[start + offset]
            guard next & 0xC0 == 0x80 else { return (nil, offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, length) }
        return (scalar, length)
    }

    /// Decodes ESC-led input: CSI and SS3 sequences, Alt-key, or nil to wait for more.
    private static func decodeEscape(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, from: start)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        case esc:
            // ESC ESC [ A: Alt with a navigation key (rxvt); any other ESC ESC is a plain Esc,
            // and the second starts over.
            if start + 2 < bytes.count, bytes[start + 2] == UInt8(ascii: "[") || bytes[start + 2] == UInt8(ascii: "O") {
                guard let (key, length) = decodeEscape(bytes, from: start + 1) else { return nil }
                if let key, let withAlt = addingAlt(to: key) { return (withAlt, 1 + length) }
            }
            return (.escape, 1)
        case 0x01...0x1A:
            // ESC and a Ctrl byte: Ctrl-Alt and the letter (ESC CR is Alt-Enter, ESC BS Ctrl-Alt-Backspace).
            return (.ctrlAlt(Character(Unicode.Scalar(next + 0x60))), 2)
        default:
            guard let (key, length) = decodeOne(bytes, from: start + 1) else { return nil }
            if case .character(let scalar)? = key { return (.alt(scalar), 1 + length) }
            if key == .backspace { return (.alt("\u{7F}"), 1 + length) }
            return (key, 1 + length)
        }
    }

    /// `key` with Alt held too, when it is a navigation key.
    private static func addingAlt(to key: Key) -> Key? {
        if case .modified(let base, let modifiers) = key { return .modified(base, modifiers.union(.alt)) }
        guard let base = NavigationKey.allCases.first(where: { $0.plain == key }) else { return nil }
        return .modified(base, .alt)
    }

    /// Decodes `ESC [ params final`; an unrecognised but complete sequence is `.unknown`.
    private static func decodeCSI(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count else { return nil }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a valid CSI: treat the ESC as Esc and go on from '['.
            return (.escape, 1)
        }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouse(parameters.dropFirst(), isPress: final == UInt8(ascii: "M")), length)
        }
        guard parameters.allSatisfy({ $0 == ";" || $0.isASCII && $0.isNumber }) else { return (.unknown, length) }
        // xterm: `ESC [ 1 ; m X` and `ESC [ n ; m ~`, m one more than the modifier bits.
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let firstParameter = (numbers.first ?? nil) ?? 0
        let modifiers = numbers.count > 1 ? KeyModifiers(xtermParameter: numbers[1] ?? 1) : []
        let key: Key
        switch final {
        case UInt8(ascii: "A"): key = navigation(.up, modifiers)
        case UInt8(ascii: "B"): key = navigation(.down, modifiers)
        case UInt8(ascii: "C"): key = navigation(.right, modifiers)
        case UInt8(ascii: "D"): key = navigation(.left, modifiers)
        case UInt8(ascii: "H"): key = navigation(.home, modifiers)
        case UInt8(ascii: "F"): key = navigation(.end, modifiers)
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            // F1-F4 with modifiers: fzf has no names for them.
            key = modifiers.isEmpty ? .function(Int(final - UInt8(ascii: "P")) + 1) : .unknown
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"): key = tildeKey(firstParameter, modifiers)
        default: key = .unknown
        }
        return (key, length)
    }

    /// `base`, or `base` with `modifiers` when there are any.
    private static func navigation(_ base: NavigationKey, _ modifiers: KeyModifiers) -> Key {
        modifiers.isEmpty ? base.plain : .modified(base, modifiers)
    }

    /// An SGR mouse report `b;x;y` (1-based column and row).
    private static func mouse(_ parameters: Substring, isPress: Bool) -> Key {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return .unknown }
        return .mouse(MouseEvent(button: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1, isPress: isPress))
    }

    /// Keys sent as `ESC O x` (application cursor mode).
    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return .unknown
        }
    }

    /// Keys sent as `ESC [ n ~` or, with modifiers, `ESC [ n ; m ~`.
    private static func tildeKey(_ number: Int, _ modifiers: KeyModifiers) -> Key {
        switch number {
        case 1, 7: return navigation(.home, modifiers)
        case 3: return navigation(.delete, modifiers)
        case 4, 8: return navigation(.end, modifiers)
        case 5: return navigation(.pageUp, modifiers)
        case 6: return navigation(.pageDown, modifiers)
        default:
            // Insert and the function keys have no modified names in fzf.
            guard modifiers.isEmpty else { return .unknown }
            switch number {
            case 2: return .insert
            case 11...15: return .function(number - 10)
            case 17...21: return .function(number - 11)
            case 23, 24: return .function(number - 12)
            default: return .unknown
            }
        }
    }
}
