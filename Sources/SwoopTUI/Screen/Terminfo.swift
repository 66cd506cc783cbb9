import CNcursesw

/// The terminfo strings the inline picker draws with, read through ncursesw after `setupterm`.
///
/// No escape sequence is written by hand: each comes from the terminal's
/// description (`cuu`, `hpa`, `el`, `setaf`…), its `$<…>` delays removed
/// (only `tputs` would honour them, and terminals that need them are gone).
struct Terminfo {
    /// Reads the description of terminal type `name` (what `setupterm` does for the open terminal), for tests.
    static func load(_ name: String) -> Bool {
        var status: Int32 = 0
        return setupterm(name, 2, &status) == OK
    }

    /// The string capability `name`, empty when the terminal lacks it.
    static func string(_ name: String) -> [UInt8] {
        guard let value = swoop_string_capability(name) else { return [] }
        return withoutPadding(Array(String(cString: value).utf8))
    }

    /// The string capability `name` with `parameter` filled in (`tiparm`), empty when the terminal lacks it.
    static func string(_ name: String, _ parameter: Int) -> [UInt8] {
        guard let value = swoop_parameterized(name, Int32(clamping: parameter)) else { return [] }
        return withoutPadding(Array(String(cString: value).utf8))
    }

    /// The numeric capability `name`, or nil when the terminal lacks it.
    static func number(_ name: String) -> Int? {
        let value = swoop_numeric_capability(name)
        return value < 0 ? nil : Int(value)
    }

    /// A terminfo string without its `$<…>` delays, which only tputs understands.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return output
    }

    /// Back to the normal look (`sgr0`).
    let reset = string("sgr0")
    let bold = string("bold"), dim = string("dim"), underline = string("smul")
    let reverse = string("rev"), italic = string("sitm"), blink = string("blink")
    /// A line through the text: the extended `smxx`, or the SGR 9 fzf writes where terminfo lacks it.
    let strikethrough: [UInt8] = { let smxx = string("smxx"); return smxx.isEmpty ? Array("\u{1B}[9m".utf8) : smxx }()
    /// To column 0 (`cr`), erase to the end of the line (`el`) and of the screen (`ed`).
    let carriageReturn = string("cr"), eraseLine = string("el"), eraseBelow = string("ed")
    /// Cursor hidden (`civis`) and shown (`cnorm`).
    let hideCursor = string("civis"), showCursor = string("cnorm")
    /// Keeps (`sc`) and brings back (`rc`) the cursor's position.
    let saveCursor = string("sc"), restoreCursor = string("rc")
    /// One row down, scrolling at the bottom (`ind`, a line feed on most terminals).
    let scrollForward: [UInt8] = { let ind = string("ind"); return ind.isEmpty ? [0x0A] : ind }()
    /// Asks where the cursor is (`u7`, answered as `u6`: ESC [ row ; column R).
    let cursorQuery = string("u7")

    /// `count` rows up (`cuu`, else `cuu1` repeated), without scrolling.
    func up(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        let parameterized = Self.string("cuu", count)
        return parameterized.isEmpty ? Array(repeating: Self.string("cuu1"), count: count).flatMap { $0 } : parameterized
    }

    /// `count` rows down (`cud`, else `cud1` repeated), within the rows made for the picker.
    func down(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        let parameterized = Self.string("cud", count)
        return parameterized.isEmpty ? Array(repeating: Self.string("cud1"), count: count).flatMap { $0 } : parameterized
    }

    /// To `column` of the current row (`hpa`, else `cr` and `cuf`).
    func column(_ column: Int) -> [UInt8] {
        guard column > 0 else { return carriageReturn }
        let absolute = Self.string("hpa", column)
        return absolute.isEmpty ? carriageReturn + Self.string("cuf", column) : absolute
    }

    /// Foreground (`setaf`) or background (`setab`) palette colour `index`.
    func color(_ index: Int, background: Bool) -> [UInt8] {
        Self.string(background ? "setab" : "setaf", index)
    }
}
