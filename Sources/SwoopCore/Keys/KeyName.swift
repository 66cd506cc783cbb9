/// Key names as fzf spells them in `--bind` and `--expect` (`ctrl-x`, `alt-enter`, `pgup`…).
public enum KeyName {
    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "ctrl-m": .enter,
        "esc": .escape, "tab": .tab, "ctrl-i": .tab, "btab": .backTab, "shift-tab": .backTab,
        "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown, "page-down": .pageDown,
        "del": .delete, "delete": .delete, "insert": .insert,
        "bspace": .backspace, "bs": .backspace, "ctrl-h": .backspace, "ctrl-space": .ctrl(" "),
        "alt-enter": .alt("\r"), "alt-bspace": .alt("\u{7F}"), "alt-bs": .alt("\u{7F}"),
        "double-click": .doubleClick, "space": .character(" "),
        "shift-up": .shiftUp, "shift-down": .shiftDown, "ctrl-/": .ctrl("_"), "ctrl-_": .ctrl("_"),
    ]

    /// The key called `name`, or nil.
    public static func key(_ name: String) -> Key? {
        let lower = name.lowercased()
        if let key = named[lower] { return key }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter {
            return .ctrl(letter)
        }
        if lower.hasPrefix("alt-"), name.count == 5, let character = name.unicodeScalars.last {
            return .alt(character)
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first, scalar.value >= 0x20 {
            return .character(scalar)
        }
        return nil
    }

    /// The name `--expect` prints for `key`.
    public static func name(of key: Key) -> String {
        switch key {
        case .character(" "): return "space"
        case .character(let scalar): return String(Character(scalar))
        case .ctrl(" "): return "ctrl-space"
        case .ctrl("_"): return "ctrl-/"
        case .ctrl(let letter): return "ctrl-\(letter)"
        case .alt("\r"): return "alt-enter"
        case .alt("\u{7F}"): return "alt-bspace"
        case .alt(let scalar): return "alt-\(Character(scalar))"
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "btab"
        case .backspace: return "bspace"
        case .delete: return "del"
        case .insert: return "insert"
        case .shiftUp: return "shift-up"
        case .shiftDown: return "shift-down"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .function(let number): return "f\(number)"
        case .doubleClick: return "double-click"
        case .mouse: return "mouse"
        case .unknown: return ""
        }
    }
}
