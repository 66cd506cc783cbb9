/// Key names as fzf spells them in `--bind` and `--expect` (`ctrl-x`, `alt-enter`, `shift-left`, `f12`…).
///
/// Names are read as fzf 0.74 reads them (`parseKeyChords` in its
/// `src/options.go`): case does not matter except in a lone character
/// (`J`) and after `alt-` (`alt-J`); `ctrl-h` is Ctrl-Backspace's byte.
package enum KeyName {
    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "enter": .enter, "return": .enter, "space": .character(" "),
        "backspace": .backspace, "bspace": .backspace, "bs": .backspace,
        "ctrl-space": .ctrl(" "), "ctrl-^": .ctrl("^"), "ctrl-6": .ctrl("^"), "ctrl-/": .ctrl("_"), "ctrl-_": .ctrl("_"),
        "ctrl-\\": .ctrl("\\"), "ctrl-]": .ctrl("]"),
        "alt-enter": .ctrlAlt("m"), "alt-return": .ctrlAlt("m"), "alt-space": .alt(" "),
        "alt-bs": .alt("\u{7F}"), "alt-bspace": .alt("\u{7F}"), "alt-backspace": .alt("\u{7F}"),
        "ctrl-bs": .ctrl("h"), "ctrl-bspace": .ctrl("h"), "ctrl-backspace": .ctrl("h"),
        "ctrl-alt-bs": .ctrlAlt("h"), "ctrl-alt-bspace": .ctrlAlt("h"), "ctrl-alt-backspace": .ctrlAlt("h"),
        "tab": .tab, "btab": .backTab, "shift-tab": .backTab, "esc": .escape,
        "delete": .delete, "del": .delete, "home": .home, "end": .end, "insert": .insert,
        "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown, "page-down": .pageDown,
        "double-click": .doubleClick,
    ]

    /// The modifier prefixes fzf spells for navigation keys, with the swapped orders it also takes.
    private static let modifierPrefixes: [String: KeyModifiers] = [
        "shift-": .shift, "alt-": .alt, "ctrl-": .ctrl,
        "alt-shift-": [.alt, .shift], "shift-alt-": [.alt, .shift],
        "ctrl-alt-": [.ctrl, .alt], "alt-ctrl-": [.ctrl, .alt],
        "ctrl-shift-": [.ctrl, .shift], "shift-ctrl-": [.ctrl, .shift],
        "ctrl-alt-shift-": [.ctrl, .alt, .shift],
    ]

    /// The key or event `name` stands for, or nil when fzf would not know it either.
    package static func parse(_ name: String) -> Key? {
        let lower = name.lowercased()
        if let key = named[lower] { return key }
        if let gesture = MouseGesture(rawValue: lower) { return .gesture(gesture) }
        if let event = PickerEvent(rawValue: lower) { return .event(event) }
        if lower.hasPrefix("every("), lower.hasSuffix(")") {
            return everyMilliseconds(lower.dropFirst(6).dropLast()).map { .every($0) }
        }
        if let key = modified(lower) { return key }
        let scalars = Array(name.unicodeScalars)
        if lower.count == 10, lower.hasPrefix("ctrl-alt-"), let letter = asciiLetter(lower.last) {
            return .ctrlAlt(letter)
        }
        if lower.count == 6, lower.hasPrefix("ctrl-"), let letter = asciiLetter(lower.last) {
            return letter == "i" ? .tab : letter == "m" ? .enter : .ctrl(letter)
        }
        if scalars.count == 5, lower.hasPrefix("alt-") { return .alt(scalars[4]) }
        if lower.count == 2, lower.hasPrefix("f"), let digit = lower.last?.wholeNumberValue, digit >= 1 {
            return .function(digit)
        }
        if lower == "f10" || lower == "f11" || lower == "f12" { return .function(Int(lower.dropFirst()) ?? 0) }
        if scalars.count == 1 { return .character(scalars[0]) }
        return nil
    }

    /// `every(N)`'s interval in milliseconds, as fzf reads N: seconds, fractional, 0.01 at least,
    /// rounded to the millisecond; nil when N is no positive number or too large.
    static func everyMilliseconds(_ argument: Substring) -> Int? {
        let trimmed = argument.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        guard let seconds = Double(String(trimmed)), seconds > 0, seconds.isFinite else { return nil }
        let milliseconds = (max(seconds, 0.01) * 1000).rounded()
        return milliseconds <= Double(Int32.max) ? Int(milliseconds) : nil
    }

    /// A navigation key with fzf's modifier prefix (`shift-left`, `alt-ctrl-page-up`).
    private static func modified(_ lower: String) -> Key? {
        for key in NavigationKey.allCases where lower.hasSuffix("-" + key.rawValue) {
            let prefix = String(lower.dropLast(key.rawValue.count))
            if let modifiers = modifierPrefixes[prefix] { return .modified(key, modifiers) }
        }
        return nil
    }

    /// `character` when it is an ASCII letter.
    private static func asciiLetter(_ character: Character?) -> Character? {
        guard let character, character.isASCII, character.isLetter else { return nil }
        return character
    }

    /// The name `--expect` prints for `key` when it was not named by the user.
    package static func name(of key: Key) -> String {
        switch key {
        case .character(" "): return "space"
        case .character(let scalar): return String(Character(scalar))
        case .ctrl(" "): return "ctrl-space"
        case .ctrl("_"): return "ctrl-/"
        case .ctrl("h"): return "ctrl-h"
        case .ctrl(let letter): return "ctrl-\(letter)"
        case .ctrlAlt("m"): return "alt-enter"
        case .ctrlAlt(let letter): return "ctrl-alt-\(letter)"
        case .alt("\u{7F}"): return "alt-bspace"
        case .alt(" "): return "alt-space"
        case .alt(let scalar): return "alt-\(Character(scalar))"
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "btab"
        case .backspace: return "bspace"
        case .delete: return "del"
        case .insert: return "insert"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .function(let number): return "f\(number)"
        case .modified(let key, let modifiers): return modifiers.prefix + key.rawValue
        case .doubleClick: return "double-click"
        case .gesture(let gesture): return gesture.rawValue
        case .event(let event): return event.rawValue
        case .every(let milliseconds): return "every(\(Double(milliseconds) / 1000))"
        case .mouse: return "mouse"
        case .unknown: return ""
        }
    }
}
